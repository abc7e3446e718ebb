import { z } from 'zod';
import { testRunSchema } from './api-entities';

// The run-updates websocket, GET /api/ws: what each side sends, as JSON text frames.

/** Close codes of the websocket beyond the standard ones (1000 normal, 1001 the API is going away). */
export const REALTIME_CLOSE_CODES = {
  /** The run_id in the URL is not a run id: reconnecting with the same URL fails again. */
  badRequest: 4400,
  /** No token in time, a bad one, or it expired: reconnect with a fresh access token. */
  unauthorized: 4401,
} as const;

const runIdSchema = z.guid({ error: 'A valid run id is required.' });

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  /** Authenticates the socket (the first message, unless the URL has ?access_token=), or extends it with a fresh token. */
  z.object({ type: z.literal('auth'), access_token: z.string().min(1) }),
  /** Only this run's updates from now on; null for every run of the caller again. */
  z.object({ type: z.literal('subscribe'), run_id: runIdSchema.nullable() }),
  /** Answered with pong: browsers cannot see websocket ping frames, so this is how they detect a dead connection. */
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
export const REALTIME_CLIENT_MESSAGE_TYPES = realtimeClientMessageSchema.options.map((option) => option.shape.type.value);

export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  /** Authenticated: updates flow from now until expires_at (seconds since epoch), when the socket closes with 4401. */
  z.object({ type: z.literal('ready'), user_id: z.string(), expires_at: z.number().int().nullable(), run_id: z.string().nullable() }),
  /** The answer to subscribe. */
  z.object({ type: z.literal('subscribed'), run_id: z.string().nullable() }),
  /** A run of the caller was created or changed (status, steps, verdict, review…): the run as GET /api/test-runs/{id} answers it. */
  z.object({ type: z.literal('run.updated'), run: testRunSchema }),
  /** Updates may have been missed (the API lost its database connection for a while): refetch what is shown. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('pong') }),
  /** What went wrong, with the error and error_code a REST call would answer. */
  z.object({ type: z.literal('error'), error: z.string(), error_code: z.string() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** Reads a frame from the API; null when it is not one of the messages above. */
export function parseRealtimeServerMessage(data: string): RealtimeServerMessage | null {
  try {
    const parsed = realtimeServerMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
