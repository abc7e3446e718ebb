import { type FastifyInstance } from 'fastify';

/** The headers supabase-js sends; a browser on another origin needs each of them allowed. */
export const ALLOWED_HEADERS = ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * CORS for the auth API, which a web app may call from another origin (as it would a Supabase project).
 * No cookies are involved, so any origin may call it, as with Supabase.
 */
export function allowCrossOriginCalls(app: FastifyInstance, prefix: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'x-supabase-api-version');
    return payload;
  });
  app.options(`${prefix}/*`, async (_request, reply) => {
    reply
      .header('access-control-allow-methods', ALLOWED_METHODS.join(', '))
      .header('access-control-allow-headers', ALLOWED_HEADERS.join(', '))
      .header('access-control-max-age', '86400')
      .code(204)
      .send();
  });
}
