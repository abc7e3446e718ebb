import { type StepResult, type VisualCheckResult } from '@verity/contracts';
import { testRuns, visualBaselines } from '@verity/db';
import { eq } from 'drizzle-orm';
import { insertRun } from '../repositories/test-runs';
import { newUser, type TestUser, useApi } from '../testing/api-harness';

const LINES = ['Open /plans', 'Check that the page matches the baseline', 'Click "Choose Team"'];

describe('POST /api/test-runs/{id}/baselines: "Accept as new baseline"', () => {
  const api = useApi();
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  const accept = (user: TestUser, runId: string, body: unknown = { index: 1 }) => inject(user, 'POST', `/api/test-runs/${runId}/baselines`, body);

  const createTest = async (user: TestUser) =>
    (await inject(user, 'POST', '/api/tests/', { configuration: { name: 'Plans', base_url: 'https://shop.example.com', instructions: LINES } })).json().data as { id: string };

  /** A finished run of the test whose step 2 is a visual check, as the worker records it. */
  async function runWithPicture(user: TestUser, testId: string | null, visual: Partial<VisualCheckResult> = {}, status: 'failed' | 'running' = 'failed') {
    const run = await insertRun(api().db, user.id, { testId, status, configuration: { name: 'Plans', base_url: 'https://shop.example.com', instructions: LINES } });
    const steps: StepResult[] = [
      { index: 0, instruction: LINES[0]!, status: 'completed' },
      {
        index: 1,
        instruction: LINES[1]!,
        status: 'failed',
        error: 'The page differs from its baseline: 4.2% of its pixels changed (none allowed) — see the diff in the review.',
        visual: {
          name: 'page',
          viewport: '1280x800',
          baseline: { run_id: '00000000-0000-4000-8000-0000000000aa', file: 'step-02-current.png' },
          current: 'step-02-current.png',
          diff: 'step-02-diff.png',
          diff_percent: 4.2,
          max_diff_percent: 0,
          status: 'differs',
          ...visual,
        },
      },
      { index: 2, instruction: LINES[2]!, status: 'cancelled' },
    ];
    await api().db.update(testRuns).set({ steps }).where(eq(testRuns.id, run.id));
    return run;
  }
  const baselinesOf = (testId: string) => api().db.select().from(visualBaselines).where(eq(visualBaselines.testId, testId));

  it("makes the step's picture the test's baseline, in place of the one before, and answers with the run", async () => {
    const test = await createTest(alice);
    const first = await runWithPicture(alice, test.id, { status: 'new', baseline: null, diff: null, diff_percent: null });
    expect((await accept(alice, first.id)).statusCode).toBe(200);
    const [before] = await baselinesOf(test.id);
    expect(before).toMatchObject({ ownerId: alice.id, name: 'page', viewport: '1280x800', runId: first.id, file: 'step-02-current.png' });

    const second = await runWithPicture(alice, test.id);
    const response = await accept(alice, second.id);
    expect(response.statusCode).toBe(200);
    const run = response.json().data;
    expect(run.id).toBe(second.id);
    expect(run.steps[1].visual).toMatchObject({ status: 'differs', current: 'step-02-current.png', became_baseline_at: expect.any(String) });
    expect(Date.parse(run.steps[1].visual.became_baseline_at)).toBeGreaterThan(Date.now() - 60_000);
    // The run is otherwise as it was: its verdict and the other steps.
    expect(run.steps[0]).toEqual({ index: 0, instruction: LINES[0], status: 'completed' });
    expect(run.status).toBe('failed');

    const baselines = await baselinesOf(test.id);
    expect(baselines).toHaveLength(1);
    expect(baselines[0]).toMatchObject({ name: 'page', viewport: '1280x800', runId: second.id, file: 'step-02-current.png' });
    expect(baselines[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    // The run page reads the same.
    expect((await inject(alice, 'GET', `/api/test-runs/${second.id}`)).json().data.steps[1].visual.became_baseline_at).toBe(run.steps[1].visual.became_baseline_at);
  });

  it('refuses a step that took no picture, a bad index, a run still going, and a run whose test was deleted', async () => {
    const test = await createTest(alice);
    const run = await runWithPicture(alice, test.id);
    const none = await accept(alice, run.id, { index: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      ok: false,
      data: null,
      error: "Step 1 of this run took no picture to compare: only a visual check's picture can become a baseline.",
      error_code: 'not_a_visual_check',
    });
    expect((await accept(alice, run.id, { index: 7 })).json().error_code).toBe('not_a_visual_check');
    for (const body of [{}, { index: -1 }, { index: 'two' }, { index: 1, name: 'page' }]) {
      const bad = await accept(alice, run.id, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_code).toBe('validation_failed');
    }
    expect((await accept(alice, run.id, {})).json().error).toBe('index must be the number of the step whose picture to accept.');

    const running = await runWithPicture(alice, test.id, {}, 'running');
    const busy = await accept(alice, running.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: 'This run is running: its picture can become the baseline once the run has finished.', error_code: 'run_not_finished' });

    const orphan = await runWithPicture(alice, null);
    const deleted = await accept(alice, orphan.id);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toMatchObject({ error: "This run's test was deleted: there is no test to keep the baseline for.", error_code: 'test_deleted' });
    await inject(alice, 'DELETE', `/api/tests/${test.id}`);
    expect((await accept(alice, run.id)).json().error_code).toBe('test_deleted');
    expect(await baselinesOf(test.id)).toEqual([]);
  });

  it("answers another user's run with 404 and a malformed id with 400, changing nothing", async () => {
    const test = await createTest(alice);
    const run = await runWithPicture(alice, test.id);
    const foreign = await accept(bob, run.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ok: false, data: null, error: 'Run not found.', error_code: 'not_found' });
    const malformed = await accept(alice, `${run.id}x`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'A valid run id is required.', error_code: 'invalid_id' });
    const anonymous = await api().server.inject({ method: 'POST', url: `/api/test-runs/${run.id}/baselines`, payload: { index: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(await baselinesOf(test.id)).toEqual([]);
  });
});
