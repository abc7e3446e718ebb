import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existingExecutables, isExecutableFile, systemBrowserPaths } from './browser-candidates';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'verity-candidates-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, mode: number) {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
}

describe('systemBrowserPaths', () => {
  it('lists the usual Linux paths first, then the browser commands in every PATH folder', () => {
    const paths = systemBrowserPaths({ platform: 'linux', pathEnv: '/opt/tools/bin:/usr/local/bin', homeDir: '/home/ada' });
    expect(paths.slice(0, 5)).toEqual(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome']);
    expect(paths).toContain('/opt/tools/bin/chromium-headless-shell');
    expect(paths).toContain('/opt/google/chrome/chrome');
    expect(paths).toContain('/snap/bin/chromium');
    expect(paths).toContain('/opt/tools/bin/chromium');
    expect(paths).toContain('/usr/local/bin/google-chrome');
    expect(paths.indexOf('/opt/tools/bin/chromium')).toBeLessThan(paths.indexOf('/usr/local/bin/chromium'));
  });

  it('looks in the system and the user Applications folders on macOS', () => {
    const paths = systemBrowserPaths({ platform: 'darwin', pathEnv: '/usr/bin', homeDir: '/Users/ada' });
    expect(paths[0]).toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    expect(paths).toContain('/Applications/Chromium.app/Contents/MacOS/Chromium');
    expect(paths).toContain('/Users/ada/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
  });

  it('looks in Program Files and the local app data on Windows, skipping folders that are not set', () => {
    const paths = systemBrowserPaths({ platform: 'win32', pathEnv: '', homeDir: 'C:\\Users\\ada', windowsFolders: ['C:\\Program Files', undefined] });
    expect(paths).toEqual([join('C:\\Program Files', 'Google', 'Chrome', 'Application', 'chrome.exe')]);
  });
});

describe('isExecutableFile', () => {
  it('accepts an executable file and refuses one without the execute bit, a folder, a device and nothing', () => {
    expect(isExecutableFile(file('chrome', 0o755))).toBe(true);
    expect(isExecutableFile(file('readme', 0o644))).toBe(false);
    mkdirSync(join(dir, 'folder'));
    expect(isExecutableFile(join(dir, 'folder'))).toBe(false);
    expect(isExecutableFile('/dev/null')).toBe(false);
    expect(isExecutableFile(join(dir, 'missing'))).toBe(false);
  });
});

describe('existingExecutables', () => {
  it('keeps the order, drops what is missing and lists a browser once however many links point at it', () => {
    const chrome = file('chrome', 0o755);
    symlinkSync(chrome, join(dir, 'google-chrome'));
    const other = file('chromium', 0o755);
    expect(existingExecutables([join(dir, 'nothing'), join(dir, 'google-chrome'), chrome, other])).toEqual([join(dir, 'google-chrome'), other]);
  });
});
