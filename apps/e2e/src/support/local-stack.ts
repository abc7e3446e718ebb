import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface RunningStack {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * Starts the product exactly as the README's `npm start` does (the same script through the same shell; the
 * script exec's itself, so the SIGINT sent at teardown must reach the stack and stop it cleanly), on a free
 * port with a throwaway data directory, and resolves once it prints its URL.
 */
export interface LocalStackOptions {
  port: number;
  dataDir: string;
  timeoutMs?: number;
  /** More environment for the stack (PLAYWRIGHT_BROWSERS_PATH, …); an undefined value removes the variable. */
  env?: NodeJS.ProcessEnv;
  /**
   * Runs the stack in a mount namespace of its own where Debian's Chromium and its headless shell are not files
   * (their paths are covered by /dev/null): what `npm start` sees on a fresh machine without a browser. Needs root, as CI runs.
   */
  hideSystemChromium?: boolean;
}

const HIDE_SYSTEM_CHROMIUM = 'for browser in /usr/bin/chromium /usr/bin/chromium-headless-shell; do [ ! -e $browser ] || mount --bind /dev/null $browser || exit 1; done';

export async function startLocalStack(options: LocalStackOptions): Promise<RunningStack> {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, args] = options.hideSystemChromium
    ? ['unshare', ['--mount', 'sh', '-c', `${HIDE_SYSTEM_CHROMIUM} && ${scripts.start}`]]
    : ['sh', ['-c', scripts.start]];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(options.port),
    VERITY_DATA_DIR: options.dataDir,
    // Every test signs up its own users, all from this machine's address.
    SIGNUPS_PER_IP_PER_HOUR: '10000',
    PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  for (const [name, value] of Object.entries(options.env ?? {})) if (value === undefined) delete env[name];
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const url = `http://localhost:${options.port}`;
  await waitForReady(child, () => output, url, options.timeoutMs ?? 180_000);
  return { url, output: () => output, stop: () => stopProcess(child) };
}

function waitForReady(child: ChildProcess, output: () => string, url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The stack did not print its URL within ${timeoutMs} ms. Output:\n${output()}`));
    }, timeoutMs);
    const check = () => {
      if (output().includes(`Verity is running at ${url}`)) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with code ${code} before it was ready. Output:\n${output()}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    child.kill('SIGINT');
  });
}
