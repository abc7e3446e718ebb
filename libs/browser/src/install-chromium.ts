import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export type InstallResult = { ok: true } | { ok: false; reason: string };

export interface InstallOptions {
  /** Each line the installer prints (its progress), without colour codes, stack frames or dumped error objects. */
  onLine?: (line: string) => void;
  /** The installer's environment: PLAYWRIGHT_BROWSERS_PATH, PLAYWRIGHT_DOWNLOAD_HOST and proxies are honoured. */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

// eslint-disable-next-line no-control-regex -- terminal colour codes in the installer's output
const ANSI_CODES = /\u001b\[[0-9;]*[A-Za-z]/g;
/** A stack frame, or a line of an error object the installer dumps ("  errno: -3008,", "}"): kept, not shown. */
const NOISE = /^\s+at |^\s*[{}]\s*$|^\s+\w+: .*,?$|\{$/;

/** Playwright's own command line, from the playwright-core Verity drives, so the browser matches its version. */
function playwrightCli(): string {
  return join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'cli.js');
}

/** The installer's first error, shortened to what a person can act on ("getaddrinfo ENOTFOUND cdn.playwright.dev"). */
export function installFailureReason(lines: string[]): string {
  const error = lines.find((line) => /^Error: /.test(line) && !/Failed to (download|install)|Download failure/.test(line));
  const reason = (error ?? lines.findLast((line) => line.trim() !== '') ?? 'the installer failed').replace(/^Error: /, '');
  return reason.replace(/ body '.*$/, '').slice(0, 200);
}

function runPlaywrightCli(args: string[], { onLine = () => undefined, env = process.env, signal }: InstallOptions): Promise<InstallResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwrightCli(), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'], signal });
    const lines: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      // Progress bars redraw with carriage returns: each redraw is a line of its own here.
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (raw) => {
        for (const part of raw.split('\r')) {
          const line = part.replace(ANSI_CODES, '').trimEnd();
          if (!line) continue;
          lines.push(line);
          if (!NOISE.test(line)) onLine(line);
        }
      });
    }
    child.once('error', (error) => resolve({ ok: false, reason: error.message }));
    child.once('close', (code) => resolve(code === 0 ? { ok: true } : { ok: false, reason: installFailureReason(lines) }));
  });
}

/**
 * Downloads Playwright's Chromium with Playwright's own installer (`playwright-core install chromium`), into
 * Playwright's browser cache where every Verity process finds it. The headless shell is left out: Verity
 * always launches the full Chromium by its path.
 */
export function installPlaywrightChromium(options: InstallOptions = {}): Promise<InstallResult> {
  return runPlaywrightCli(['install', 'chromium', '--no-shell'], options);
}

/** Installs the system libraries Playwright's Chromium needs (apt-get; Linux, as root). */
export function installChromiumSystemDeps(options: InstallOptions = {}): Promise<InstallResult> {
  return runPlaywrightCli(['install-deps', 'chromium'], options);
}
