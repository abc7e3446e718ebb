import { type FastifyPluginAsync } from 'fastify';

export interface OpenApiRoutesOptions {
  document: () => Record<string, unknown>;
}

/** GET /api/openapi.json — public: the document built from the routes' zod schemas. */
export const openApiRoutes: FastifyPluginAsync<OpenApiRoutesOptions> = async (app, { document }) => {
  let cached: Record<string, unknown> | undefined;
  app.get('/openapi.json', async () => (cached ??= document()));
};
