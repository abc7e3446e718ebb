/**
 * Where a call failed, so a screen can tell "you are offline" from "the server said no":
 * - `network`: the request never got an answer (offline, DNS, CORS, connection reset);
 * - `http`: the API answered with a non-OK status;
 * - `envelope`: an OK status whose envelope says `ok: false`;
 * - `no_data`: an OK answer without the data the function returns;
 * - `invalid_response`: data that does not match the contract;
 * - `invalid_input`: refused before sending, by the same rule the API applies (spec section 5).
 */
export type ApiErrorKind = 'network' | 'http' | 'envelope' | 'no_data' | 'invalid_response' | 'invalid_input';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** HTTP status of the answer; null when there was none. */
  status?: number | null;
  /** The envelope's `error_code` (`insufficient_credits`, `not_found`…); null when the API sent none. */
  errorCode?: string | null;
  cause?: unknown;
}

/** Every failure of the API client. The message is the server's own text whenever it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly errorCode: string | null;

  constructor(message: string, { kind, status = null, errorCode = null, cause }: ApiErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.status = status;
    this.errorCode = errorCode;
  }
}

/** True for an ApiError, and with `errorCode` only for one carrying that code. */
export function isApiError(error: unknown, errorCode?: string): error is ApiError {
  return error instanceof ApiError && (errorCode === undefined || error.errorCode === errorCode);
}

/** The API has no such entity for this user (another user's id is a 404 too), or the id is malformed. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.errorCode === 'not_found' || error.errorCode === 'invalid_id');
}

/** A run refused with 402: the balance does not cover it. */
export function isInsufficientCreditsError(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === 'insufficient_credits' || error.status === 402);
}

const INVALID_CREDENTIALS = 'could not validate credentials';

/**
 * The message of anything thrown: an Error's, a string, or the `message` / `error` text of a decoded JSON error
 * body; null when it carries none.
 */
export function messageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message, error: nested } = error as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof nested === 'string') return nested;
  }
  return null;
}

/**
 * The API's answer to a bad, expired or forged token says 'Could not validate credentials' (any case); the
 * app then signs the user out instead of showing the error (spec sections 2 and 8). Matches any error, a
 * server function's decoded JSON error included, since it may reach a screen rethrown.
 */
export function isCredentialsError(error: unknown): boolean {
  return (messageOf(error) ?? '').toLowerCase().includes(INVALID_CREDENTIALS);
}
