import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 50;

/** The pid of the server recorded in `<pgDataDir>/postmaster.pid`, or null when there is no readable file. */
export async function readPostmasterPid(pgDataDir: string): Promise<number | null> {
  const text = await readFile(join(pgDataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number.parseInt(text?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Whether `pid` is a live process. A zombie (exited, not yet reaped by its parent) counts as gone: the
 * orphaned Postgres of a killed stack is reparented to PID 1, which may never reap it.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const state = procState(pid);
  return state !== 'Z' && state !== 'X';
}

function procState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

/** On Linux, checks the command line so that a recycled pid is never taken for Postgres. Elsewhere: trusts it. */
function looksLikePostgres(pid: number): boolean {
  const cmdlinePath = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    return readFileSync(cmdlinePath, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await sleep(POLL_MS);
  }
  return !isProcessAlive(pid);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export interface StopServerOptions {
  /** How long Postgres gets for a fast shutdown (SIGINT) before it is killed. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * Stops the Postgres server that owns `pgDataDir`, whoever started it: SIGINT (fast shutdown: roll back open
 * transactions, disconnect clients, checkpoint), then SIGKILL if it does not exit in time. Removes a
 * postmaster.pid that is left behind, since Postgres refuses to start while one names a live process.
 * Returns the pid that was stopped, or null when no server was running.
 */
export async function stopPostgresServer(
  pgDataDir: string,
  { timeoutMs = 10_000, log = () => undefined }: StopServerOptions = {},
): Promise<number | null> {
  const pidFile = join(pgDataDir, 'postmaster.pid');
  const pid = await readPostmasterPid(pgDataDir);
  if (pid === null) return null;
  if (!isProcessAlive(pid) || !looksLikePostgres(pid)) {
    await rm(pidFile, { force: true });
    return null;
  }
  signal(pid, 'SIGINT');
  if (!(await waitForExit(pid, timeoutMs))) {
    log(`Postgres (pid ${pid}) did not shut down within ${timeoutMs} ms; killing it.`);
    signal(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  await rm(pidFile, { force: true });
  return pid;
}
