import { artifactKey } from '@verity/artifacts';
import { visualBaselines } from '@verity/db';
import { runTest } from '@verity/engine';
import { type FixtureServer, launchChromium, startFixtureServer } from '@verity/engine/testing';
import { eq } from 'drizzle-orm';
import { type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { fakeBrowsers, useWorkerHarness } from '../testing/worker-harness';
import { baselineStore } from './visual-baselines';

// The practice site's plans page (the engine's fixture apps), the real engine and Chromium: the first passing run of
// a test keeps its pictures as the test's baselines, and the next runs compare with them.

const CHECK = 'Check that the page matches the baseline, ignoring "Last updated"';

describe('visual checks against the baselines of a saved test', () => {
  jest.setTimeout(120_000);
  const harness = useWorkerHarness();
  let browser: Browser;
  let site: FixtureServer;
  let owner: string;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
    owner = await harness().newOwner(50);
  });
  // The harness stops its workers after each test.
  beforeEach(async () => {
    await harness().startWorker({ runTest, browsers: fakeBrowsers(browser) });
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const plans = (broken = false) => `${site.url}${broken ? 'broken/' : ''}practice/plans.html`;
  const finished = (runId: string) => harness().waitForRun(runId, (run) => run.finishedAt !== null);
  const baselinesOf = (testId: string) => harness().db.select().from(visualBaselines).where(eq(visualBaselines.testId, testId));

  it('keeps the first passing run\'s picture as the baseline, compares the next runs with it, and keeps it when a run fails', async () => {
    const { queueRun, artifacts } = harness();
    const firstId = await queueRun(owner, 'Plans', [CHECK], plans(), { asTest: true });
    const first = await finished(firstId);
    expect(first).toMatchObject({ status: 'completed', verdict: 'passed' });
    const testId = first.testId!;
    expect(first.steps[0]?.action).toMatch(/^No baseline yet: this run's picture becomes the baseline if the run passes/);
    expect(first.steps[0]?.visual).toMatchObject({ name: 'page', viewport: '1280x800', baseline: null, current: 'step-01-current.png', status: 'new', became_baseline_at: expect.any(String) });
    const [baseline] = await baselinesOf(testId);
    expect(baseline).toMatchObject({ ownerId: owner, name: 'page', viewport: '1280x800', runId: firstId, file: 'step-01-current.png' });
    const stored = await artifacts.open(artifactKey({ ownerId: owner, runId: firstId }, 'step-01-current.png'));
    expect(stored?.contentType).toBe('image/png');

    const secondId = await queueRun(owner, 'Plans', [CHECK], plans(), { testId });
    const second = await finished(secondId);
    expect(second).toMatchObject({ status: 'completed', verdict: 'passed' });
    expect(second.steps[0]?.visual).toMatchObject({ status: 'matched', baseline: { run_id: firstId, file: 'step-01-current.png' }, diff: 'step-01-diff.png', diff_percent: 0 });
    expect(second.steps[0]?.visual?.became_baseline_at).toBeUndefined();

    const brokenId = await queueRun(owner, 'Plans', [CHECK], plans(true), { testId });
    const broken = await finished(brokenId);
    expect(broken).toMatchObject({ status: 'failed', verdict: 'failed' });
    expect(broken.steps[0]?.error).toMatch(/^The page differs from its baseline: [\d.]+% of its pixels changed \(none allowed\) — see the diff in the review\.$/);
    expect(broken.steps[0]?.visual).toMatchObject({ status: 'differs', baseline: { run_id: firstId }, current: 'step-01-current.png', diff: 'step-01-diff.png' });
    const diff = await artifacts.open(artifactKey({ ownerId: owner, runId: brokenId }, 'step-01-diff.png'));
    expect(diff?.contentType).toBe('image/png');
    expect(await baselinesOf(testId)).toEqual([baseline]);
  });

  it('keeps no baseline from a run that failed after its visual check', async () => {
    const instructions = ['Check that "Pricing" matches the baseline', 'Check that the page shows "Free plan"'];
    const run = await finished(await harness().queueRun(owner, 'Pricing', instructions, plans(), { asTest: true }));
    expect(run.steps.map((step) => step.status)).toEqual(['completed', 'failed']);
    expect(run.steps[0]?.visual).toMatchObject({ status: 'new', name: '"Pricing"' });
    expect(run.steps[0]?.visual?.became_baseline_at).toBeUndefined();
    expect(await baselinesOf(run.testId!)).toEqual([]);
  });

  it('fails the check of a run whose test was deleted, which has no baselines', async () => {
    const run = await finished(await harness().queueRun(owner, 'Plans', [CHECK], plans()));
    expect(run.testId).toBeNull();
    expect(run.steps[0]?.error).toBe(
      'Visual checks need a saved test, which keeps their baselines: this run has none (its test was deleted, or the steps ran on their own). Run the test from its page.',
    );
  });

  it("reads only the owner's baselines, and says so when a baseline's picture is no longer stored", async () => {
    const { db, artifacts, queueRun } = harness();
    const firstId = await queueRun(owner, 'Plans', [CHECK], plans(), { asTest: true });
    const { testId } = await finished(firstId);
    const image = PNG.sync.write(new PNG({ width: 4, height: 4 }));
    await artifacts.save({ ownerId: owner, runId: firstId }, 'step-09-current.png', image, 'image/png');
    await db.update(visualBaselines).set({ file: 'step-09-current.png' }).where(eq(visualBaselines.testId, testId!));

    const own = baselineStore(db, artifacts, { ownerId: owner, testId: testId! });
    expect(await own.find({ name: 'page', viewport: '1280x800' })).toEqual({ image, runId: firstId, file: 'step-09-current.png' });
    expect(await own.find({ name: 'page', viewport: '390x844' })).toBeNull();
    const someoneElse = baselineStore(db, artifacts, { ownerId: await harness().newOwner(), testId: testId! });
    expect(await someoneElse.find({ name: 'page', viewport: '1280x800' })).toBeNull();

    await artifacts.delete(artifactKey({ ownerId: owner, runId: firstId }, 'step-09-current.png'));
    const lostId = await queueRun(owner, 'Plans', [CHECK], plans(), { testId: testId! });
    const lost = await finished(lostId);
    expect(lost.steps[0]?.error).toBe(
      `The baseline of the page could not be read (its picture, step-09-current.png of run ${firstId}, is no longer stored): accept this run's picture as the new baseline in the review.`,
    );
    // This run's picture is kept, for the review to accept.
    expect(lost.steps[0]?.visual).toMatchObject({ status: 'new', current: 'step-01-current.png' });
  });
});
