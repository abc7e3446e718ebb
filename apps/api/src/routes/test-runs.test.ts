import { creditLedger, profiles, testRuns } from '@verity/db';
import { and, eq } from 'drizzle-orm';
import { insertRun } from '../repositories/test-runs';
import { createServer } from '../server';
import { JWT_SECRET, newUser, type TestUser, useApi } from '../testing/api-harness';

describe('test runs', () => {
  const api = useApi();
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });

  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  const createTest = async (user: TestUser, instructions = ['Open /', 'Click "Buy"']) =>
    (await inject(user, 'POST', '/api/tests/', { configuration: { name: 'Buy', base_url: 'https://shop.example.com', instructions } })).json()
      .data as { id: string };

  const setBalance = (user: TestUser, balance: number) =>
    api().db.update(profiles).set({ creditBalance: balance }).where(eq(profiles.ownerId, user.id));
  const balanceOf = async (user: TestUser) => (await inject(user, 'GET', '/api/profile')).json().data.credit_balance as number;
  const ledger = (user: TestUser, reason: 'run_debit' | 'run_refund') =>
    api().db.select().from(creditLedger).where(and(eq(creditLedger.ownerId, user.id), eq(creditLedger.reason, reason)));
  const queuedRunIds = async (runIds: string[]) => {
    const result = await api().pool.query<{ run_id: string }>(
      `select data->>'runId' as run_id from pgboss.job where name = 'test-run' and data->>'runId' = any($1)`,
      [runIds],
    );
    return result.rows.map((row) => row.run_id).sort();
  };
  const jobState = async (runId: string) =>
    (await api().pool.query<{ state: string }>(`select state from pgboss.job where name = 'test-run' and id = $1`, [runId])).rows[0]?.state;
  const setStatus = (runId: string, status: 'completed' | 'running' | 'failed') =>
    api().db.update(testRuns).set({ status }).where(eq(testRuns.id, runId));

  it('runs a test: a pending run with the configuration snapshot, one credit debited, one job queued', async () => {
    const user = await newUser();
    const test = await createTest(user);
    const before = await balanceOf(user);
    const response = await api().server.inject({
      method: 'POST',
      url: `/api/tests/${test.id}/run`,
      // Clients send the JSON content type on bodiless POSTs too.
      headers: { ...user.headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    const run = response.json().data;
    expect(response.json()).toEqual({
      ok: true,
      data: {
        id: expect.any(String),
        test_id: test.id,
        status: 'pending',
        configuration: {
          name: 'Buy',
          base_url: 'https://shop.example.com',
          instructions: ['Open /', 'Click "Buy"'],
          folder_id: null,
          // The owner's run defaults, as they were when the run started.
          viewport: { width: 1280, height: 800 },
          step_timeout_ms: 5_000,
          screenshots: 'every_step',
        },
        steps: [],
        verdict: null,
        summary: null,
        error: null,
        artifacts: {},
        review: null,
        credits_used: 1,
        suite_id: null,
        model_usage: null,
        queued_at: expect.any(String),
        started_at: null,
        finished_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      error: null,
      error_code: null,
    });
    expect(await balanceOf(user)).toBe(before - 1);
    expect(await ledger(user, 'run_debit')).toEqual([expect.objectContaining({ delta: -1, balanceAfter: before - 1, reference: run.id })]);
    expect(await queuedRunIds([run.id])).toEqual([run.id]);
    expect(await jobState(run.id)).toBe('created');

    // Later edits of the test do not change the run's snapshot.
    await inject(user, 'PUT', `/api/tests/${test.id}`, { configuration: { instructions: ['Open /changed'] } });
    expect((await inject(user, 'GET', `/api/test-runs/${run.id}`)).json().data.configuration.instructions).toEqual(['Open /', 'Click "Buy"']);
  });

  it("snapshots the owner's run defaults where the test sets no run option of its own", async () => {
    const user = await newUser();
    const saved = await inject(user, 'PUT', '/api/profile/run-defaults', { step_timeout_ms: 30_000, screenshots: 'on_failure' });
    expect(saved.statusCode).toBe(200);
    const test = await createTest(user);
    const run = (await inject(user, 'POST', `/api/tests/${test.id}/run`)).json().data;
    expect(run.configuration).toMatchObject({ viewport: { width: 1280, height: 800 }, step_timeout_ms: 30_000, screenshots: 'on_failure' });

    await inject(user, 'PUT', `/api/tests/${test.id}`, { configuration: { viewport: { width: 390, height: 844 }, screenshots: 'off' } });
    const own = (await inject(user, 'POST', `/api/tests/${test.id}/run`)).json().data;
    expect(own.configuration).toMatchObject({ viewport: { width: 390, height: 844 }, step_timeout_ms: 30_000, screenshots: 'off' });
    // The test itself still leaves the timeout to the defaults.
    expect((await inject(user, 'GET', `/api/tests/${test.id}`)).json().data.configuration.step_timeout_ms).toBeUndefined();
  });

  it('answers 402 insufficient_credits without a run, a debit or a job when the balance is too low', async () => {
    const user = await newUser();
    const test = await createTest(user);
    await inject(user, 'GET', '/api/profile');
    await setBalance(user, 0);
    const response = await inject(user, 'POST', `/api/tests/${test.id}/run`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: 'Not enough credits: a run costs 1 credit. Buy credits or redeem a promo code to run this test.',
      error_code: 'insufficient_credits',
    });
    expect((await inject(user, 'GET', '/api/test-runs/')).json().data).toEqual([]);
    expect(await ledger(user, 'run_debit')).toEqual([]);
  });

  it('leaves no run and no debit when the job cannot be queued (one transaction)', async () => {
    const user = await newUser();
    const test = await createTest(user);
    const before = await balanceOf(user);
    const { pool, queue } = api();
    const broken = createServer({
      pool,
      auth: { jwtSecret: JWT_SECRET },
      queue: { send: async () => Promise.reject(new Error('queue down: postgres://secret')), cancel: queue.cancel.bind(queue) },
    });
    try {
      const response = await broken.inject({ method: 'POST', url: `/api/tests/${test.id}/run`, headers: user.headers });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ ok: false, data: null, error: 'Internal server error', error_code: 'internal_error' });
    } finally {
      await broken.close();
    }
    expect(await balanceOf(user)).toBe(before);
    expect((await inject(user, 'GET', '/api/test-runs/')).json().data).toEqual([]);
    expect(await ledger(user, 'run_debit')).toEqual([]);
  });

  it('starts exactly 10 runs from 100 concurrent requests with 10 credits; past 60 starts a minute the rest are rate limited', async () => {
    const user = await newUser();
    const test = await createTest(user);
    await inject(user, 'GET', '/api/profile');
    await setBalance(user, 10);

    const responses = await Promise.all(Array.from({ length: 100 }, () => inject(user, 'POST', `/api/tests/${test.id}/run`)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(50).fill(402), ...Array(40).fill(429)]);
    for (const refused of responses.filter((response) => response.statusCode === 402)) {
      expect(refused.json().error_code).toBe('insufficient_credits');
    }
    const limited = responses.find((response) => response.statusCode === 429)!;
    expect(limited.json()).toEqual({ ok: false, data: null, error: 'You are starting runs too quickly. Try again in 1 second.', error_code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBe('1');
    // The limit is the user's own: someone else starts a run meanwhile.
    const other = await newUser();
    expect((await inject(other, 'POST', `/api/tests/${(await createTest(other)).id}/run`)).statusCode).toBe(201);
    const runIds = responses.filter((response) => response.statusCode === 201).map((response) => response.json().data.id as string);

    expect(await balanceOf(user)).toBe(0);
    const runs = (await inject(user, 'GET', `/api/test-runs/?test_id=${test.id}`)).json().data as Array<{ id: string; status: string }>;
    expect(runs.map((run) => run.id).sort()).toEqual([...runIds].sort());
    expect(runs.every((run) => run.status === 'pending')).toBe(true);
    const debits = await ledger(user, 'run_debit');
    expect(debits.map((entry) => entry.reference).sort()).toEqual([...runIds].sort());
    expect(debits.map((entry) => entry.balanceAfter).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await queuedRunIds(runIds)).toEqual([...runIds].sort());
  });

  it('lists runs newest first, filtered by test and limited', async () => {
    const user = await newUser();
    const [first, second] = [await createTest(user), await createTest(user)];
    const runA = (await inject(user, 'POST', `/api/tests/${first.id}/run`)).json().data;
    const runB = (await inject(user, 'POST', `/api/tests/${second.id}/run`)).json().data;
    const runC = (await inject(user, 'POST', `/api/tests/${first.id}/run`)).json().data;
    for (const url of ['/api/test-runs/', '/api/test-runs']) {
      expect((await inject(user, 'GET', url)).json().data.map((run: { id: string }) => run.id)).toEqual([runC.id, runB.id, runA.id]);
    }
    expect((await inject(user, 'GET', `/api/test-runs/?test_id=${first.id}`)).json().data.map((run: { id: string }) => run.id)).toEqual([
      runC.id,
      runA.id,
    ]);
    expect((await inject(user, 'GET', '/api/test-runs/?limit=1')).json().data).toHaveLength(1);
    const badFilter = await inject(user, 'GET', '/api/test-runs/?test_id=abc');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error).toBe('test_id must be a valid test id.');
    expect((await inject(user, 'GET', '/api/test-runs/?limit=0')).statusCode).toBe(400);
  });

  it('treats a stored snapshot without an instructions array as no steps', async () => {
    const user = await newUser();
    await inject(user, 'GET', '/api/profile');
    const run = await insertRun(api().db, user.id, {
      testId: null,
      status: 'created',
      configuration: { name: 'Legacy', base_url: 'https://a.b', instructions: 'Open /' as unknown as string[] },
    });
    expect((await inject(user, 'GET', `/api/test-runs/${run.id}`)).json().data.configuration.instructions).toEqual([]);
  });

  describe('cancel', () => {
    it('cancels a pending run and refunds its credit once, even when cancelled twice at once', async () => {
      const user = await newUser();
      const test = await createTest(user);
      const run = (await inject(user, 'POST', `/api/tests/${test.id}/run`)).json().data;
      const before = await balanceOf(user);

      const [first, second] = await Promise.all([
        inject(user, 'PUT', `/api/test-runs/${run.id}`, { status: 'cancelled' }),
        inject(user, 'PUT', `/api/test-runs/${run.id}`, { status: 'cancelled' }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const cancelled = [first, second].find((response) => response.statusCode === 200)!.json().data;
      expect(cancelled).toMatchObject({ id: run.id, status: 'cancelled', finished_at: expect.any(String) });
      const refused = [first, second].find((response) => response.statusCode === 409)!.json();
      expect(refused).toEqual({
        ok: false,
        data: null,
        error: 'This run is cancelled: only created, pending or running runs can be cancelled.',
        error_code: 'run_not_cancellable',
      });
      expect(await balanceOf(user)).toBe(before + 1);
      expect(await ledger(user, 'run_refund')).toEqual([expect.objectContaining({ delta: 1, balanceAfter: before + 1, reference: run.id })]);
      expect(await jobState(run.id)).toBe('cancelled');
    });

    it('cancels a running run without a refund (it used the browser), and a created one', async () => {
      const user = await newUser();
      const test = await createTest(user);
      const run = (await inject(user, 'POST', `/api/tests/${test.id}/run`)).json().data;
      await setStatus(run.id, 'running');
      const before = await balanceOf(user);
      expect((await inject(user, 'PUT', `/api/test-runs/${run.id}`, { status: 'cancelled' })).json().data.status).toBe('cancelled');
      expect(await balanceOf(user)).toBe(before);

      const created = await insertRun(api().db, user.id, { testId: test.id, status: 'created', configuration: { name: 'x', base_url: 'https://a.b', instructions: [] } });
      expect((await inject(user, 'PUT', `/api/test-runs/${created.id}`, { status: 'cancelled' })).json().data.status).toBe('cancelled');
    });
  });

  describe('review', () => {
    it('records a review of a finished run, and refuses one of a run still pending', async () => {
      const user = await newUser();
      const test = await createTest(user);
      const run = (await inject(user, 'POST', `/api/tests/${test.id}/run`)).json().data;
      const early = await inject(user, 'PUT', `/api/test-runs/${run.id}`, { review: { decision: 'flaky', notes: 'x' } });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: 'This run is pending: only completed or failed runs can be reviewed.', error_code: 'run_not_reviewable' });

      await setStatus(run.id, 'failed');
      const reviewed = await inject(user, 'PUT', `/api/test-runs/${run.id}`, { review: { decision: 'confirmed_bug', notes: 'Checkout button is hidden' } });
      expect(reviewed.statusCode).toBe(200);
      expect(reviewed.json().data.review).toEqual({ decision: 'confirmed_bug', notes: 'Checkout button is hidden', reviewed_at: expect.any(String) });
      expect((await inject(user, 'GET', `/api/test-runs/${run.id}`)).json().data.review.decision).toBe('confirmed_bug');

      const badDecision = await inject(user, 'PUT', `/api/test-runs/${run.id}`, { review: { decision: 'great' } });
      expect(badDecision.statusCode).toBe(400);
      expect(badDecision.json().error).toMatch(/^review\.decision: /);
    });

    it('rejects an empty update, fields a user may not set, and statuses other than cancelled', async () => {
      const test = await createTest(alice);
      const run = (await inject(alice, 'POST', `/api/tests/${test.id}/run`)).json().data;
      for (const payload of [undefined, {}]) {
        const empty = await inject(alice, 'PUT', `/api/test-runs/${run.id}`, payload);
        expect(empty.statusCode).toBe(400);
        expect(empty.json()).toEqual({ ok: false, data: null, error: 'Update data cannot be empty.', error_code: 'validation_failed' });
      }
      for (const field of ['verdict', 'credits_used', 'steps', 'configuration']) {
        const response = await inject(alice, 'PUT', `/api/test-runs/${run.id}`, { [field]: 'x' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          ok: false,
          data: null,
          error: `Field '${field}' cannot be updated on a run; only status and review can.`,
          error_code: 'field_not_updatable',
        });
      }
      const completed = await inject(alice, 'PUT', `/api/test-runs/${run.id}`, { status: 'completed' });
      expect(completed.statusCode).toBe(400);
      expect(completed.json().error).toBe("status can only be set to 'cancelled'.");
      expect((await inject(alice, 'GET', `/api/test-runs/${run.id}`)).json().data.status).toBe('pending');
    });
  });

  describe('schedule', () => {
    it('queues a created run: pending, debited, one job', async () => {
      const user = await newUser();
      const test = await createTest(user);
      const before = await balanceOf(user);
      const created = await insertRun(api().db, user.id, { testId: test.id, status: 'created', configuration: { name: 'x', base_url: 'https://a.b', instructions: ['Open /'] } });
      const response = await inject(user, 'POST', `/api/test-runs/${created.id}/schedule`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: created.id, status: 'pending', credits_used: 1, queued_at: expect.any(String) });
      expect(await balanceOf(user)).toBe(before - 1);
      expect(await queuedRunIds([created.id])).toEqual([created.id]);

      const again = await inject(user, 'POST', `/api/test-runs/${created.id}/schedule`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        ok: false,
        data: null,
        error: 'This run is pending: only a run that is created can be scheduled.',
        error_code: 'run_not_schedulable',
      });
      expect(await balanceOf(user)).toBe(before - 1);
    });

    it('answers 402 when scheduling without credits and leaves the run created', async () => {
      const user = await newUser();
      await inject(user, 'GET', '/api/profile');
      await setBalance(user, 0);
      const created = await insertRun(api().db, user.id, { testId: null, status: 'created', configuration: { name: 'x', base_url: 'https://a.b', instructions: [] } });
      const response = await inject(user, 'POST', `/api/test-runs/${created.id}/schedule`);
      expect(response.statusCode).toBe(402);
      expect(response.json().error_code).toBe('insufficient_credits');
      expect((await inject(user, 'GET', `/api/test-runs/${created.id}`)).json().data.status).toBe('created');
    });
  });

  describe('use-fix', () => {
    const LINES = ['Open /login', 'Click the "Log in" button', 'Check that the page shows "Welcome"'];

    /** A failed run of the test whose step 2 has a proposed fix, as the worker records it. */
    async function failedRunWithFix(user: TestUser, testId: string) {
      const run = await insertRun(api().db, user.id, { testId, status: 'failed', configuration: { name: 'Buy', base_url: 'https://shop.example.com', instructions: LINES } });
      const steps = [
        { index: 0, instruction: LINES[0]!, status: 'completed' as const },
        { index: 1, instruction: LINES[1]!, status: 'failed' as const, error: "No button named 'Log in'.", proposed_fix: { step: 'Click the "Sign In" button', by: 'page' as const } },
        { index: 2, instruction: LINES[2]!, status: 'not_started' as const },
      ];
      await api().db.update(testRuns).set({ steps }).where(eq(testRuns.id, run.id));
      return run;
    }

    it("puts the proposed step in place of the run's line in the test, and keeps the rest of the test", async () => {
      const user = await newUser();
      const test = await createTest(user, LINES);
      await inject(user, 'PUT', `/api/tests/${test.id}`, { configuration: { variables: { who: 'ada' } } });
      const run = await failedRunWithFix(user, test.id);
      const response = await inject(user, 'POST', `/api/test-runs/${run.id}/use-fix`, { index: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.configuration).toMatchObject({
        name: 'Buy',
        instructions: ['Open /login', 'Click the "Sign In" button', 'Check that the page shows "Welcome"'],
        variables: { who: 'ada' },
      });
      // Used once, the line is no longer the run's: using it again is refused, the test left as it is.
      const again = await inject(user, 'POST', `/api/test-runs/${run.id}/use-fix`, { index: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        ok: false,
        data: null,
        error: 'The test changed after this run: line 2 is no longer "Click the "Log in" button". Run the test again to get a fix for its current steps.',
        error_code: 'test_changed',
      });
    });

    it('refuses a step without a fix, a bad index, and a run whose test was deleted', async () => {
      const user = await newUser();
      const test = await createTest(user, LINES);
      const run = await failedRunWithFix(user, test.id);
      const none = await inject(user, 'POST', `/api/test-runs/${run.id}/use-fix`, { index: 0 });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ error: 'Step 1 of this run has no proposed fix.', error_code: 'fix_not_found' });
      for (const body of [{}, { index: -1 }, { index: 'one' }, { index: 1, step: 'Click "x"' }]) {
        const bad = await inject(user, 'POST', `/api/test-runs/${run.id}/use-fix`, body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error_code).toBe('validation_failed');
      }
      await inject(user, 'DELETE', `/api/tests/${test.id}`);
      const deleted = await inject(user, 'POST', `/api/test-runs/${run.id}/use-fix`, { index: 1 });
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toMatchObject({ error: "This run's test was deleted: there is no test to change.", error_code: 'test_deleted' });
    });
  });

  it('answers a malformed id with 400 and another user’s run with 404 for every operation', async () => {
    const test = await createTest(alice);
    const run = (await inject(alice, 'POST', `/api/tests/${test.id}/run`)).json().data;
    const created = await insertRun(api().db, alice.id, { testId: test.id, status: 'created', configuration: { name: 'x', base_url: 'https://a.b', instructions: [] } });
    const operations = [
      ['GET', run.id, ''],
      ['PUT', run.id, '', { status: 'cancelled' }],
      ['PUT', run.id, '', { review: { decision: 'flaky' } }],
      ['POST', created.id, '/schedule'],
      ['POST', run.id, '/use-fix', { index: 0 }],
    ] as const;
    for (const [method, id, suffix, payload] of operations) {
      const malformed = await inject(alice, method, `/api/test-runs/${id}x${suffix}`, payload);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ ok: false, data: null, error: 'A valid run id is required.', error_code: 'invalid_id' });
      const foreign = await inject(bob, method, `/api/test-runs/${id}${suffix}`, payload);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ ok: false, data: null, error: 'Run not found.', error_code: 'not_found' });
    }
    expect((await inject(bob, 'GET', '/api/test-runs/')).json().data).toEqual([]);
    expect((await inject(bob, 'GET', `/api/test-runs/?test_id=${test.id}`)).json().data).toEqual([]);
    const [after] = await api().db.select({ status: testRuns.status }).from(testRuns).where(eq(testRuns.id, created.id));
    expect(after?.status).toBe('created');
  });
});

describe('a run of a test whose base URL runs may not open', () => {
  const api = useApi({
    guardRunTarget: async (url) => {
      if (new URL(url).hostname.startsWith('10.')) throw new Error('10.0.0.5 is a private, loopback or link-local address.');
    },
  });

  it('is refused with 422 before it is paid for: no run, no debit, no job', async () => {
    const user = await newUser();
    const created = await api().injectAs(user, 'POST', '/api/tests/', { configuration: { name: 'Intranet', base_url: 'http://10.0.0.5/', instructions: ['Open /'] } });
    const before = (await api().injectAs(user, 'GET', '/api/profile')).json().data.credit_balance;
    const response = await api().injectAs(user, 'POST', `/api/tests/${created.json().data.id}/run`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: 'This test cannot run here: 10.0.0.5 is a private, loopback or link-local address.',
      error_code: 'base_url_not_allowed',
    });
    expect((await api().injectAs(user, 'GET', '/api/profile')).json().data.credit_balance).toBe(before);
    expect(await api().db.select().from(testRuns).where(eq(testRuns.ownerId, user.id))).toEqual([]);
  });
});
