import { apiTokenSchema, createApiTokenInputSchema, createdApiTokenSchema, success } from '@verity/contracts';
import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { createApiToken, listApiTokens, revokeApiToken } from '../repositories/api-tokens';
import { envelopeResponses } from '../response-schema';
import { idParams, optionalBody } from '../route-input';

const DAY_MS = 24 * 60 * 60 * 1000;
const createBody = optionalBody(createApiTokenInputSchema);

/** Tokens are managed from a signed-in session: a leaked token must not be able to mint more of itself or hide. */
function sessionCaller(request: FastifyRequest) {
  const caller = callerOf(request);
  if (caller.via !== 'session') throw new ApiError(403, 'session_required', 'API tokens are managed while signed in, not with an API token.');
  return caller;
}

/** Personal access tokens: the API takes them as `Authorization: Bearer vrt_…`, like a session's token. */
export const apiTokenRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.post<{ Body: z.output<typeof createBody> }>(
    '/api-tokens',
    {
      ...authenticated,
      schema: { body: createBody, response: envelopeResponses(createdApiTokenSchema, 201) },
      config: { openapi: { summary: 'Create a personal access token: its secret is in this answer only', body: createApiTokenInputSchema } },
    },
    async (request, reply) => {
      const { userId } = sessionCaller(request);
      const { name, expires_in_days: days } = request.body;
      const expiresAt = days ? new Date(Date.now() + days * DAY_MS) : null;
      return reply.code(201).send(success(await createApiToken(db, userId, { name, expiresAt })));
    },
  );

  app.get(
    '/api-tokens',
    { ...authenticated, schema: { response: envelopeResponses(z.array(apiTokenSchema)) }, config: { openapi: { summary: 'The personal access tokens not revoked, newest first' } } },
    async (request) => success(await listApiTokens(db, sessionCaller(request).userId)),
  );

  app.delete<{ Params: { id: string } }>(
    '/api-tokens/:id',
    {
      ...authenticated,
      schema: { params: idParams('token'), response: envelopeResponses(apiTokenSchema) },
      config: { openapi: { summary: 'Revoke a personal access token: the API refuses it from then on' } },
    },
    async (request) => {
      const revoked = await revokeApiToken(db, sessionCaller(request).userId, request.params.id);
      if (!revoked) throw new ApiError(404, 'not_found', 'API token not found.');
      return success(revoked);
    },
  );
};
