import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { checkDatabase, createPool } from './pool';
import { isProcessAlive, readPostmasterPid } from './postmaster';
import { resolveDatabase } from './resolve-database';
import { queryRows, TEST_DATABASE_TIMEOUT_MS, unreachableDatabaseUrl } from './testing';

const repoRoot = resolve(__dirname, '../../..');

/** Runs fixtures/hold-database.ts in a child process and resolves with what it printed once Postgres is up. */
function holdDatabaseInChild(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures/hold-database.ts'), dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise<{ databaseUrl: string; postmasterPid: number }>((resolvePrinted, reject) => {
    child.once('exit', (code) => reject(new Error(`hold-database exited early with code ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolvePrinted(JSON.parse(line)));
  });
  return { child, started };
}

describe('resolveDatabase', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verity-db-test-'));
    // As root, Postgres runs as the postgres user, which must be able to enter the directories we give it.
    await chmod(dataDir, 0o711);
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('passes DATABASE_URL through without starting anything', async () => {
    const missingDir = join(dataDir, 'never-created');
    const database = await resolveDatabase({ dataDir: missingDir, databaseUrl: 'postgres://u:p@db.example:5432/verity' });
    expect(database.databaseUrl).toBe('postgres://u:p@db.example:5432/verity');
    expect(database.isEmbedded).toBe(false);
    await database.stop();
    expect(existsSync(missingDir)).toBe(false);
  });

  it('starts an embedded Postgres with a verity database, and reuses its data on the next start', async () => {
    const first = await resolveDatabase({ dataDir: join(dataDir, 'reuse') });
    expect(first.isEmbedded).toBe(true);
    expect(first.databaseUrl).toMatch(/^postgres:\/\/postgres:[0-9a-f]+@127\.0\.0\.1:\d+\/verity$/);
    await queryRows(first.databaseUrl, "create table marker (note text); insert into marker values ('kept')");
    await first.stop();
    expect(existsSync(join(dataDir, 'reuse/postgres/postmaster.pid'))).toBe(false);
    expect((await stat(join(dataDir, 'reuse/postgres-credentials.json'))).mode & 0o777).toBe(0o600);

    const second = await resolveDatabase({ dataDir: join(dataDir, 'reuse') });
    try {
      await expect(queryRows(second.databaseUrl, 'select note from marker')).resolves.toEqual([{ note: 'kept' }]);
    } finally {
      await second.stop();
    }
  }, 2 * TEST_DATABASE_TIMEOUT_MS);

  it('refuses a data directory whose database another live process is using', async () => {
    const running = await resolveDatabase({ dataDir: join(dataDir, 'busy') });
    try {
      await expect(resolveDatabase({ dataDir: join(dataDir, 'busy') })).rejects.toThrow(
        `is in use by process ${process.pid}`,
      );
      await expect(queryRows(running.databaseUrl, 'select 1 as one')).resolves.toEqual([{ one: 1 }]);
    } finally {
      await running.stop();
    }
  }, TEST_DATABASE_TIMEOUT_MS);

  it('recovers from a Postgres left running by a process that was killed with SIGKILL', async () => {
    const stale = join(dataDir, 'stale');
    const { child, started } = holdDatabaseInChild(stale);
    const { postmasterPid } = await started;
    child.removeAllListeners('exit');
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    expect(isProcessAlive(postmasterPid)).toBe(true);

    const database = await resolveDatabase({ dataDir: stale });
    try {
      expect(isProcessAlive(postmasterPid)).toBe(false);
      expect(await readPostmasterPid(join(stale, 'postgres'))).not.toBe(postmasterPid);
      await expect(queryRows(database.databaseUrl, 'select current_database() as name')).resolves.toEqual([{ name: 'verity' }]);
    } finally {
      await database.stop();
    }
  }, 2 * TEST_DATABASE_TIMEOUT_MS);
});

describe('checkDatabase', () => {
  it('is false when nothing listens at the URL', async () => {
    const pool = createPool(await unreachableDatabaseUrl());
    try {
      await expect(checkDatabase(pool)).resolves.toBe(false);
    } finally {
      await pool.end();
    }
  });
});
