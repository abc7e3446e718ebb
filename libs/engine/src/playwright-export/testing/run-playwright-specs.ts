import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from '@verity/browser';
import { localChromiumPath } from '@verity/browser/testing';

const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');
const PLAYWRIGHT_CLI = join(REPO_ROOT, 'node_modules/@playwright/test/cli.js');
/** The whole Playwright run may take this long before it is stopped (its 64 specs take about 110 s alone, twice that beside other suites). */
const RUN_LIMIT_MS = 300_000;

export interface SpecFile {
  fileName: string;
  source: string;
}

export interface SpecOutcome {
  verdict: 'passed' | 'failed';
  /** The step (from 1) whose code failed, read from the failure's stack and the step's comment above it. */
  failedStep: number | null;
  error: string | null;
}

interface ReportError {
  message?: string;
  stack?: string;
  location?: { file: string; line: number };
}
interface ReportSuite {
  file?: string;
  specs?: Array<{ file: string; tests: Array<{ results: Array<{ status: string; errors?: ReportError[] }> }> }>;
  suites?: ReportSuite[];
}
interface Report {
  suites?: ReportSuite[];
  errors?: ReportError[];
}

// eslint-disable-next-line no-control-regex
const plain = (text: string | undefined) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

/** The config the specs run with: the local Chromium (localChromiumPath) with Verity's flags, a JSON report, no retries. */
function configSource(): string {
  const config = {
    testDir: '.',
    testMatch: '*.spec.ts',
    workers: 2,
    retries: 0,
    timeout: 60_000,
    outputDir: 'test-results',
    reporter: [['json', { outputFile: 'results.json' }]],
    use: { browserName: 'chromium', headless: true, trace: 'off', launchOptions: { executablePath: localChromiumPath(), args: CHROMIUM_ARGS } },
  };
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}

/** The step whose commented line (`// 3. Click …`) is the nearest above `line` (1-based) inside the test's body. */
function stepAt(source: string, line: number): number | null {
  const lines = source.split('\n');
  for (let index = Math.min(line, lines.length) - 1; index >= 0; index -= 1) {
    const text = lines[index] as string;
    const step = /^\s+\/\/ (\d+)\. /.exec(text)?.[1];
    if (step) return Number(step);
    if (/^test\(/.test(text) || /^}\);$/.test(text)) return null;
  }
  return null;
}

function failedStepOf(spec: SpecFile, errors: ReportError[]): number | null {
  const positions = errors.flatMap((error) => [
    ...(error.location?.file.endsWith(spec.fileName) ? [error.location.line] : []),
    // A step that fails in a helper (openMenu, sortBy) is found by the helper's caller, in the stack or the message.
    ...[...`${plain(error.stack)}\n${plain(error.message)}`.matchAll(new RegExp(`${spec.fileName.replace(/\./g, '\\.')}:(\\d+):\\d+`, 'g'))].map((match) => Number(match[1])),
  ]);
  for (const line of positions) {
    const step = stepAt(spec.source, line);
    if (step !== null) return step;
  }
  return null;
}

function collectResults(suites: ReportSuite[] | undefined, into: Map<string, { status: string; errors: ReportError[] }>): void {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      const result = spec.tests[0]?.results.at(-1);
      if (result) into.set(spec.file.split('/').pop() as string, { status: result.status, errors: result.errors ?? [] });
    }
    collectResults(suite.suites, into);
  }
}

/** Ends the runner and every worker it started: a worker outliving a killed runner goes on writing in the folder. */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has already ended.
  }
}

function runCli(directory: string, env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string; stopped: boolean }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [PLAYWRIGHT_CLI, 'test', '--config', join(directory, 'playwright.config.mjs'), ...args], {
      cwd: directory,
      // A process group of its own, so the runner's workers can be stopped with it.
      detached: true,
      // Playwright refuses to run where it sees Jest's variables.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('JEST_'))), ...env, FORCE_COLOR: '0', CI: '1' },
    });
    let output = '';
    let stopped = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      stopped = true;
      killGroup(child.pid);
    }, RUN_LIMIT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      killGroup(child.pid);
      resolvePromise({ code, output, stopped });
    });
  });
}

export interface SpecRunOptions {
  /**
   * A folder the caller keeps (from specFolder) instead of a temporary one: what the specs wrote there, such as
   * toHaveScreenshot's pictures, is still there for the next run. The caller removes it.
   */
  folder?: string;
  /** Arguments for the runner, e.g. `--update-snapshots`. */
  args?: string[];
}

/** A folder for specs that run more than once (see SpecRunOptions.folder): remove it with `rm(folder, { recursive: true })`. */
export async function specFolder(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'verity-export-'));
  await symlink(join(REPO_ROOT, 'node_modules'), join(directory, 'node_modules'), 'dir');
  await writeFile(join(directory, 'playwright.config.mjs'), configSource());
  return directory;
}

/**
 * Writes the specs to a temporary folder (with this repository's node_modules, for @playwright/test), runs them all
 * with the real Playwright Test runner, and says how each went.
 */
export async function runPlaywrightSpecs(specs: SpecFile[], env: Record<string, string> = {}, options: SpecRunOptions = {}): Promise<Map<string, SpecOutcome>> {
  const directory = options.folder ?? (await specFolder());
  try {
    await rm(join(directory, 'results.json'), { force: true });
    await Promise.all(specs.map((spec) => writeFile(join(directory, spec.fileName), spec.source)));
    const { output, stopped } = await runCli(directory, env, options.args ?? []);
    if (stopped) throw new Error(`The Playwright run was stopped after ${RUN_LIMIT_MS / 1000} s. What it printed last:\n${output.slice(-2_000)}`);
    const report = JSON.parse(await readFile(join(directory, 'results.json'), 'utf8').catch(() => '{}')) as Report;
    const results = new Map<string, { status: string; errors: ReportError[] }>();
    collectResults(report.suites, results);
    return new Map(
      specs.map((spec) => {
        const result = results.get(spec.fileName);
        if (!result) {
          // The file itself failed to load: its error is the report's, or the runner's output.
          const loadError = (report.errors ?? []).find((error) => plain(error.message).includes(spec.fileName) || error.location?.file.endsWith(spec.fileName));
          return [spec.fileName, { verdict: 'failed', failedStep: null, error: plain(loadError?.message) || output.slice(-2_000) }];
        }
        const verdict = result.status === 'passed' ? 'passed' : 'failed';
        const error = result.errors.map((entry) => plain(entry.message)).join('\n') || null;
        return [spec.fileName, { verdict, failedStep: verdict === 'failed' ? failedStepOf(spec, result.errors) : null, error }];
      }),
    );
  } finally {
    if (!options.folder) await rm(directory, { recursive: true, force: true, maxRetries: 3 });
  }
}
