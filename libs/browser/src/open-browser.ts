import { homedir } from 'node:os';
import { type BrowserStatus, type UnavailableBrowser } from '@verity/contracts';
import { type Browser, chromium } from 'playwright-core';
import { type BrowserCandidate, existingExecutables, isExecutableFile, systemBrowserPaths } from './browser-candidates';
import { browserMessages, displayWsEndpoint } from './browser-messages';
import { CHROMIUM_ARGS } from './chromium-args';
import { describeLaunchFailure } from './describe-launch-failure';
import { playwrightBrowserPaths } from './playwright-chromium';

/** What the operator configured: CHROMIUM_PATH and BROWSER_WS_ENDPOINT. */
export interface BrowserSettings {
  chromiumPath?: string | undefined;
  wsEndpoint?: string | undefined;
}

export type BrowserLauncher = Pick<typeof chromium, 'launch' | 'connect' | 'executablePath'>;

export interface BrowserSearchOptions {
  /** Playwright's chromium; tests pass a stand-in. */
  launcher?: BrowserLauncher;
  isExecutable?: (path: string) => boolean;
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  /** How long one launch or connection may take. */
  timeoutMs?: number;
}

/**
 * Where to look, in order: CHROMIUM_PATH, else BROWSER_WS_ENDPOINT (either one, when set, is the only
 * candidate: an operator's explicit choice is reported, never silently replaced), else the system's Chrome or
 * Chromium, else Playwright's own builds (its headless shell first). An unavailable result means nothing was found at all.
 */
export function findBrowserCandidates(settings: BrowserSettings, options: BrowserSearchOptions = {}): BrowserCandidate[] | UnavailableBrowser {
  const { launcher = chromium, isExecutable = isExecutableFile, platform = process.platform, env = process.env } = options;
  if (settings.chromiumPath) {
    return isExecutable(settings.chromiumPath)
      ? [{ kind: 'executable', source: 'CHROMIUM_PATH', path: settings.chromiumPath }]
      : browserMessages.chromiumPathMissing(settings.chromiumPath);
  }
  if (settings.wsEndpoint) return [{ kind: 'remote', source: 'BROWSER_WS_ENDPOINT', wsEndpoint: settings.wsEndpoint }];

  const systemPaths = systemBrowserPaths({
    platform,
    pathEnv: env.PATH ?? '',
    homeDir: homedir(),
    windowsFolders: [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA],
  });
  const system = existingExecutables(systemPaths, isExecutable).map((path) => ({ kind: 'executable' as const, source: 'system' as const, path }));
  const playwright = playwrightBrowserPaths(launcher)
    .filter((path) => isExecutable(path))
    .map((path) => ({ kind: 'executable' as const, source: 'playwright' as const, path }));
  const candidates = [...system, ...playwright];
  return candidates.length ? candidates : browserMessages.notFound();
}

/** Whether a browser can be used, and whether one was found at all (an unavailable one may have failed to start). */
export interface BrowserProbe {
  status: BrowserStatus;
  wasFound: boolean;
}

export type OpenedBrowser =
  | { status: Extract<BrowserStatus, { state: 'ready' }>; wasFound: true; browser: Browser }
  | { status: UnavailableBrowser; wasFound: boolean; browser: null };

async function open(candidate: BrowserCandidate, launcher: BrowserLauncher, timeoutMs: number): Promise<Browser> {
  if (candidate.kind === 'remote') return launcher.connect(candidate.wsEndpoint, { timeout: timeoutMs });
  return launcher.launch({
    executablePath: candidate.path,
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: timeoutMs,
    // The process that owns the browser decides when it goes: on SIGTERM its runs get time to finish first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/**
 * Starts (or connects to) the first candidate that works. When none does, the reason is the first
 * candidate's: the browser a user would expect to be used.
 */
export async function openBrowser(settings: BrowserSettings, options: BrowserSearchOptions = {}): Promise<OpenedBrowser> {
  const { launcher = chromium, timeoutMs = 30_000 } = options;
  const candidates = findBrowserCandidates(settings, options);
  if (!Array.isArray(candidates)) return { status: candidates, browser: null, wasFound: false };
  let firstFailure: UnavailableBrowser | undefined;
  for (const candidate of candidates) {
    try {
      const browser = await open(candidate, launcher, timeoutMs);
      const location = candidate.kind === 'remote' ? displayWsEndpoint(candidate.wsEndpoint) : candidate.path;
      return { status: { state: 'ready', source: candidate.source, location, version: browser.version() }, wasFound: true, browser };
    } catch (error) {
      firstFailure ??= describeLaunchFailure(candidate, error);
    }
  }
  return { status: firstFailure ?? browserMessages.notFound(), browser: null, wasFound: true };
}

/** Whether a browser can be used here now, found where and which version: it is started once and closed. */
export async function probeBrowser(settings: BrowserSettings, options: BrowserSearchOptions = {}): Promise<BrowserProbe> {
  const { status, wasFound, browser } = await openBrowser(settings, options);
  await browser?.close().catch(() => undefined);
  return { status, wasFound };
}
