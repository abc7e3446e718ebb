import { type Browser } from 'playwright-core';
import { type RunOutcome } from '../../engine-types';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../../fixtures';
import { type Settled, settledPool, valueOf } from '../../fixtures/settled-pool';
import { runTest } from '../run-test';

/**
 * One form of the step grammar, exercised on the fixture site: a test that passes, and a variant that must
 * fail at a given step (0-based) with a given reason. Forms that cannot fail by themselves (scroll down,
 * wait N seconds) have no failing variant.
 */
export interface GrammarCase {
  form: string;
  pass: string[];
  fail?: { steps: string[]; at: number; reason: string | RegExp | ((siteUrl: string) => string) };
}

/** Generous for passing runs on a busy machine; failing runs wait this long for what never comes (their reasons quote it). */
const PASS_TIMEOUT_MS = 10_000;
const FAIL_TIMEOUT_MS = 2_500;
/**
 * Runs in flight at once, each in its own context of the file's browser (as a worker runs them). Failing runs
 * mostly wait, so a few at a time keep the suite short on two cores.
 */
const CONCURRENT_RUNS = 4;

/**
 * Declares a passing and a failing test per case, against one browser and one fixture server per file. The
 * runs start together in beforeAll (a few at a time); each test awaits and checks its own run.
 */
export function describeGrammar(title: string, cases: GrammarCase[], { site: served = 'site' }: { site?: 'site' | 'apps' } = {}): void {
  jest.setTimeout(120_000);
  let browser: Browser;
  let site: FixtureServer;
  const runs = new Map<string, Promise<Settled<RunOutcome>>>();

  const run = (instructions: string[], stepTimeoutMs: number): Promise<RunOutcome> =>
    runTest({
      // Verdicts only: a failed step's picture is taken, as a run takes it; the others' cost the suite a sixth of its time
      // and decide nothing (run-test.test.ts checks the pictures of every step).
      configuration: { name: 'grammar', base_url: site.url, instructions, screenshots: 'on_failure' },
      browser,
      artifacts: new MemoryArtifactSink(),
      stepTimeoutMs,
      allowPrivateNetwork: true,
      // Verdicts only: the trace records, it decides nothing (run-test.test.ts checks it).
      recordTrace: false,
    });

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startFixtureServer(served)]);
    const schedule = settledPool(CONCURRENT_RUNS);
    for (const { form, pass, fail } of cases) {
      runs.set(`${form}: pass`, schedule(() => run(pass, PASS_TIMEOUT_MS)));
      if (fail) runs.set(`${form}: fail`, schedule(() => run(fail.steps, FAIL_TIMEOUT_MS)));
    }
  });
  afterAll(async () => {
    await Promise.all(runs.values());
    await Promise.all([browser?.close(), site?.close()]);
  });

  /**
   * A run whose outcome is not the expected one runs once more before the test fails, and says so: the
   * verdicts are deterministic, a loaded machine's timing is not. A wrong verdict fails both times.
   */
  async function checkedOutcome(key: string, instructions: string[], timeoutMs: number, check: (outcome: RunOutcome) => void): Promise<void> {
    const first = await valueOf(runs.get(key));
    try {
      check(first);
      return;
    } catch {
      console.warn(`${key}: ran again after an unexpected outcome (${first.summary})`);
    }
    check(await run(instructions, timeoutMs));
  }

  describe(title, () => {
    describe.each(cases)('$form', ({ form, pass, fail }) => {
      it('passes', async () => {
        await checkedOutcome(`${form}: pass`, pass, PASS_TIMEOUT_MS, (outcome) =>
          expect({ summary: outcome.summary, steps: outcome.steps.map(({ status }) => status) }).toEqual({
            summary: pass.length === 1 ? 'The 1 step passed.' : `All ${pass.length} steps passed.`,
            steps: pass.map(() => 'completed'),
          }),
        );
      });

      if (fail) {
        it(`fails at step ${fail.at + 1} with a readable reason`, async () => {
          const statuses = fail.steps.map((_, index) => (index < fail.at ? 'completed' : index === fail.at ? 'failed' : 'not_started'));
          const reason = typeof fail.reason === 'function' ? fail.reason(site.url) : fail.reason;
          await checkedOutcome(`${form}: fail`, fail.steps, FAIL_TIMEOUT_MS, (outcome) => {
            // The summary is in the comparison so a run that failed elsewhere says where and why.
            expect({ steps: outcome.steps.map(({ status }) => status), summary: outcome.summary }).toEqual({ steps: statuses, summary: outcome.steps[fail.at]?.status === 'failed' ? outcome.summary : 'the run to fail at this step' });
            const error = outcome.steps[fail.at].error ?? '';
            if (typeof reason === 'string') expect(error).toBe(reason);
            else expect(error).toMatch(reason);
            expect(outcome.summary).toBe(`Step ${fail.at + 1} failed: ${error}`);
          });
        });
      }
    });
  });
}
