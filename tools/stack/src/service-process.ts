import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogFormatter } from './log-lines';

export interface ServiceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** Settles when the process has exited, for whatever reason. */
  exited: Promise<ServiceExit>;
  /** SIGTERM, then SIGKILL if it has not exited in time. */
  stop(timeoutMs?: number): Promise<ServiceExit>;
}

export interface SpawnServiceOptions {
  name: string;
  /** apps/<app>/src/main.ts */
  app: string;
  rootDir: string;
  env: NodeJS.ProcessEnv;
  /** Writes one prefixed line of the service's output. */
  print: (name: string, line: string) => void;
}

/**
 * Runs a service as `node --import tsx apps/<app>/src/main.ts`. The IPC channel lets a service notice when
 * the stack is gone (its `disconnect` event) even after a kill -9, and lets a worker report that it is ready.
 */
export function spawnService({ name, app, rootDir, env, print }: SpawnServiceOptions): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(rootDir, 'apps', app, 'src', 'main.ts')], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const format = createLogFormatter();
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      const formatted = format(line);
      if (formatted !== null) for (const part of formatted.split('\n')) print(name, part);
    });
  }
  const exited = new Promise<ServiceExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      print(name, `could not start: ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });

  async function stop(timeoutMs = 10_000): Promise<ServiceExit> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        print(name, `did not stop within ${timeoutMs} ms; killing it`);
        child.kill('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  }

  return { name, child, exited, stop };
}

export function describeExit({ code, signal }: ServiceExit): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/** Resolves once GET `url` answers 200; rejects when the service exits first or time runs out. */
export async function waitForHttp(service: ServiceProcess, url: string, timeoutMs = 60_000): Promise<void> {
  let exit: ServiceExit | undefined;
  void service.exited.then((outcome) => (exit = outcome));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`${service.name} ${describeExit(exit)} while starting; see its output above.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${service.name} did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** Resolves when the service sends {type: 'ready'} over IPC. */
export function waitForReadyMessage(service: ServiceProcess, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${service.name} did not report ready within ${timeoutMs / 1000} s.`)), timeoutMs);
    service.child.on('message', (message: unknown) => {
      if ((message as { type?: string } | null)?.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
    });
    void service.exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`${service.name} ${describeExit(exit)} while starting; see its output above.`));
    });
  });
}
