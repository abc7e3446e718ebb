import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from '@verity/db/testing';

const repoRoot = resolve(__dirname, '../../..');

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
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
    expect(worker.output()).toMatch(/worker-1: ready: 2 runs at a time, \/usr\/bin\/chromium, files in \S+\/\.verity\/artifacts/);
    worker.child.kill('SIGTERM');
    await expect(worker.exited).resolves.toBe(0);
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
