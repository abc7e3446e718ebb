import fastifyHttpProxy from '@fastify/http-proxy';
import { AUTH_MAX_BODY_BYTES, bodyTooLargeMessage, failure, MAX_BODY_BYTES } from '@verity/contracts';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';

export const API_PREFIX = '/api';
export const AUTH_PREFIX = '/auth/v1';
/** The auth service's local outbox (/_dev/mail, /_dev/mail.json), which it serves under /auth/v1/_dev outside production. */
export const DEV_MAIL_PREFIX = '/_dev';

export interface ProxiesOptions {
  apiUrl: string;
  authUrl: string;
  /** Default: UPSTREAM_TIMEOUTS_MS. */
  timeoutsMs?: typeof UPSTREAM_TIMEOUTS_MS;
}

/**
 * The client's address and the address it reached this origin on, as this server decided them (X-Forwarded-*
 * from the client are believed only when TRUST_PROXY trusts it): the API and the auth service, which trust
 * this proxy, rate-limit by the one and build links on the other. What the client sent is replaced, never passed on.
 */
export function forwardedHeaders<H extends object>(request: Pick<FastifyRequest, 'ip' | 'host' | 'protocol'>, headers: H): H {
  return { ...headers, 'x-forwarded-for': request.ip, 'x-forwarded-host': request.host, 'x-forwarded-proto': request.protocol };
}

/**
 * How long the API may take to answer (its slowest route drafts a test from a goal, within a minute, or checks a
 * model) and the auth service (a password hash, a few queries). Past it the client gets a 504 saying so, never a
 * request left hanging.
 */
export const UPSTREAM_TIMEOUTS_MS = { api: 120_000, auth: 30_000 };

/** A timeout stays 504 and an unavailable upstream 503; any other failure to get an answer (refused, reset…) is 502. */
function upstreamStatus(error: Error): number {
  const { statusCode } = error as Error & { statusCode?: number };
  return statusCode === 503 || statusCode === 504 ? statusCode : 502;
}

function sendApiUnavailable(reply: ProxyReply, error: Error, timeoutMs: number) {
  const status = upstreamStatus(error);
  if (status === 504) {
    reply.log.warn(`API timed out: ${error.message}`);
    reply.code(504).send(failure(`The API did not answer within ${timeoutMs / 1000} seconds. Try again.`, 'upstream_timeout'));
    return;
  }
  reply.log.warn(`API unreachable: ${error.message}`);
  reply.code(status).send(failure('The API is unavailable', 'api_unavailable'));
}

/** The proxy's reply (typed for any server flavour): only what the error answer needs. */
interface ProxyReply {
  log: { warn(message: string): void };
  code(status: number): { send(body: unknown): unknown };
}

function sendAuthUnavailable(reply: ProxyReply, error: Error, timeoutMs: number) {
  const status = upstreamStatus(error);
  if (status === 504) {
    reply.log.warn(`Auth service timed out: ${error.message}`);
    reply.code(504).send({ code: 504, error_code: 'upstream_timeout', msg: `The auth service did not answer within ${timeoutMs / 1000} seconds` });
    return;
  }
  reply.log.warn(`Auth service unreachable: ${error.message}`);
  reply.code(status).send({ code: status, error_code: 'auth_unavailable', msg: 'The auth service is unavailable' });
}

/**
 * /api/* (HTTP and websocket) to the API and /auth/v1/* to the auth service, paths unchanged: both services
 * serve under the same prefixes, so one origin serves the whole product. When a service is down the client
 * still gets the error body it understands (the envelope, GoTrue's error). /_dev/* reaches the auth service's
 * /auth/v1/_dev/*, so the dev outbox opens on the web origin; the auth service answers 404 there in production.
 */
export const proxies: FastifyPluginAsync<ProxiesOptions> = async (app, { apiUrl, authUrl, timeoutsMs = UPSTREAM_TIMEOUTS_MS }) => {
  // A body past the services' limit is refused here: streamed on, the service would answer early and stop
  // reading, and the client would get this proxy's 502 instead of the reason.
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    const isApi = request.url.startsWith(API_PREFIX);
    const limit = isApi ? MAX_BODY_BYTES : AUTH_MAX_BODY_BYTES;
    if (!(length > limit)) return;
    const message = bodyTooLargeMessage(limit);
    if (isApi) return reply.code(413).send(failure(message, 'payload_too_large'));
    return reply.code(413).send({ code: 413, error_code: 'payload_too_large', msg: message });
  });

  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: API_PREFIX,
    rewritePrefix: API_PREFIX,
    websocket: true,
    // Pings from the API travel on to the browser and only the browser's pong comes back: a browser that
    // vanished is noticed by the API's heartbeat instead of being kept alive by this proxy's own answer.
    wsClientOptions: { autoPong: false },
    // Fastify already logs each request and its response; the proxy's own lines only double them.
    disableRequestLogging: true,
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, timeout: timeoutsMs.api, onError: (reply, { error }) => sendApiUnavailable(reply, error, timeoutsMs.api) },
  });
  await app.register(fastifyHttpProxy, {
    upstream: authUrl,
    prefix: AUTH_PREFIX,
    rewritePrefix: AUTH_PREFIX,
    disableRequestLogging: true,
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, timeout: timeoutsMs.auth, onError: (reply, { error }) => sendAuthUnavailable(reply, error, timeoutsMs.auth) },
  });
  await app.register(fastifyHttpProxy, {
    upstream: authUrl,
    prefix: DEV_MAIL_PREFIX,
    rewritePrefix: `${AUTH_PREFIX}${DEV_MAIL_PREFIX}`,
    disableRequestLogging: true,
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, timeout: timeoutsMs.auth, onError: (reply, { error }) => sendAuthUnavailable(reply, error, timeoutsMs.auth) },
  });
};
