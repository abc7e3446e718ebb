import pg from 'pg';
import { createTestDatabase, queryRows, TEST_DATABASE_TIMEOUT_MS } from './testing';

const databaseNames = async (serverUrl: string) => (await queryRows<{ datname: string }>(serverUrl, 'select datname from pg_database')).map((row) => row.datname);

describe('createTestDatabase on the project’s shared server', () => {
  const serverUrl = process.env.VERITY_TEST_POSTGRES_URL;

  it('runs on the server jest started for the project', () => {
    expect(serverUrl).toMatch(/^postgres(ql)?:\/\//);
  });

  it('gives each test file a database of its own, and drops it on stop, connections and all', async () => {
    const [first, second] = [createTestDatabase(), createTestDatabase()];
    await Promise.all([first.start(), second.start()]);
    try {
      expect(first.databaseUrl).not.toBe(second.databaseUrl);
      await queryRows(first.databaseUrl, 'create table only_in_first (id int)');
      const tables = (url: string) => queryRows<{ tablename: string }>(url, `select tablename from pg_tables where schemaname = 'public'`);
      expect(await tables(first.databaseUrl)).toEqual([{ tablename: 'only_in_first' }]);
      expect(await tables(second.databaseUrl)).toEqual([]);

      const name = new URL(first.databaseUrl).pathname.slice(1);
      const left = new pg.Client({ connectionString: first.databaseUrl });
      left.on('error', () => undefined);
      await left.connect();
      await first.stop();
      expect(await databaseNames(second.databaseUrl)).not.toContain(name);
      await left.end().catch(() => undefined);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  }, TEST_DATABASE_TIMEOUT_MS);

  it('prepares a kind of database once, as a template, and gives each file a copy of it', async () => {
    const prepare = jest.fn(async (databaseUrl: string) => {
      await queryRows(databaseUrl, 'create table prepared (id int); insert into prepared values (1)');
    });
    const kind = { name: `kind ${Math.random().toString(36).slice(2)}`, prepare };
    const [first, second] = [createTestDatabase({ prepared: kind }), createTestDatabase({ prepared: kind })];
    await Promise.all([first.start(), second.start()]);
    try {
      expect(prepare).toHaveBeenCalledTimes(1);
      await queryRows(first.databaseUrl, 'insert into prepared values (2)');
      expect(await queryRows(first.databaseUrl, 'select id from prepared order by id')).toEqual([{ id: 1 }, { id: 2 }]);
      expect(await queryRows(second.databaseUrl, 'select id from prepared')).toEqual([{ id: 1 }]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  }, TEST_DATABASE_TIMEOUT_MS);

  it('leaves no template behind when preparing fails, and tries again for the next file', async () => {
    const name = `failing ${Math.random().toString(36).slice(2)}`;
    const failing = createTestDatabase({ prepared: { name, prepare: () => Promise.reject(new Error('migration failed')) } });
    await expect(failing.start()).rejects.toThrow('migration failed');
    await failing.stop();
    const retried = createTestDatabase({ prepared: { name, prepare: (databaseUrl) => queryRows(databaseUrl, 'create table prepared (id int)').then(() => undefined) } });
    await retried.start();
    try {
      expect(await queryRows(retried.databaseUrl, `select tablename from pg_tables where schemaname = 'public'`)).toEqual([{ tablename: 'prepared' }]);
    } finally {
      await retried.stop();
    }
  }, TEST_DATABASE_TIMEOUT_MS);

  it('refuses a URL before start, and stops quietly when it never started', async () => {
    const database = createTestDatabase();
    expect(() => database.databaseUrl).toThrow('The test database is not started: call start() in beforeAll');
    await expect(database.stop()).resolves.toBeUndefined();
  });
});
