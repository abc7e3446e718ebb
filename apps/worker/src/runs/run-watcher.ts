import { type RunStatus } from '@verity/contracts';
import { parseRunUpdate, RUN_UPDATES_CHANNEL } from '@verity/db';
import pg from 'pg';

export interface RunWatcher {
  /** Calls `onStatus` with each status the run is announced in, until the returned function is called. */
  watch(runId: string, onStatus: (status: RunStatus) => void): () => void;
  /** Calls `onQueued` each time any run is announced pending: a job for it was just committed. */
  onQueued(onQueued: () => void): void;
  close(): Promise<void>;
}

export interface RunWatcherOptions {
  databaseUrl: string;
  onError: (error: Error) => void;
  /** How long to wait before listening again after the connection dropped. */
  reconnectDelayMs?: number;
}

/**
 * One LISTEN connection per worker process on run_updates (every change of a run is announced there), so a
 * running run learns at once that the user cancelled it, and an idle worker that a run was queued. If the connection drops it listens again; the runs'
 * heartbeats (a guarded update every few seconds) catch what was missed meanwhile.
 */
export async function createRunWatcher({ databaseUrl, onError, reconnectDelayMs = 1_000 }: RunWatcherOptions): Promise<RunWatcher> {
  const watchers = new Map<string, Set<(status: RunStatus) => void>>();
  const queuedListeners: Array<() => void> = [];
  let client: pg.Client | undefined;
  let isClosed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  function listenAgainLater() {
    if (isClosed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listen().catch((error: Error) => {
        onError(error);
        listenAgainLater();
      });
    }, reconnectDelayMs);
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'verity-worker-listen' });
    next.on('notification', (message) => {
      if (message.channel !== RUN_UPDATES_CHANNEL) return;
      const update = parseRunUpdate(message.payload);
      if (!update) return;
      for (const onStatus of watchers.get(update.run_id) ?? []) onStatus(update.status);
      if (update.status === 'pending') for (const onQueued of queuedListeners) onQueued();
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      listenAgainLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${RUN_UPDATES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    if (isClosed) await next.end();
  }

  await listen();
  return {
    watch(runId, onStatus) {
      const set = watchers.get(runId) ?? new Set();
      set.add(onStatus);
      watchers.set(runId, set);
      return () => {
        set.delete(onStatus);
        if (!set.size) watchers.delete(runId);
      };
    },
    onQueued(onQueued) {
      queuedListeners.push(onQueued);
    },
    async close() {
      isClosed = true;
      clearTimeout(reconnectTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
