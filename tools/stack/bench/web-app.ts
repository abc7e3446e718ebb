/**
 * The web app's bench: what a first visit downloads and how soon it paints, measured in Chromium on loopback
 * with the cache off, against the product as `npm start` serves it (production bundles through the web origin).
 *
 *   npm run bench:web -- [--repeat=3] [--list]   (--list: every script each screen loads, largest first)
 *
 * Figures per screen (the landing page, /login, /app/tests signed in): scripts, JavaScript over the wire and
 * decoded, whether every text asset came compressed (br or gzip), the landing's LCP, and a route switch between
 * two remotes already loaded. Prints PASS or FAIL per target and always exits 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BrowserContext, type Page } from 'playwright-core';
import { launchChromium } from '@verity/engine/testing';
import { findFreePort } from '@verity/process';
import { startStack } from '../src/start-stack';

const TARGETS = { landingJsKb: 150, appJsKb: 250, landingLcpMs: 500, routeSwitchMs: 150 };
const TEXT_TYPES = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

interface Download {
  url: string;
  mimeType: string;
  encoding: string | null;
  wireBytes: number;
  decodedBytes: number;
}

interface Visit {
  scripts: number;
  jsWireKb: number;
  jsDecodedKb: number;
  /** Text assets of at least 1 KB served without br or gzip. */
  uncompressed: string[];
  lcpMs: number | null;
  /** Every script, largest first: "12.3 KB /remotes/shell/363.ad2cae69.js". */
  scriptList: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdictOf = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const kb = (bytes: number) => bytes / 1024;

/** Opens `url` in a fresh page with the cache off and records every response's bytes, on the wire and decoded. */
async function visit(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const downloads = new Map<string, Download>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    downloads.set(requestId, { url: response.url, mimeType: response.mimeType, encoding: headers['content-encoding'] ?? null, wireBytes: 0, decodedBytes: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const download = downloads.get(requestId);
    if (download) download.decodedBytes += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const download = downloads.get(requestId);
    if (download) download.wireBytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 1_000);
      }),
  );
  await page.close();
  const all = [...downloads.values()];
  const scripts = all.filter((download) => /javascript/.test(download.mimeType));
  return {
    scripts: scripts.length,
    jsWireKb: kb(scripts.reduce((sum, download) => sum + download.wireBytes, 0)),
    jsDecodedKb: kb(scripts.reduce((sum, download) => sum + download.decodedBytes, 0)),
    uncompressed: all.filter((download) => TEXT_TYPES.test(download.mimeType) && download.decodedBytes >= 1024 && !/^(?:br|gzip)$/.test(download.encoding ?? '')).map((download) => new URL(download.url).pathname),
    lcpMs,
    scriptList: [...scripts].sort((a, b) => b.wireBytes - a.wireBytes).map((download) => `${kb(download.wireBytes).toFixed(1).padStart(6)} KB ${new URL(download.url).pathname}`),
  };
}

/** A new account signed in through /login, its onboarding done, in a context of its own. */
async function signedInContext(context: BrowserContext, baseUrl: string): Promise<void> {
  const { anonKey } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { anonKey: string };
  const email = `bench-web-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const signup = await fetch(`${baseUrl}/auth/v1/signup`, { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { access_token: token } = (await signup.json()) as { access_token: string };
  const onboarding = await fetch(`${baseUrl}/api/profile/onboarding`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'Developer', companyTeamSize: '1-10', hearAboutUs: 'Search', hasExpectations: false }),
  });
  if (!onboarding.ok) throw new Error(`Onboarding failed: HTTP ${onboarding.status}`);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login?redirect=%2Fapp%2Ftests`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
  await page.close();
}

/** From /app/tests to /app/runs and back, both remotes loaded: the second switch, timed to the heading. */
async function routeSwitchMs(context: BrowserContext, baseUrl: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/app/tests`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
  await nav.getByRole('link', { name: 'Runs' }).click();
  await page.getByRole('heading', { level: 1, name: 'Runs' }).waitFor();
  await nav.getByRole('link', { name: 'Tests' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
  const started = performance.now();
  await nav.getByRole('link', { name: 'Runs' }).click();
  await page.getByRole('heading', { level: 1, name: 'Runs' }).waitFor();
  const elapsed = performance.now() - started;
  await page.close();
  return elapsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { repeat: { type: 'string', default: '3' }, list: { type: 'boolean', default: false } }, strict: false });
  const repeat = Number(values.repeat);
  const dataDir = await mkdtemp(join(tmpdir(), 'verity-bench-web-'));
  // The bundles `npm start` builds (Nx's cache makes this quick when they are up to date).
  const stack = await startStack({ env: { ...process.env, LOG_LEVEL: 'warn' }, port: await findFreePort(), dataDir, workers: 1, print: () => undefined });
  const browser = await launchChromium();
  try {
    const anonymous = await browser.newContext();
    const signedIn = await browser.newContext();
    await signedInContext(signedIn, stack.url);
    const screens = [
      { name: 'landing page /', context: anonymous, path: '/', heading: null, targetKb: TARGETS.landingJsKb },
      { name: '/login', context: anonymous, path: '/login', heading: 'Sign in', targetKb: TARGETS.appJsKb },
      { name: '/app/tests (signed in)', context: signedIn, path: '/app/tests', heading: 'Tests', targetKb: TARGETS.appJsKb },
    ];
    console.log(`\nVerity web app bench: first visits with the cache off, Chromium ${browser.version()}, median of ${repeat}`);
    for (const screen of screens) {
      const visits: Visit[] = [];
      for (let round = 0; round < repeat; round += 1) {
        visits.push(
          await visit(screen.context, `${stack.url}${screen.path}`, async (page) => {
            if (screen.heading) await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
          }),
        );
      }
      const wire = median(visits.map((v) => v.jsWireKb));
      const uncompressed = [...new Set(visits.flatMap((v) => v.uncompressed))];
      console.log(`  ${screen.name.padEnd(24)} ${String(visits[0]!.scripts).padStart(3)} scripts, JavaScript ${wire.toFixed(0).padStart(5)} KB over the wire (${median(visits.map((v) => v.jsDecodedKb)).toFixed(0)} KB decoded)  target ≤ ${screen.targetKb} KB  ${verdictOf(wire <= screen.targetKb)}`);
      console.log(`  ${''.padEnd(24)} text assets compressed (br or gzip): ${uncompressed.length === 0 ? 'all  PASS' : `not ${uncompressed.slice(0, 5).join(', ')}  FAIL`}`);
      if (values.list) for (const line of visits[0]!.scriptList) console.log(`      ${line}`);
      if (screen.path === '/') {
        const lcps = visits.map((v) => v.lcpMs).filter((value): value is number => value !== null);
        const lcp = lcps.length ? median(lcps) : null;
        console.log(`  ${''.padEnd(24)} LCP ${lcp === null ? 'not reported' : `${lcp.toFixed(0)} ms`}  target ≤ ${TARGETS.landingLcpMs} ms  ${verdictOf(lcp !== null && lcp <= TARGETS.landingLcpMs)}`);
      }
    }
    const switches: number[] = [];
    for (let round = 0; round < repeat; round += 1) switches.push(await routeSwitchMs(signedIn, stack.url));
    const switchMs = median(switches);
    console.log(`  route switch /app/tests → /app/runs, both loaded: ${switchMs.toFixed(0)} ms  target ≤ ${TARGETS.routeSwitchMs} ms  ${verdictOf(switchMs <= TARGETS.routeSwitchMs)}`);
  } finally {
    await Promise.allSettled([browser.close(), stack.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
