import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type BackEnd, startBackEnd } from './testing/back-end';
import { type BuiltApp, buildApp } from './testing/built-app';
import { type BuiltServiceProcess, startBuiltService } from './testing/built-service';
import { type GreeterSite, startGreeterSite } from './testing/greeter-site';
import { type PostgresServer, startPostgresServer } from './testing/postgres-server';
import { apiAs, mapWithLimit, signUp } from './testing/verity-client';

// Production's moving parts, built, on a real PostgreSQL server: one API, one auth service and three worker
// processes (two runs at a time each, real engine, real Chromium) drain a backlog of queued runs.

const RUNS = 48;
const CANCELLED = 4;
const WORKERS = 3;
const SIGNUP_CREDITS = 110;
const DRAIN_TIMEOUT_MS = 240_000;
const INSTRUCTIONS = ['Open the home page', 'Click "Show greeting"', 'Check that the page shows "Hello, tester"'];

describe(`${WORKERS} built workers on PostgreSQL`, () => {
  let app: BuiltApp;
  let postgres: PostgresServer;
  let site: GreeterSite;
  let artifactsDir: string;
  let db: pg.Pool;
  let backEnd: BackEnd;
  const workers: BuiltServiceProcess[] = [];
  let ownerId: string;
  let executedRunIds: string[];
  let cancelledRunIds: string[];

  beforeAll(async () => {
    [app, postgres, site] = await Promise.all([buildApp(), startPostgresServer(), startGreeterSite()]);
    artifactsDir = await mkdtemp(join(tmpdir(), 'verity-artifacts-'));
    db = new pg.Pool({ connectionString: postgres.databaseUrl, max: 2 });
    // An idle client told the server is stopping must not fail the suite once its checks are done.
    db.on('error', () => undefined);
    backEnd = await startBackEnd(app.dir, postgres.databaseUrl, { ARTIFACTS_DIR: artifactsDir, SIGNUP_CREDITS: String(SIGNUP_CREDITS), RUN_CREDIT_COST: '1', RUN_STARTS_PER_MINUTE: String(RUNS + CANCELLED) });

    // The backlog: every run queued (and paid for) before any worker exists; a few cancelled while still queued.
    const client = apiAs(backEnd.apiUrl, await signUp(backEnd.authUrl, 'drain@example.com'));
    const runs = await mapWithLimit(Array.from({ length: RUNS + CANCELLED }, (_, index) => index), 8, async (index) => {
      const test = await client.createTest({ name: `greets ${index}`, base_url: `${site.url}/greeter/${index}`, instructions: INSTRUCTIONS });
      return client.runTest(test.id);
    });
    expect(runs.every((run) => run.status === 'pending')).toBe(true);
    cancelledRunIds = runs.slice(RUNS).map((run) => run.id);
    for (const runId of cancelledRunIds) expect((await client.cancelRun(runId)).status).toBe('cancelled');
    executedRunIds = runs.slice(0, RUNS).map((run) => run.id);
    ownerId = (await db.query<{ owner_id: string }>('select owner_id from test_runs where id = $1', [executedRunIds[0]])).rows[0]!.owner_id;

    for (let index = 1; index <= WORKERS; index++) {
      workers.push(
        startBuiltService(app.dir, ['worker'], {
          ...backEnd.shared,
          WORKER_NAME: `worker-${index}`,
          WORKER_CONCURRENCY: '2',
          ARTIFACTS_DIR: artifactsDir,
        }),
      );
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await backEnd?.stop();
    await db?.end();
    await Promise.all([postgres?.stop(), site?.close(), app?.remove(), artifactsDir && rm(artifactsDir, { recursive: true, force: true })]);
  }, 60_000);

  it(`drain ${RUNS} queued runs: none lost, none run twice, none stuck, the credits ledger balanced`, async () => {
    const started = Date.now();
    let counts: Record<string, number> = {};
    while (Date.now() - started < DRAIN_TIMEOUT_MS) {
      const { rows } = await db.query<{ status: string; count: number }>(
        'select status, count(*)::int as count from test_runs where id = any($1) group by status',
        [executedRunIds],
      );
      counts = Object.fromEntries(rows.map((row) => [row.status, row.count]));
      if (!counts.pending && !counts.running) break;
      await sleep(500);
    }
    const seconds = (Date.now() - started) / 1000;
    const { rows: timing } = await db.query<{ median: number }>(
      `select percentile_cont(0.5) within group (order by extract(epoch from finished_at - started_at))::float as median
       from test_runs where id = any($1) and finished_at is not null`,
      [executedRunIds],
    );
    console.log(`${RUNS} runs drained by ${WORKERS} workers × 2 in ${seconds.toFixed(1)} s, a run took ${timing[0]?.median?.toFixed(1)} s (median); ${JSON.stringify(counts)}`);

    // None stuck, none lost: every run ended, and passed. A run that did not says why, in the failure.
    const { rows: unfinished } = await db.query<{ id: string; status: string; summary: string | null; error: string | null }>(
      `select id, status, summary, error from test_runs where id = any($1) and (status <> 'completed' or verdict is distinct from 'passed')`,
      [executedRunIds],
    );
    expect({ counts, unfinished }).toEqual({ counts: { completed: RUNS }, unfinished: [] });
    const { rows: runs } = await db.query<{ id: string; verdict: string; started_at: Date | null; steps: Array<{ status: string }> }>(
      'select id, verdict, started_at, steps from test_runs where id = any($1)',
      [executedRunIds],
    );
    expect(runs.filter((run) => run.verdict !== 'passed' || run.steps.some((step) => step.status !== 'completed'))).toEqual([]);

    // None run twice: each run's page was opened once, and one worker reported each run, once.
    expect([...site.pageLoads.values()].filter((loads) => loads !== 1)).toEqual([]);
    expect(site.pageLoads.size).toBe(RUNS);
    const reports = workers.flatMap((worker) => worker.output.filter((line) => / run [0-9a-f-]{36}: /.test(line)));
    expect(reports.map((line) => line.match(/run ([0-9a-f-]{36})/)![1]).sort()).toEqual([...executedRunIds].sort());
    for (const worker of workers) expect(worker.output.some((line) => line.includes(': completed'))).toBe(true);

    // The queue agrees: each job completed on its first attempt; the cancelled ones were withdrawn.
    const { rows: jobs } = await db.query<{ id: string; state: string; retry_count: number }>(
      `select id, state, retry_count from pgboss.job where name = 'test-run'
       union all select id, state, retry_count from pgboss.archive where name = 'test-run'`,
    );
    const jobOf = new Map(jobs.map((job) => [job.id, job]));
    expect(jobs).toHaveLength(RUNS + CANCELLED);
    expect(executedRunIds.filter((id) => jobOf.get(id)?.state !== 'completed' || jobOf.get(id)?.retry_count !== 0)).toEqual([]);
    expect(cancelledRunIds.map((id) => jobOf.get(id)?.state)).toEqual(cancelledRunIds.map(() => 'cancelled'));

    // The ledger balances: entries sum to each balance; each run debited once; refunds only for runs that never ran.
    const { rows: unbalanced } = await db.query(
      `select p.owner_id, p.credit_balance, coalesce(sum(l.delta), 0)::int as ledger_sum
       from profiles p left join credit_ledger l on l.owner_id = p.owner_id
       group by p.owner_id, p.credit_balance having p.credit_balance <> coalesce(sum(l.delta), 0)`,
    );
    expect(unbalanced).toEqual([]);
    const { rows: entries } = await db.query<{ reason: string; reference: string | null; delta: number }>(
      'select reason, reference, delta from credit_ledger where owner_id = $1',
      [ownerId],
    );
    const referencesOf = (reason: string) => entries.filter((entry) => entry.reason === reason).map((entry) => entry.reference).sort();
    expect(referencesOf('run_debit')).toEqual([...executedRunIds, ...cancelledRunIds].sort());
    expect(referencesOf('run_refund')).toEqual([...cancelledRunIds].sort());
    const { rows: neverRan } = await db.query('select id from test_runs where id = any($1) and started_at is not null', [cancelledRunIds]);
    expect(neverRan).toEqual([]);
    const { rows: profile } = await db.query<{ credit_balance: number }>('select credit_balance from profiles where owner_id = $1', [ownerId]);
    expect(profile[0]!.credit_balance).toBe(SIGNUP_CREDITS - RUNS);
  }, DRAIN_TIMEOUT_MS + 30_000);
});
