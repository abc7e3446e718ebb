import { envelopeSchema, failure, healthSchema, success } from '@verity/contracts';
import { checkDatabase, type Database } from '@verity/db';
import { type FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { listLiveWorkers } from '../repositories/worker-status';
import { failureResponses, toResponseSchema } from '../response-schema';
import { runnerStatusOf } from '../services/runner-status';

export interface HealthRoutesOptions {
  pool: pg.Pool;
  db: Database;
}

/**
 * GET /api/health — public; healthy means the database answers. It also says whether runs can start: each live
 * worker's browser (where it was found and its version, or what is missing and the fix) and the summary the app
 * shows beside the Run button.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { pool, db }) => {
  app.get(
    '/health',
    {
      schema: {
        response: { 200: toResponseSchema(envelopeSchema(healthSchema)), ...failureResponses },
      },
    },
    async (_request, reply) => {
      if (!(await checkDatabase(pool))) return reply.code(503).send(failure('Database unavailable', 'database_unavailable'));
      const workers = await listLiveWorkers(db);
      return success({ status: 'ok' as const, runner: runnerStatusOf(workers), workers });
    },
  );
};
