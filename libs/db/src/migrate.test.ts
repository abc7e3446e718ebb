import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, MIGRATIONS_DIR } from './migrate';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from './testing';

const database = createTestDatabase();
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
beforeAll(() => database.start(), TEST_DATABASE_TIMEOUT_MS);
afterAll(() => database.stop(), TEST_DATABASE_TIMEOUT_MS);

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('migrateDatabase', () => {
  it('creates every table, once, even when several processes start together', async () => {
    await Promise.all([migrateDatabase(database.databaseUrl), migrateDatabase(database.databaseUrl), migrateDatabase(database.databaseUrl)]);
    const tables = await query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema in ('public', 'auth') order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual([
      'auth.dev_mail',
      'auth.identities',
      'auth.one_time_tokens',
      'auth.refresh_tokens',
      'auth.sessions',
      'auth.users',
      'public.api_tokens',
      'public.checkout_sessions',
      'public.credit_ledger',
      'public.folders',
      'public.inbox_addresses',
      'public.inbox_messages',
      'public.model_answers',
      'public.model_providers',
      'public.notification_channels',
      'public.notification_deliveries',
      'public.profiles',
      'public.promo_codes',
      'public.promo_redemptions',
      'public.rate_limit_hits',
      'public.schedules',
      'public.signed_in_sessions',
      'public.suite_runs',
      'public.test_runs',
      'public.tests',
      'public.visual_baselines',
      'public.worker_status',
    ]);
    const applied = await query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(applied[0]!.count)).toBe(journal.entries.length);
  });

  it('is a no-op on an up-to-date database', async () => {
    await migrateDatabase(database.databaseUrl);
    const applied = await query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(applied[0]!.count)).toBe(journal.entries.length);
  });

  it('enforces the invariants the services rely on', async () => {
    const owner = '00000000-0000-4000-8000-000000000001';
    await expect(query(`insert into profiles (owner_id, credit_balance) values ('${owner}', -1)`)).rejects.toThrow(
      /profiles_credit_balance_not_negative/,
    );
    await expect(
      query(`insert into test_runs (owner_id, configuration, status) values ('${owner}', '{}', 'exploded')`),
    ).rejects.toThrow(/test_runs_status_known/);
    await query(`insert into credit_ledger (owner_id, delta, balance_after, reason, reference) values ('${owner}', -1, 0, 'run_debit', 'run-1')`);
    await expect(
      query(`insert into credit_ledger (owner_id, delta, balance_after, reason, reference) values ('${owner}', -1, 0, 'run_debit', 'run-1')`),
    ).rejects.toThrow(/credit_ledger_once_per_reference/);
  });
});
