import { AUTH_MAX_BODY_BYTES, errorCodeForStatus } from '@verity/contracts';
import { answerClientErrors, REQUEST_TIMEOUT_MS, type TrustProxy } from '@verity/process';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { authApp, type AuthAppOptions } from './app';
import { authError, authErrorHandler } from './errors';

export interface CreateServerOptions extends AuthAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Who may set X-Forwarded-For; see TRUST_PROXY. */
  trustProxy?: TrustProxy;
}

export function createServer({ logger = false, trustProxy = ['loopback'], ...options }: CreateServerOptions) {
  const server = Fastify({
    logger:
      logger === false || logger === true
        ? logger
        : {
            ...logger,
            // Tokens travel in query strings (/verify?token=, /callback?code=): never log them.
            serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }) },
          },
    trustProxy,
    // The web origin lets bodies up to this through: a larger limit here than there would never be reached.
    bodyLimit: AUTH_MAX_BODY_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Requests Node's HTTP parser refuses (headers or URL too large, malformed, too slow) get GoTrue's error body.
    clientErrorHandler: answerClientErrors((status, message) => authError(status, errorCodeForStatus(status), message)),
    // Errors the router raises before any route (a path parameter too long) leave in GoTrue's error shape too.
    frameworkErrors: (error, request, reply) => authErrorHandler(error, request, reply),
  });
  server.register(authApp, options);
  return server;
}
