import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A browser worth trying, in the order a worker looks. */
export type BrowserCandidate =
  | { kind: 'executable'; source: 'CHROMIUM_PATH' | 'system' | 'playwright'; path: string }
  | { kind: 'remote'; source: 'BROWSER_WS_ENDPOINT'; wsEndpoint: string };

export interface SystemBrowserSearch {
  platform: NodeJS.Platform;
  /** The PATH to search for browser commands. */
  pathEnv: string;
  homeDir: string;
  /** Windows' Program Files and local app data folders. */
  windowsFolders?: Array<string | undefined>;
}

/**
 * Chromium's headless shell comes first: Playwright's own headless runs use it, and a run in it takes about 60 % of
 * the time it takes in the full browser (a page is not a browser window), for the same engine and the same pages.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium, whose headless shell is a package of its own. */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';
const LINUX_PATHS = [
  HEADLESS_SHELL_PATH,
  DEBIAN_CHROMIUM_PATH,
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
];
const LINUX_COMMANDS = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];
const MAC_APPS = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium', 'Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing'];

/** The places Chrome and Chromium are usually installed on this platform, most likely first. */
export function systemBrowserPaths({ platform, pathEnv, homeDir, windowsFolders = [] }: SystemBrowserSearch): string[] {
  if (platform === 'darwin') return ['/Applications', join(homeDir, 'Applications')].flatMap((folder) => MAC_APPS.map((app) => join(folder, app)));
  if (platform === 'win32') {
    return windowsFolders.filter((folder): folder is string => Boolean(folder)).map((folder) => join(folder, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  }
  const onPath = pathEnv
    .split(delimiter)
    .filter(Boolean)
    .flatMap((folder) => LINUX_COMMANDS.map((command) => join(folder, command)));
  return [...LINUX_PATHS, ...onPath];
}

/** A regular file this process may execute (a device or a folder in its place is not a browser). */
export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The paths that exist, each browser once however many links lead to it. */
export function existingExecutables(paths: string[], isExecutable: (path: string) => boolean = isExecutableFile): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const path of paths) {
    if (!isExecutable(path)) continue;
    let target = path;
    try {
      target = realpathSync(path);
    } catch {
      // A file that exists but cannot be resolved is still worth a try under its own name.
    }
    if (seen.has(target)) continue;
    seen.add(target);
    found.push(path);
  }
  return found;
}
