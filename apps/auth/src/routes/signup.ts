import { type FastifyPluginAsync } from 'fastify';
import { type AuthContext } from '../context';
import { AuthError } from '../errors';
import { hashPassword } from '../passwords';
import { readObject, readString, sessionResponse } from '../schemas';
import { issuerOf, startSession } from '../sessions';
import { createUser, findUserByEmail } from '../store/users';
import { requireEmail, requireSmallMetadata, requireStrongPassword, takeOrThrow } from '../validation';

/** POST /signup: email + password; accounts are confirmed at once, so the answer is a session (GoTrue with autoconfirm). */
export const signupRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  const { db, config, limiters } = context;
  app.post('/signup', { schema: { response: { 200: sessionResponse } } }, async (request) => {
    const body = readObject(request.body);
    const email = requireEmail(readString(body, 'email'));
    const password = requireStrongPassword(readString(body, 'password'));
    takeOrThrow(await limiters.signupPerIp.take(request.ip), 'over_request_rate_limit', 'Request rate limit reached');
    const userMetadata = requireSmallMetadata(readObject(body.data));
    // The session's issuer, checked before the account is created (see issuerOf).
    issuerOf(config, request);
    if (await findUserByEmail(db, email)) throw userAlreadyExists();
    const user = await createUser(db, { email, encryptedPassword: await hashPassword(password), provider: 'email', userMetadata });
    if (!user) throw userAlreadyExists();
    return startSession(db, config, request, user.id, 'password');
  });
};

const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
