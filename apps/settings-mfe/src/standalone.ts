import { renderStandalone } from '@verity/mfe/standalone';
import * as lifecycles from './remote-entry';

renderStandalone(document.getElementById('root') as HTMLElement, { remote: 'settings_mfe', lifecycles });
