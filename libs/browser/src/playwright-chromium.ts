import { type chromium } from 'playwright-core';

/**
 * Playwright's headless shell beside its Chromium, as Playwright's registry lays its downloads out:
 * `<browsers>/chromium-1255/chrome-linux64/chrome` has it at
 * `<browsers>/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell`. Null for a path not
 * laid out so. (The registry is not public API: the end-to-end test of a fresh machine installs the shell with
 * Playwright's own installer and runs a test in it.)
 */
export function headlessShellBeside(chromiumPath: string): string | null {
  const separator = chromiumPath.includes('/') ? '/' : '\\';
  const parts = chromiumPath.split(separator);
  const at = parts.findIndex((part, index) => /^chromium-\d+$/.test(part) && /^chrome-./.test(parts[index + 1] ?? ''));
  if (at < 0) return null;
  const revision = parts[at].slice('chromium-'.length);
  const platform = parts[at + 1].slice('chrome-'.length);
  const executable = chromiumPath.endsWith('.exe') ? 'chrome-headless-shell.exe' : 'chrome-headless-shell';
  return [...parts.slice(0, at), `chromium_headless_shell-${revision}`, `chrome-headless-shell-${platform}`, executable].join(separator);
}

/** Where Playwright's own builds would be, its headless shell first (a run there takes about 60 % of the time). */
export function playwrightBrowserPaths(launcher: Pick<typeof chromium, 'executablePath'>): string[] {
  let chromiumPath: string;
  try {
    chromiumPath = launcher.executablePath();
  } catch {
    // Playwright has no Chromium build for this platform.
    return [];
  }
  const shell = headlessShellBeside(chromiumPath);
  return shell ? [shell, chromiumPath] : [chromiumPath];
}
