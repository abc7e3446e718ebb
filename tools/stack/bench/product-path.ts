/**
 * The product path's bench: a run as a user starts it (POST /api/tests/{id}/run → queue → worker → verdict in
 * the database), timed against the same test hand-written in Playwright, measured side by side in this process.
 *
 *   npm run bench -- [--iterations=20] [--queued=50]   (--queued=0: no queue figure)
 *
 * Figures: pickup (POST to `running`, p95 over the iterations), the whole run against the hand-written script,
 * and a queue of runs draining on one worker process with the default concurrency. Prints PASS or FAIL per target
 * and always exits 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, runHandWrittenSignup, SIGNUP_INSTRUCTIONS, startFixtureServer } from '@verity/engine/testing';
import { findFreePort } from '@verity/process';
import { startStack } from '../src/start-stack';

const TARGETS = { pickupP95Ms: 150, runRatio: 1.5, queuedP95OverSolo: 2 };
/** The most runs the queue figure may start: it reads them all in one page of GET /test-runs/ (newest first). */
const MAX_QUEUED = 100;

interface RunRead {
  status: string;
  verdict: string | null;
  summary: string | null;
  queued_at: string | null;
  started_at: string | null;
  finished_at: string | null;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
const verdictOf = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { iterations: { type: 'string', default: '20' }, queued: { type: 'string', default: '50' } }, strict: false });
  const iterations = Number(values.iterations);
  const queued = Number(values.queued);
  if (!(queued >= 0 && queued <= MAX_QUEUED)) throw new Error(`--queued must be between 0 and ${MAX_QUEUED} (the runs one page of GET /test-runs/ lists).`);
  const dataDir = await mkdtemp(join(tmpdir(), 'verity-bench-stack-'));
  const webDist = await mkdtemp(join(tmpdir(), 'verity-bench-web-'));
  const quiet = () => undefined;
  const stack = await startStack({
    // No web bundles: the bench drives the API. Enough credits and run starts for every run it makes.
    env: { ...process.env, VERITY_WEB_DIST: webDist, NODE_ENV: 'development', LOG_LEVEL: 'warn', SIGNUP_CREDITS: '10000', RUN_STARTS_PER_MINUTE: '10000' },
    port: await findFreePort(),
    dataDir,
    workers: 1,
    print: quiet,
  });
  const [browser, site] = await Promise.all([launchChromium(), startFixtureServer()]);
  try {
    const api = await signUp(stack.url);
    const test = await api<{ id: string }>('POST', '/tests/', { configuration: { name: 'Bench sign-up', base_url: site.url, instructions: SIGNUP_INSTRUCTIONS } });
    console.log(`\nVerity product-path bench: ${SIGNUP_INSTRUCTIONS.length} steps through API → queue → worker, Chromium ${browser.version()}`);

    /**
     * Starts a run and waits for its verdict. Times come from the run's own record (started_at, finished_at, set by
     * the worker on this machine's clock) against the moment of the POST, so the run is read only four times a
     * second: reading it often enough to time it from outside would load the two cores the run itself needs.
     */
    const runOnce = async () => {
      const postedAt = Date.now();
      const run = await api<{ id: string }>('POST', `/tests/${test.id}/run`);
      for (;;) {
        const read = await api<RunRead>('GET', `/test-runs/${run.id}`);
        if (['completed', 'failed', 'cancelled'].includes(read.status)) {
          if (read.verdict !== 'passed') throw new Error(`The bench run did not pass: ${read.summary ?? read.status}`);
          return { pickupMs: Date.parse(read.started_at!) - postedAt, totalMs: Date.parse(read.finished_at!) - postedAt, read };
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    const handWritten: number[] = [];
    const product: Array<{ pickupMs: number; totalMs: number }> = [];
    await runOnce();
    await runHandWrittenSignup(browser, site.url, { evidence: 'none' });
    for (let round = 0; round < iterations; round += 1) {
      // Interleaved, so a noisy neighbour slows both alike; a pause lets the worker's poller go idle first.
      const started = performance.now();
      await runHandWrittenSignup(browser, site.url, { evidence: 'none' });
      handWritten.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 300));
      product.push(await runOnce());
    }
    const pickupP95 = percentile(product.map((run) => run.pickupMs), 95);
    const ratio = median(product.map((run) => run.totalMs)) / median(handWritten);
    console.log(`\nOne run at a time, ${iterations} runs each:`);
    console.log(`  hand-written Playwright, no artifacts        ${ms(median(handWritten))}  (median)`);
    console.log(`  Verity run, POST to verdict in the database  ${ms(median(product.map((run) => run.totalMs)))}  (median)`);
    console.log(`  the run, running to verdict                  ${ms(median(product.map((run) => run.totalMs - run.pickupMs)))}  (median; information: the engine's part, with the worker's writes)`);
    console.log(`  pickup, POST to running                      ${ms(pickupP95)}  (p95; median ${median(product.map((run) => run.pickupMs)).toFixed(0)} ms; the run's started_at)  target ≤ ${TARGETS.pickupP95Ms} ms  ${verdictOf(pickupP95 <= TARGETS.pickupP95Ms)}`);
    console.log(`  ratio Verity run / hand-written: ${ratio.toFixed(2)}  target ≤ ${TARGETS.runRatio}  ${verdictOf(ratio <= TARGETS.runRatio)}`);

    if (queued === 0) return;
    // A queue: `queued` runs started at once drain on one worker process (its default concurrency).
    const soloMs = median(product.map((run) => run.totalMs - run.pickupMs));
    const drainStarted = performance.now();
    const ids = await Promise.all(Array.from({ length: queued }, () => api<{ id: string }>('POST', `/tests/${test.id}/run`).then((run) => run.id)));
    const ended = await waitForAllToEnd(api, test.id, ids);
    const drainMinutes = (performance.now() - drainStarted) / 60_000;
    const perRun = ended.map((read) => Date.parse(read.finished_at!) - Date.parse(read.started_at!));
    const passed = ended.filter((read) => read.verdict === 'passed').length;
    const p95OverSolo = percentile(perRun, 95) / soloMs;
    console.log(`\n${queued} runs queued at once on one worker process:`);
    console.log(`  drained in ${(drainMinutes * 60).toFixed(1)} s: ${(queued / drainMinutes).toFixed(1)} runs/minute; ${passed}/${queued} passed`);
    console.log(`  per-run time (started to finished) p95 ${percentile(perRun, 95).toFixed(0)} ms = ${p95OverSolo.toFixed(2)}× solo  target ≤ ${TARGETS.queuedP95OverSolo}×  ${verdictOf(p95OverSolo <= TARGETS.queuedP95OverSolo && passed === queued)}`);
  } finally {
    await Promise.allSettled([browser.close(), site.close(), stack.stop()]);
    await Promise.allSettled([rm(dataDir, { recursive: true, force: true }), rm(webDist, { recursive: true, force: true })]);
  }
}

type Api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** A new user through the auth service, and a caller of the API as that user. */
async function signUp(baseUrl: string): Promise<Api> {
  const { anonKey } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { anonKey: string };
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await answer.json()) as { ok: boolean; data: T; error: string | null };
    if (!envelope.ok) throw new Error(`${method} ${path}: HTTP ${answer.status} ${envelope.error}`);
    return envelope.data;
  };
}

/**
 * Waits until every run has ended, reading the test's runs in one request twice a second: a read per run every
 * few hundred milliseconds (two hundred a second for fifty runs) would load the machine whose runs it times.
 */
async function waitForAllToEnd(api: Api, testId: string, ids: string[]): Promise<RunRead[]> {
  for (;;) {
    const runs = await api<Array<RunRead & { id: string }>>('GET', `/test-runs/?test_id=${testId}&limit=${MAX_QUEUED}`);
    const byId = new Map(runs.map((run) => [run.id, run]));
    const ours = ids.map((id) => byId.get(id));
    if (ours.every((run) => run && ['completed', 'failed', 'cancelled'].includes(run.status))) return ours as RunRead[];
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

await main();
