import { type Database } from '@verity/db';
import { type FastifyPluginAsync } from 'fastify';
import { type AuthConfig } from './config';
import { createContext } from './context';
import { authErrorHandler, authNotFoundHandler } from './errors';
import { allowCrossOriginCalls } from './plugins/cors';
import { acceptEmptyJsonBody } from './plugins/json-body';
import { devMailRoutes } from './routes/dev-mail';
import { healthRoutes } from './routes/health';
import { logoutRoutes } from './routes/logout';
import { oauthRoutes } from './routes/oauth';
import { recoverRoutes } from './routes/recover';
import { settingsRoutes } from './routes/settings';
import { signupRoutes } from './routes/signup';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/user';
import { verifyRoutes } from './routes/verify';

export const AUTH_PREFIX = '/auth/v1';

export interface AuthAppOptions {
  db: Database;
  config: AuthConfig;
}

/** The self-hosted, Supabase-compatible auth API under /auth/v1. */
export const authApp: FastifyPluginAsync<AuthAppOptions> = async (app, { db, config }) => {
  app.setErrorHandler(authErrorHandler);
  app.setNotFoundHandler(authNotFoundHandler);
  acceptEmptyJsonBody(app);
  allowCrossOriginCalls(app, AUTH_PREFIX);

  const context = createContext(db, config);
  const prefix = AUTH_PREFIX;
  await app.register(healthRoutes, { prefix });
  await app.register(settingsRoutes, { prefix, isGoogleEnabled: config.google !== null });
  await app.register(signupRoutes, { prefix, context });
  await app.register(tokenRoutes, { prefix, context });
  await app.register(userRoutes, { prefix, context });
  await app.register(logoutRoutes, { prefix, context });
  await app.register(recoverRoutes, { prefix, context });
  await app.register(verifyRoutes, { prefix, context });
  await app.register(oauthRoutes, { prefix, context });
  if (!config.isProduction) await app.register(devMailRoutes, { prefix, context });
};
