import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { writeExecutable } from './testing';
import { type BrowserLauncher, findBrowserCandidates, openBrowser, probeBrowser } from './open-browser';

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLAYWRIGHT_PATH = '/cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** Playwright's launcher, with its own Chromium at `path`. */
function playwrightAt(path: string): BrowserLauncher {
  return { launch: (options) => chromium.launch(options), connect: (...args: Parameters<BrowserLauncher['connect']>) => chromium.connect(...args), executablePath: () => path } as BrowserLauncher;
}

/** Only the listed paths exist; Playwright's Chromium would be at PLAYWRIGHT_PATH. */
function machineWith(paths: string[]) {
  return { launcher: playwrightAt(PLAYWRIGHT_PATH), isExecutable: (path: string) => paths.includes(path), platform: 'linux' as const, env: { PATH: '/usr/local/bin:/usr/bin' } };
}

describe('findBrowserCandidates', () => {
  it("tries the system's browsers, most usual first, then Playwright's Chromium", () => {
    const machine = machineWith([PLAYWRIGHT_PATH, '/usr/bin/google-chrome', '/usr/bin/chromium']);
    expect(findBrowserCandidates({}, machine)).toEqual([
      { kind: 'executable', source: 'system', path: '/usr/bin/chromium' },
      { kind: 'executable', source: 'system', path: '/usr/bin/google-chrome' },
      { kind: 'executable', source: 'playwright', path: PLAYWRIGHT_PATH },
    ]);
  });

  it("tries Playwright's headless shell before its full Chromium when both are installed", () => {
    const shell = '/cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell';
    expect(findBrowserCandidates({}, machineWith([PLAYWRIGHT_PATH, shell]))).toEqual([
      { kind: 'executable', source: 'playwright', path: shell },
      { kind: 'executable', source: 'playwright', path: PLAYWRIGHT_PATH },
    ]);
  });

  it('takes CHROMIUM_PATH alone when it is set, and reports it rather than falling back when nothing is there', () => {
    const machine = machineWith(['/usr/bin/chromium', '/opt/chrome/chrome']);
    expect(findBrowserCandidates({ chromiumPath: '/opt/chrome/chrome', wsEndpoint: 'ws://browser:3001/' }, machine)).toEqual([
      { kind: 'executable', source: 'CHROMIUM_PATH', path: '/opt/chrome/chrome' },
    ]);
    expect(findBrowserCandidates({ chromiumPath: '/opt/missing/chrome' }, machine)).toMatchObject({
      state: 'unavailable',
      problem: expect.stringContaining('CHROMIUM_PATH is set to /opt/missing/chrome'),
    });
  });

  it('takes BROWSER_WS_ENDPOINT alone when CHROMIUM_PATH is not set', () => {
    expect(findBrowserCandidates({ wsEndpoint: 'ws://browser:3001/' }, machineWith(['/usr/bin/chromium']))).toEqual([
      { kind: 'remote', source: 'BROWSER_WS_ENDPOINT', wsEndpoint: 'ws://browser:3001/' },
    ]);
  });

  it('says what is missing and the one command that fixes it when there is no browser at all', () => {
    expect(findBrowserCandidates({}, machineWith([]))).toEqual({
      state: 'unavailable',
      problem:
        'No browser for test runs: there is no Chrome or Chromium on this machine, no Playwright Chromium, and neither CHROMIUM_PATH nor BROWSER_WS_ENDPOINT is set.',
      fix: 'Run `npx playwright-core install chromium` in the Verity folder (or install Chrome or Chromium, or set CHROMIUM_PATH to one), then run the test again.',
    });
  });
});

describe('openBrowser and probeBrowser (real Chromium)', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'verity-open-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));


  it('starts the browser found and reports where it is and its version', async () => {
    const opened = await openBrowser({ chromiumPath: SYSTEM_CHROMIUM });
    try {
      expect(opened.status).toEqual({ state: 'ready', source: 'CHROMIUM_PATH', location: SYSTEM_CHROMIUM, version: expect.stringMatching(/^\d+\.\d+/) });
      expect(opened.browser?.isConnected()).toBe(true);
    } finally {
      await opened.browser?.close();
    }
  }, 60_000);

  it('moves on to the next browser when the first one cannot start, and gives the first one’s reason when none can', async () => {
    const broken = writeExecutable(dir, 'chromium', 'exit 3');
    const playwrights = writeExecutable(dir, 'playwright-chrome', `exec ${SYSTEM_CHROMIUM} "$@"`);
    // The broken browser is on PATH, so it comes first; Playwright's (a wrapper of the real one) comes last.
    const machine = { isExecutable: (path: string) => path === broken || path === playwrights, platform: 'linux' as const, env: { PATH: dir } };
    const working = await probeBrowser({}, { ...machine, launcher: playwrightAt(playwrights) });
    expect(working).toEqual({ status: expect.objectContaining({ state: 'ready', source: 'playwright', location: playwrights }), wasFound: true });

    const none = await probeBrowser({}, { ...machine, launcher: playwrightAt('/nowhere') });
    expect(none.wasFound).toBe(true);
    expect(none.status).toMatchObject({ state: 'unavailable', problem: expect.stringMatching(new RegExp(`^The browser at ${broken} cannot start: `)) });
  }, 60_000);

  it('reports a browser server that is not there', async () => {
    const { status, wasFound } = await probeBrowser({ wsEndpoint: 'ws://127.0.0.1:9/' }, { timeoutMs: 5_000 });
    expect(wasFound).toBe(true);
    expect(status).toMatchObject({ state: 'unavailable', problem: expect.stringContaining('The browser server at ws://127.0.0.1:9 cannot be reached') });
  });
});
