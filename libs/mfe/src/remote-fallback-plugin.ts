import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createUnavailableRemote } from './remote-unavailable';

/**
 * Module Federation runtime plugin: a remote that cannot be downloaded (server down, bad manifest,
 * network error) resolves to "unavailable" lifecycles instead of an exception, so no caller can blank
 * the page by forgetting a catch. <RemoteView> turns it into the contained fallback.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'verity-remote-fallback',
    errorLoadRemote(args) {
      // Earlier stages (manifest fetch, shared-scope init) must fail normally: loadRemote catches their
      // error and calls this hook again with lifecycle "onLoad", where the whole request is replaced.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[mfe] ${args.id} is unavailable`, args.error);
      return createUnavailableRemote(args.id, args.error);
    },
  };
}
