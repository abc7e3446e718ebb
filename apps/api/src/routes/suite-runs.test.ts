import { creditLedger, profiles, testRuns } from '@verity/db';
import { and, eq } from 'drizzle-orm';
import { newUser, type TestUser, useApi } from '../testing/api-harness';

describe('suite runs: a folder run as one suite', () => {
  const api = useApi();
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  const createFolder = async (user: TestUser, name = 'Smoke') => (await inject(user, 'POST', '/api/folders/', { name })).json().data as { id: string };
  const createTest = async (user: TestUser, name: string, folderId: string | null) =>
    (await inject(user, 'POST', '/api/tests/', { configuration: { name, base_url: 'https://shop.example.com', instructions: ['Open /'], folder_id: folderId } })).json()
      .data as { id: string };
  const setBalance = (user: TestUser, balance: number) => api().db.update(profiles).set({ creditBalance: balance }).where(eq(profiles.ownerId, user.id));
  const balanceOf = async (user: TestUser) => (await inject(user, 'GET', '/api/profile')).json().data.credit_balance as number;
  const runsOf = (user: TestUser) => api().db.select().from(testRuns).where(eq(testRuns.ownerId, user.id));
  const queuedJobs = async (runIds: string[]) =>
    (await api().pool.query(`select id from pgboss.job where name = 'test-run' and data->>'runId' = any($1) and state = 'created'`, [runIds])).rowCount;
  const setStatus = (runId: string, status: 'completed' | 'running' | 'failed' | 'unknown', finishedAt: Date | null = null) =>
    api().db.update(testRuns).set({ status, finishedAt }).where(eq(testRuns.id, runId));

  /** A user with a folder of three tests (created out of name order) and one test elsewhere. */
  async function folderOfThree() {
    const user = await newUser();
    await inject(user, 'GET', '/api/profile');
    const folder = await createFolder(user);
    await createTest(user, 'checkout', folder.id);
    await createTest(user, 'Sign up', folder.id);
    await createTest(user, 'About page', folder.id);
    await createTest(user, 'Elsewhere', null);
    return { user, folder };
  }

  it('starts one pending run per test of the folder, in name order, paid for and queued, under one suite', async () => {
    const { user, folder } = await folderOfThree();
    await setBalance(user, 10);
    const response = await inject(user, 'POST', `/api/folders/${folder.id}/run`);
    expect(response.statusCode).toBe(201);
    const suite = response.json().data;
    expect(suite).toMatchObject({
      folder_id: folder.id,
      name: 'Smoke',
      status: 'running',
      counts: { total: 3, in_progress: 3, passed: 0, failed: 0, cancelled: 0 },
      credits_used: 3,
      finished_at: null,
    });
    expect(suite.runs.map((run: { configuration: { name: string } }) => run.configuration.name)).toEqual(['About page', 'checkout', 'Sign up']);
    expect(suite.runs.every((run: { status: string; suite_id: string }) => run.status === 'pending' && run.suite_id === suite.id)).toBe(true);
    expect(await balanceOf(user)).toBe(7);
    const debits = await api().db.select().from(creditLedger).where(and(eq(creditLedger.ownerId, user.id), eq(creditLedger.reason, 'run_debit')));
    expect(debits.map((entry) => entry.reference).sort()).toEqual(suite.runs.map((run: { id: string }) => run.id).sort());
    expect(await queuedJobs(suite.runs.map((run: { id: string }) => run.id))).toBe(3);

    const read = await inject(user, 'GET', `/api/suite-runs/${suite.id}`);
    expect(read.json()).toEqual({ ok: true, data: suite, error: null, error_code: null });
  });

  it('refuses a suite the balance does not cover before starting anything, saying how many credits are missing', async () => {
    const { user, folder } = await folderOfThree();
    await setBalance(user, 1);
    const response = await inject(user, 'POST', `/api/folders/${folder.id}/run`);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: 'Not enough credits: the 3 tests of “Smoke” cost 3 credits and you have 1, so 2 more credits are needed. Buy credits or redeem a promo code to run this folder.',
      error_code: 'insufficient_credits',
    });
    expect(await runsOf(user)).toEqual([]);
    expect(await balanceOf(user)).toBe(1);
    expect((await inject(user, 'GET', '/api/suite-runs/')).json().data).toEqual([]);
  });

  it('answers an empty, deleted, unknown or someone else’s folder with a clear error', async () => {
    const { user, folder } = await folderOfThree();
    const empty = await createFolder(user, 'Empty');
    const emptyRun = await inject(user, 'POST', `/api/folders/${empty.id}/run`);
    expect(emptyRun.statusCode).toBe(422);
    expect(emptyRun.json()).toMatchObject({ error: '“Empty” has no tests to run: add tests to the folder first.', error_code: 'suite_empty' });

    const stranger = await newUser();
    const foreign = await inject(stranger, 'POST', `/api/folders/${folder.id}/run`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'Folder not found.', error_code: 'not_found' });

    const invalid = await inject(user, 'POST', '/api/folders/not-an-id/run');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'A valid folder id is required.', error_code: 'invalid_id' });

    await inject(user, 'DELETE', `/api/folders/${folder.id}`);
    const deleted = await inject(user, 'POST', `/api/folders/${folder.id}/run`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ error: '“Smoke” is deleted: restore it to run its tests.', error_code: 'folder_deleted' });
    expect(await runsOf(user)).toEqual([]);
  });

  it('counts its runs as they end, and ends when the last one does', async () => {
    const { user, folder } = await folderOfThree();
    const suite = (await inject(user, 'POST', `/api/folders/${folder.id}/run`)).json().data as { id: string; runs: Array<{ id: string }> };
    const [first, second, third] = suite.runs;
    await setStatus(first!.id, 'completed', new Date('2026-01-01T10:00:00Z'));
    await setStatus(second!.id, 'running');
    const midway = (await inject(user, 'GET', `/api/suite-runs/${suite.id}`)).json().data;
    expect(midway).toMatchObject({ status: 'running', counts: { total: 3, in_progress: 2, passed: 1, failed: 0, cancelled: 0 }, finished_at: null });

    await setStatus(second!.id, 'failed', new Date());
    await setStatus(third!.id, 'unknown', new Date());
    const ended = (await inject(user, 'GET', `/api/suite-runs/${suite.id}`)).json().data;
    expect(ended).toMatchObject({ status: 'failed', counts: { total: 3, in_progress: 0, passed: 1, failed: 2, cancelled: 0 } });
    expect(ended.finished_at).not.toBeNull();

    const listed = (await inject(user, 'GET', `/api/suite-runs/?folder_id=${folder.id}`)).json().data;
    const { runs: _runs, ...summary } = ended;
    expect(listed).toEqual([summary]);
  });

  it('cancels the runs still queued or running, refunding the queued ones, and keeps the finished verdicts', async () => {
    const { user, folder } = await folderOfThree();
    await setBalance(user, 3);
    const suite = (await inject(user, 'POST', `/api/folders/${folder.id}/run`)).json().data as { id: string; runs: Array<{ id: string }> };
    const [done, running, queued] = suite.runs;
    await setStatus(done!.id, 'completed', new Date());
    await setStatus(running!.id, 'running');
    const response = await inject(user, 'POST', `/api/suite-runs/${suite.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'cancelled', counts: { total: 3, in_progress: 0, passed: 1, failed: 0, cancelled: 2 } });
    expect(response.json().data.runs.map((run: { status: string }) => run.status)).toEqual(['completed', 'cancelled', 'cancelled']);
    // Only the run that never started gives its credit back.
    expect(await balanceOf(user)).toBe(1);
    expect(await queuedJobs([queued!.id])).toBe(0);

    const again = await inject(user, 'POST', `/api/suite-runs/${suite.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'suite_not_cancellable' });
  });

  it('keeps each owner to their own suites', async () => {
    const { user, folder } = await folderOfThree();
    const suite = (await inject(user, 'POST', `/api/folders/${folder.id}/run`)).json().data as { id: string };
    const stranger = await newUser();
    expect((await inject(stranger, 'GET', `/api/suite-runs/${suite.id}`)).statusCode).toBe(404);
    expect((await inject(stranger, 'POST', `/api/suite-runs/${suite.id}/cancel`)).statusCode).toBe(404);
    expect((await inject(stranger, 'GET', '/api/suite-runs/')).json().data).toEqual([]);
    expect((await inject(user, 'GET', '/api/suite-runs/')).json().data.map((listed: { id: string }) => listed.id)).toEqual([suite.id]);
  });
});

