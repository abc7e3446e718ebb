import { headlessShellBeside, playwrightBrowserPaths } from './playwright-chromium';

describe('headlessShellBeside', () => {
  it("finds the shell where Playwright's registry puts it, beside its Chromium of the same revision", () => {
    expect(headlessShellBeside('/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome')).toBe(
      '/root/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell',
    );
    expect(headlessShellBeside('/Users/ada/Library/Caches/ms-playwright/chromium-1255/chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing')).toBe(
      '/Users/ada/Library/Caches/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-mac-arm64/chrome-headless-shell',
    );
    expect(headlessShellBeside('C:\\Users\\ada\\AppData\\Local\\ms-playwright\\chromium-1255\\chrome-win64\\chrome.exe')).toBe(
      'C:\\Users\\ada\\AppData\\Local\\ms-playwright\\chromium_headless_shell-1255\\chrome-headless-shell-win64\\chrome-headless-shell.exe',
    );
  });

  it('has no answer for a Chromium laid out otherwise', () => {
    expect(headlessShellBeside('/usr/bin/chromium')).toBeNull();
    expect(headlessShellBeside('/opt/chromium-1255/chrome')).toBeNull();
  });
});

describe('playwrightBrowserPaths', () => {
  it("lists Playwright's headless shell first, then its Chromium", () => {
    expect(playwrightBrowserPaths({ executablePath: () => '/cache/chromium-1255/chrome-linux64/chrome' })).toEqual([
      '/cache/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell',
      '/cache/chromium-1255/chrome-linux64/chrome',
    ]);
  });

  it('lists nothing when Playwright has no Chromium build for this platform', () => {
    const unsupported = () => {
      throw new Error('Unsupported platform');
    };
    expect(playwrightBrowserPaths({ executablePath: unsupported })).toEqual([]);
  });
});
