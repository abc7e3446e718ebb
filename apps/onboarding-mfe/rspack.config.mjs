import { createRemoteConfig } from '@verity/rspack';

export default createRemoteConfig({ projectRoot: import.meta.dirname, name: 'onboarding_mfe', port: 4205, title: 'Onboarding' });
