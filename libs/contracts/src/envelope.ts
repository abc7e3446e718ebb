import { z } from 'zod';

/** Every API response has this shape (spec section 7). */
export type Envelope<T> =
  | { ok: true; data: T; error: null; error_code: null }
  | { ok: false; data: null; error: string; error_code: string };

export function success<T>(data: T): Envelope<T> {
  return { ok: true, data, error: null, error_code: null };
}

export function failure(error: string, errorCode: string): Envelope<never> {
  return { ok: false, data: null, error, error_code: errorCode };
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), data, error: z.null(), error_code: z.null() }),
    z.object({ ok: z.literal(false), data: z.null(), error: z.string(), error_code: z.string() }),
  ]);
}

/**
 * The largest request body the API reads, in bytes: a test of 500 steps of 2,000 characters fits. The web origin
 * refuses a larger one itself (413), as it does past AUTH_MAX_BODY_BYTES for the auth service, rather than stream
 * it to a service that stops reading.
 */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The auth service's: credentials, a user's name and settings (its metadata is at most 4 KB). */
export const AUTH_MAX_BODY_BYTES = 64 * 1024;

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);
export const bodyTooLargeMessage = (limit = MAX_BODY_BYTES) => `The request body is larger than the ${sizeOf(limit)} this server reads.`;

const ERROR_CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  431: 'headers_too_large',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'upstream_timeout',
};

/** The envelope's error_code for an HTTP status, where a server has no more precise code of its own. */
export function errorCodeForStatus(status: number): string {
  return ERROR_CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'request_failed');
}
