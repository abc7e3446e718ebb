import { SERVER_FN_PREFIX, type ServerFnImplementation, createServerFnRouter } from '@verity/server-fn';
import { type FastifyPluginAsync } from 'fastify';
import { type SiteOrigin } from '../site-origin';

/** Browsers send Origin on every POST; its absence means a non-browser client, which has no cookies to abuse. */
function isSameOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    // Through URL on both sides, so a default port (":80") written on one side only still matches.
    return new URL(origin).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}

export interface ServerFunctionRoutesOptions {
  functions: readonly ServerFnImplementation[];
  siteOrigin: SiteOrigin;
}

/**
 * /_server/{functionId}?createServerFn, GET and POST. Each function validates its own input and output
 * (the definitions in @verity/server-fn), so this route has no response schema of its own.
 */
export const serverFunctionRoutes: FastifyPluginAsync<ServerFunctionRoutesOptions> = async (app, { functions, siteOrigin }) => {
  const router = createServerFnRouter(functions, {
    onError: (error, functionId) => app.log.error({ err: error, functionId }, 'server function failed'),
  });

  app.route<{ Params: { functionId: string }; Querystring: Record<string, string | string[] | undefined> }>({
    method: ['GET', 'POST'],
    url: `${SERVER_FN_PREFIX}/:functionId`,
    handler: async (request, reply) => {
      // Server functions act with the session cookies: a POST from another site's page must not ride on them.
      if (request.method === 'POST' && !isSameOrigin(request.headers.origin, request.host)) {
        return reply.code(403).send({ error: 'Cross-origin server function calls are not allowed.', error_code: 'cross_origin' });
      }
      const response = await router.handle({
        functionId: request.params.functionId,
        method: request.method,
        query: request.query,
        body: request.body,
        headers: request.headers,
        siteOrigin: siteOrigin(request, reply),
      });
      // Results are per user: never cached by the browser or anything in between.
      reply.code(response.status).header('cache-control', 'no-store').type('application/json');
      // Fastify accumulates repeated Set-Cookie headers; any other header a function sets replaces ours.
      for (const [name, value] of response.headers) reply.header(name.toLowerCase(), value);
      return reply.send(JSON.stringify(response.body));
    },
  });
};
