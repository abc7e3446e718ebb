import { type FastifyPluginAsync } from 'fastify';
import { callerOf, requireSession } from '../authenticate';
import { type AuthContext } from '../context';
import { AuthError } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { readObject, readString, userResponse } from '../schemas';
import { findUserById, updateUser } from '../store/users';
import { toUserResponse } from '../user-response';
import { requireSmallMetadata, requireStrongPassword } from '../validation';

/** GET /user and PUT /user (password, user_metadata) for the caller's own account. */
export const userRoutes: FastifyPluginAsync<{ context: AuthContext }> = async (app, { context }) => {
  const { db } = context;
  const preHandler = requireSession(context);

  async function loadCaller(userId: string) {
    const user = await findUserById(db, userId);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return user;
  }

  app.get('/user', { preHandler, schema: { response: { 200: userResponse } } }, async (request) =>
    toUserResponse(await loadCaller(callerOf(request).claims.sub)),
  );

  app.put('/user', { preHandler, schema: { response: { 200: userResponse } } }, async (request) => {
    const user = await loadCaller(callerOf(request).claims.sub);
    const body = readObject(request.body);
    const email = readString(body, 'email');
    if (email !== undefined && email.trim().toLowerCase() !== user.email) {
      // Changing the address needs a confirmation round-trip to both mailboxes, which this service does not offer yet.
      throw new AuthError(422, 'email_change_not_supported', 'Changing the email address is not supported by this server.');
    }
    const changes: Parameters<typeof updateUser>[2] = {};
    if (body.password !== undefined) {
      // As GoTrue with "secure password change": when the client sends the current password, it must be right.
      const currentPassword = readString(body, 'current_password');
      if (currentPassword !== undefined && !(await verifyPassword(user.encryptedPassword, currentPassword))) {
        throw new AuthError(400, 'current_password_mismatch', 'Your current password is not correct.');
      }
      const password = requireStrongPassword(readString(body, 'password'));
      if (await verifyPassword(user.encryptedPassword, password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      changes.encryptedPassword = await hashPassword(password);
    }
    if (body.data !== undefined) {
      // GoTrue merges `data` into user_metadata; a null value removes the key.
      const merged: Record<string, unknown> = { ...user.userMetadata };
      for (const [key, value] of Object.entries(readObject(body.data))) {
        if (value === null) delete merged[key];
        else merged[key] = value;
      }
      changes.userMetadata = requireSmallMetadata(merged);
    }
    if (Object.keys(changes).length) await updateUser(db, user.id, changes);
    return toUserResponse(await loadCaller(user.id));
  });
};
