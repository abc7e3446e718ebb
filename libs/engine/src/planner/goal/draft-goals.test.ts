import { type Browser } from 'playwright-core';
import { runTest } from '../../execution/run-test';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../../fixtures';
import { draftSteps } from '../draft-steps';
import { GOALS } from './testing/goal-cases';

// Goals phrased the way people write them, on fixture apps built the way real ones are (a shop with a checkout,
// TodoMVC, a sign-up form, a workspace with an account menu and tabs, a three-page wizard). Each goal is
// drafted by doing it, then the draft is run by the engine: it must pass on the app, perform every action the
// goal names, end with a check of the goal's outcome, and — where the app's /broken/ variant breaks that
// outcome — fail there. A drafted test that passes on the broken app is the worst result this suite can find.

jest.setTimeout(120_000);
// A goal whose draft or run goes wrong is tried once more before the test fails, with the first error logged:
// the planner is deterministic, a loaded machine's timing is not. A wrong draft or verdict fails both times.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

let browser: Browser;
let apps: FixtureServer;
beforeAll(async () => {
  [browser, apps] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), apps?.close()]);
});

async function run(start: string, instructions: string[]) {
  const outcome = await runTest({
    // The drafted test's verdict only: no trace, and a picture of a failed step alone.
    configuration: { name: 'drafted', base_url: `${apps.url}${start}`, instructions, screenshots: 'on_failure' },
    browser,
    artifacts: new MemoryArtifactSink(),
    stepTimeoutMs: 2_000,
    allowPrivateNetwork: true,
    recordTrace: false,
  });
  return { status: outcome.status, summary: outcome.summary };
}

describe('goals drafted on fixture apps, then run', () => {
  it.each(GOALS)('$goal', async ({ start, goal, does, checks, failsWhenBroken }) => {
    const drafted = await draftSteps({ base_url: `${apps.url}${start}`, goal_description: goal }, { browser, allowPrivateNetwork: true, stepTimeoutMs: 2_000 });
    const context = `Drafted:\n${drafted.steps.join('\n')}\nUnmapped: ${JSON.stringify(drafted.unmapped)}`;
    expect({ unmapped: drafted.unmapped, failure: drafted.failure, context }).toEqual({ unmapped: [], failure: null, context });
    for (const action of does) expect({ action, found: drafted.steps.some((step) => step.includes(action)), context }).toEqual({ action, found: true, context });
    const lastCheck = drafted.steps.at(-1) ?? '';
    expect({ lastCheck, context }).toEqual({ lastCheck: expect.stringMatching(/^Check that /), context });
    expect(lastCheck).toContain(checks);
    expect(drafted.steps.join('\n')).not.toMatch(/\{\{(?!email|username|password)/);

    expect({ run: await run(start, drafted.steps), context }).toEqual({ run: { status: 'completed', summary: expect.any(String) }, context });
    if (failsWhenBroken) {
      const onBroken = drafted.steps.map((step, index) => (index === 0 ? step.replace('Go to /', 'Go to /broken/') : step));
      expect({ broken: (await run(start, onBroken)).status, context }).toEqual({ broken: 'failed', context });
    }
  });
});
