const UNAVAILABLE = Symbol.for('verity.mfe.remote-unavailable');

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote module "${remoteId}" could not be loaded`, options);
  }
}

/**
 * What a failed `loadRemote` resolves to instead of rejecting (see remoteFallbackPlugin): lifecycles
 * that refuse to mount, marked so <RemoteView> can tell a download failure from a crash.
 */
export type UnavailableRemote = {
  readonly [UNAVAILABLE]: true;
  readonly error: RemoteUnavailableError;
  bootstrap: () => Promise<never>;
  mount: () => Promise<never>;
  unmount: () => Promise<void>;
  update: () => Promise<void>;
};

export function createUnavailableRemote(remoteId: string, cause: unknown): UnavailableRemote {
  const error = new RemoteUnavailableError(remoteId, { cause });
  return {
    [UNAVAILABLE]: true,
    error,
    bootstrap: () => Promise.reject(error),
    mount: () => Promise.reject(error),
    unmount: () => Promise.resolve(),
    update: () => Promise.resolve(),
  };
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}
