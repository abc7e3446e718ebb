import { type WebSocket } from '@fastify/websocket';
import {
  REALTIME_CLIENT_MESSAGE_TYPES,
  REALTIME_CLOSE_CODES,
  type RealtimeClientMessage,
  realtimeClientMessageSchema,
  type RealtimeServerMessage,
} from '@verity/contracts';
import { isDatabaseUnavailable } from '@verity/db';
import { type FastifyBaseLogger } from 'fastify';
import { type RawData } from 'ws';
import { ApiError } from '../errors';
import { type Caller, type VerifyAccessToken } from '../plugins/access-token';
import { isPlainObject, parseInput } from '../validation';
import { sendMessage } from './send-message';
import { type Subscriber, type Subscribers } from './subscribers';

export interface SocketSessionOptions {
  socket: WebSocket;
  verifyAccessToken: VerifyAccessToken;
  subscribers: Subscribers;
  /** The ?access_token= of the URL; without it the first message must be {type: 'auth'}. */
  queryToken: string | undefined;
  /** The ?run_id= of the URL: only this run's updates. */
  runId: string | null;
  /** How long a socket without a token may wait to send {type: 'auth'}. */
  authTimeoutMs: number;
  /** How often the token is verified again: a session signed out or revoked closes the socket (4401 session_ended). */
  sessionCheckIntervalMs: number;
  log: FastifyBaseLogger;
}

// The same 401s as the REST routes (plugins/authenticate.ts), so a client handles both alike.
const missingToken = () => new ApiError(401, 'unauthorized', 'Missing bearer token.');
const otherUser = () =>
  new ApiError(401, 'user_mismatch', 'This connection belongs to another user: open a new one with this access token.');

/** setTimeout fires at once beyond this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

const knownTypes: readonly string[] = REALTIME_CLIENT_MESSAGE_TYPES;

const notJson = () => new ApiError(400, 'bad_request', 'Messages must be JSON text: {"type": "auth" | "subscribe" | "ping", …}.');

/** A client frame as a message, or the error to answer: JSON text, an object with a known type, valid fields. */
function readMessage(data: RawData, isBinary: boolean): RealtimeClientMessage | ApiError {
  if (isBinary) return notJson();
  let value: unknown;
  try {
    value = JSON.parse(data.toString());
  } catch {
    return notJson();
  }
  const type = isPlainObject(value) ? value.type : undefined;
  if (typeof type !== 'string' || !knownTypes.includes(type)) {
    return new ApiError(400, 'bad_request', `Unknown message type: send one of ${knownTypes.join(', ')}.`);
  }
  try {
    return parseInput(realtimeClientMessageSchema, value);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

/** One websocket, from authentication to close: it receives the run updates of the user its token names while that token is valid. */
export function startSocketSession({ socket, verifyAccessToken, subscribers, queryToken, runId, authTimeoutMs, sessionCheckIntervalMs, log }: SocketSessionOptions) {
  let caller: Caller | null = null;
  /** The token the socket holds now; a later {type: 'auth'} replaces it. */
  let currentToken: string | null = null;
  let runFilter = runId;
  let isClosed = false;
  let authTimer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let sessionTimer: NodeJS.Timeout | undefined;
  let handling = Promise.resolve();

  const send = (message: RealtimeServerMessage) => {
    if (!isClosed) sendMessage(socket, message);
  };
  const subscriber: Subscriber = { wants: (id) => runFilter === null || runFilter === id, send };

  function release() {
    isClosed = true;
    if (caller) subscribers.remove(caller.userId, subscriber);
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    clearInterval(sessionTimer);
  }

  function close(code: number, reason: string) {
    if (isClosed) return;
    release();
    socket.close(code, reason);
  }

  /** Handles one thing at a time, in arrival order: an auth is verified before the subscribe sent right after it. */
  function enqueue(work: () => Promise<void>) {
    handling = handling.then(work).catch((error: unknown) => {
      log.error({ err: error }, 'websocket session failed');
      send({ type: 'error', error: 'Internal server error', error_code: 'internal_error' });
      close(1011, 'internal_error');
    });
  }

  /** The REST 401 as an error message, then close 4401: the client reconnects with a fresh token. */
  function rejectCredentials(error: ApiError) {
    send({ type: 'error', error: error.message, error_code: error.errorCode });
    close(REALTIME_CLOSE_CODES.unauthorized, error.errorCode);
  }

  /** The caller the token names, or null once the socket is rejected for it. */
  async function verify(token: string): Promise<Caller | null> {
    try {
      return await verifyAccessToken(token);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      rejectCredentials(error);
      return null;
    }
  }

  /** At the token's expiry the verifier rejects it in its own words (token_expired), unless a new token came. */
  function scheduleExpiry(token: string, expiresAt: number | null) {
    clearTimeout(expiryTimer);
    if (expiresAt === null) return;
    const delay = Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS);
    expiryTimer = setTimeout(
      () =>
        enqueue(async () => {
          if (token !== currentToken) return;
          // Timers may fire a little early (or were capped): still valid means wait again.
          const verified = await verify(token);
          if (verified && !isClosed) scheduleExpiry(token, verified.expiresAt);
        }),
      delay,
    );
  }

  /**
   * The token is verified again now and then, so a socket does not outlive its session's sign-out or revocation.
   * While the database is away nothing can be told: the socket stays, and is checked again next time.
   */
  function checkSessionPeriodically() {
    if (sessionTimer) return;
    sessionTimer = setInterval(
      () =>
        enqueue(async () => {
          if (!currentToken || isClosed) return;
          await verify(currentToken).catch((error: unknown) => {
            if (!isDatabaseUnavailable(error)) throw error;
          });
        }),
      sessionCheckIntervalMs,
    );
  }

  /** The first token authenticates the socket; a later one (the same user's) extends it. */
  async function authenticate(token: string) {
    const verified = await verify(token);
    if (!verified || isClosed) return;
    if (caller && caller.userId !== verified.userId) return rejectCredentials(otherUser());
    clearTimeout(authTimer);
    caller = verified;
    currentToken = token;
    subscribers.add(caller.userId, subscriber);
    scheduleExpiry(token, verified.expiresAt);
    checkSessionPeriodically();
    send({ type: 'ready', user_id: caller.userId, expires_at: verified.expiresAt, run_id: runFilter });
  }

  async function handleMessage(data: RawData, isBinary: boolean) {
    if (isClosed) return;
    const message = readMessage(data, isBinary);
    if (!caller) {
      // Before authentication only {type: 'auth'} is understood, like a REST call without its header.
      if (message instanceof ApiError || message.type !== 'auth') return rejectCredentials(missingToken());
      return authenticate(message.access_token);
    }
    if (message instanceof ApiError) return send({ type: 'error', error: message.message, error_code: message.errorCode });
    switch (message.type) {
      case 'auth':
        return authenticate(message.access_token);
      case 'subscribe':
        runFilter = message.run_id?.toLowerCase() ?? null;
        return send({ type: 'subscribed', run_id: runFilter });
      case 'ping':
        return send({ type: 'pong' });
    }
  }

  socket.on('message', (data: RawData, isBinary: boolean) => enqueue(() => handleMessage(data, isBinary)));
  socket.once('close', release);
  if (queryToken === undefined) authTimer = setTimeout(() => rejectCredentials(missingToken()), authTimeoutMs);
  else enqueue(() => authenticate(queryToken));
}
