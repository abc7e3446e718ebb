import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './find-free-port';
import { resolveDatabase } from './resolve-database';

export interface TestDatabase {
  databaseUrl: string;
  dataDir: string;
  /** Stops Postgres and deletes its data directory. */
  stop(): Promise<void>;
}

/** A throwaway embedded Postgres for one test file: start it in beforeAll, stop it in afterAll. */
export async function startTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'verity-test-db-'));
  const database = await resolveDatabase({ dataDir });
  return {
    databaseUrl: database.databaseUrl,
    dataDir,
    async stop() {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A postgres:// URL on which nothing listens, for testing how services behave without their database. */
export async function unreachableDatabaseUrl(): Promise<string> {
  return `postgres://verity:unused@127.0.0.1:${await findFreePort()}/verity`;
}
