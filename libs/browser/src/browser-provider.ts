import { type BrowserStatus, browserProblemSentence, type UnavailableBrowser } from '@verity/contracts';
import { type Browser } from 'playwright-core';
import { type BrowserSearchOptions, type BrowserSettings, openBrowser } from './open-browser';

/** get() failed because no browser could be started; `status` says what is missing and what fixes it. */
export class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
  constructor(readonly status: UnavailableBrowser) {
    super(browserProblemSentence(status));
  }
}

export interface BrowserProvider {
  /** The process's shared browser, started (or reconnected) on first use and again after it went away. */
  get(): Promise<Browser>;
  close(): Promise<void>;
}

export interface BrowserProviderOptions extends BrowserSearchOptions, BrowserSettings {
  log?: (message: string) => void;
  /** Told what each start found: a browser with its version, or what is missing. */
  onStatus?: (status: BrowserStatus) => void;
}

/**
 * One browser per process, shared by its runs (each gets a fresh context). Started lazily, so a process with
 * nothing to do holds no browser; when it crashes or the remote one disconnects, the next get() starts another,
 * looking for it again — so a browser installed after start-up is found without a restart. Concurrent callers
 * share one start.
 */
export function createBrowserProvider(options: BrowserProviderOptions = {}): BrowserProvider {
  const { log = () => undefined, onStatus = () => undefined } = options;
  let current: Browser | undefined;
  let starting: Promise<Browser> | undefined;
  let isClosed = false;

  async function start(): Promise<Browser> {
    const opened = await openBrowser(options, options);
    onStatus(opened.status);
    if (!opened.browser) throw new BrowserUnavailableError(opened.status);
    const { browser, status } = opened;
    browser.on('disconnected', () => {
      if (current !== browser) return;
      current = undefined;
      if (!isClosed) log('the browser went away; the next run starts another');
    });
    current = browser;
    log(status.source === 'BROWSER_WS_ENDPOINT' ? `connected to the browser server at ${status.location}` : `started Chromium ${status.version} (${status.location})`);
    return browser;
  }

  return {
    async get() {
      if (isClosed) throw new Error('The browser provider is closed');
      if (current?.isConnected()) return current;
      starting ??= start().finally(() => (starting = undefined));
      return starting;
    },
    async close() {
      isClosed = true;
      const browser = current ?? (await starting?.catch(() => undefined));
      current = undefined;
      await browser?.close().catch(() => undefined);
    },
  };
}
