import { readFile } from 'node:fs/promises';
import { createBrowserProvider } from '@verity/browser';
import { join } from 'node:path';
import { testRuns } from '@verity/db';
import { createSecretBox } from '@verity/models';
import { createQueue, TEST_RUN_QUEUE } from '@verity/queue';
import { eq } from 'drizzle-orm';
import { executeRun } from './runs/execute-run';
import { createFakeEngine } from './testing/fake-engine';
import { fakeBrowsers, type RunRow, useWorkerHarness } from './testing/worker-harness';

const NO_MODEL = { endpoint: null, allowed: true, maxCallsPerRun: 20 };

const stepStatuses = (run: RunRow) => run.steps.map((step) => step.status);

describe('the run worker', () => {
  const harness = useWorkerHarness();

  it('takes a queued run: pending → running with live steps → completed with verdict, summary, steps and artifacts', async () => {
    const { queueRun, newOwner, startWorker, waitForRun, runEnded, readRun, artifactsDir, waitForJobState, refundsOf } = harness();
    const engine = createFakeEngine();
    await startWorker({ runTest: engine.runTest });
    const owner = await newOwner();
    const runId = await queueRun(owner, 'checkout', ['pass', 'block', 'pass']);

    await engine.whenBlocked('checkout');
    const running = await waitForRun(runId, (run) => stepStatuses(run)[1] === 'running');
    expect(running).toMatchObject({ status: 'running', finishedAt: null, verdict: null });
    expect(running.startedAt).toBeInstanceOf(Date);
    expect(running.heartbeatAt).toBeInstanceOf(Date);
    expect(stepStatuses(running)).toEqual(['completed', 'running', 'not_started']);

    engine.release('checkout');
    await expect(runEnded(runId)).resolves.toBe('completed');
    const run = await readRun(runId);
    expect(run).toMatchObject({
      status: 'completed',
      verdict: 'passed',
      summary: 'All 3 steps passed.',
      error: null,
      artifacts: { trace: 'trace.zip', consoleErrors: [], failedRequests: [] },
    });
    expect(run.finishedAt!.getTime()).toBeGreaterThanOrEqual(run.startedAt!.getTime());
    expect(stepStatuses(run)).toEqual(['completed', 'completed', 'completed']);
    // Screenshot names are what GET /api/test-runs/{id}/artifacts/{name} serves.
    expect(run.steps[0]!.screenshot).toBe('step-1.png');
    expect(await readFile(join(artifactsDir, owner, runId, 'step-1.png'), 'utf8')).toBe('screenshot 1');
    expect(await readFile(join(artifactsDir, owner, runId, 'trace.zip'), 'utf8')).toBe('PK trace');
    await waitForJobState(runId, 'completed');
    expect(await refundsOf(owner)).toEqual([]);
  });

  it('takes a run as soon as it is queued, not at its next poll', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun } = harness();
    const engine = createFakeEngine();
    // A poll every 30 s: only the run_updates announcement can make the worker fetch within a second.
    await startWorker({ runTest: engine.runTest, pollingIntervalSeconds: 30 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const owner = await newOwner();
    const queuedAt = Date.now();
    const runId = await queueRun(owner, 'quick', ['pass']);
    await expect(runEnded(runId)).resolves.toBe('completed');
    const run = await readRun(runId);
    expect(run.startedAt!.getTime() - queuedAt).toBeLessThan(1_500);
  });

  it('takes the next queued run as soon as one ends, not at its next poll', async () => {
    const { queueRun, newOwner, startWorker, runEnded } = harness();
    const engine = createFakeEngine();
    // One run at a time and a poll every 30 s: the announcements of four runs queued at once wake the worker once.
    await startWorker({ runTest: engine.runTest, concurrency: 1, pollingIntervalSeconds: 30 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const owner = await newOwner();
    const queuedAt = Date.now();
    const runIds = await Promise.all(['first', 'second', 'third', 'fourth'].map((name) => queueRun(owner, name, ['pass'])));
    expect(await Promise.all(runIds.map(runEnded))).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(Date.now() - queuedAt).toBeLessThan(10_000);
  });

  it('ends a run whose step fails as failed, with the step, the reason and no refund', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, refundsOf, balanceOf } = harness();
    const engine = createFakeEngine();
    await startWorker({ runTest: engine.runTest });
    const owner = await newOwner(5);
    const runId = await queueRun(owner, 'buy', ['pass', 'fail', 'pass']);

    await expect(runEnded(runId)).resolves.toBe('failed');
    const run = await readRun(runId);
    expect(run).toMatchObject({
      status: 'failed',
      verdict: 'failed',
      summary: "Step 2 failed: No button named 'Buy'. Closest: 'Buy now'",
      error: "No button named 'Buy'. Closest: 'Buy now'",
      artifacts: { consoleErrors: [{ message: 'favicon.ico 404' }] },
    });
    expect(run.finishedAt).toBeInstanceOf(Date);
    // The engine leaves later steps not started; a finished run shows them cancelled.
    expect(stepStatuses(run)).toEqual(['completed', 'failed', 'cancelled']);
    expect(await refundsOf(owner)).toEqual([]);
    expect(await balanceOf(owner)).toBe(4);
  });

  it('stops a running run the user cancels, records its steps and leaves it cancelled', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, db, waitForJobState } = harness();
    const engine = createFakeEngine();
    await startWorker({ runTest: engine.runTest, heartbeatIntervalMs: 60_000, staleAfterMs: 600_000, runTimeoutSeconds: 600 });
    const owner = await newOwner();
    const runId = await queueRun(owner, 'cancel me', ['pass', 'block', 'pass']);
    await engine.whenBlocked('cancel me');

    // What PUT /api/test-runs/{id} {status: 'cancelled'} does to a running run. With the heartbeat and the run
    // timeout minutes away, only the run_updates notification can stop the run before this test times out.
    const cancelledAt = new Date();
    await db.update(testRuns).set({ status: 'cancelled', finishedAt: cancelledAt }).where(eq(testRuns.id, runId));

    await expect(runEnded(runId)).resolves.toBe('cancelled');
    const run = await readRun(runId);
    expect(run).toMatchObject({ status: 'cancelled', verdict: null, summary: 'Cancelled at step 2.', finishedAt: cancelledAt });
    expect(stepStatuses(run)).toEqual(['completed', 'cancelled', 'cancelled']);
    await waitForJobState(runId, 'completed');
  });

  it('keeps running a run whose announcement that it was queued arrives after the worker took it', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, pool } = harness();
    const engine = createFakeEngine();
    await startWorker({ runTest: engine.runTest });
    const owner = await newOwner();
    const runId = await queueRun(owner, 'late news', ['pass', 'block', 'pass']);
    await engine.whenBlocked('late news');

    // What the insert's trigger sent, delivered late: the run is running, and stays so.
    await pool.query(`select pg_notify('run_updates', $1)`, [JSON.stringify({ run_id: runId, owner_id: owner, status: 'pending' })]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    engine.release('late news');

    await expect(runEnded(runId)).resolves.toBe('completed');
    expect(await readRun(runId)).toMatchObject({ status: 'completed', verdict: 'passed' });
  });

  it('notices a cancel it was not told about through its heartbeat', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, pool } = harness();
    const engine = createFakeEngine();
    await startWorker({ runTest: engine.runTest, heartbeatIntervalMs: 100 });
    const owner = await newOwner();
    const runId = await queueRun(owner, 'quiet cancel', ['block']);
    await engine.whenBlocked('quiet cancel');

    // Without the trigger's notification (as if the listening connection had dropped).
    const client = await pool.connect();
    try {
      await client.query('alter table test_runs disable trigger test_runs_notify_update');
      await client.query(`update test_runs set status = 'cancelled', finished_at = now() where id = $1`, [runId]);
      await client.query('alter table test_runs enable trigger test_runs_notify_update');
    } finally {
      client.release();
    }

    await expect(runEnded(runId)).resolves.toBe('cancelled');
    expect((await readRun(runId)).status).toBe('cancelled');
  });

  it('stops a run that takes longer than the run timeout and ends it failed, saying so', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, refundsOf } = harness();
    const engine = createFakeEngine();
    await startWorker({ runTest: engine.runTest, runTimeoutSeconds: 1 });
    const owner = await newOwner();
    const slow = await queueRun(owner, 'slow', ['pass', 'block', 'pass']);
    // An engine that ignores the stop signal does not hold the run (or the worker) hostage either.
    const stuck = await queueRun(owner, 'stuck', ['hang']);

    await expect(runEnded(slow)).resolves.toBe('timed-out');
    await expect(runEnded(stuck)).resolves.toBe('timed-out');
    engine.release('stuck');
    const message = 'The run took longer than 1 second and was stopped.';
    expect(await readRun(slow)).toMatchObject({ status: 'failed', verdict: 'failed', summary: message, error: message });
    expect(stepStatuses(await readRun(slow))).toEqual(['completed', 'cancelled', 'cancelled']);
    expect(await readRun(stuck)).toMatchObject({ status: 'failed', summary: message });
    expect(stepStatuses(await readRun(stuck))).toEqual(['cancelled']);
    expect(await refundsOf(owner)).toEqual([]);
  });

  it('refunds a run the browser could not start for, once, whatever retries follow, saying what is missing and how to fix it', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, refundsOf, balanceOf, db, artifacts } = harness();
    const engine = createFakeEngine();
    const browsers = createBrowserProvider({ chromiumPath: '/nonexistent/chromium' });
    await startWorker({ runTest: engine.runTest, browsers });
    const owner = await newOwner(3);
    const runId = await queueRun(owner, 'no browser', ['pass']);

    await expect(runEnded(runId)).resolves.toBe('infrastructure-failure');
    const run = await readRun(runId);
    const message =
      "The test did not run. No browser for test runs: CHROMIUM_PATH is set to /nonexistent/chromium, but there is no browser there. Set CHROMIUM_PATH to a Chrome or Chromium executable, or unset it to use the system Chromium or Playwright's, then run the test again. Your credits were refunded.";
    expect(run).toMatchObject({ status: 'failed', verdict: null, summary: message, error: message });
    expect(run.finishedAt).toBeInstanceOf(Date);
    expect(engine.started).toEqual([]);
    expect(await balanceOf(owner)).toBe(3);
    expect(await refundsOf(owner)).toEqual([expect.objectContaining({ delta: 1, balanceAfter: 3, reference: runId })]);

    // The same job delivered again (a retry, a second worker): the run is not pending, nothing happens.
    const deps = { db, runTest: engine.runTest, browsers, artifacts, models: NO_MODEL, log: () => undefined, logError: () => undefined };
    const watcher = { watch: () => () => undefined, close: async () => undefined };
    const settings = { runTimeoutSeconds: 30, allowPrivateNetwork: true, heartbeatIntervalMs: 1_000, progressIntervalMs: 50, stopGraceMs: 100 };
    await expect(executeRun({ ...deps, watcher, settings }, runId, new AbortController().signal)).resolves.toBe('not-pending');
    expect(await balanceOf(owner)).toBe(3);
    expect(await refundsOf(owner)).toHaveLength(1);
  });

  it('says only that the browser could not be started when the reason is unknown, without its error text', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun } = harness();
    const engine = createFakeEngine();
    const browsers = { get: () => Promise.reject(new Error('spawn /usr/bin/chromium EACCES\n    at ChildProcess._handle.onexit')), close: async () => undefined };
    await startWorker({ runTest: engine.runTest, browsers });
    const runId = await queueRun(await newOwner(3), 'odd failure', ['pass']);
    await expect(runEnded(runId)).resolves.toBe('infrastructure-failure');
    expect(await readRun(runId)).toMatchObject({ error: 'The browser could not be started, so the test did not run. Your credits were refunded.' });
  });

  it('refunds a run the engine crashed on before any step ran, but not one it crashed on later', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, balanceOf } = harness();
    const engine = createFakeEngine();
    await startWorker({ runTest: engine.runTest });
    const owner = await newOwner(5);
    const early = await queueRun(owner, 'early crash', ['throw', 'pass']);
    const late = await queueRun(owner, 'late crash', ['pass', 'throw']);

    await expect(runEnded(early)).resolves.toBe('infrastructure-failure');
    await expect(runEnded(late)).resolves.toBe('infrastructure-failure');
    expect(await readRun(early)).toMatchObject({
      status: 'failed',
      verdict: null,
      error: 'The test could not be run because of an internal error. Your credits were refunded.',
    });
    expect(await readRun(late)).toMatchObject({ status: 'failed', error: 'The test could not be run because of an internal error.' });
    expect(stepStatuses(await readRun(late))).toEqual(['completed', 'cancelled']);
    expect(await balanceOf(owner)).toBe(4);
  });

  it('says the browser stopped when it died during a run, refunding only when no step had run', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, balanceOf } = harness();
    const engine = createFakeEngine();
    let isConnected = true;
    await startWorker({ runTest: engine.runTest, browsers: fakeBrowsers({ isConnected: () => isConnected }) });
    const owner = await newOwner(5);
    const runId = await queueRun(owner, 'browser dies', ['block', 'fail']);
    await engine.whenBlocked('browser dies');
    isConnected = false;
    engine.release('browser dies');
    // The engine reports the next step failed; the site is not to blame, the browser is.
    await expect(runEnded(runId)).resolves.toBe('infrastructure-failure');
    expect(await readRun(runId)).toMatchObject({ status: 'failed', verdict: null, error: 'The browser stopped unexpectedly during the run.' });
    expect(await balanceOf(owner)).toBe(4);

    const crashed = await queueRun(owner, 'browser gone', ['throw']);
    await expect(runEnded(crashed)).resolves.toBe('infrastructure-failure');
    expect((await readRun(crashed)).error).toBe('The browser stopped unexpectedly during the run. Your credits were refunded.');
    expect(await balanceOf(owner)).toBe(4);
  });

  it('completes the job of a run cancelled before a worker took it, without running it', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, db, waitForJobState } = harness();
    const engine = createFakeEngine();
    const owner = await newOwner();
    const runId = await queueRun(owner, 'cancelled early', ['pass']);
    // The API withdraws the job of a pending run it cancels; this one raced: its job is still there.
    await db.update(testRuns).set({ status: 'cancelled', finishedAt: new Date() }).where(eq(testRuns.id, runId));
    await startWorker({ runTest: engine.runTest });

    await expect(runEnded(runId)).resolves.toBe('not-pending');
    expect(engine.started).toEqual([]);
    expect((await readRun(runId)).status).toBe('cancelled');
    await waitForJobState(runId, 'completed');
  });

  it('runs each job once across two worker processes, several at a time', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, databaseUrl } = harness();
    const engine = createFakeEngine();
    const otherProcess = await createQueue(databaseUrl, 'worker', { onError: () => undefined });
    try {
      await startWorker({ runTest: engine.runTest, concurrency: 3 });
      await startWorker({ runTest: engine.runTest, concurrency: 3, boss: otherProcess });
      const owner = await newOwner(20);
      const names = Array.from({ length: 12 }, (_, index) => `parallel ${index}`);
      const runIds = await Promise.all(names.map((name) => queueRun(owner, name, ['pass', 'pass'])));

      expect(await Promise.all(runIds.map(runEnded))).toEqual(runIds.map(() => 'completed'));
      expect([...engine.started].sort()).toEqual([...names].sort());
      for (const runId of runIds) expect((await readRun(runId)).status).toBe('completed');
    } finally {
      await otherProcess.stop({ graceful: false, wait: true });
    }
  });

  it('lets only one of two racing deliveries of a job execute the run', async () => {
    const { queueRun, newOwner, db, artifacts, boss } = harness();
    const engine = createFakeEngine();
    const owner = await newOwner();
    const runId = await queueRun(owner, 'raced', ['pass']);
    await boss.cancel(TEST_RUN_QUEUE, runId);
    const deps = {
      db,
      runTest: engine.runTest,
      browsers: fakeBrowsers(),
      artifacts,
      watcher: { watch: () => () => undefined, close: async () => undefined },
      settings: { runTimeoutSeconds: 30, allowPrivateNetwork: true, heartbeatIntervalMs: 1_000, progressIntervalMs: 50, stopGraceMs: 100 },
      models: NO_MODEL,
      log: () => undefined,
      logError: () => undefined,
    };
    const results = await Promise.all([1, 2, 3].map(() => executeRun(deps, runId, new AbortController().signal)));
    expect(results.sort()).toEqual(['completed', 'not-pending', 'not-pending']);
    expect(engine.started).toEqual(['raced']);
  });

  it('passes allowPrivateNetwork through to the engine', async () => {
    const { queueRun, newOwner, startWorker, runEnded } = harness();
    const seen: boolean[] = [];
    const engine = createFakeEngine();
    await startWorker({
      allowPrivateNetwork: false,
      runTest: (options) => {
        seen.push(options.allowPrivateNetwork);
        return engine.runTest(options);
      },
    });
    const runId = await queueRun(await newOwner(), 'ssrf', ['pass']);
    await runEnded(runId);
    expect(seen).toEqual([false]);
  });

  it('opens the run’s sealed secrets for the engine alone, with the worker’s key', async () => {
    const { queueRun, newOwner, startWorker, runEnded, db } = harness();
    const box = createSecretBox('the-worker-test-server-key-is-long-enough-0123');
    const seen: Array<Record<string, string> | undefined> = [];
    const engine = createFakeEngine();
    // Sealed before any worker runs: a worker takes a run as soon as it is queued.
    const runId = await queueRun(await newOwner(), 'sign in', ['pass']);
    await db.update(testRuns).set({ secretVariables: { password: box.seal('hunter2-but-longer') } }).where(eq(testRuns.id, runId));
    await startWorker({
      models: { ...NO_MODEL, box },
      runTest: (options) => {
        seen.push(options.secrets);
        return engine.runTest(options);
      },
    });
    expect(await runEnded(runId)).toBe('completed');
    expect(seen).toEqual([{ password: 'hunter2-but-longer' }]);
  });

  it('ends a run whose secrets it cannot open without running it, refunded, saying why', async () => {
    const { queueRun, newOwner, startWorker, runEnded, readRun, balanceOf, db } = harness();
    const engine = createFakeEngine();
    const owner = await newOwner(3);
    const runId = await queueRun(owner, 'sign in', ['pass']);
    const sealed = createSecretBox('another-server-key-that-is-long-enough-0123456').seal('hunter2-but-longer');
    await db.update(testRuns).set({ secretVariables: { password: sealed } }).where(eq(testRuns.id, runId));
    await startWorker({ runTest: engine.runTest });
    expect(await runEnded(runId)).toBe('infrastructure-failure');
    expect(engine.started).toEqual([]);
    const run = await readRun(runId);
    expect(run.status).toBe('failed');
    expect(run.summary).toBe(
      'The test did not run: its secret variables could not be opened. The worker has no VERITY_SECRET_KEY: ask the operator to give it the same key as the API. Your credits were refunded.',
    );
    expect(await balanceOf(owner)).toBe(3);
  });

  it('never logs a run’s secret: an engine error that quotes one is logged masked', async () => {
    const { queueRun, newOwner, startWorker, runEnded, db } = harness();
    const box = createSecretBox('the-worker-test-server-key-is-long-enough-0123');
    const logged: string[] = [];
    const engine = createFakeEngine();
    // The fake engine throws an error quoting a line it does not know: here, the secret itself.
    const runId = await queueRun(await newOwner(), 'sign in', ['hunter2-but-longer']);
    await db.update(testRuns).set({ secretVariables: { password: box.seal('hunter2-but-longer') } }).where(eq(testRuns.id, runId));
    await startWorker({ models: { ...NO_MODEL, box }, runTest: engine.runTest, logError: (message, error) => logged.push(`${message}: ${(error as Error).message}`) });
    expect(await runEnded(runId)).toBe('infrastructure-failure');
    expect(logged).toEqual([`run ${runId}: the engine failed: The fake engine has no behaviour '•••'`]);
  });
});
