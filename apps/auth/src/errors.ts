import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';

/** GoTrue's error body: supabase-js reads `error_code` and `msg`. */
export interface AuthErrorBody {
  code: number;
  error_code: string;
  msg: string;
}

export function authError(code: number, errorCode: string, msg: string): AuthErrorBody {
  return { code, error_code: errorCode, msg };
}

/** 4xx keep their message; 5xx are logged and hidden. */
export function authErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(authError(status, 'unexpected_failure', 'Internal server error'));
  }
  const errorCode = error.validation ? 'validation_failed' : 'bad_request';
  return reply.code(status).send(authError(status, errorCode, error.message));
}

export function authNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(authError(404, 'not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
