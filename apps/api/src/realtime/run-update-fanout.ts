import { type TestRun } from '@verity/contracts';
import { type RunUpdate } from '@verity/db';
import { type FastifyBaseLogger } from 'fastify';
import { type Subscribers } from './subscribers';

export interface RunUpdateFanoutOptions {
  subscribers: Subscribers;
  /** The run as GET /api/test-runs/{id} answers it to its owner; null when it is gone. */
  loadRun: (ownerId: string, runId: string) => Promise<TestRun | null>;
  log: FastifyBaseLogger;
}

/**
 * Turns run_updates notifications into run.updated messages for the owner's sockets in this process. The run is
 * read once per notification whoever listens, and only when someone does. Reads of one run never overlap:
 * notifications arriving during a read are folded into one more read, so a burst of step updates costs two
 * reads and the last message a socket gets is the run's latest state, never an older read finishing late.
 */
export function createRunUpdateFanout({ subscribers, loadRun, log }: RunUpdateFanoutOptions) {
  const reading = new Map<string, { isStale: boolean }>();

  async function readAndSend(ownerId: string, runId: string, state: { isStale: boolean }) {
    do {
      state.isStale = false;
      if (subscribers.wanting(ownerId, runId).length === 0) return;
      try {
        const run = await loadRun(ownerId, runId);
        if (run) for (const subscriber of subscribers.wanting(ownerId, runId)) subscriber.send({ type: 'run.updated', run });
      } catch (error) {
        log.warn({ err: error, runId }, 'could not read a changed run for its websocket subscribers');
      }
    } while (state.isStale);
  }

  return function deliver({ owner_id: ownerId, run_id: runId }: RunUpdate): Promise<void> {
    const current = reading.get(runId);
    if (current) {
      current.isStale = true;
      return Promise.resolve();
    }
    const state = { isStale: false };
    reading.set(runId, state);
    return readAndSend(ownerId, runId, state).finally(() => reading.delete(runId));
  };
}
