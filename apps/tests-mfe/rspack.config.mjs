import { createRemoteConfig } from '@verity/rspack';

export default createRemoteConfig({ projectRoot: import.meta.dirname, name: 'tests_mfe', port: 4202, title: 'Tests' });
