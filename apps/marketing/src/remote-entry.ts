import { defineRemote } from '@verity/mfe';
import { MARKETING_VIEWS } from './views';

export const { bootstrap, mount, unmount, update } = defineRemote('marketing', MARKETING_VIEWS);
