import { createShellConfig } from '@verity/rspack';

export default createShellConfig({ projectRoot: import.meta.dirname, name: 'shell', port: 4200 });
