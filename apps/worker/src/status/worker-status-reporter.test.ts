import { type BrowserStatus } from '@verity/contracts';
import { createDatabase, createPool, type Database, workerStatus } from '@verity/db';
import { createTestDatabase, MIGRATED, TEST_DATABASE_TIMEOUT_MS } from '@verity/db/testing';
import type pg from 'pg';
import { startWorkerStatusReporter } from './worker-status-reporter';

const READY: BrowserStatus = { state: 'ready', source: 'system', location: '/usr/bin/chromium', version: '156.0.8078.79' };
const MISSING: BrowserStatus = { state: 'unavailable', problem: 'No browser for test runs: nothing found.', fix: 'Install one.' };
const worker = { workerId: 'worker@host:1', name: 'worker', hostname: 'host' };

describe('the worker status reporter', () => {
  const database = createTestDatabase({ prepared: MIGRATED });
  let pool: pg.Pool;
  let db: Database;
  beforeAll(async () => {
    await database.start();
    pool = createPool(database.databaseUrl);
    db = createDatabase(pool);
  }, TEST_DATABASE_TIMEOUT_MS);
  afterAll(async () => {
    await pool.end();
    await database.stop();
  }, TEST_DATABASE_TIMEOUT_MS);
  afterEach(() => db.delete(workerStatus));

  const rows = () => db.select().from(workerStatus);

  it('records the status at start, records each new one, and removes the row when the worker stops', async () => {
    const reporter = await startWorkerStatusReporter(MISSING, { db, worker, probe: async () => MISSING, logError: () => undefined });
    expect(await rows()).toEqual([expect.objectContaining({ ...worker, browser: MISSING })]);
    await reporter.report(READY);
    expect(await rows()).toEqual([expect.objectContaining({ browser: READY })]);
    expect(reporter.current()).toEqual(READY);
    await reporter.stop();
    expect(await rows()).toEqual([]);
    // A report that arrives after stop() does not bring the row back.
    await reporter.report(MISSING);
    expect(await rows()).toEqual([]);
  });

  it('looks for a browser again on each refresh while none is available, and refreshes seen_at', async () => {
    const found: BrowserStatus[] = [MISSING, READY];
    let probes = 0;
    const reporter = await startWorkerStatusReporter(MISSING, {
      db,
      worker,
      probe: async () => found[Math.min(probes++, found.length - 1)]!,
      intervalMs: 50,
      logError: () => undefined,
    });
    try {
      const [first] = await rows();
      // A loaded machine may take several intervals to refresh: the row is read until it says ready, or 10 s pass.
      let later = first;
      for (const deadline = Date.now() + 10_000; later?.browser.state !== 'ready' && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [later] = await rows();
      }
      expect(later?.browser).toEqual(READY);
      expect(later!.seenAt.getTime()).toBeGreaterThan(first!.seenAt.getTime());
      const probesOnceReady = probes;
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Once a browser works, refreshes only say the worker is alive: no browser is started for them.
      expect(probes).toBe(probesOnceReady);
    } finally {
      await reporter.stop();
    }
  }, 15_000);
});
