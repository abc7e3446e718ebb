import { type Browser } from 'playwright-core';
import { runTest } from '../../execution/run-test';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../../fixtures';
import { type Settled, settledPool, valueOf } from '../../fixtures/settled-pool';
import { draftSteps } from '../draft-steps';
import { type GoalCase, GOALS } from './testing/goal-cases';

// Goals phrased the way people write them, on fixture apps built the way real ones are (a shop with a checkout,
// TodoMVC, a sign-up form, a workspace with an account menu and tabs, a three-page wizard). Each goal is
// drafted by doing it, then the draft is run by the engine: it must pass on the app, perform every action the
// goal names, end with a check of the goal's outcome, and — where the app's /broken/ variant breaks that
// outcome — fail there. A drafted test that passes on the broken app is the worst result this suite can find.

jest.setTimeout(240_000);
/** Goals in flight at once: a draft and its runs mostly wait on their pages, so a few at a time keep the suite short. */
const CONCURRENT_GOALS = 3;

interface Done {
  drafted: Awaited<ReturnType<typeof draftSteps>>;
  run: { status: string; summary: string };
  broken: string | null;
}

let browser: Browser;
let apps: FixtureServer;
/** Each goal's work, in the order of GOALS. */
const done: Array<Promise<Settled<Done>>> = [];
beforeAll(async () => {
  [browser, apps] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
  const schedule = settledPool(CONCURRENT_GOALS);
  for (const goal of GOALS) done.push(schedule(() => draftAndRun(goal)));
});
afterAll(async () => {
  await Promise.all(done);
  await Promise.all([browser?.close(), apps?.close()]);
});

async function run(start: string, instructions: string[]) {
  const outcome = await runTest({
    configuration: { name: 'drafted', base_url: `${apps.url}${start}`, instructions },
    browser,
    artifacts: new MemoryArtifactSink(),
    stepTimeoutMs: 2_000,
    allowPrivateNetwork: true,
  });
  return { status: outcome.status, summary: outcome.summary };
}

/** Drafts the goal, runs the draft, and runs it on the broken app where the goal has one. */
async function draftAndRun({ start, goal, failsWhenBroken }: GoalCase): Promise<Done> {
  const drafted = await draftSteps({ base_url: `${apps.url}${start}`, goal_description: goal }, { browser, allowPrivateNetwork: true, stepTimeoutMs: 2_000 });
  if (drafted.failure || drafted.unmapped.length > 0) return { drafted, run: { status: 'not run', summary: '' }, broken: null };
  const onBroken = drafted.steps.map((step, index) => (index === 0 ? step.replace('Go to /', 'Go to /broken/') : step));
  return { drafted, run: await run(start, drafted.steps), broken: failsWhenBroken ? (await run(start, onBroken)).status : null };
}

function check({ does, checks, failsWhenBroken }: GoalCase, { drafted, run: ran, broken }: Done): void {
  const context = `Drafted:\n${drafted.steps.join('\n')}\nUnmapped: ${JSON.stringify(drafted.unmapped)}`;
  expect({ unmapped: drafted.unmapped, failure: drafted.failure, context }).toEqual({ unmapped: [], failure: null, context });
  for (const action of does) expect({ action, found: drafted.steps.some((step) => step.includes(action)), context }).toEqual({ action, found: true, context });
  const lastCheck = drafted.steps.at(-1) ?? '';
  expect({ lastCheck, context }).toEqual({ lastCheck: expect.stringMatching(/^Check that /), context });
  expect(lastCheck).toContain(checks);
  expect(drafted.steps.join('\n')).not.toMatch(/\{\{(?!email|username|password)/);
  expect({ run: ran, context }).toEqual({ run: { status: 'completed', summary: expect.any(String) }, context });
  if (failsWhenBroken) expect({ broken, context }).toEqual({ broken: 'failed', context });
}

describe('goals drafted on fixture apps, then run', () => {
  // A goal whose draft or run goes wrong is done once more before the test fails, with the first outcome logged:
  // the planner is deterministic, a loaded machine's timing is not. A wrong draft or verdict fails both times.
  it.each(GOALS)('$goal', async (goal) => {
    const first = await valueOf(done[GOALS.indexOf(goal)]);
    try {
      check(goal, first);
      return;
    } catch (error) {
      console.warn(`${goal.goal}: done again after an unexpected outcome: ${String(error).slice(0, 2_000)}`);
    }
    check(goal, await draftAndRun(goal));
  });
});
