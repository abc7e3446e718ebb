import { parseRunUpdate, RUN_UPDATES_CHANNEL, type RunUpdate } from '@verity/db';
import { type FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** How the listener's connection shows in pg_stat_activity. */
export const RUN_UPDATES_APPLICATION_NAME = 'verity-api-run-updates';

export interface ReconnectDelays {
  initialMs: number;
  maxMs: number;
}

export interface RunUpdatesListenerOptions {
  /** A new, unconnected client each time the listener (re)connects. */
  createClient: () => pg.Client;
  onUpdate: (update: RunUpdate) => void;
  /** Listening again after the connection was lost or the first attempt failed: notifications sent meanwhile are gone. */
  onReconnected: () => void;
  log: FastifyBaseLogger;
  /** Waits between attempts: doubling from initialMs up to maxMs (default 250 ms to 10 s). */
  reconnectDelays?: ReconnectDelays;
}

/**
 * A client of its own on the pool's database: LISTEN holds a session for as long as the process lives, which
 * would take a pool slot for good. TCP keepalive notices a peer that vanished without closing.
 */
export function dedicatedClientOf(pool: pg.Pool): () => pg.Client {
  return () => new pg.Client({ ...pool.options, application_name: RUN_UPDATES_APPLICATION_NAME, keepAlive: true });
}

/**
 * One LISTEN run_updates connection per API process. When it drops (Postgres restarted, the backend was
 * terminated, the network failed) it reconnects with backoff until stopped.
 */
export function createRunUpdatesListener({
  createClient,
  onUpdate,
  onReconnected,
  log,
  reconnectDelays = { initialMs: 250, maxMs: 10_000 },
}: RunUpdatesListenerOptions) {
  let client: pg.Client | null = null;
  let isStopped = false;
  let isFirstAttempt = true;
  let attempt: Promise<void> | undefined;
  let delayMs = reconnectDelays.initialMs;
  let retryTimer: NodeJS.Timeout | undefined;

  function handleNotification({ channel, payload }: pg.Notification) {
    if (channel !== RUN_UPDATES_CHANNEL) return;
    const update = parseRunUpdate(payload);
    if (update) onUpdate(update);
    else log.warn('ignored a run_updates notification that is not {run_id, owner_id, status}');
  }

  function scheduleReconnect() {
    if (isStopped) return;
    // Jitter, so that API replicas do not all reconnect to a restarted Postgres in the same instant.
    const wait = Math.round(delayMs * (0.75 + Math.random() * 0.5));
    delayMs = Math.min(delayMs * 2, reconnectDelays.maxMs);
    retryTimer = setTimeout(() => {
      attempt = connect();
    }, wait);
  }

  function handleLost(lost: pg.Client, error?: Error) {
    if (lost !== client) return;
    client = null;
    log.warn(`run updates: lost the database connection${error ? ` (${error.message})` : ''}; reconnecting`);
    lost.end().catch(() => undefined);
    scheduleReconnect();
  }

  async function connect(): Promise<void> {
    const isRetry = !isFirstAttempt;
    isFirstAttempt = false;
    const candidate = createClient();
    // Stays attached for the client's whole life: an 'error' without a listener would crash the process.
    candidate.on('error', (error) => handleLost(candidate, error));
    candidate.on('end', () => handleLost(candidate));
    candidate.on('notification', handleNotification);
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${RUN_UPDATES_CHANNEL}`);
    } catch (error) {
      log.warn(`run updates: could not listen (${error instanceof Error ? error.message : String(error)}); retrying`);
      candidate.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (isStopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    delayMs = reconnectDelays.initialMs;
    if (isRetry) {
      log.info('run updates: listening again');
      onReconnected();
    }
  }

  return {
    /** Resolves after the first attempt; when it failed, attempts go on in the background. */
    start(): Promise<void> {
      attempt = connect();
      return attempt;
    },
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(retryTimer);
      await attempt;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
