import { type RunSession } from '@verity/contracts';
import { signedInSessions, tests } from '@verity/db';
import { runTest } from '@verity/engine';
import { type FixtureServer, launchChromium, LEDGER_PASSWORD, startFixtureServer } from '@verity/engine/testing';
import { createSecretBox } from '@verity/models';
import { eq } from 'drizzle-orm';
import { type Browser } from 'playwright-core';
import { fakeBrowsers, useWorkerHarness } from '../testing/worker-harness';

// Ledger (the fixtures' app whose account pages need the session cookie its sign-in form sets), the real engine
// and Chromium: a sign-in test passes once, and the tests that start signed in with it begin on its session.

const box = createSecretBox('the-worker-session-test-key-is-long-enough-0123');

describe('tests that start signed in with a sign-in test', () => {
  jest.setTimeout(120_000);
  const harness = useWorkerHarness();
  let browser: Browser;
  let site: FixtureServer;
  const signIns = async () => ((await (await fetch(`${site.url}ledger/sign-ins`)).json()) as { signIns: number }).signIns;
  let owner: string;
  let signInTestId: string;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
    const { newOwner, db } = harness();
    owner = await newOwner(50);
    const [row] = await db
      .insert(tests)
      .values({
        ownerId: owner,
        configuration: {
          name: 'Sign in as Ada',
          base_url: site.url,
          provides_session: true,
          instructions: ['Go to /ledger/login', 'Type "ada@example.com" into "Email"', 'Type "{{password}}" into "Password"', 'Click "Sign in"', 'Check that the page shows "Signed in as ada@example.com"'],
        },
        secretVariables: { password: box.seal(LEDGER_PASSWORD) },
      })
      .returning({ id: tests.id });
    signInTestId = row!.id;
  });
  // The harness stops its workers after each test.
  beforeEach(async () => {
    await harness().startWorker({ runTest, browsers: fakeBrowsers(browser), models: { endpoint: null, allowed: true, maxCallsPerRun: 20, box }, concurrency: 3 });
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const runOrders = async () => {
    const { queueRun, waitForRun } = harness();
    const runId = await queueRun(owner, 'Orders', ['Go to /ledger/account', 'Check that the page shows "Your orders"'], site.url, { configuration: { session_from: signInTestId } });
    return waitForRun(runId, (run) => run.finishedAt !== null);
  };
  const sourceOf = (session: RunSession | null) => session?.source;

  it('runs the sign-in test first when no session is saved, then starts the next runs from the saved one', async () => {
    const first = await runOrders();
    expect(first).toMatchObject({ status: 'completed', verdict: 'passed' });
    expect(first.session).toMatchObject({ test_id: signInTestId, test_name: 'Sign in as Ada', source: 'signed_in_first' });
    expect(await signIns()).toBe(1);

    const [saved] = await harness().db.select().from(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    expect(saved!.state).not.toContain('sid');
    expect(JSON.parse(box.open(saved!.state)).cookies.map((cookie: { name: string }) => cookie.name)).toEqual(['sid']);
    // The site's cookie lasts an hour: so does the session.
    expect(Math.abs(saved!.expiresAt.getTime() - (Date.now() + 3_600_000))).toBeLessThan(120_000);

    const second = await runOrders();
    expect(second).toMatchObject({ status: 'completed', verdict: 'passed' });
    expect(sourceOf(second.session)).toBe('saved');
    expect(await signIns()).toBe(1);
  });

  it('signs in again, once, when the saved session lands the run on the sign-in page, and starts the run over', async () => {
    await fetch(`${site.url}ledger/end-sessions`, { method: 'POST' });
    const before = await signIns();
    const run = await runOrders();
    expect(run).toMatchObject({ status: 'completed', verdict: 'passed' });
    expect(sourceOf(run.session)).toBe('signed_in_again');
    expect(run.steps.map((step) => step.status)).toEqual(['completed', 'completed']);
    expect(await signIns()).toBe(before + 1);
  });

  it('signs in once for runs that start together with no session saved', async () => {
    await harness().db.delete(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    const before = await signIns();
    const runs = await Promise.all([runOrders(), runOrders(), runOrders()]);
    expect(runs.map((run) => run.verdict)).toEqual(['passed', 'passed', 'passed']);
    expect(await signIns()).toBe(before + 1);
    expect(runs.map((run) => sourceOf(run.session)).sort()).toEqual(['signed_in_first', 'signed_in_first', 'signed_in_first']);
  });

  it('saves the session a sign-in test leaves when it passes on its own run', async () => {
    const { db, queueRun, waitForRun } = harness();
    const [signInTest] = await db.select().from(tests).where(eq(tests.id, signInTestId));
    const runId = await queueRun(owner, 'Sign in as Ada', signInTest!.configuration.instructions, site.url, {
      testId: signInTestId,
      configuration: { provides_session: true },
      secretVariables: signInTest!.secretVariables,
    });
    expect(await waitForRun(runId, (run) => run.finishedAt !== null)).toMatchObject({ verdict: 'passed' });
    const [saved] = await db.select().from(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    expect(saved!.runId).toBe(runId);
  });

  it('fails a run, naming the sign-in test, when signing in fails, and when the sign-in test is gone', async () => {
    const { db } = harness();
    await db.delete(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    await db.update(tests).set({ secretVariables: { password: box.seal('not-the-password') } }).where(eq(tests.id, signInTestId));
    const refused = await runOrders();
    expect(refused).toMatchObject({ status: 'failed', verdict: 'failed' });
    expect(refused.summary).toMatch(/^Could not start signed in: the sign-in test “Sign in as Ada” failed: Step 5 failed: /);
    // None of its own steps ran (the worker marks steps a run never reached cancelled).
    expect(refused.steps.map((step) => step.status)).toEqual(['cancelled', 'cancelled']);

    await db.delete(tests).where(eq(tests.id, signInTestId));
    const orphan = await runOrders();
    expect(orphan.summary).toBe('The sign-in test this test starts with was deleted: choose another under “Start signed in with” on the test.');
  });
});
