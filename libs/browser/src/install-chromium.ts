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

/** Runs an installer, each line of its output to `onLine` (progress bars' redraws each a line). */
function runInstaller(file: string, args: string[], { onLine = () => undefined, env = process.env, signal }: InstallOptions): Promise<InstallResult> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'], signal });
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

const runPlaywrightCli = (args: string[], options: InstallOptions) => runInstaller(process.execPath, [playwrightCli(), ...args], options);

/** What installPlaywrightChromium runs, as a person would type it. */
export const PLAYWRIGHT_SHELL_INSTALL_COMMAND = 'npx playwright-core install --only-shell chromium';

/**
 * Downloads Playwright's Chromium headless shell with Playwright's own installer (PLAYWRIGHT_SHELL_INSTALL_COMMAND),
 * into Playwright's browser cache where every Verity process finds it: runs need no more than the shell, the build
 * Playwright's own headless tests use, and take about 60 % of their time in the full Chromium there.
 */
export function installPlaywrightChromium(options: InstallOptions = {}): Promise<InstallResult> {
  return runPlaywrightCli(['install', '--only-shell', 'chromium'], options);
}

/** What installDebianHeadlessShell runs. */
export const DEBIAN_HEADLESS_SHELL_INSTALL_COMMAND = 'apt-get install -y chromium-headless-shell';

/**
 * Installs Debian's Chromium headless shell (apt-get, as root), beside Debian's Chromium: the package lists are
 * read again first when they do not know it (a machine whose lists were cleared after its Chromium went in).
 */
export async function installDebianHeadlessShell({ onLine = () => undefined, ...options }: InstallOptions = {}): Promise<InstallResult> {
  const env = { ...(options.env ?? process.env), DEBIAN_FRONTEND: 'noninteractive' };
  // dpkg redraws "(Reading database ... 45%" twenty times: its last line says as much.
  const shown = { ...options, env, onLine: (line: string) => void (/^\(Reading database \.\.\. \d+%$/.test(line) || onLine(line)) };
  const install = () => runInstaller('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium-headless-shell'], shown);
  const installed = await install();
  if (installed.ok || !/Unable to locate package/i.test(installed.reason)) return installed;
  const updated = await runInstaller('apt-get', ['update', '-q'], shown);
  return updated.ok ? install() : updated;
}

/** Installs the system libraries Playwright's Chromium needs (apt-get; Linux, as root). */
export function installChromiumSystemDeps(options: InstallOptions = {}): Promise<InstallResult> {
  return runPlaywrightCli(['install-deps', 'chromium'], options);
}
