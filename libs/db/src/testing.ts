import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from '@verity/process';
import { resolveDatabase, type ResolvedDatabase } from './resolve-database';

/** Starting Postgres takes about a second, and far longer on a busy machine: give hooks this long. */
export const TEST_DATABASE_TIMEOUT_MS = 60_000;

export interface TestDatabase {
  /** The URL of the started database; throws before start() has finished. */
  readonly databaseUrl: string;
  start(): Promise<void>;
  /** Stops Postgres (also one whose start is still under way) and deletes its data directory. */
  stop(): Promise<void>;
}

/** The server a jest project shares among its test files (set by @verity/db/jest's shared-postgres.cjs). */
const SHARED_SERVER_VARIABLE = 'VERITY_TEST_POSTGRES_URL';

/**
 * A throwaway database for one test file:
 * `beforeAll(() => database.start(), TEST_DATABASE_TIMEOUT_MS); afterAll(() => database.stop());`
 * A new database on the project's shared server when there is one, else an embedded Postgres of its own.
 * stop() waits for a start that is still running, so a timed-out hook never leaves Postgres behind
 * (its open pipes would keep jest from exiting).
 */
export function createTestDatabase(): TestDatabase {
  const sharedServerUrl = process.env[SHARED_SERVER_VARIABLE];
  return sharedServerUrl ? databaseOnServer(sharedServerUrl) : serverOfItsOwn();
}

/** The rows `sql` gives on the database, through a connection of its own, closed after. */
export async function queryRows<Row extends pg.QueryResultRow>(databaseUrl: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the server's maintenance database. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  await queryRows(url.toString(), sql);
}

function databaseOnServer(serverUrl: string): TestDatabase {
  const name = `test_${randomBytes(8).toString('hex')}`;
  let starting: Promise<void> | undefined;
  let created = false;
  return {
    get databaseUrl() {
      if (!created) throw new Error('The test database is not started: call start() in beforeAll');
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async start() {
      starting ??= onServer(serverUrl, `create database ${name}`).then(() => {
        created = true;
      });
      await starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      if (!created) return;
      // A pool the file left open must not keep its database: FORCE ends its connections.
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function serverOfItsOwn(): TestDatabase {
  let dataDir: string | undefined;
  let starting: Promise<ResolvedDatabase> | undefined;
  let started: ResolvedDatabase | undefined;
  return {
    get databaseUrl() {
      if (!started) throw new Error('The test database is not started: call start() in beforeAll');
      return started.databaseUrl;
    },
    async start() {
      starting ??= (async () => {
        dataDir = await mkdtemp(join(tmpdir(), 'verity-test-db-'));
        // As root, Postgres runs as the postgres user, which must be able to enter the directory.
        await chmod(dataDir, 0o711);
        return resolveDatabase({ dataDir });
      })();
      started = await starting;
    },
    async stop() {
      const database = await starting?.catch(() => undefined);
      await database?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A postgres:// URL on which nothing listens, for testing how services behave without their database. */
export async function unreachableDatabaseUrl(): Promise<string> {
  return `postgres://verity:unused@127.0.0.1:${await findFreePort()}/verity`;
}
