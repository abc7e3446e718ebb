import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { besideBundle, isBundled } from '@verity/process';

/** libs/db/migrations; a built service carries its own copy next to its bundle. */
export const MIGRATIONS_DIR = isBundled ? besideBundle('migrations') : path.resolve(import.meta.dirname, '../migrations');

/** Any constant works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_310_420_001;

/**
 * Applies the SQL migrations not applied yet, each in a transaction. Services call this at start-up; the
 * advisory lock makes concurrent starts (api and auth at once, several api replicas) take turns, so each
 * migration runs exactly once.
 */
export async function migrateDatabase(databaseUrl: string, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
