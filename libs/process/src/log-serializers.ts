/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = ['access_token', 'refresh_token', 'token', 'code', 'apikey'];

/** A request URL with the values of secret query parameters replaced, e.g. /api/ws?access_token=[redacted]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/**
 * Fastify logger serializers that keep tokens out of request logs: a websocket token may travel in the
 * query string, and recovery links carry one-time codes.
 */
export const requestLogSerializers = {
  req(request: LoggedRequest) {
    return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
  },
};
