import { type FastifyInstance, type FastifyRequest, type onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors';
import { type Caller, createAccessTokenVerifier, type AccessTokenOptions } from './access-token';
import { bearerTokenVerifier } from './bearer-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Declared per route (`onRequest: [app.authenticate]`): verifies the bearer token and sets request.caller. */
    authenticate: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export interface AuthenticateOptions extends AccessTokenOptions {
  /** Runs once the caller is known, before the handler: creates the profile on a user's first request. */
  onAuthenticated?: (caller: Caller) => Promise<void>;
  /** Names the owner of a personal access token (`vrt_…`), or throws the 401 saying why not. */
  verifyApiToken?: (token: string) => Promise<Caller>;
}

/**
 * Adds the `authenticate` hook to the app plugin itself (not an encapsulated child), so every route plugin
 * registered after it can declare it.
 */
export function addAuthentication(app: FastifyInstance, { onAuthenticated, verifyApiToken, ...tokenOptions }: AuthenticateOptions): void {
  const verifyToken = bearerTokenVerifier(createAccessTokenVerifier(tokenOptions), verifyApiToken);
  app.decorateRequest('caller', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw new ApiError(401, 'unauthorized', 'Missing bearer token.');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, 'unauthorized', "The Authorization header must be 'Bearer <access token>'.");
    const token = match[1];
    request.caller = await verifyToken(token);
    await onAuthenticated?.(request.caller);
  });
}

/** The caller of a route that declared `app.authenticate`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.method} ${request.url} reads the caller but does not declare app.authenticate`);
  return request.caller;
}
