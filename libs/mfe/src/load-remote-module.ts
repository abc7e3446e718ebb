import { loadRemote } from '@module-federation/enhanced/runtime';

/** Loads an exposed module by id (`tests_mfe/lifecycles`). Injectable so tests need no federation runtime. */
export type LoadRemoteModule = (id: string) => Promise<unknown>;

/** The real loader: the Module Federation runtime, with remotes registered from the runtime config. */
export const loadRemoteModule: LoadRemoteModule = (id) => loadRemote(id);
