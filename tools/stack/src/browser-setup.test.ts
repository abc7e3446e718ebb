import { type BrowserProbe } from '@verity/browser';
import { type BrowserStatus } from '@verity/contracts';
import { ensureBrowser } from './browser-setup';

const READY: BrowserStatus = { state: 'ready', source: 'playwright', location: '/root/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell', version: '159.0.8154.6' };
const NOT_FOUND: BrowserStatus = {
  state: 'unavailable',
  problem: 'No browser for test runs: there is no Chrome or Chromium on this machine.',
  fix: 'Run `npx playwright-core install chromium` in the Verity folder, then run the test again.',
};
const NO_LIBS: BrowserStatus = {
  state: 'unavailable',
  problem: 'The browser at /cache/chrome cannot start: the system library libnss3.so is missing.',
  fix: 'Run `npx playwright-core install-deps chromium` as root to install the libraries it needs, then run the test again.',
};

/** Probes that find each status in turn (the last one stays). */
function probes(...statuses: BrowserStatus[]) {
  let index = 0;
  return jest.fn(async (): Promise<BrowserProbe> => ({ status: statuses[Math.min(index++, statuses.length - 1)]!, wasFound: true }));
}

function setup(overrides: Partial<Parameters<typeof ensureBrowser>[0]> = {}) {
  const lines: string[] = [];
  const install = jest.fn(async ({ onLine }: { onLine?: (line: string) => void }) => {
    onLine?.('|■■■■■■■■                | 10% of 170 MiB');
    onLine?.('|■■■■■■■■■■■■■■■■■■■■■■■■| 100% of 170 MiB');
    return { ok: true as const };
  });
  const installDeps = jest.fn(async () => ({ ok: true as const }));
  const options = {
    settings: {},
    print: (line: string) => lines.push(line),
    install,
    installDeps,
    hasPlaywrightChromium: () => false,
    canInstallSystemDeps: () => false,
    ...overrides,
  };
  return { lines, install, installDeps, run: () => ensureBrowser(options) };
}

const DEBIAN_CHROMIUM: BrowserStatus = { state: 'ready', source: 'system', location: '/usr/bin/chromium', version: '156.0.8078.108' };
const DEBIAN_SHELL: BrowserStatus = { state: 'ready', source: 'system', location: '/usr/bin/chromium-headless-shell', version: '156.0.8078.108' };

describe('ensureBrowser with Debian\'s Chromium alone', () => {
  it('installs its headless shell beside it when it can (root, apt-get), then runs use the shell', async () => {
    const installHeadlessShell = jest.fn(async ({ onLine }: { onLine?: (line: string) => void }) => {
      onLine?.('Setting up chromium-headless-shell (156.0.8078.108-1~deb12u1) ...');
      return { ok: true as const };
    });
    const { lines, install, run } = setup({ probe: probes(DEBIAN_CHROMIUM, DEBIAN_SHELL), installHeadlessShell, hasHeadlessShell: () => false, canInstallSystemDeps: () => true });
    await expect(run()).resolves.toEqual(DEBIAN_SHELL);
    expect(installHeadlessShell).toHaveBeenCalledTimes(1);
    expect(install).not.toHaveBeenCalled();
    expect(lines).toEqual([
      "Test runs take about 60 % of their time in Chromium's headless shell: installing Debian's (`apt-get install -y chromium-headless-shell`)…",
      'Setting up chromium-headless-shell (156.0.8078.108-1~deb12u1) ...',
      "Test runs use Chromium 156.0.8078.108, this machine's (/usr/bin/chromium-headless-shell).",
    ]);
  });

  it('keeps the full Chromium, saying why, when the install fails or the shell does not start', async () => {
    const failing = setup({
      probe: probes(DEBIAN_CHROMIUM),
      installHeadlessShell: async () => ({ ok: false, reason: 'E: Unable to locate package chromium-headless-shell' }),
      hasHeadlessShell: () => false,
      canInstallSystemDeps: () => true,
    });
    await expect(failing.run()).resolves.toEqual(DEBIAN_CHROMIUM);
    expect(failing.lines.slice(1)).toEqual([
      'The headless shell cannot be used (E: Unable to locate package chromium-headless-shell): runs use the full Chromium.',
      "Test runs use Chromium 156.0.8078.108, this machine's (/usr/bin/chromium).",
    ]);

    const notStarting = setup({ probe: probes(DEBIAN_CHROMIUM), installHeadlessShell: async () => ({ ok: true }), hasHeadlessShell: () => false, canInstallSystemDeps: () => true });
    await expect(notStarting.run()).resolves.toEqual(DEBIAN_CHROMIUM);
    expect(notStarting.lines[1]).toBe('The headless shell cannot be used (it did not start): runs use the full Chromium.');
  });

  it('installs nothing when the shell is there already, when apt-get cannot be used, or when a browser was configured', async () => {
    const installHeadlessShell = jest.fn(async () => ({ ok: true as const }));
    for (const overrides of [
      { hasHeadlessShell: () => true, canInstallSystemDeps: () => true },
      { hasHeadlessShell: () => false, canInstallSystemDeps: () => false },
      { hasHeadlessShell: () => false, canInstallSystemDeps: () => true, settings: { chromiumPath: '/usr/bin/chromium' } },
    ]) {
      const { lines, run } = setup({ probe: probes(DEBIAN_CHROMIUM), installHeadlessShell, ...overrides });
      await expect(run()).resolves.toEqual(DEBIAN_CHROMIUM);
      expect(lines).toEqual(["Test runs use Chromium 156.0.8078.108, this machine's (/usr/bin/chromium)."]);
    }
    expect(installHeadlessShell).not.toHaveBeenCalled();
  });
});

