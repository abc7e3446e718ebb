import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { toResponseSchema } from '../response-schema';
import { AUTH_SERVICE_VERSION } from '../version';

export const authHealthSchema = z.object({ version: z.string(), name: z.literal('verity-auth'), description: z.string() });

/** GET /auth/v1/health, as GoTrue answers it. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { response: { 200: toResponseSchema(authHealthSchema) } } }, async () => ({
    version: AUTH_SERVICE_VERSION,
    name: 'verity-auth' as const,
    description: 'Verity auth: a Supabase-compatible (GoTrue) auth API',
  }));
};
