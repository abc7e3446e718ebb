import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findFreePort } from '@verity/process';
import { migrateDatabase } from './migrate';
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
export function createTestDatabase({ prepared }: TestDatabaseOptions = {}): TestDatabase {
  const sharedServerUrl = process.env[SHARED_SERVER_VARIABLE];
  return sharedServerUrl ? databaseOnServer(sharedServerUrl, prepared) : serverOfItsOwn(prepared);
}

export interface TestDatabaseOptions {
  /**
   * What every database of its kind starts with (the schema migrated, the queue's tables): on a shared server it is
   * made once, in a template database named after `name`, and each test file's database is a copy of it, which takes
   * a fraction of migrating again. `prepare` must close every connection it opens.
   */
  prepared?: { name: string; prepare: (databaseUrl: string) => Promise<void> };
}

/** The schema migrated: `createTestDatabase({ prepared: MIGRATED })`. */
export const MIGRATED = { name: 'migrated', prepare: (databaseUrl: string) => migrateDatabase(databaseUrl) };

/** Any constant works; it only has to be the same in every test process that makes a template on the server. */
const TEMPLATE_LOCK_KEY = 7_310_420_002;

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

/** The URL of database `name` on the server at `serverUrl`. */
function onDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `sql` on the server's maintenance database. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  await queryRows(onDatabase(serverUrl, 'postgres'), sql);
}

/**
 * The template database of `prepared`'s kind on the server, made on first use: test files that start at once take
 * turns (an advisory lock), and one whose making failed leaves no template behind (it is built under another name).
 */
async function templateOnServer(serverUrl: string, { name, prepare }: NonNullable<TestDatabaseOptions['prepared']>): Promise<string> {
  const template = `template_${name.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`;
  const building = `${template}_building`;
  const client = new pg.Client({ connectionString: onDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount === 0) {
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      await prepare(onDatabase(serverUrl, building));
      // A copy cannot be made of a database someone is connected to.
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building]);
      await client.query(`alter database ${building} rename to ${template}`);
    }
    return template;
  } finally {
    await client.end();
  }
}

function databaseOnServer(serverUrl: string, prepared: TestDatabaseOptions['prepared']): TestDatabase {
  const name = `test_${randomBytes(8).toString('hex')}`;
  let starting: Promise<void> | undefined;
  let created = false;
  return {
    get databaseUrl() {
      if (!created) throw new Error('The test database is not started: call start() in beforeAll');
      return onDatabase(serverUrl, name);
    },
    async start() {
      starting ??= (async () => {
        const template = prepared ? await templateOnServer(serverUrl, prepared) : null;
        await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
        created = true;
      })();
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

function serverOfItsOwn(prepared: TestDatabaseOptions['prepared']): TestDatabase {
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
        const database = await resolveDatabase({ dataDir });
        // A failed preparation stops its Postgres here: stop() only gets hold of a database that started.
        await prepared?.prepare(database.databaseUrl).catch(async (error: unknown) => {
          await database.stop();
          throw error;
        });
        return database;
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
