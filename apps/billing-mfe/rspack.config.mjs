import { createRemoteConfig } from '@verity/rspack';

export default createRemoteConfig({ projectRoot: import.meta.dirname, name: 'billing_mfe', port: 4204, title: 'Billing' });
