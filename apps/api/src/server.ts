import { errorCodeForStatus, failure, MAX_BODY_BYTES } from '@verity/contracts';
import { answerClientErrors, REQUEST_TIMEOUT_MS, type TrustProxy } from '@verity/process';
import { envelopeErrorHandler } from './errors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { apiApp, type ApiAppOptions } from './app';

export interface CreateServerOptions extends ApiAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Who may set X-Forwarded-For; see TRUST_PROXY. */
  trustProxy?: TrustProxy;
}

export function createServer({ logger = false, trustProxy = ['loopback'], ...options }: CreateServerOptions) {
  const server = Fastify({
    logger,
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Requests Node's HTTP parser refuses (headers or URL too large, malformed, too slow) get the envelope too.
    clientErrorHandler: answerClientErrors((status, message) => failure(message, errorCodeForStatus(status))),
    // Errors the router raises before any route (a path parameter too long, a malformed URL) leave in the envelope too.
    frameworkErrors: (error, request, reply) => envelopeErrorHandler(error, request, reply),
    // Behind the BFF (or a load balancer): client addresses come from X-Forwarded-For.
    trustProxy,
    // The spec writes list paths with a trailing slash (/tests/); clients may omit it.
    routerOptions: { ignoreTrailingSlash: true },
  });
  server.register(apiApp, options);
  return server;
}
