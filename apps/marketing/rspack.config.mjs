import { createRemoteConfig } from '@verity/rspack';

export default createRemoteConfig({ projectRoot: import.meta.dirname, name: 'marketing', port: 4201, title: 'Public site' });
