import { type UnavailableBrowser } from '@verity/contracts';

/** The one command that gets a browser Verity can drive: Playwright's Chromium at the version Verity uses. */
export const INSTALL_CHROMIUM_COMMAND = 'npx playwright-core install chromium';
/** The system libraries Playwright's Chromium needs on Linux (apt-get as root). */
export const INSTALL_DEPS_COMMAND = 'npx playwright-core install-deps chromium';

const INSTALL_FIX = `Run \`${INSTALL_CHROMIUM_COMMAND}\` in the Verity folder (or install Chrome or Chromium, or set CHROMIUM_PATH to one), then run the test again.`;

/** A browser server's address as shown to people: its query may carry a token, so it is left out. */
export function displayWsEndpoint(wsEndpoint: string): string {
  try {
    const url = new URL(wsEndpoint);
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'BROWSER_WS_ENDPOINT';
  }
}

export const browserMessages = {
  notFound: (): UnavailableBrowser => ({
    state: 'unavailable',
    problem:
      'No browser for test runs: there is no Chrome or Chromium on this machine, no Playwright Chromium, and neither CHROMIUM_PATH nor BROWSER_WS_ENDPOINT is set.',
    fix: INSTALL_FIX,
  }),
  chromiumPathMissing: (path: string): UnavailableBrowser => ({
    state: 'unavailable',
    problem: `No browser for test runs: CHROMIUM_PATH is set to ${path}, but there is no browser there.`,
    fix: 'Set CHROMIUM_PATH to a Chrome or Chromium executable, or unset it to use the system Chromium or Playwright\'s, then run the test again.',
  }),
  missingLibrary: (path: string, library: string): UnavailableBrowser => ({
    state: 'unavailable',
    problem: `The browser at ${path} cannot start: the system library ${library} is missing.`,
    fix: `Run \`${INSTALL_DEPS_COMMAND}\` as root to install the libraries it needs, then run the test again.`,
  }),
  cannotStart: (path: string, reason: string): UnavailableBrowser => ({
    state: 'unavailable',
    problem: `The browser at ${path} cannot start: ${reason}.`,
    fix: INSTALL_FIX,
  }),
  serverUnreachable: (wsEndpoint: string, reason: string): UnavailableBrowser => ({
    state: 'unavailable',
    problem: `The browser server at ${displayWsEndpoint(wsEndpoint)} cannot be reached: ${reason}.`,
    fix: 'Start the Playwright browser server (`npx playwright-core run-server --port 3001`) or correct BROWSER_WS_ENDPOINT, then run the test again.',
  }),
};
