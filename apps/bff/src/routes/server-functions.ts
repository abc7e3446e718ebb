import { SERVER_FN_PREFIX, type ServerFnImplementation, createServerFnRouter } from '@verity/server-fn';
import { type FastifyPluginAsync } from 'fastify';

export interface ServerFunctionRoutesOptions {
  functions: readonly ServerFnImplementation[];
}

/**
 * /_server/{functionId}?createServerFn, GET and POST. Each function validates its own input and output
 * (the definitions in @verity/server-fn), so this route has no response schema of its own.
 */
export const serverFunctionRoutes: FastifyPluginAsync<ServerFunctionRoutesOptions> = async (app, { functions }) => {
  const router = createServerFnRouter(functions, {
    onError: (error, functionId) => app.log.error({ err: error, functionId }, 'server function failed'),
  });

  app.route<{ Params: { functionId: string }; Querystring: Record<string, string | string[] | undefined> }>({
    method: ['GET', 'POST'],
    url: `${SERVER_FN_PREFIX}/:functionId`,
    handler: async (request, reply) => {
      const response = await router.handle({
        functionId: request.params.functionId,
        method: request.method,
        query: request.query,
        body: request.body,
        headers: request.headers,
      });
      // Results are per user: never cached by the browser or anything in between.
      return reply.code(response.status).header('cache-control', 'no-store').type('application/json').send(JSON.stringify(response.body));
    },
  });
};
