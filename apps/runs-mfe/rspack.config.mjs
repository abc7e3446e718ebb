import { createRemoteConfig } from '@verity/rspack';

export default createRemoteConfig({ projectRoot: import.meta.dirname, name: 'runs_mfe', port: 4203, title: 'Runs' });
