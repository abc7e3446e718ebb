import { execFileSync } from 'node:child_process';
import {
  type BrowserProbe,
  type BrowserSettings,
  DEBIAN_CHROMIUM_PATH,
  DEBIAN_HEADLESS_SHELL_INSTALL_COMMAND,
  HEADLESS_SHELL_PATH,
  INSTALL_DEPS_COMMAND,
  installChromiumSystemDeps,
  installDebianHeadlessShell,
  type InstallOptions,
  installPlaywrightChromium,
  type InstallResult,
  isExecutableFile,
  PLAYWRIGHT_SHELL_INSTALL_COMMAND,
  playwrightBrowserPaths,
  probeBrowser,
} from '@verity/browser';
import { type BrowserStatus } from '@verity/contracts';
import { chromium } from 'playwright-core';

export interface BrowserSetupOptions {
  settings: BrowserSettings;
  print: (line: string) => void;
  signal?: AbortSignal;
  /** The real ones by default; tests pass stand-ins. */
  probe?: (settings: BrowserSettings) => Promise<BrowserProbe>;
  install?: (options: InstallOptions) => Promise<InstallResult>;
  installDeps?: (options: InstallOptions) => Promise<InstallResult>;
  /** Installs Debian's Chromium headless shell beside Debian's Chromium. */
  installHeadlessShell?: (options: InstallOptions) => Promise<InstallResult>;
  /** Whether Debian's headless shell is installed (then the probe would have found it, or it cannot start). */
  hasHeadlessShell?: () => boolean;
  /** Whether a Chromium of Playwright's is installed already, its headless shell or the full one (installing again would not help). */
  hasPlaywrightChromium?: () => boolean;
  /** Whether the system libraries can be installed from here: Linux, as root, with apt-get. */
  canInstallSystemDeps?: () => boolean;
}

const SOURCE_WORDS: Record<Extract<BrowserStatus, { state: 'ready' }>['source'], string> = {
  CHROMIUM_PATH: 'CHROMIUM_PATH',
  BROWSER_WS_ENDPOINT: 'BROWSER_WS_ENDPOINT',
  system: "this machine's",
  playwright: "Playwright's",
};

function defaultHasPlaywrightChromium(): boolean {
  return playwrightBrowserPaths(chromium).some((path) => isExecutableFile(path));
}

function defaultCanInstallSystemDeps(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const isMissingLibrary = (status: BrowserStatus) => status.state === 'unavailable' && status.fix.includes(INSTALL_DEPS_COMMAND);

/** Debian's headless shell installed beside Debian's Chromium, and found; else the full Chromium, saying why. */
async function withDebianHeadlessShell(
  chromium: BrowserStatus,
  install: () => Promise<InstallResult>,
  probe: () => Promise<BrowserStatus>,
  print: (line: string) => void,
): Promise<BrowserStatus> {
  print(`Test runs take about 60 % of their time in Chromium's headless shell: installing Debian's (\`${DEBIAN_HEADLESS_SHELL_INSTALL_COMMAND}\`)…`);
  const installed = await install();
  const probed = installed.ok ? await probe() : null;
  if (probed?.state === 'ready' && probed.location !== DEBIAN_CHROMIUM_PATH) return probed;
  print(`The headless shell cannot be used (${installed.ok ? 'it did not start' : installed.reason}): runs use the full Chromium.`);
  return chromium;
}

/**
 * Before `npm start` says Verity is ready: a browser for the workers, or a clear reason. When nothing was
 * configured and no browser works, Playwright's Chromium is installed with Playwright's own installer (its
 * progress shown), and then the system libraries it needs when they are missing and this is a root Linux
 * with apt-get. When that cannot work (no network), Verity still starts: the same problem and fix are printed
 * here as the app and every failed run show them. Debian's Chromium alone gets Debian's headless shell beside it
 * there (root, apt-get); when that fails, runs use the full Chromium.
 */
export async function ensureBrowser(options: BrowserSetupOptions): Promise<BrowserStatus> {
  const {
    settings,
    print,
    signal,
    probe = (browserSettings) => probeBrowser(browserSettings),
    install = installPlaywrightChromium,
    installDeps = installChromiumSystemDeps,
    installHeadlessShell = installDebianHeadlessShell,
    hasHeadlessShell = () => isExecutableFile(HEADLESS_SHELL_PATH),
    hasPlaywrightChromium = defaultHasPlaywrightChromium,
    canInstallSystemDeps = defaultCanInstallSystemDeps,
  } = options;
  const isConfigured = Boolean(settings.chromiumPath || settings.wsEndpoint);
  let { status } = await probe(settings);
  let installFailure: string | undefined;

  if (status.state === 'unavailable' && !isConfigured && !hasPlaywrightChromium()) {
    print(`No browser for test runs here: installing Playwright's Chromium headless shell (\`${PLAYWRIGHT_SHELL_INSTALL_COMMAND}\`)…`);
    const installed = await install({ onLine: print, signal });
    if (installed.ok) ({ status } = await probe(settings));
    else installFailure = installed.reason;
  }
  if (isMissingLibrary(status) && !isConfigured && canInstallSystemDeps()) {
    print(`Chromium needs system libraries: installing them (\`${INSTALL_DEPS_COMMAND}\`)…`);
    const installed = await installDeps({ onLine: print, signal });
    if (installed.ok) ({ status } = await probe(settings));
    else installFailure = installed.reason;
  }

  if (status.state === 'ready' && !isConfigured && status.source === 'system' && status.location === DEBIAN_CHROMIUM_PATH && !hasHeadlessShell() && canInstallSystemDeps()) {
    status = await withDebianHeadlessShell(status, () => installHeadlessShell({ onLine: print, signal }), async () => (await probe(settings)).status, print);
  }
  if (status.state === 'ready') {
    print(`Test runs use Chromium ${status.version}, ${SOURCE_WORDS[status.source]} (${status.location}).`);
    return status;
  }
  print(status.problem + (installFailure ? ` Installing it failed: ${installFailure}.` : ''));
  print(status.fix);
  print(`Verity starts anyway: until a browser is available, runs end failed with this message and their credits are refunded.`);
  return status;
}
