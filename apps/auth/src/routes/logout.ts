import { type FastifyPluginAsync } from 'fastify';
import { callerOf, requireSession } from '../authenticate';
import { type AuthContext } from '../context';
import { validationFailed } from '../errors';
import { readObject, readString } from '../schemas';
import { deleteSessions } from '../store/sessions';

const SCOPES = ['global', 'local', 'others'] as const;
type Scope = (typeof SCOPES)[number];

/** POST /logout?scope=global|local|others → 204. Ended sessions' access tokens stop working at once (session_not_found). */
export const logoutRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  app.post('/logout', { preHandler: requireSession(context) }, async (request, reply) => {
    const scope = readString(readObject(request.query), 'scope') ?? 'global';
    if (!SCOPES.includes(scope as Scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { claims, session } = callerOf(request);
    await deleteSessions(context.db, claims.sub, scope as Scope, session.id);
    return reply.code(204).send();
  });
};
