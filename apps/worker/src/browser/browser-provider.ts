import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Chromium as a server process: no sandbox (we run as root in containers), no GPU, and no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface BrowserProvider {
  /** The process's shared browser, started (or reconnected) on first use and again after it went away. */
  get(): Promise<Browser>;
  close(): Promise<void>;
}

export interface BrowserProviderOptions {
  /** CHROMIUM_PATH; default /usr/bin/chromium when it exists, else Playwright's own Chromium. */
  executablePath?: string;
  /** BROWSER_WS_ENDPOINT: connect to a Playwright browser server instead of launching one. */
  wsEndpoint?: string;
  /** How long a launch or connection may take. */
  timeoutMs?: number;
  log?: (message: string) => void;
  /** Playwright's chromium; tests pass a stand-in. */
  launcher?: Pick<typeof chromium, 'launch' | 'connect'>;
}

export function defaultChromiumPath(configured: string | undefined): string | undefined {
  if (configured) return configured;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * One Chromium per worker process, shared by its runs (each gets a fresh context from the engine). Started
 * lazily, so a worker with nothing to do holds no browser; when it crashes or the remote one disconnects,
 * the next run starts another. Concurrent callers share one launch.
 */
export function createBrowserProvider({
  executablePath,
  wsEndpoint,
  timeoutMs = 30_000,
  log = () => undefined,
  launcher = chromium,
}: BrowserProviderOptions = {}): BrowserProvider {
  let current: Browser | undefined;
  let starting: Promise<Browser> | undefined;
  let isClosed = false;

  async function start(): Promise<Browser> {
    const browser = wsEndpoint
      ? await launcher.connect(wsEndpoint, { timeout: timeoutMs })
      : await launcher.launch({
          executablePath: defaultChromiumPath(executablePath),
          args: CHROMIUM_ARGS,
          headless: true,
          timeout: timeoutMs,
          // The worker decides when Chromium goes: on SIGTERM its runs get time to finish first.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        });
    browser.on('disconnected', () => {
      if (current !== browser) return;
      current = undefined;
      if (!isClosed) log('the browser went away; the next run starts another');
    });
    current = browser;
    log(wsEndpoint ? 'connected to the remote browser' : `started Chromium ${browser.version()}`);
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