describe('ensureBrowser', () => {
  it('says which browser runs use when one works, installing nothing', async () => {
    const { lines, install, run } = setup({ probe: probes({ state: 'ready', source: 'system', location: '/usr/bin/chromium', version: '156.0.8078.79' }) });
    await expect(run()).resolves.toMatchObject({ state: 'ready' });
    expect(lines).toEqual(["Test runs use Chromium 156.0.8078.79, this machine's (/usr/bin/chromium)."]);
    expect(install).not.toHaveBeenCalled();
  });

  it("installs Playwright's Chromium when there is no browser, showing the installer's progress, then uses it", async () => {
    const { lines, install, run } = setup({ probe: probes(NOT_FOUND, READY) });
    await expect(run()).resolves.toEqual(READY);
    expect(install).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      "No browser for test runs here: installing Playwright's Chromium headless shell (`npx playwright-core install --only-shell chromium`)…",
      '|■■■■■■■■                | 10% of 170 MiB',
      '|■■■■■■■■■■■■■■■■■■■■■■■■| 100% of 170 MiB',
      `Test runs use Chromium 159.0.8154.6, Playwright's (${READY.location}).`,
    ]);
  });

  it('when the install cannot work, says what is missing, why the install failed and the command that fixes it, and goes on', async () => {
    const { lines, run } = setup({ probe: probes(NOT_FOUND), install: async () => ({ ok: false, reason: 'getaddrinfo ENOTFOUND cdn.playwright.dev' }) });
    await expect(run()).resolves.toEqual(NOT_FOUND);
    expect(lines.slice(1)).toEqual([
      'No browser for test runs: there is no Chrome or Chromium on this machine. Installing it failed: getaddrinfo ENOTFOUND cdn.playwright.dev.',
      'Run `npx playwright-core install chromium` in the Verity folder, then run the test again.',
      'Verity starts anyway: until a browser is available, runs end failed with this message and their credits are refunded.',
    ]);
  });

  it('installs nothing when the operator chose the browser (CHROMIUM_PATH or BROWSER_WS_ENDPOINT): it reports that one', async () => {
    for (const settings of [{ chromiumPath: '/opt/chrome' }, { wsEndpoint: 'ws://browser:3001/' }]) {
      const { lines, install, installDeps, run } = setup({ settings, probe: probes(NO_LIBS), canInstallSystemDeps: () => true });
      await run();
      expect(install).not.toHaveBeenCalled();
      expect(installDeps).not.toHaveBeenCalled();
      expect(lines[0]).toBe(NO_LIBS.problem);
    }
  });

  it("does not download Playwright's Chromium again when it is there, and installs its system libraries when it can", async () => {
    const { lines, install, installDeps, run } = setup({ probe: probes(NO_LIBS, READY), hasPlaywrightChromium: () => true, canInstallSystemDeps: () => true });
    await expect(run()).resolves.toEqual(READY);
    expect(install).not.toHaveBeenCalled();
    expect(installDeps).toHaveBeenCalledTimes(1);
    expect(lines[0]).toBe('Chromium needs system libraries: installing them (`npx playwright-core install-deps chromium`)…');
  });

  it('leaves the system libraries to the operator when it cannot install them (not root, no apt-get)', async () => {
    const { lines, installDeps, run } = setup({ probe: probes(NO_LIBS), hasPlaywrightChromium: () => true });
    await expect(run()).resolves.toEqual(NO_LIBS);
    expect(installDeps).not.toHaveBeenCalled();
    expect(lines[1]).toBe(NO_LIBS.fix);
  });
});
