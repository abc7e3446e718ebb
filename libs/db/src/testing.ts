import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * A throwaway embedded Postgres for one test file:
 * `beforeAll(() => database.start(), TEST_DATABASE_TIMEOUT_MS); afterAll(() => database.stop());`
 * stop() waits for a start that is still running, so a timed-out hook never leaves Postgres behind
 * (its open pipes would keep jest from exiting).
 */
export function createTestDatabase(): TestDatabase {
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
