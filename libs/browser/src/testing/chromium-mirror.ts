import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEBIAN_CHROMIUM_PATH, isExecutableFile } from '../browser-candidates';
import { storedZip } from './stored-zip';

/** Debian's headless shell itself (its /usr/bin command is a script that starts this). */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export interface ChromiumMirror {
  /** For PLAYWRIGHT_DOWNLOAD_HOST. */
  url: string;
  /** The paths Playwright asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

interface BrowsersJson {
  browsers: Array<{ name: string; revision: string; browserVersion?: string }>;
}

function chromiumVersion(): string {
  const file = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'browsers.json');
  const { browsers } = JSON.parse(readFileSync(file, 'utf8')) as BrowsersJson;
  const version = browsers.find((browser) => browser.name === 'chromium')?.browserVersion;
  if (!version) throw new Error('playwright-core lists no Chromium version');
  return version;
}

/**
 * A local stand-in for Playwright's download CDN (it serves the same paths, over HTTP): Playwright's own
 * installer downloads "Chrome for Testing" and "Chrome Headless Shell" from it. Each "browser" inside is a script
 * that starts one of the machine's (`executable`, `headlessShell`), so what gets installed really runs. Linux x64
 * builds only.
 */
export async function startChromiumMirror({
  executable = DEBIAN_CHROMIUM_PATH,
  headlessShell = isExecutableFile(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : executable,
}: { executable?: string; headlessShell?: string } = {}): Promise<ChromiumMirror> {
  const script = (target: string) => Buffer.from(`#!/bin/sh\nexec ${target} "$@"\n`);
  const version = chromiumVersion();
  const files = new Map<string, Buffer>([
    [`/builds/cft/${version}/linux64/chrome-linux64.zip`, storedZip([{ name: 'chrome-linux64/chrome', content: script(executable), mode: 0o755 }])],
    [
      `/builds/cft/${version}/linux64/chrome-headless-shell-linux64.zip`,
      storedZip([{ name: 'chrome-headless-shell-linux64/chrome-headless-shell', content: script(headlessShell), mode: 0o755 }]),
    ],
  ]);
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://mirror').pathname;
    requests.push(path);
    // Playwright installs ffmpeg beside Chromium (for video); any ffmpeg build is a zip holding one executable.
    const body = files.get(path) ?? (/^\/builds\/ffmpeg\/\d+\/ffmpeg-linux\.zip$/.test(path) ? storedZip([{ name: 'ffmpeg-linux', content: script('true'), mode: 0o755 }]) : undefined);
    if (!body) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
