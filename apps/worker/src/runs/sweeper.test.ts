import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { type StepResult } from '@verity/contracts';
import { testRuns } from '@verity/db';
import { TEST_RUN_QUEUE } from '@verity/queue';
import { eq } from 'drizzle-orm';
import { createFakeEngine } from '../testing/fake-engine';
import { useWorkerHarness } from '../testing/worker-harness';
import { sweepStuckRuns } from './sweeper';

const REFUNDED = 'The worker running this test stopped unexpectedly; the run was ended. Your credits were refunded.';
const NOT_REFUNDED = 'The worker running this test stopped unexpectedly; the run was ended.';
const step = (index: number, status: StepResult['status']): StepResult => ({ index, instruction: `Step ${index + 1}`, status });

describe('the sweeper', () => {
  const harness = useWorkerHarness();

  /** A run some worker took: running, with the given heartbeat age and steps. */
  async function runningRun(ownerId: string, { heartbeatAgeMs, steps = [] }: { heartbeatAgeMs: number; steps?: StepResult[] }) {
    const { db, queueRun } = harness();
    const runId = await queueRun(ownerId, 'taken', steps.map((s) => s.instruction));
    const beatAt = new Date(Date.now() - heartbeatAgeMs);
    await db.update(testRuns).set({ status: 'running', startedAt: beatAt, heartbeatAt: beatAt, steps }).where(eq(testRuns.id, runId));
    return runId;
  }

  it('ends a running run whose heartbeat went stale as failed with the reason, refunding it once', async () => {
    const { db, newOwner, readRun, balanceOf, refundsOf } = harness();
    const owner = await newOwner(5);
    const runId = await runningRun(owner, { heartbeatAgeMs: 10 * 60_000, steps: [step(0, 'running'), step(1, 'not_started')] });

    // Two worker processes sweeping at once: one acts, and the ledger takes one refund whatever happens.
    const [first, second] = await Promise.all([sweepStuckRuns(db, { staleAfterMs: 60_000 }), sweepStuckRuns(db, { staleAfterMs: 60_000 })]);
    expect([...first, ...second]).toEqual([{ runId, ownerId: owner, isRefunded: true }]);
    const run = await readRun(runId);
    expect(run).toMatchObject({ status: 'failed', verdict: null, summary: REFUNDED, error: REFUNDED });
    expect(run.finishedAt).toBeInstanceOf(Date);
    expect(run.steps.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);

    expect(await sweepStuckRuns(db, { staleAfterMs: 60_000 })).toEqual([]);
    expect(await balanceOf(owner)).toBe(5);
    expect(await refundsOf(owner)).toEqual([expect.objectContaining({ delta: 1, balanceAfter: 5, reference: runId })]);
  });

  it('does not refund a run that had executed a step, and leaves runs with a fresh heartbeat alone', async () => {
    const { db, newOwner, readRun, balanceOf, refundsOf } = harness();
    const owner = await newOwner(5);
    const executed = await runningRun(owner, { heartbeatAgeMs: 10 * 60_000, steps: [step(0, 'completed'), step(1, 'running')] });
    const alive = await runningRun(owner, { heartbeatAgeMs: 1_000 });

    const ended = await sweepStuckRuns(db, { staleAfterMs: 60_000 });
    expect(ended).toEqual([{ runId: executed, ownerId: owner, isRefunded: false }]);
    expect(await readRun(executed)).toMatchObject({ status: 'failed', error: NOT_REFUNDED });
    expect((await readRun(executed)).steps.map((s) => s.status)).toEqual(['completed', 'cancelled']);
    expect((await readRun(alive)).status).toBe('running');
    expect(await balanceOf(owner)).toBe(3);
    expect(await refundsOf(owner)).toEqual([]);
  });

  it('ends runs whose job the queue failed: a running one past its expiry, a pending one no worker will take', async () => {
    const { db, newOwner, queueRun, readRun, boss, pool, balanceOf } = harness();
    const owner = await newOwner(5);
    const expired = await runningRun(owner, { heartbeatAgeMs: 0 });
    const abandoned = await queueRun(owner, 'abandoned', ['Open /']);
    // Their jobs were taken by workers that died, and expired with no retry left.
    await pool.query(
      `update pgboss.job set state = 'active', started_on = now() - interval '1 hour', retry_count = retry_limit where name = $1 and id = any($2)`,
      [TEST_RUN_QUEUE, [expired, abandoned]],
    );
    await boss.expire();

    const ended = await sweepStuckRuns(db, { staleAfterMs: 60_000 });
    expect(ended.map((run) => run.runId).sort()).toEqual([expired, abandoned].sort());
    expect(await readRun(expired)).toMatchObject({ status: 'failed', error: REFUNDED });
    expect(await readRun(abandoned)).toMatchObject({ status: 'failed', error: REFUNDED });
    expect(await balanceOf(owner)).toBe(5);
  });

  it('skips a run another transaction is writing, until the next sweep', async () => {
    const { db, newOwner, pool } = harness();
    const owner = await newOwner(5);
    const runId = await runningRun(owner, { heartbeatAgeMs: 10 * 60_000 });
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from test_runs where id = $1 for update', [runId]);
      expect(await sweepStuckRuns(db, { staleAfterMs: 60_000 })).toEqual([]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await sweepStuckRuns(db, { staleAfterMs: 60_000 })).toEqual([expect.objectContaining({ runId })]);
  });

  it('ends the run of a worker process killed mid-run within the stale time, from another worker', async () => {
    const { newOwner, queueRun, startWorker, waitForRun, databaseUrl, artifactsDir, balanceOf } = harness();
    const owner = await newOwner(5);
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../testing/fake-worker-process.ts')], {
      cwd: resolve(__dirname, '../../../..'),
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, ARTIFACTS_DIR: artifactsDir },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise((done) => child.once('exit', done));
    try {
      const messages: Array<{ type: string }> = [];
      const nextMessage = (type: string) =>
        new Promise<void>((done) => {
          const onMessage = (message: { type: string }) => {
            messages.push(message);
            if (message.type === type) {
              child.off('message', onMessage);
              done();
            }
          };
          child.on('message', onMessage);
        });
      await nextMessage('ready');
      const runId = await queueRun(owner, 'doomed', ['block', 'Open /']);
      await nextMessage('blocked');
      child.kill('SIGKILL');
      await exited;

      // A surviving worker (its own runs need no engine here) sweeps every 500 ms.
      await startWorker({ runTest: createFakeEngine().runTest, sweepIntervalMs: 500, staleAfterMs: 2_000 });
      const run = await waitForRun(runId, (row) => row.status !== 'running');
      expect(run).toMatchObject({ status: 'failed', error: REFUNDED });
      expect(Date.now() - run.heartbeatAt!.getTime()).toBeLessThan(10_000);
      expect(await balanceOf(owner)).toBe(5);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  }, 60_000);

  it('is what a worker runs on start and then on its interval', async () => {
    const { newOwner, startWorker, waitForRun } = harness();
    const owner = await newOwner(5);
    const runId = await runningRun(owner, { heartbeatAgeMs: 10 * 60_000 });
    await startWorker({ runTest: createFakeEngine().runTest, sweepIntervalMs: 60_000, staleAfterMs: 60_000 });
    expect((await waitForRun(runId, (row) => row.status !== 'running')).status).toBe('failed');
  });
});
