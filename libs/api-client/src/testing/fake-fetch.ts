export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, decoded; undefined when none was sent. */
  body: unknown;
}

export type Respond = (request: RecordedRequest) => Response | Promise<Response>;

/** A fetch that records each request and answers with `respond`, for tests of HTTP callers. */
export function createFakeFetch(respond: Respond = () => envelopeResponse({})) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return respond(request);
  };
  return { fetch, requests };
}

/** An API success: `{ok: true, data}`. */
export function envelopeResponse(data: unknown, status = 200): Response {
  return Response.json({ ok: true, data, error: null, error_code: null }, { status });
}

/** An API failure as the API sends it: the envelope with the error and its code. */
export function failureResponse(status: number, error: string, errorCode: string): Response {
  return Response.json({ ok: false, data: null, error, error_code: errorCode }, { status });
}
