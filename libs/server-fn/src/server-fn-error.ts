/** Thrown by an implementation to answer with a given status and error code; the message reaches the caller. */
export class ServerFnError extends Error {
  override name = 'ServerFnError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
