import { type z } from 'zod';

/**
 * The /_server protocol (spec section 7): `/_server/{functionId}?createServerFn`. A GET carries its payload
 * as JSON in the `payload` query parameter, a POST as a JSON body; either way the payload is
 * `{ data, context }`. A success is the function's result as JSON; a failure is `ServerFnErrorBody`.
 */
export const SERVER_FN_PREFIX = '/_server';
export const SERVER_FN_FLAG = 'createServerFn';
export const SERVER_FN_PAYLOAD_PARAM = 'payload';

export type ServerFnMethod = 'GET' | 'POST';

export interface ServerFnPayload {
  data?: unknown;
  /** Context the client adds to a call (e.g. from client middleware); the server treats it as untrusted. */
  context?: unknown;
}

export interface ServerFnErrorBody {
  error: string;
  error_code: string;
}

/** What a server function is, shared by the caller (browser) and the implementation (BFF). */
export interface ServerFnDefinition<TInput extends z.ZodType = z.ZodType, TOutput extends z.ZodType = z.ZodType> {
  readonly id: string;
  readonly method: ServerFnMethod;
  readonly input: TInput;
  /** When given, the router checks every result against it before sending it. */
  readonly output: TOutput | undefined;
}

/** What the caller passes. */
export type ServerFnInput<D extends ServerFnDefinition> = z.input<D['input']>;
/** What the implementation receives after validation. */
export type ServerFnData<D extends ServerFnDefinition> = z.output<D['input']>;
/** What the implementation returns. */
export type ServerFnReturn<D extends ServerFnDefinition> = D extends ServerFnDefinition<z.ZodType, infer O> ? z.input<O> : never;
/** What the caller gets back. */
export type ServerFnResult<D extends ServerFnDefinition> = D extends ServerFnDefinition<z.ZodType, infer O> ? z.output<O> : never;

/** The URL of a call; for a GET it carries the payload. */
export function serverFnUrl(functionId: string, method: ServerFnMethod, payload: ServerFnPayload = {}, baseUrl = ''): string {
  const url = `${baseUrl}${SERVER_FN_PREFIX}/${encodeURIComponent(functionId)}?${SERVER_FN_FLAG}`;
  if (method === 'POST') return url;
  return `${url}&${SERVER_FN_PAYLOAD_PARAM}=${encodeURIComponent(JSON.stringify(payload))}`;
}
