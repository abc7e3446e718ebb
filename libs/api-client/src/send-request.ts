import { type ApiClientOptions, type RequestOptions } from './api-client-options';
import { ApiError } from './api-error';
import { buildUrl, type QueryParams } from './build-url';
import { decodeOkBody, httpError, parseJsonBody } from './decode-response';
import { CLIENT_MESSAGES } from './messages';

export interface ApiRequest extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: QueryParams;
  /** Sent as JSON; leave undefined for calls without a body. */
  body?: unknown;
  /** `blob` reads an OK answer as a file (a screenshot, a trace) instead of the JSON envelope. */
  responseType?: 'json' | 'blob';
  /** Headers a call needs beyond the usual ones (e.g. X-Draft-Id). */
  extraHeaders?: Record<string, string>;
}

/** Sends one request and resolves with the envelope's `data` (undefined when the answer carried none). */
export type SendRequest = (request: ApiRequest) => Promise<unknown>;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function headersFor(getAccessToken: ApiClientOptions['getAccessToken'], hasBody: boolean, accept: string) {
  const headers: Record<string, string> = { Accept: accept };
  const token = await getAccessToken();
  // Without a token the API answers 401 'Missing bearer token.'; sending "Bearer null" would only muddle that.
  if (token) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

export function createSendRequest({ baseUrl, getAccessToken, fetch: fetchImpl }: ApiClientOptions): SendRequest {
  // Looked up per call rather than captured, so the global can be swapped after the client is made.
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  return async function sendRequest({ method, path, query, body, signal, responseType = 'json', extraHeaders }) {
    const hasBody = body !== undefined;
    const accept = responseType === 'blob' ? '*/*' : 'application/json';
    const init: RequestInit = { method, headers: { ...(await headersFor(getAccessToken, hasBody, accept)), ...extraHeaders } };
    if (hasBody) init.body = JSON.stringify(body);
    if (signal) init.signal = signal;

    let response: Response;
    let text: string;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), init);
      // A file is the answer itself; its failures are JSON envelopes like every other call's.
      if (responseType === 'blob' && response.ok) return await response.blob();
      text = await response.text();
    } catch (error) {
      // A cancelled request is not a network failure: let the caller (TanStack Query) see its own abort.
      if (signal?.aborted) throw error;
      throw new ApiError(CLIENT_MESSAGES.networkErrorPrefix + reasonOf(error), { kind: 'network', cause: error });
    }

    const parsed = parseJsonBody(text);
    if (!response.ok) throw httpError(response.status, parsed);
    return decodeOkBody(response.status, parsed);
  };
}
