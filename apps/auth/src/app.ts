import { type FastifyPluginAsync } from 'fastify';
import { authErrorHandler, authNotFoundHandler } from './errors';
import { allowCrossOriginCalls } from './plugins/cors';
import { acceptEmptyJsonBody } from './plugins/json-body';
import { healthRoutes } from './routes/health';
import { settingsRoutes } from './routes/settings';

export const AUTH_PREFIX = '/auth/v1';

export interface AuthAppOptions {
  isGoogleEnabled: boolean;
}

/** The self-hosted, Supabase-compatible auth API under /auth/v1. */
export const authApp: FastifyPluginAsync<AuthAppOptions> = async (app, { isGoogleEnabled }) => {
  app.setErrorHandler(authErrorHandler);
  app.setNotFoundHandler(authNotFoundHandler);
  acceptEmptyJsonBody(app);
  allowCrossOriginCalls(app, AUTH_PREFIX);

  await app.register(healthRoutes, { prefix: AUTH_PREFIX });
  await app.register(settingsRoutes, { prefix: AUTH_PREFIX, isGoogleEnabled });
};
