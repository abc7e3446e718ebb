import {
  createdNotificationChannelSchema,
  createNotificationChannelInputSchema,
  deletedSchema,
  MESSAGES,
  NOTIFICATION_EVENTS,
  notificationChannelSchema,
  notificationDeliverySchema,
  success,
  updateNotificationChannelInputSchema,
} from '@verity/contracts';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { webSiteOrigin } from '../billing/checkout-urls';
import { type RouteContext } from '../context';
import { ApiError } from '../errors';
import { attemptDelivery } from '../notifications/deliveries';
import { testMessage } from '../notifications/notification-content';
import { newSigningSecret } from '../notifications/webhook-signature';
import { callerOf } from '../plugins/authenticate';
import { isActiveFolder } from '../repositories/folders';
import {
  deleteChannel,
  findChannel,
  findChannelRow,
  insertChannel,
  insertDelivery,
  listChannels,
  listDeliveries,
  toDelivery,
  updateChannel,
} from '../repositories/notification-channels';
import { envelopeResponses } from '../response-schema';
import { idParams, routeInput } from '../route-input';
import { isEmptyInput, notFound } from '../validation';

const updateBody = routeInput(updateNotificationChannelInputSchema, { fails: isEmptyInput, message: MESSAGES.updateInputEmpty });
const params = idParams('channel');
type Params = { id: string };

/** What the channel list shows of a webhook address: its host only, since the path often holds the token (Slack's does). */
function maskedUrl(url: string): string {
  const { host, pathname } = new URL(url);
  return pathname.length > 1 ? `${host}/…` : host;
}

/** Where the owner is told about failures and recoveries: e-mail, Slack, or a signed webhook. */
export const notificationChannelRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, sending, siteUrl, guardRunTarget }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.post<{ Body: z.output<typeof createNotificationChannelInputSchema> }>(
    '/notification-channels',
    {
      ...authenticated,
      schema: { body: createNotificationChannelInputSchema, response: envelopeResponses(createdNotificationChannelSchema, 201) },
      config: { openapi: { summary: 'Add a notification channel: an e-mail address, a Slack incoming webhook or a signed generic webhook', body: createNotificationChannelInputSchema } },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const input = request.body;
      const folderId = input.folder_id ?? null;
      if (folderId && !(await isActiveFolder(db, userId, folderId))) throw notFound('Folder');
      const events = [...new Set(input.events ?? NOTIFICATION_EVENTS)];
      const site = webSiteOrigin(siteUrl, request);
      if (input.kind === 'email') {
        const channel = await insertChannel(db, userId, { kind: 'email', target: input.email, sealedUrl: null, sealedSecret: null, folderId, events, siteUrl: site });
        return reply.code(201).send(success({ ...channel, signing_secret: null }));
      }
      if (!sending.box) {
        throw new ApiError(501, 'secret_key_missing', 'This server cannot keep webhook addresses secret: its administrator has to set VERITY_SECRET_KEY.');
      }
      await guardRunTarget(input.url).catch((error: unknown) => {
        throw new ApiError(422, 'url_not_allowed', `Verity may not call this address: ${error instanceof Error ? error.message : String(error)}`);
      });
      const secret = input.kind === 'webhook' ? newSigningSecret() : null;
      const channel = await insertChannel(db, userId, {
        kind: input.kind,
        target: maskedUrl(input.url),
        sealedUrl: sending.box.seal(input.url),
        sealedSecret: secret ? sending.box.seal(secret) : null,
        folderId,
        events,
        siteUrl: site,
      });
      return reply.code(201).send(success({ ...channel, signing_secret: secret }));
    },
  );

  app.get(
    '/notification-channels',
    {
      ...authenticated,
      schema: { response: envelopeResponses(z.array(notificationChannelSchema)) },
      config: { openapi: { summary: "The caller's notification channels, each with its last delivery" } },
    },
    async (request) => success(await listChannels(db, callerOf(request).userId)),
  );

  app.put<{ Params: Params; Body: z.output<typeof updateBody> }>(
    '/notification-channels/:id',
    {
      ...authenticated,
      schema: { params, body: updateBody, response: envelopeResponses(notificationChannelSchema) },
      config: { openapi: { summary: 'Turn a channel on or off ({enabled}), or change its events', body: updateNotificationChannelInputSchema } },
    },
    async (request) => {
      const { enabled, events } = request.body;
      const channel = await updateChannel(db, callerOf(request).userId, request.params.id, { enabled, events: events && [...new Set(events)] });
      if (!channel) throw notFound('Channel');
      return success(channel);
    },
  );

  app.delete<{ Params: Params }>(
    '/notification-channels/:id',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(deletedSchema) },
      config: { openapi: { summary: 'Remove a notification channel and its delivery log' } },
    },
    async (request) => {
      if (!(await deleteChannel(db, callerOf(request).userId, request.params.id))) throw notFound('Channel');
      return success({ id: request.params.id, deleted: true as const });
    },
  );

  app.get<{ Params: Params }>(
    '/notification-channels/:id/deliveries',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(z.array(notificationDeliverySchema)) },
      config: { openapi: { summary: "A channel's delivery log, newest first: each message with its tries and the receiver's last answer" } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      if (!(await findChannel(db, userId, request.params.id))) throw notFound('Channel');
      return success(await listDeliveries(db, userId, request.params.id));
    },
  );

  app.post<{ Params: Params }>(
    '/notification-channels/:id/test',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(notificationDeliverySchema, 201) },
      config: { openapi: { summary: 'Send a test message to the channel now, once; the delivery says how it went' } },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const channel = await findChannelRow(db, userId, request.params.id);
      if (!channel) throw notFound('Channel');
      const content = testMessage();
      const delivery = await insertDelivery(db, { ownerId: userId, channelId: channel.id, event: 'test', subject: content.subject, payload: { ...content } });
      const tried = await attemptDelivery(db, sending, delivery.id, { isLastTry: true });
      return reply.code(201).send(success(toDelivery(tried ?? delivery)));
    },
  );
};
