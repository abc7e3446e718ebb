import { type TrustProxy } from '@verity/process';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { type Duplex } from 'node:stream';
import { failure } from '@verity/contracts';
import { bffApp, type BffAppOptions, errorCodeFor } from './app';

export interface CreateServerOptions extends BffAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Who may set X-Forwarded-For; see TRUST_PROXY. */
  trustProxy?: TrustProxy;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL too large, malformed) get an answer
 * in the envelope, not a bare status line.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A client that went away (ECONNRESET) has nobody to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers (or its URL) are too large.']
      : [400, 'Bad Request', 'The request is malformed.'];
  const body = JSON.stringify(failure(message, errorCodeFor(status)));
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export function createServer({ logger = false, trustProxy = ['loopback'], ...options }: CreateServerOptions) {
  const server = Fastify({
    logger,
    trustProxy,
    clientErrorHandler: answerClientError,
    // Errors the router raises before any route (a malformed URL, a path parameter too long) leave in the envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(failure(error.message, errorCodeFor(status)));
    },
  });
  server.register(bffApp, options);
  return server;
}
