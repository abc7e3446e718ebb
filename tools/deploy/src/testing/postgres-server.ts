import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '@verity/process';

const execFileAsync = promisify(execFile);
const DEBIAN_POSTGRES = '/usr/lib/postgresql';
const DATABASE = 'verity';
const USER = 'verity';

export interface PostgresServer {
  /** postgres://verity:…@127.0.0.1:<port>/verity, password-authenticated like a managed server. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL that Debian's `postgresql` package installed, or null. */
export function debianPostgresBin(): string | null {
  if (!existsSync(DEBIAN_POSTGRES)) return null;
  const [newest] = readdirSync(DEBIAN_POSTGRES)
    .filter((version) => existsSync(join(DEBIAN_POSTGRES, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? join(DEBIAN_POSTGRES, newest, 'bin') : null;
}

/**
 * A throwaway cluster of Debian's PostgreSQL (a real server, the kind production uses, not the embedded one) in a
 * temporary folder, on a free port of 127.0.0.1. Postgres refuses to run as root: as root (CI) it runs as the
 * `postgres` user the package creates.
 */
export async function startPostgresServer({ maxConnections = 300 } = {}): Promise<PostgresServer> {
  const bin = debianPostgresBin();
  if (!bin) throw new Error("Debian's PostgreSQL is not installed: apt-get install -y postgresql (.ci/run installs it when missing).");
  const owner = process.getuid?.() === 0 ? await systemUser('postgres') : undefined;
  const dir = await mkdtemp(join(tmpdir(), 'verity-postgres-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const asOwner = { cwd: dir, ...owner };
  const pgCtl = (args: string[]) => execFileAsync(join(bin, 'pg_ctl'), ['-D', dataDir, ...args], asOwner);

  let isStarted = false;
  const stop = async () => {
    if (isStarted) await pgCtl(['stop', '-m', 'fast', '-w']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const password = randomBytes(18).toString('base64url');
    const passwordFile = join(dir, 'password');
    await writeFile(passwordFile, password, { mode: 0o600 });
    if (owner) await chown(passwordFile, owner.uid, owner.gid);
    await execFileAsync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', USER, `--pwfile=${passwordFile}`, '--auth-host=scram-sha-256', '--auth-local=trust', '--encoding=UTF8', '--no-locale', '--no-sync'],
      asOwner,
    );
    const port = await findFreePort();
    // No Unix socket (its default folder belongs to the system's cluster); durability is not under test: no fsync.
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=${maxConnections} -c fsync=off -c synchronous_commit=off`;
    await pgCtl(['start', '-w', '-t', '60', '-l', logFile, '-o', serverOptions]).catch(async (error: unknown) => {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
    });
    isStarted = true;
    const serverUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await client.connect();
    await client.query(`create database ${DATABASE}`).finally(() => client.end());
    return { databaseUrl: `${serverUrl}/${DATABASE}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function systemUser(name: string): Promise<{ uid: number; gid: number }> {
  const entry = (await readFile('/etc/passwd', 'utf8')).split('\n').find((line) => line.startsWith(`${name}:`));
  const [, , uid, gid] = entry?.split(':') ?? [];
  if (!uid || !gid) throw new Error(`No "${name}" system user to run PostgreSQL as (it comes with Debian's postgresql package).`);
  return { uid: Number(uid), gid: Number(gid) };
}
