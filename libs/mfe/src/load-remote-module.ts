import { loadRemote } from '@module-federation/enhanced/runtime';

/** Loads an exposed module by id (`tests_mfe/lifecycles`). Injectable so tests need no federation runtime. */
export type LoadRemoteModule = (id: string) => Promise<unknown>;

/** Loads started before their route rendered, each handed to the first load of its id. */
const started = new Map<string, Promise<unknown>>();

/**
 * Starts loading a remote module at once: the first page's remote then downloads while the shell is still
 * reading the session, instead of after it.
 */
export function startLoadingRemoteModule(id: string): void {
  if (started.has(id)) return;
  const loading = loadRemote(id);
  // Its failure is the first load's to report, like any other.
  loading.catch(() => undefined);
  started.set(id, loading);
}

/** The real loader: the Module Federation runtime, with remotes registered from the runtime config. */
export const loadRemoteModule: LoadRemoteModule = (id) => {
  const early = started.get(id);
  if (!early) return loadRemote(id);
  // Handed over once: a retry after a failure loads afresh.
  started.delete(id);
  return early;
};
