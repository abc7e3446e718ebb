import {
  SERVER_FN_FLAG,
  SERVER_FN_PAYLOAD_PARAM,
  type ServerFnData,
  type ServerFnDefinition,
  type ServerFnErrorBody,
  type ServerFnPayload,
  type ServerFnReturn,
} from './protocol';
import { ServerFnError } from './server-fn-error';

type HeaderValue = string | string[] | undefined;

/** What an implementation knows about the call besides its data. */
export interface ServerFnContext {
  /** The incoming request's headers: where the bearer token and cookies of the caller are. */
  headers: Record<string, HeaderValue>;
  /** The web app's origin for this call (SITE_URL, else the address it came in on): cookie attributes follow it. */
  siteOrigin: string;
  /** The `context` the client sent; untrusted input. */
  clientContext: unknown;
  /** Adds a header to the response, success or failure (Set-Cookie may be added several times). */
  appendResponseHeader(name: string, value: string): void;
}

export interface ServerFnImplementation<D extends ServerFnDefinition = ServerFnDefinition> {
  definition: D;
  // A method, so that an implementation of one definition fits in a list of implementations of any.
  handler(data: ServerFnData<D>, context: ServerFnContext): ServerFnReturn<D> | Promise<ServerFnReturn<D>>;
}

/** Pairs a definition with its server-side handler; the types of both ends come from the definition. */
export function implementServerFn<D extends ServerFnDefinition>(
  definition: D,
  handler: ServerFnImplementation<D>['handler'],
): ServerFnImplementation<D> {
  return { definition, handler };
}

/** An HTTP request, independent of the server framework. */
export interface ServerFnRequest {
  functionId: string;
  method: string;
  query: Record<string, HeaderValue>;
  /** The parsed JSON body of a POST. */
  body: unknown;
  headers: Record<string, HeaderValue>;
  /** The web app's origin the request is for, as the server decided it (see ServerFnContext). */
  siteOrigin: string;
}

export interface ServerFnResponse {
  status: number;
  body: unknown;
  /** Headers the implementation added, in order; a name may repeat (Set-Cookie). */
  headers: Array<[name: string, value: string]>;
}

export interface ServerFnRouterOptions {
  /** Receives unexpected failures (a handler that threw, a result that breaks its schema): the caller only sees a 500. */
  onError?: (error: unknown, functionId: string) => void;
}

export interface ServerFnRouter {
  readonly functionIds: readonly string[];
  handle(request: ServerFnRequest): Promise<ServerFnResponse>;
}

function failure(status: number, error: string, errorCode: string, headers: ServerFnResponse['headers'] = []): ServerFnResponse {
  const body: ServerFnErrorBody = { error, error_code: errorCode };
  return { status, body, headers };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type PayloadResult = { payload: ServerFnPayload } | { rejection: ServerFnResponse };

function readPayload(request: ServerFnRequest): PayloadResult {
  if (request.method === 'POST') {
    if (request.body === undefined || request.body === null) return { payload: {} };
    if (isRecord(request.body)) return { payload: request.body };
    return { rejection: failure(400, 'The body must be a JSON object {data, context}.', 'invalid_payload') };
  }
  const raw = request.query[SERVER_FN_PAYLOAD_PARAM];
  if (raw === undefined) return { payload: {} };
  try {
    const payload: unknown = JSON.parse(Array.isArray(raw) ? (raw[0] ?? '') : raw);
    if (isRecord(payload)) return { payload };
  } catch {
    // reported below
  }
  const message = `The ${SERVER_FN_PAYLOAD_PARAM} parameter must be a JSON object {data, context}.`;
  return { rejection: failure(400, message, 'invalid_payload') };
}

/** Dispatches /_server calls to a fixed set of implementations. */
export function createServerFnRouter(
  implementations: readonly ServerFnImplementation[],
  { onError = () => undefined }: ServerFnRouterOptions = {},
): ServerFnRouter {
  const byId = new Map<string, ServerFnImplementation>();
  for (const implementation of implementations) {
    const { id } = implementation.definition;
    if (byId.has(id)) throw new Error(`Server function "${id}" is implemented twice`);
    byId.set(id, implementation);
  }

  async function handle(request: ServerFnRequest): Promise<ServerFnResponse> {
    const implementation = byId.get(request.functionId);
    if (!implementation) return failure(404, `Unknown server function: ${request.functionId}`, 'server_fn_not_found');
    const { definition, handler } = implementation;
    if (request.method !== definition.method) {
      return failure(405, `${definition.id} is called with ${definition.method}, not ${request.method}.`, 'method_not_allowed');
    }
    if (!(SERVER_FN_FLAG in request.query)) {
      return failure(400, `Server function calls carry the ?${SERVER_FN_FLAG} flag.`, 'invalid_payload');
    }
    const read = readPayload(request);
    if ('rejection' in read) return read.rejection;
    const { payload } = read;

    const input = definition.input.safeParse(payload.data);
    if (!input.success) {
      const message = input.error.issues.map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`).join('; ');
      return failure(400, `Invalid input for ${definition.id}: ${message}`, 'invalid_input');
    }

    const headers: ServerFnResponse['headers'] = [];
    const appendResponseHeader = (name: string, value: string) => void headers.push([name, value]);
    try {
      const result = await handler(input.data, { headers: request.headers, siteOrigin: request.siteOrigin, clientContext: payload.context, appendResponseHeader });
      const body = definition.output ? definition.output.parse(result) : result;
      return { status: 200, body: body ?? null, headers };
    } catch (error) {
      // Headers stay on failures too: a failed refresh still has to clear the session cookies.
      if (error instanceof ServerFnError) return failure(error.status, error.message, error.code, headers);
      onError(error, definition.id);
      return failure(500, 'Internal server error', 'internal_error', headers);
    }
  }

  return { functionIds: [...byId.keys()], handle };
}
