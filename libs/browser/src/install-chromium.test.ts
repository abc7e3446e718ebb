import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isExecutableFile } from './browser-candidates';
import { installFailureReason, installPlaywrightChromium } from './install-chromium';
import { probeBrowser } from './open-browser';
import { headlessShellBeside } from './playwright-chromium';
import { startChromiumMirror } from './testing';

/** Where Playwright (in a fresh process, as every Verity service is) expects its Chromium under this cache. */
function playwrightChromiumPath(browsersPath: string): string {
  const script = "process.stdout.write(require('playwright-core').chromium.executablePath())";
  return execFileSync(process.execPath, ['-e', script], { env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsersPath } }).toString();
}

describe("installing Playwright's Chromium with Playwright's installer", () => {
  let browsersPath: string;
  beforeEach(() => (browsersPath = mkdtempSync(join(tmpdir(), 'verity-browsers-'))));
  afterEach(() => rmSync(browsersPath, { recursive: true, force: true }));

  it('downloads its headless shell into the browser cache, where Verity looks for it, showing progress; the shell starts', async () => {
    const mirror = await startChromiumMirror();
    try {
      const lines: string[] = [];
      const env = { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsersPath, PLAYWRIGHT_DOWNLOAD_HOST: mirror.url };
      const result = await installPlaywrightChromium({ env, onLine: (line) => lines.push(line) });
      expect(result).toEqual({ ok: true });
      expect(lines.join('\n')).toMatch(/Downloading Chrome Headless Shell [\d.]+/);
      expect(lines.join('\n')).toMatch(/100%/);
      expect(mirror.requests).toContainEqual(expect.stringMatching(/^\/builds\/cft\/[\d.]+\/linux64\/chrome-headless-shell-linux64\.zip$/));
      expect(mirror.requests).not.toContainEqual(expect.stringMatching(/chrome-linux64\.zip$/));

      const installed = headlessShellBeside(playwrightChromiumPath(browsersPath));
      expect(installed?.startsWith(browsersPath)).toBe(true);
      expect(isExecutableFile(installed!)).toBe(true);
      const probe = await probeBrowser({ chromiumPath: installed! });
      expect(probe.status).toMatchObject({ state: 'ready', version: expect.stringMatching(/^\d+\./) });
    } finally {
      await mirror.close();
    }
  }, 120_000);

  it('fails with the reason in a few words when the download host cannot be reached', async () => {
    // A port that refuses connections: what a machine with no network sees.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const env = { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsersPath, PLAYWRIGHT_DOWNLOAD_HOST: `http://127.0.0.1:${port}` };
    const lines: string[] = [];
    const result = await installPlaywrightChromium({ env, onLine: (line) => lines.push(line) });
    expect(result).toEqual({ ok: false, reason: `connect ECONNREFUSED 127.0.0.1:${port}` });
    // What it tried is shown; its stack traces are not.
    expect(lines).toContainEqual(expect.stringMatching(/^Downloading Chrome Headless Shell/));
    expect(lines.filter((line) => /^\s+at |\.js:\d+/.test(line))).toEqual([]);
  }, 120_000);
});

describe('installFailureReason', () => {
  it("takes the installer's first real error and drops the body of an HTTP error page", () => {
    expect(
      installFailureReason([
        'Downloading Chrome for Testing 159.0.8154.6',
        "Error: Download failed: server returned code 404 body '<!DOCTYPE HTML>",
        'Failed to install browsers',
        'Error: Failed to download Chrome for Testing 159.0.8154.6 (playwright chromium v1255), caused by',
      ]),
    ).toBe('Download failed: server returned code 404');
    expect(installFailureReason(['Failed to install browsers'])).toBe('Failed to install browsers');
  });
});
