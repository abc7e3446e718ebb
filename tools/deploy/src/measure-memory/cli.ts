// `npm run measure:memory [-- 1 2 4]`: what a worker costs in memory per concurrent run, measured on this machine.
// Builds the services, starts the built API and auth on PostgreSQL (DATABASE_URL, else a throwaway cluster of
// Debian's postgresql), then for each concurrency N starts one built worker launching its own Chromium, runs N
// copies of a 12-step shop test at once, twice, and samples the worker and its Chromium processes every 100 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBackEnd } from '../testing/back-end';
import { buildApp } from '../testing/built-app';
import { startBuiltService } from '../testing/built-service';
import { startPostgresServer } from '../testing/postgres-server';
import { apiAs, signUp } from '../testing/verity-client';
import { sampleTreeMemory, type TreeMemory } from './process-tree-memory';
import { SHOP_TEST_STEPS, startShopSite } from './shop-site';

const ROUNDS = 2;
const concurrencies = process.argv.slice(2).map(Number);
if (concurrencies.some((n) => !Number.isInteger(n) || n < 1 || n > 32)) {
  console.error('Usage: npm run measure:memory [-- N…]   (concurrencies between 1 and 32; default 1 2 4)');
  process.exit(2);
}
if (!concurrencies.length) concurrencies.push(1, 2, 4);

const mib = (value: number) => `${Math.round(value)} MiB`;
const cleanups: Array<() => Promise<unknown>> = [];
try {
  const app = await buildApp();
  cleanups.unshift(() => app.remove());
  const postgres = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, stop: async () => undefined } : await startPostgresServer();
  cleanups.unshift(() => postgres.stop());
  const site = await startShopSite();
  cleanups.unshift(() => site.close());
  const artifactsDir = await mkdtemp(join(tmpdir(), 'verity-artifacts-'));
  cleanups.unshift(() => rm(artifactsDir, { recursive: true, force: true }));
  const backEnd = await startBackEnd(app.dir, postgres.databaseUrl, { ARTIFACTS_DIR: artifactsDir, SIGNUP_CREDITS: '10000' });
  cleanups.unshift(() => backEnd.stop());
  const client = apiAs(backEnd.apiUrl, await signUp(backEnd.authUrl, `memory-${Date.now()}@example.com`));
  const test = await client.createTest({ name: 'Shop checkout', base_url: site.url, instructions: SHOP_TEST_STEPS });

  const results: Array<{ concurrency: number; idle: TreeMemory; peak: TreeMemory; seconds: number }> = [];
  for (const concurrency of concurrencies) {
    const worker = startBuiltService(app.dir, ['worker'], {
      ...backEnd.shared,
      WORKER_NAME: `worker-x${concurrency}`,
      WORKER_CONCURRENCY: String(concurrency),
      ARTIFACTS_DIR: artifactsDir,
    });
    await worker.waitForLine(/: ready: /);
    await sleep(1_000);
    const idle = sampleTreeMemory(worker.pid);
    let peak: TreeMemory = idle;
    let seconds = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = Date.now();
      const runs = await Promise.all(Array.from({ length: concurrency }, () => client.runTest(test.id)));
      const pending = new Set(runs.map((run) => run.id));
      while (pending.size) {
        const sample = sampleTreeMemory(worker.pid);
        if (sample.total > peak.total) peak = sample;
        await sleep(100);
        for (const runId of [...pending]) {
          const run = await client.readRun(runId);
          if (run.status === 'completed' || run.status === 'failed' || run.status === 'cancelled') {
            pending.delete(runId);
            if (run.verdict !== 'passed') throw new Error(`The measured run ${runId} did not pass: ${run.error ?? run.status}`);
          }
        }
      }
      seconds = Math.max(seconds, (Date.now() - started) / 1000);
    }
    await worker.stop();
    results.push({ concurrency, idle, peak, seconds });
    console.log(`measured ${concurrency} concurrent run(s): ${mib(peak.total)} at the peak`);
  }

  console.log(`\nOne worker process and its Chromium, N concurrent runs of a ${SHOP_TEST_STEPS.length}-step test (peak of ${ROUNDS} rounds):\n`);
  console.log('| N | worker node RSS (idle → peak) | Chromium PSS at the peak (processes; their RSS sum) | total at the peak | slowest round |');
  console.log('|---|---|---|---|---|');
  for (const { concurrency, idle, peak, seconds } of results) {
    console.log(
      `| ${concurrency} | ${mib(idle.rootRss)} → ${mib(peak.rootRss)} | ${mib(peak.childrenPss)} (${peak.children}; ${mib(peak.childrenRss)}) | ${mib(peak.total)} | ${seconds.toFixed(1)} s |`,
    );
  }
  const [fewest, most] = [results[0]!, results.at(-1)!];
  if (most.concurrency > fewest.concurrency) {
    const perRun = (most.peak.total - fewest.peak.total) / (most.concurrency - fewest.concurrency);
    console.log(`\n≈ ${mib(fewest.peak.total - perRun * fewest.concurrency)} per worker process with its browser, + ${mib(perRun)} per concurrent run`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
}
