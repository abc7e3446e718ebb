import {
  type ServerFnDefinition,
  type ServerFnErrorBody,
  type ServerFnInput,
  type ServerFnResult,
  serverFnUrl,
} from './protocol';

/** A failed call. `body` is the decoded JSON error when the server sent JSON, else the response text. */
export class ServerFnCallError extends Error {
  override name = 'ServerFnCallError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface ServerFnClientOptions {
  /** Origin of the BFF; empty for same-origin calls from the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface CallOptions {
  context?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ServerFnClient {
  call<D extends ServerFnDefinition>(definition: D, data: ServerFnInput<D>, options?: CallOptions & { raw?: false }): Promise<ServerFnResult<D>>;
  /** Raw: resolves with the Response as it came (after checking the status), for non-JSON results. */
  call<D extends ServerFnDefinition>(definition: D, data: ServerFnInput<D>, options: CallOptions & { raw: true }): Promise<Response>;
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

function isErrorBody(value: unknown): value is ServerFnErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ServerFnErrorBody).error === 'string';
}

async function toError(response: Response): Promise<ServerFnCallError> {
  const text = await response.text();
  if (response.headers.get('content-type')?.includes('application/json')) {
    try {
      const body: unknown = JSON.parse(text);
      if (isErrorBody(body)) return new ServerFnCallError(body.error, response.status, body.error_code ?? null, body);
      return new ServerFnCallError(`Server function failed with status ${response.status}`, response.status, null, body);
    } catch {
      // not JSON after all: fall through to the text
    }
  }
  return new ServerFnCallError(text || `Server function failed with status ${response.status}`, response.status, null, text);
}

/** Calls server functions over the /_server protocol; types come from each function's definition. */
export function createServerFnClient({ baseUrl = '', fetch: fetchImpl = globalThis.fetch }: ServerFnClientOptions = {}): ServerFnClient {
  async function call(definition: ServerFnDefinition, data: unknown, options: CallOptions & { raw?: boolean } = {}) {
    const payload = { data, context: options.context };
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const init: RequestInit = { method: definition.method, headers, signal: options.signal ?? null, credentials: 'same-origin' };
    if (definition.method === 'POST' && isFormData(data)) {
      // Uploads travel as form data (spec section 7); the browser sets the multipart boundary itself.
      init.body = data;
    } else if (definition.method === 'POST') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(payload);
    }
    const response = await fetchImpl(serverFnUrl(definition.id, definition.method, payload, baseUrl), init);
    if (!response.ok) throw await toError(response);
    if (options.raw) return response;
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  return { call } as ServerFnClient;
}
