import { type FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { envelopeErrorHandler, envelopeNotFoundHandler } from './errors';
import { healthRoutes } from './routes/health';

export interface ApiAppOptions {
  pool: pg.Pool;
}

/** The API: every route lives under /api (production mounts the service at that path too). */
export const apiApp: FastifyPluginAsync<ApiAppOptions> = async (app, { pool }) => {
  app.setErrorHandler(envelopeErrorHandler);
  app.setNotFoundHandler(envelopeNotFoundHandler);

  await app.register(healthRoutes, { prefix: '/api', pool });
};
