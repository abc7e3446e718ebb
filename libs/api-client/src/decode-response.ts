import { ApiError } from './api-error';
import { CLIENT_MESSAGES } from './messages';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The body as JSON, or undefined when it is empty or not JSON (spec section 8: success with no data). */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A non-OK status: the body's `error`, or a message naming the status. */
export function httpError(status: number, body: unknown): ApiError {
  const fields = isObject(body) ? body : {};
  return new ApiError(nonEmptyString(fields.error) ?? CLIENT_MESSAGES.httpError(status), {
    kind: 'http',
    status,
    errorCode: nonEmptyString(fields.error_code),
  });
}

/** An OK status whose envelope says `ok: false`: the error, then the code in brackets when there is one. */
export function envelopeFailure(status: number, body: JsonObject): ApiError {
  const errorCode = nonEmptyString(body.error_code);
  const message = nonEmptyString(body.error) ?? CLIENT_MESSAGES.failureWithoutMessage;
  return new ApiError(errorCode ? `${message} [${errorCode}]` : message, { kind: 'envelope', status, errorCode });
}

/** Reads the envelope of an OK answer: its `data`, or the failure it reports. */
export function decodeOkBody(status: number, body: unknown): unknown {
  if (!isObject(body)) return undefined;
  if (body.ok === false) throw envelopeFailure(status, body);
  return body.data;
}
