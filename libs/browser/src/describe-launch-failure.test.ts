import { browserProblemSentence } from '@verity/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args';
import { writeExecutable } from './testing';
import { describeLaunchFailure, launchErrorReason } from './describe-launch-failure';
import { INSTALL_CHROMIUM_COMMAND, INSTALL_DEPS_COMMAND } from './browser-messages';

// The errors here are Playwright's own: each "browser" is a script that fails the way real ones do.
let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'verity-launch-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));


async function launchError(executablePath: string): Promise<unknown> {
  try {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 10_000 });
    await browser.close();
  } catch (error) {
    return error;
  }
  throw new Error('the launch was expected to fail');
}

describe('describeLaunchFailure', () => {
  it('names a missing system library and the command that installs the libraries', async () => {
    const path = writeExecutable(dir, 'no-libs', `echo "$0: error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or directory" >&2; exit 127`);
    const status = describeLaunchFailure({ kind: 'executable', source: 'playwright', path }, await launchError(path));
    expect(status).toEqual({
      state: 'unavailable',
      problem: `The browser at ${path} cannot start: the system library libnss3.so is missing.`,
      fix: `Run \`${INSTALL_DEPS_COMMAND}\` as root to install the libraries it needs, then run the test again.`,
    });
  });

  it('says a CHROMIUM_PATH with nothing there is the problem', async () => {
    const path = join(dir, 'nothing-here');
    const status = describeLaunchFailure({ kind: 'executable', source: 'CHROMIUM_PATH', path }, await launchError(path));
    expect(status.problem).toBe(`No browser for test runs: CHROMIUM_PATH is set to ${path}, but there is no browser there.`);
  });

  it('gives one line of a browser that exits at once, without the call log or a stack, and the install command', async () => {
    const path = writeExecutable(dir, 'crashes', 'echo "Trace/breakpoint trap" >&2; exit 1');
    const error = await launchError(path);
    const sentence = browserProblemSentence(describeLaunchFailure({ kind: 'executable', source: 'system', path }, error));
    expect(sentence).toMatch(new RegExp(`^The browser at ${path} cannot start: .+\\. Run \`${INSTALL_CHROMIUM_COMMAND}\``));
    expect(sentence).not.toContain('\n');
    expect(sentence).not.toMatch(/Call log|at .*\.js:\d+|browserType\.launch/);
  });

  it('names the browser server it cannot reach, without the query that may hold its token', async () => {
    const wsEndpoint = 'ws://127.0.0.1:9/playwright?token=secret-token';
    const error = await chromium.connect(wsEndpoint, { timeout: 5_000 }).then(
      () => new Error('connected?'),
      (failure: unknown) => failure,
    );
    const status = describeLaunchFailure({ kind: 'remote', source: 'BROWSER_WS_ENDPOINT', wsEndpoint }, error);
    expect(status.problem).toMatch(/^The browser server at ws:\/\/127\.0\.0\.1:9\/playwright cannot be reached: .+\.$/);
    expect(JSON.stringify(status)).not.toContain('secret-token');
    expect(status.fix).toContain('BROWSER_WS_ENDPOINT');
  });
});

describe('launchErrorReason', () => {
  it("drops Playwright's method prefix and log banner, and says a timeout in words", () => {
    expect(launchErrorReason(new Error('browserType.launch: Target page, context or browser has been closed\nBrowser logs:\n...'))).toBe(
      'Target page, context or browser has been closed',
    );
    expect(launchErrorReason(new Error('browserType.connect: Timeout 30000ms exceeded.'))).toBe('it did not start in time');
    expect(launchErrorReason('x'.repeat(500))).toHaveLength(198);
  });
});
