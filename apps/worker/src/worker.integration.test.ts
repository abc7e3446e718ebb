import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
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

describe('a worker process with the real engine', () => {
  const harness = useWorkerHarness();
  // Nested, so the worker process stops (this block's afterAll) before the harness stops Postgres.
  describe('taking runs from the queue', () => {
    let site: Server;
    let baseUrl: string;
    let worker: ReturnType<typeof spawn> | undefined;
    let exited: Promise<unknown> | undefined;

    beforeAll(async () => {
      site = createServer((request, response) => {
        if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
        else response.writeHead(404).end();
      });
      await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
      baseUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

      const { databaseUrl, artifactsDir } = harness();
      worker = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
        cwd: resolve(__dirname, '../../..'),
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, ARTIFACTS_DIR: artifactsDir, WORKER_CONCURRENCY: '2', WORKER_NAME: 'it' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      exited = new Promise((done) => worker!.once('exit', done));
      await new Promise((done) => worker!.once('message', done));
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
});
