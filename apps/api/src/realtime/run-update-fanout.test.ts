import { randomUUID } from 'node:crypto';
import { type RealtimeServerMessage, type TestRun } from '@verity/contracts';
import { type FastifyBaseLogger } from 'fastify';
import { createRunUpdateFanout } from './run-update-fanout';
import { createSubscribers } from './subscribers';

const ownerId = randomUUID();
const runId = randomUUID();
const update = { owner_id: ownerId, run_id: runId, status: 'running' } as const;
const runAt = (version: number) => ({ id: runId, summary: `version ${version}` }) as unknown as TestRun;

/** One socket of the owner, wanting the runs `wants` accepts; run reads resolve when the test says. */
function setUp(wants: (id: string) => boolean = () => true) {
  const subscribers = createSubscribers();
  const received: RealtimeServerMessage[] = [];
  subscribers.add(ownerId, { wants, send: (message) => received.push(message) });
  const reads: Array<(run: TestRun) => void> = [];
  const loadRun = jest.fn(() => new Promise<TestRun | null>((resolve) => reads.push(resolve)));
  const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
  return { received, reads, loadRun, log, deliver: createRunUpdateFanout({ subscribers, loadRun, log }) };
}

/** Lets the fan-out reach its next read. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the run update fan-out', () => {
  it('folds notifications that arrive during a read into one more read, and sends the latest run last', async () => {
    const { received, reads, loadRun, deliver } = setUp();
    const delivered = deliver(update);
    await deliver(update);
    await deliver(update);
    reads[0]!(runAt(1));
    await settle();
    reads[1]!(runAt(3));
    await delivered;
    expect(loadRun).toHaveBeenCalledTimes(2);
    expect(received).toEqual([
      { type: 'run.updated', run: runAt(1) },
      { type: 'run.updated', run: runAt(3) },
    ]);
  });

  it('reads nothing when no socket of the owner wants the run', async () => {
    const { loadRun, deliver } = setUp((id) => id !== runId);
    await deliver(update);
    await deliver({ ...update, owner_id: randomUUID() });
    expect(loadRun).not.toHaveBeenCalled();
  });

  it('logs a failed read and still serves the next notification', async () => {
    const { received, reads, loadRun, log, deliver } = setUp();
    loadRun.mockRejectedValueOnce(new Error('connection reset'));
    await deliver(update);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const delivered = deliver(update);
    reads[0]!(runAt(2));
    await delivered;
    expect(received).toEqual([{ type: 'run.updated', run: runAt(2) }]);
  });
});
