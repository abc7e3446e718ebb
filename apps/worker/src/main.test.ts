import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase, createPool, workerStatus } from '@verity/db';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from '@verity/db/testing';
import { eq } from 'drizzle-orm';

const repoRoot = resolve(__dirname, '../../..');
/** Every worker a test started: one a failed test left running would keep Jest from ever exiting. */
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startWorker(env: Record<string, string>, preload: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload.flatMap((path) => ['--import', path]), join(__dirname, 'main.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

function readyMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((done) => child.once('message', done));
}

describe('the worker process', () => {
  const database = createTestDatabase();

  beforeAll(() => database.start(), TEST_DATABASE_TIMEOUT_MS);
  afterAll(() => database.stop(), TEST_DATABASE_TIMEOUT_MS);

  it('connects to the queue as a consumer, reports ready, and stops cleanly on SIGTERM', async () => {
    const worker = startWorker({ DATABASE_URL: database.databaseUrl, WORKER_NAME: 'worker-1' });
    await expect(readyMessage(worker.child)).resolves.toEqual({ type: 'ready' });
    expect(worker.output()).toMatch(/worker-1: ready: 2 runs at a time, Chromium \d+\S* \(\/usr\/bin\/chromium(-headless-shell)?\), files in \S+\/\.verity\/artifacts/);
    worker.child.kill('SIGTERM');
    await expect(worker.exited).resolves.toBe(0);
  }, 60_000);

  it('reports at start that it has no browser, what is missing and the fix, and records it for the API', async () => {
    const worker = startWorker({ DATABASE_URL: database.databaseUrl, WORKER_NAME: 'worker-nb', CHROMIUM_PATH: '/nonexistent/chrome' });
    await readyMessage(worker.child);
    expect(worker.output()).toContain(
      'worker-nb: ready: 2 runs at a time, no browser (No browser for test runs: CHROMIUM_PATH is set to /nonexistent/chrome, but there is no browser there. Set CHROMIUM_PATH',
    );
    const pool = createPool(database.databaseUrl);
    try {
      const reported = () => createDatabase(pool).select().from(workerStatus).where(eq(workerStatus.name, 'worker-nb'));
      expect(await reported()).toEqual([
        expect.objectContaining({ browser: expect.objectContaining({ state: 'unavailable', problem: expect.stringContaining('/nonexistent/chrome') }) }),
      ]);
      worker.child.kill('SIGTERM');
      await expect(worker.exited).resolves.toBe(0);
      expect(await reported()).toEqual([]);
    } finally {
      await pool.end();
    }
  }, 60_000);

  it("carries on past Playwright's late message for a closed page, and stops on any other uncaught error", async () => {
    // Thrown the way Playwright's client throws it: from a message handler, outside any call.
    const dir = await mkdtemp(join(tmpdir(), 'verity-worker-'));
    const thrower = join(dir, 'throw-on-message.mjs');
    await writeFile(thrower, "process.on('message', (message) => { if (message.throw) setImmediate(() => { throw new Error(message.throw); }); });\n");
    try {
      const worker = startWorker({ DATABASE_URL: database.databaseUrl, WORKER_NAME: 'worker-late' }, [pathToFileURL(thrower).href]);
      await readyMessage(worker.child);
      worker.child.send({ throw: 'Object with guid response@2c2c486acda8ce7812923d9ff31a5430 was not bound in the connection' });
      await new Promise((done) => setTimeout(done, 1_000));
      expect(worker.child.exitCode).toBeNull();
      expect(worker.output()).toContain('worker-late: a message for a closed page came late; carrying on: Object with guid response@2c2c486acda8ce7812923d9ff31a5430');
      worker.child.send({ throw: 'something else broke' });
      await expect(worker.exited).resolves.toBe(1);
      expect(worker.output()).toContain('worker-late: stopping on an unexpected error: something else broke');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops when the process that started it goes away', async () => {
    const worker = startWorker({ DATABASE_URL: database.databaseUrl });
    await readyMessage(worker.child);
    worker.child.disconnect();
    await expect(worker.exited).resolves.toBe(0);
    expect(worker.output()).toContain('parent process gone');
  }, 60_000);

  it('exits 1 naming each wrong variable', async () => {
    const worker = startWorker({ DATABASE_URL: 'mysql://nope', WORKER_CONCURRENCY: '0', BROWSER_WS_ENDPOINT: 'http://browser:3000' });
    await expect(worker.exited).resolves.toBe(1);
    expect(worker.output()).toContain('DATABASE_URL: must be a postgres:// URL (got 12 characters)');
    expect(worker.output()).toContain('WORKER_CONCURRENCY: Too small: expected number to be >=1 (got "0")');
    expect(worker.output()).toContain('BROWSER_WS_ENDPOINT: must be a ws:// or wss:// URL (got "http://browser:3000")');
  }, 60_000);
});
