import { bodyTooLargeMessage, errorCodeForStatus, failure } from '@verity/contracts';
import { isDatabaseUnavailable } from '@verity/db';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

/** Thrown by routes for an expected failure: the message and code reach the client. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The one error handler: every failure leaves as the envelope. A 4xx keeps its message (the client did
 * something wrong and needs to know what), as does a route's own ApiError; any other 5xx is logged and hidden
 * behind 'Internal server error'.
 */
export function envelopeErrorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  // A route's own 5xx (a feature this server is not set up for) says why; any other 5xx is hidden.
  if (status >= 500 && error instanceof ApiError) return reply.code(status).send(failure(error.message, error.errorCode));
  if (status >= 500 && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database is unavailable');
    return reply.code(503).header('retry-after', '5').send(failure('The database is unavailable. Try again in a few seconds.', 'database_unavailable'));
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(failure('Internal server error', 'internal_error'));
  }
  if (status === 413) return reply.code(413).send(failure(bodyTooLargeMessage(), 'payload_too_large'));
  const code =
    error instanceof ApiError
      ? error.errorCode
      : 'validation' in error && error.validation
        ? 'validation_failed'
        : errorCodeForStatus(status);
  return reply.code(status).send(failure(error.message, code));
}

export function envelopeNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(failure(`Route ${request.method} ${request.url.split('?')[0]} not found`, 'not_found'));
}