describe('a suite with a test whose base URL runs may not open', () => {
  const api = useApi({
    guardRunTarget: async (url) => {
      if (new URL(url).hostname.startsWith('10.')) throw new Error('10.0.0.5 is a private, loopback or link-local address.');
    },
  });

  it('is refused with 422, naming the test, before anything is paid for', async () => {
    const user = await newUser();
    const folder = (await api().injectAs(user, 'POST', '/api/folders/', { name: 'Mixed' })).json().data as { id: string };
    for (const [name, base_url] of [['Public', 'https://shop.example.com'], ['Intranet', 'http://10.0.0.5/']]) {
      await api().injectAs(user, 'POST', '/api/tests/', { configuration: { name, base_url, instructions: ['Open /'], folder_id: folder.id } });
    }
    const before = (await api().injectAs(user, 'GET', '/api/profile')).json().data.credit_balance;
    const response = await api().injectAs(user, 'POST', `/api/folders/${folder.id}/run`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: '“Intranet” cannot run here: 10.0.0.5 is a private, loopback or link-local address.',
      error_code: 'base_url_not_allowed',
    });
    expect((await api().injectAs(user, 'GET', '/api/profile')).json().data.credit_balance).toBe(before);
    expect(await api().db.select().from(testRuns).where(eq(testRuns.ownerId, user.id))).toEqual([]);
  });
});
