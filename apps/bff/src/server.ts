import { errorCodeForStatus, failure } from '@verity/contracts';
import { answerClientErrors, REQUEST_TIMEOUT_MS, type TrustProxy } from '@verity/process';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { bffApp, type BffAppOptions } from './app';

export interface CreateServerOptions extends BffAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Who may set X-Forwarded-For; see TRUST_PROXY. */
  trustProxy?: TrustProxy;
}

export function createServer({ logger = false, trustProxy = ['loopback'], ...options }: CreateServerOptions) {
  const server = Fastify({
    logger,
    trustProxy,
    // Requests Node's HTTP parser refuses (headers or URL too large, malformed, too slow) get the envelope too.
    clientErrorHandler: answerClientErrors((status, message) => failure(message, errorCodeForStatus(status))),
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Errors the router raises before any route (a malformed URL, a path parameter too long) leave in the envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(failure(error.message, errorCodeForStatus(status)));
    },
  });
  server.register(bffApp, options);
  return server;
}
