import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { findWorkspaceRoot } from '@verity/process';

/** The image's entry point; `npm run start:<service>` runs it too. */
export const ENTRY_SCRIPT = join(findWorkspaceRoot(), 'tools/deploy/verity.sh');

export interface ServiceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServiceProcess {
  name: string;
  pid: number;
  /** Everything it wrote to stdout and stderr so far, line by line. */
  output: string[];
  exited: Promise<ServiceExit>;
  /** Resolves once GET `url` answers 200; rejects when the process exits first or time runs out. */
  waitForHttp(url: string, timeoutMs?: number): Promise<void>;
  /** Resolves with the first output line matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then SIGKILL after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<ServiceExit>;
}

/**
 * Starts `verity <command…>` from `appDir` with exactly `env` (plus PATH): nothing inherited from this process,
 * so no NODE_OPTIONS and no loader can reach the service.
 */
export function startBuiltService(appDir: string, command: readonly string[], env: Record<string, string>): BuiltServiceProcess {
  const name = env.WORKER_NAME ?? command[0] ?? 'verity';
  const child = spawn('sh', [ENTRY_SCRIPT, ...command], { cwd: appDir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const lineWaiters = new Set<(line: string) => void>();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      for (const waiter of lineWaiters) waiter(line);
    });
  }
  let exit: ServiceExit | undefined;
  const exited = new Promise<ServiceExit>((resolve) => child.once('exit', (code, signal) => resolve((exit = { code, signal }))));
  const failure = (what: string) => new Error(`${name} ${what}. Its last output:\n${output.slice(-20).join('\n')}`);

  return {
    name,
    pid: child.pid!,
    output,
    exited,
    async waitForHttp(url, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exit) throw failure(`exited (${exit.signal ?? exit.code}) before answering ${url}`);
        const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        await sleep(150);
      }
      throw failure(`did not answer ${url} within ${timeoutMs / 1000} s`);
    },
    waitForLine(pattern, timeoutMs = 60_000) {
      const seen = output.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const done = (settle: () => void) => {
          clearTimeout(timer);
          lineWaiters.delete(onLine);
          settle();
        };
        const onLine = (line: string) => pattern.test(line) && done(() => resolve(line));
        const timer = setTimeout(() => done(() => reject(failure(`wrote no line matching ${pattern} within ${timeoutMs / 1000} s`))), timeoutMs);
        lineWaiters.add(onLine);
        void exited.then((outcome) => done(() => reject(failure(`exited (${outcome.signal ?? outcome.code}) before writing ${pattern}`))));
      });
    },
    async stop(timeoutMs = 15_000) {
      if (!exit) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

/** How a process was started: its command line and whether NODE_OPTIONS was in its environment (Linux /proc). */
export async function processLaunch(pid: number): Promise<{ argv: string[]; nodeOptions: string | undefined }> {
  const split = (text: string) => text.split('\0').filter(Boolean);
  const argv = split(await readFile(`/proc/${pid}/cmdline`, 'utf8'));
  const environment = split(await readFile(`/proc/${pid}/environ`, 'utf8'));
  const nodeOptions = environment.find((entry) => entry.startsWith('NODE_OPTIONS='))?.slice('NODE_OPTIONS='.length);
  return { argv, nodeOptions };
}
