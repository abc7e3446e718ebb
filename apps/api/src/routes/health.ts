import { envelopeSchema, failure, healthSchema, success } from '@verity/contracts';
import { checkDatabase } from '@verity/db';
import { type FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { failureResponses, toResponseSchema } from '../response-schema';

export interface HealthRoutesOptions {
  pool: pg.Pool;
}

/** GET /api/health — public; healthy means the database answers. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { pool }) => {
  app.get(
    '/health',
    {
      schema: {
        response: { 200: toResponseSchema(envelopeSchema(healthSchema)), ...failureResponses },
      },
    },
    async (_request, reply) => {
      if (await checkDatabase(pool)) return success({ status: 'ok' as const });
      return reply.code(503).send(failure('Database unavailable', 'database_unavailable'));
    },
  );
};
