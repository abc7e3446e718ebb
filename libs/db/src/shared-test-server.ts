// One embedded Postgres for a whole jest project (started by shared-postgres.cjs): it prints its URL, then runs
// until its standard input closes, which also happens when jest dies without tearing down.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

const dataDir = await mkdtemp(join(tmpdir(), 'verity-test-postgres-'));
// As root, Postgres runs as the postgres user, which must be able to enter the directory.
await chmod(dataDir, 0o711);
// Test data need not survive a crash: without waiting for the disk, a file's tables are set up far sooner.
const database = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' } });
process.stdout.write(`${JSON.stringify({ databaseUrl: database.databaseUrl })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.stdin.on('end', stop).on('close', stop).resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
