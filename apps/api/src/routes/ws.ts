import { failure, REALTIME_CLOSE_CODES } from '@verity/contracts';
import { type Database } from '@verity/db';
import { type FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { type VerifyAccessToken } from '../plugins/access-token';
import { createRunUpdateFanout } from '../realtime/run-update-fanout';
import { createRunUpdatesListener, dedicatedClientOf, type ReconnectDelays } from '../realtime/run-updates-listener';
import { keepAlive } from '../realtime/keep-alive';
import { sendMessage } from '../realtime/send-message';
import { startSocketSession } from '../realtime/socket-session';
import { createSubscribers } from '../realtime/subscribers';
import { findRun } from '../repositories/test-runs';
import { failureResponses } from '../response-schema';

/** Timings of the websocket; the defaults suit production, tests shorten them. */
export interface RealtimeOptions {
  /** How long a socket may take to send {type: 'auth'} when its URL has no token (default 10 s). */
  authTimeoutMs?: number;
  /** Ping period; a socket that answered neither the last ping nor sent anything is dropped (default 30 s). */
  heartbeatIntervalMs?: number;
  /** Backoff of the LISTEN connection after it drops (default 250 ms doubling to 10 s). */
  reconnectDelays?: ReconnectDelays;
  /** How often an open socket's token is verified again, so a sign-out closes it (default 15 s). */
  sessionCheckIntervalMs?: number;
}

export interface WsRouteOptions extends RealtimeOptions {
  pool: pg.Pool;
  db: Database;
  verifyAccessToken: VerifyAccessToken;
}

const wsQuerySchema = z.object({
  // An empty or repeated ?access_token= counts as none: the first message must then authenticate.
  access_token: z
    .string()
    .optional()
    .catch(undefined)
    .transform((token) => token || undefined)
    .describe('The access token, for clients that cannot send it as the first message'),
  run_id: z.guid().optional().describe("Only this run's updates"),
});

export const wsRoutes: FastifyPluginAsync<WsRouteOptions> = async (
  app,
  { pool, db, verifyAccessToken, authTimeoutMs = 10_000, heartbeatIntervalMs = 30_000, reconnectDelays, sessionCheckIntervalMs = 15_000 },
) => {
  const subscribers = createSubscribers();
  const deliver = createRunUpdateFanout({ subscribers, loadRun: (ownerId, runId) => findRun(db, ownerId, runId), log: app.log });
  const listener = createRunUpdatesListener({
    createClient: dedicatedClientOf(pool),
    onUpdate: (update) => void deliver(update),
    onReconnected: () => subscribers.all().forEach((subscriber) => subscriber.send({ type: 'resync' })),
    log: app.log,
    reconnectDelays,
  });
  app.addHook('onReady', () => listener.start());
  app.addHook('onClose', () => listener.stop());

  app.route({
    method: 'GET',
    url: '/ws',
    // 'warn': the 'incoming request' line logs the URL, and the URL may carry the access token.
    logLevel: 'warn',
    schema: { response: failureResponses },
    config: {
      openapi: {
        summary:
          "Websocket of the caller's run updates: token as ?access_token= or the first message {type:'auth', access_token}; " +
          'messages in libs/contracts realtime.ts, protocol in the API README',
        query: wsQuerySchema,
      },
    },
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('upgrade', 'websocket')
        .send(failure('GET /api/ws is a websocket: connect with an Upgrade: websocket request.', 'upgrade_required')),
    wsHandler: (socket, request) => {
      const query = wsQuerySchema.safeParse(request.query);
      if (!query.success) {
        sendMessage(socket, { type: 'error', error: 'A valid run id is required.', error_code: 'invalid_id' });
        socket.close(REALTIME_CLOSE_CODES.badRequest, 'invalid_id');
        return;
      }
      keepAlive(socket, heartbeatIntervalMs);
      startSocketSession({
        socket,
        verifyAccessToken,
        subscribers,
        queryToken: query.data.access_token,
        runId: query.data.run_id?.toLowerCase() ?? null,
        authTimeoutMs,
        sessionCheckIntervalMs,
        log: request.log,
      });
    },
  });
};
