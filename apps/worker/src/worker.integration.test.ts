import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { modelAnswers } from '@verity/db';
import { type FakeModelServer, openAiToolCall, startFakeModelServer } from '@verity/models/testing';
import { eq } from 'drizzle-orm';
import { useWorkerHarness } from './testing/worker-harness';

// The whole worker process (src/main.ts) with the real engine and Debian's Chromium, taking runs from the real
// queue and executing them against a tiny local site.

const PAGE = `<!doctype html>
<html><head><title>Greeter</title></head>
<body>
  <h1>Greeter</h1>
  <button type="button" onclick="document.getElementById('greeting').textContent = 'Hello, tester'">Show greeting</button>
  <p id="greeting"></p>
</body></html>`;

/** Starts src/main.ts as its own process on the harness's database; resolves once it takes jobs. */
function spawnWorker(env: Record<string, string>) {
  const worker = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
    cwd: resolve(__dirname, '../../..'),
    env: { PATH: process.env.PATH ?? '', WORKER_CONCURRENCY: '2', WORKER_NAME: 'it', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((done) => worker.once('exit', done));
  const ready = new Promise((done) => worker.once('message', done));
  return { worker, exited, ready };
}

function serve(page: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    else response.writeHead(404).end();
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

describe('a worker process with the real engine', () => {
  const harness = useWorkerHarness();
  // Nested, so the worker process stops (this block's afterAll) before the harness stops Postgres.
  describe('taking runs from the queue', () => {
    let site: Server;
    let baseUrl: string;
    let worker: ReturnType<typeof spawn> | undefined;
    let exited: Promise<unknown> | undefined;

    beforeAll(async () => {
      ({ server: site, url: baseUrl } = await serve(PAGE));
      const { databaseUrl, artifactsDir } = harness();
      const started = spawnWorker({ DATABASE_URL: databaseUrl, ARTIFACTS_DIR: artifactsDir });
      ({ worker, exited } = started);
      await started.ready;
    }, 60_000);

    afterAll(async () => {
      worker?.kill('SIGTERM');
      await exited;
      await new Promise((done) => site?.close(done));
    }, 30_000);

    it('passes a test whose steps hold, with screenshots and a trace the API can serve', async () => {
      const { newOwner, queueRun, waitForRun, artifactsDir } = harness();
      const owner = await newOwner();
      const runId = await queueRun(owner, 'greets', ['Open the home page', 'Click "Show greeting"', 'Check that the page shows "Hello, tester"'], baseUrl);

      const run = await waitForRun(runId, (row) => row.status !== 'pending' && row.status !== 'running');
      expect(run).toMatchObject({ status: 'completed', verdict: 'passed', error: null });
      expect(run.steps.map((step) => step.status)).toEqual(['completed', 'completed', 'completed']);
      for (const step of run.steps) {
        expect(step.screenshot).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpg)$/);
        expect((await stat(join(artifactsDir, owner, runId, step.screenshot!))).size).toBeGreaterThan(0);
      }
      expect(run.artifacts.trace).toMatch(/\.zip$/);
      expect((await readFile(join(artifactsDir, owner, runId, run.artifacts.trace!))).subarray(0, 2).toString()).toBe('PK');
    }, 60_000);

    it('fails a test at the step that does not hold, with a reason a person understands', async () => {
      const { newOwner, queueRun, waitForRun } = harness();
      const owner = await newOwner();
      const runId = await queueRun(owner, 'signs in', ['Open the home page', 'Click "Sign in"', 'Check that the page shows "Welcome"'], baseUrl);

      const run = await waitForRun(runId, (row) => row.status !== 'pending' && row.status !== 'running');
      expect(run).toMatchObject({ status: 'failed', verdict: 'failed' });
      expect(run.steps.map((step) => step.status)).toEqual(['completed', 'failed', 'cancelled']);
      expect(run.steps[1]!.error).toMatch(/Sign in/);
      expect(run.summary).toMatch(/Sign in/);
    }, 60_000);
  });

  describe('with a deployment model', () => {
    let site: Server;
    let baseUrl: string;
    let models: FakeModelServer;
    let worker: ReturnType<typeof spawn> | undefined;
    let exited: Promise<unknown> | undefined;

    beforeAll(async () => {
      ({ server: site, url: baseUrl } = await serve(PAGE));
      models = await startFakeModelServer();
      const { databaseUrl, artifactsDir } = harness();
      const started = spawnWorker({
        DATABASE_URL: databaseUrl,
        ARTIFACTS_DIR: artifactsDir,
        VERITY_MODEL_PROTOCOL: 'openai',
        VERITY_MODEL: 'gpt-4o-mini',
        VERITY_MODEL_BASE_URL: models.openAiBaseUrl,
        VERITY_MODEL_API_KEY: 'sk-test-worker',
      });
      ({ worker, exited } = started);
      await started.ready;
    }, 60_000);

    afterAll(async () => {
      worker?.kill('SIGTERM');
      await exited;
      await Promise.all([new Promise((done) => site?.close(done)), models?.close()]);
    }, 30_000);

    it('reads a line only the model can read, records what it cost, and replays the answer in the next run with no call', async () => {
      const { newOwner, queueRun, waitForRun, db } = harness();
      models.reply(openAiToolCall('write_step', { step: 'Click "Show greeting"', reason: 'The button that shows the greeting.' }, { input: 640, output: 20 }));
      const owner = await newOwner();
      const instructions = ['Open the home page', 'Do the greeting dance', 'Check that the page shows "Hello, tester"'];
      const ended = (row: { status: string }) => row.status !== 'pending' && row.status !== 'running';

      const first = await waitForRun(await queueRun(owner, 'greets', instructions, baseUrl, { asTest: true }), ended);
      expect(first).toMatchObject({ status: 'completed', verdict: 'passed' });
      expect(first.steps[1]).toMatchObject({ resolved_by: 'model', expanded: [{ step: 'Click "Show greeting"', status: 'completed' }] });
      expect(first.modelUsage).toEqual({ model: 'gpt-4o-mini', calls: 1, inputTokens: 640, outputTokens: 20, replayed: 0, estimatedCostUsd: 0.000108 });
      expect(models.requests).toHaveLength(1);
      expect(models.requests[0]?.headers.authorization).toBe('Bearer sk-test-worker');
      expect(await db.select({ line: modelAnswers.line, step: modelAnswers.step, model: modelAnswers.model }).from(modelAnswers).where(eq(modelAnswers.ownerId, owner))).toEqual([
        { line: 'Do the greeting dance', step: 'Click "Show greeting"', model: 'gpt-4o-mini' },
      ]);

      // The test's next run, as "Run now" queues it.
      const again = await waitForRun(await queueRun(owner, 'greets', instructions, baseUrl, { testId: first.testId! }), ended);
      expect(again).toMatchObject({ status: 'completed', verdict: 'passed' });
      expect(again.steps[1]).toMatchObject({ resolved_by: 'stored' });
      expect(again.modelUsage).toMatchObject({ calls: 0, replayed: 1, estimatedCostUsd: 0 });
      expect(models.requests).toHaveLength(1);
    }, 90_000);
  });
});
