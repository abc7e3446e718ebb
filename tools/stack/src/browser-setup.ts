import { execFileSync } from 'node:child_process';
import {
  type BrowserProbe,
  type BrowserSettings,
  INSTALL_CHROMIUM_COMMAND,
  INSTALL_DEPS_COMMAND,
  installChromiumSystemDeps,
  type InstallOptions,
  installPlaywrightChromium,
  type InstallResult,
  isExecutableFile,
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
  /** Whether Playwright's Chromium is installed already (installing it again would not help). */
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
  try {
    return isExecutableFile(chromium.executablePath());
  } catch {
    return false;
  }
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

/**
 * Before `npm start` says Verity is ready: a browser for the workers, or a clear reason. When nothing was
 * configured and no browser works, Playwright's Chromium is installed with Playwright's own installer (its
 * progress shown), and then the system libraries it needs when they are missing and this is a root Linux
 * with apt-get. When that cannot work (no network), Verity still starts: the same problem and fix are printed
 * here as the app and every failed run show them.
 */
export async function ensureBrowser(options: BrowserSetupOptions): Promise<BrowserStatus> {
  const {
    settings,
    print,
    signal,
    probe = (browserSettings) => probeBrowser(browserSettings),
    install = installPlaywrightChromium,
    installDeps = installChromiumSystemDeps,
    hasPlaywrightChromium = defaultHasPlaywrightChromium,
    canInstallSystemDeps = defaultCanInstallSystemDeps,
  } = options;
  const isConfigured = Boolean(settings.chromiumPath || settings.wsEndpoint);
  let { status } = await probe(settings);
  let installFailure: string | undefined;

  if (status.state === 'unavailable' && !isConfigured && !hasPlaywrightChromium()) {
    print(`No browser for test runs here: installing Playwright's Chromium (\`${INSTALL_CHROMIUM_COMMAND}\`, about 170 MB)…`);
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

  if (status.state === 'ready') {
    print(`Test runs use Chromium ${status.version}, ${SOURCE_WORDS[status.source]} (${status.location}).`);
    return status;
  }
  print(status.problem + (installFailure ? ` Installing it failed: ${installFailure}.` : ''));
  print(status.fix);
  print(`Verity starts anyway: until a browser is available, runs end failed with this message and their credits are refunded.`);
  return status;
}
