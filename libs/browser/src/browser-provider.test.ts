import { type BrowserStatus } from '@verity/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserUnavailableError, createBrowserProvider } from './browser-provider';
import { writeExecutable } from './testing';

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A real Chromium (Debian's, as in production): a second or so to start.
describe('the browser provider', () => {
  it('starts one Chromium on first use, shares it, and starts another after it crashed', async () => {
    const lines: string[] = [];
    const statuses: BrowserStatus[] = [];
    const provider = createBrowserProvider({ chromiumPath: SYSTEM_CHROMIUM, log: (line) => lines.push(line), onStatus: (status) => statuses.push(status) });
    try {
      const [first, second] = await Promise.all([provider.get(), provider.get()]);
      expect(first).toBe(second);
      expect(first.isConnected()).toBe(true);
      expect(lines).toEqual([`started Chromium ${first.version()} (${SYSTEM_CHROMIUM})`]);
      expect(statuses).toEqual([{ state: 'ready', source: 'CHROMIUM_PATH', location: SYSTEM_CHROMIUM, version: first.version() }]);

      const disconnected = new Promise((resolve) => first.once('disconnected', resolve));
      // What a crash looks like from here: the browser process is gone.
      await first.close();
      await disconnected;
      const third = await provider.get();
      expect(third).not.toBe(first);
      expect(third.isConnected()).toBe(true);
      const context = await third.newContext();
      await context.close();
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('fails get() with what is missing and how to fix it, and finds a browser installed afterwards without a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verity-provider-'));
    const chromiumPath = join(dir, 'chrome');
    const statuses: BrowserStatus[] = [];
    const provider = createBrowserProvider({ chromiumPath, onStatus: (status) => statuses.push(status) });
    try {
      const failure = await provider.get().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(BrowserUnavailableError);
      expect((failure as BrowserUnavailableError).message).toBe(
        `No browser for test runs: CHROMIUM_PATH is set to ${chromiumPath}, but there is no browser there. Set CHROMIUM_PATH to a Chrome or Chromium executable, or unset it to use the system Chromium or Playwright's, then run the test again.`,
      );
      expect(statuses.at(-1)?.state).toBe('unavailable');

      writeExecutable(dir, 'chrome', `exec ${SYSTEM_CHROMIUM} "$@"`);
      const browser = await provider.get();
      expect(browser.isConnected()).toBe(true);
      expect(statuses.at(-1)).toMatchObject({ state: 'ready', location: chromiumPath });
    } finally {
      await provider.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
