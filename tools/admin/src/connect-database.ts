import { readFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { DATABASE_NAME, databaseUrlSchema, migrateDatabase, resolveDatabase } from '@verity/db';

export interface AdminDatabase {
  databaseUrl: string;
  /** Says which database, without its credentials. */
  description: string;
  /** Stops the embedded Postgres when this command started it; otherwise nothing. */
  release(): Promise<void>;
}

export interface ConnectOptions {
  env: Record<string, string | undefined>;
  /** The workspace root: VERITY_DATA_DIR is relative to it. */
  rootDir: string;
}

const credentialsSchema = z.object({ user: z.string().min(1), password: z.string().min(1) });

/**
 * The database an admin command works on: DATABASE_URL when set; else the local stack's embedded Postgres,
 * joined if it is running (the stack owns it and keeps it), or started for this command, migrated, and stopped
 * again afterwards.
 */
export async function connectDatabase({ env, rootDir }: ConnectOptions): Promise<AdminDatabase> {
  if (env.DATABASE_URL) {
    const parsed = databaseUrlSchema.safeParse(env.DATABASE_URL);
    if (!parsed.success) throw new Error('DATABASE_URL must be a postgres:// URL.');
    return { databaseUrl: parsed.data, description: 'the database at DATABASE_URL', release: async () => undefined };
  }
  const dataDirSetting = env.VERITY_DATA_DIR ?? '.verity';
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(rootDir, dataDirSetting);

  const running = await runningEmbeddedUrl(dataDir);
  if (running && (await answers(running))) {
    return { databaseUrl: running, description: `the running embedded Postgres in ${dataDir}`, release: async () => undefined };
  }
  // Not running, or a server left behind by a killed stack: resolveDatabase stops that one and starts afresh.
  const started = await resolveDatabase({ dataDir });
  try {
    await migrateDatabase(started.databaseUrl);
  } catch (error) {
    await started.stop();
    throw error;
  }
  return { databaseUrl: started.databaseUrl, description: `the embedded Postgres in ${dataDir} (started for this command)`, release: started.stop };
}

/** The URL of a live server in `<dataDir>/postgres`, from its postmaster.pid (pid on line 1, port on line 4). */
async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const pidFile = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  if (!pidFile) return null;
  const lines = pidFile.split('\n');
  const [pid, port] = [Number.parseInt(lines[0] ?? '', 10), Number.parseInt(lines[3] ?? '', 10)];
  if (!(pid > 0 && port > 0) || !isAlive(pid)) return null;
  const credentialsText = await readFile(join(dataDir, 'postgres-credentials.json'), 'utf8').catch(() => null);
  const credentials = credentialsSchema.safeParse(credentialsText === null ? null : JSON.parse(credentialsText));
  if (!credentials.success) return null;
  const { user, password } = credentials.data;
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function answers(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
