import { AUTH_MAX_BODY_BYTES, bodyTooLargeMessage, errorCodeForStatus } from '@verity/contracts';
import { isDatabaseUnavailable } from '@verity/db';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

/** GoTrue's error body: supabase-js reads `error_code` and `msg`. */
export interface AuthErrorBody {
  code: number;
  error_code: string;
  msg: string;
  [extra: string]: unknown;
}

export function authError(code: number, errorCode: string, msg: string): AuthErrorBody {
  return { code, error_code: errorCode, msg };
}

/** An expected failure, answered with its status and GoTrue's error code (and any extra fields, e.g. weak_password). */
export class AuthError extends Error {
  override name = 'AuthError';

  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

/** 4xx keep their message; a database that is away is a 503 to retry; other 5xx are logged and hidden. */
export function authErrorHandler(error: FastifyError | AuthError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthError) {
    return reply.code(error.statusCode).send({ ...authError(error.statusCode, error.errorCode, error.message), ...error.extra });
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500 && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database is unavailable');
    return reply.code(503).header('retry-after', '5').send(authError(503, 'database_unavailable', 'The database is unavailable. Try again in a few seconds.'));
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(authError(status, 'unexpected_failure', 'Internal server error'));
  }
  if (status === 413) return reply.code(413).send(authError(413, 'payload_too_large', bodyTooLargeMessage(AUTH_MAX_BODY_BYTES)));
  const errorCode = error.validation ? 'validation_failed' : errorCodeForStatus(status);
  return reply.code(status).send(authError(status, errorCode, error.message));
}

export function authNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(authError(404, 'not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
