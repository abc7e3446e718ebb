// What main.ts needs from shared modules, behind the one dynamic import that makes them consumable.
export { loadRuntimeConfig } from '@verity/config';
export { remoteFallbackPlugin } from '@verity/mfe';
