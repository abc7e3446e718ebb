import { type Browser } from 'playwright-core';
import { runTest } from '../../execution/run-test';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../../fixtures';
import { type InterpretRequest, type StepInterpreter } from '../../engine-types';
import { draftSteps } from '../draft-steps';
import { DraftCancelledError } from '../planner-errors';

// Goals as people write them, drafted by doing them on the fixture site, then run by the engine: the draft
// must perform every action the goal names and check its outcome (so a broken outcome fails the test).
jest.setTimeout(90_000);

let browser: Browser;
let site: FixtureServer;
beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startFixtureServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

const draft = (page: string, goal: string) => draftSteps({ base_url: `${site.url}${page}`, goal_description: goal }, { browser, allowPrivateNetwork: true, stepTimeoutMs: 2_000 });

async function run(page: string, instructions: string[]) {
  return runTest({ configuration: { name: 'drafted', base_url: `${site.url}${page}`, instructions }, browser, artifacts: new MemoryArtifactSink(), stepTimeoutMs: 2_000, allowPrivateNetwork: true });
}

describe('drafting by doing the goal', () => {
  it('takes every clause of a todo goal in order and ends with its outcome; the drafted test passes', async () => {
    const drafted = await draft('todo.html', "Add 'Pay rent', mark 'Pay rent' as completed, click 'Clear completed', and check that 'Pay rent' is no longer shown");
    expect(drafted.steps).toEqual([
      'Go to /todo.html',
      'Type "Pay rent" into "New todo"',
      'Click the "Add" button',
      'Check the "Pay rent" checkbox',
      'Click the "Clear completed" button',
      'Check that the page does not show "Pay rent"',
    ]);
    expect(drafted).toMatchObject({ unmapped: [], failure: null });
    expect(await run('todo.html', drafted.steps)).toMatchObject({ status: 'completed', verdict: 'passed' });
  });

  it('keeps an outcome that does not hold, says the draft fails there, and the drafted test fails at that step', async () => {
    const drafted = await draft('todo.html', "Add 'Buy bread' and check that 3 items left is shown");
    expect(drafted.steps.at(-1)).toBe('Check that the page shows "3 items left"');
    expect(drafted.failure).toEqual({ step: drafted.steps.length, reason: expect.stringContaining('3 items left') });
    const outcome = await run('todo.html', drafted.steps);
    expect(outcome).toMatchObject({ status: 'failed', verdict: 'failed' });
    expect(outcome.steps.at(-1)?.status).toBe('failed');
  });

  it('logs in with the credentials the goal gives (no undefined variables) and checks the page it lands on', async () => {
    const drafted = await draft('login.html', 'Log in as ada@example.com with password secret; the page should show "Welcome, Ada"');
    expect(drafted.steps).toEqual([
      'Go to /login.html',
      'Type "ada@example.com" into "Email"',
      'Type "secret" into "Password"',
      'Click the "Sign In" button',
      'Check that the page shows "Welcome, Ada"',
    ]);
    expect(drafted.steps.join('\n')).not.toMatch(/\{\{/);
    expect(await run('login.html', drafted.steps)).toMatchObject({ status: 'completed' });
  });

  it('reports the parts of the goal it could not do instead of dropping them', async () => {
    const drafted = await draft('todo.html', "Add 'Call mum', pay with the gift card, then check that 'Call mum' is shown");
    expect(drafted.unmapped).toEqual([{ clause: 'pay with the gift card', reason: expect.any(String) }]);
    expect(drafted.steps.at(-1)).toBe('Check that the page shows "Call mum"');
  });

  describe('with a model', () => {
    const modelAnswering = (answers: Record<string, string>): StepInterpreter & { interpret: jest.Mock } => ({
      name: 'fake-model',
      interpret: jest.fn(async ({ line }: InterpretRequest) => {
        const step = answers[line];
        if (!step) throw Object.assign(new Error('it gave no step'), { usage: { inputTokens: 100, outputTokens: 2 } });
        return { step, usage: { inputTokens: 400, outputTokens: 15 } };
      }),
    });
    const draftWith = (interpreter: StepInterpreter, goal: string, maxCalls = 5) =>
      draftSteps({ base_url: `${site.url}todo.html`, goal_description: goal }, { browser, allowPrivateNetwork: true, stepTimeoutMs: 2_000, interpreter, modelPolicy: { allowed: true, maxCalls } });

    it('drafts the part the planner cannot map with the step the model reads on the page, and says so', async () => {
      const interpreter = modelAnswering({ 'get rid of the finished ones': 'Click the "Clear completed" button' });
      const drafted = await draftWith(interpreter, "Add 'Call mum', get rid of the finished ones, then check that 'Call mum' is shown");
      expect(drafted.steps).toEqual(['Go to /todo.html', 'Type "Call mum" into "New todo"', 'Click the "Add" button', 'Click the "Clear completed" button', 'Check that the page shows "Call mum"']);
      expect(drafted.unmapped).toEqual([]);
      expect(drafted.model).toEqual({ name: 'fake-model', clauses: ['get rid of the finished ones'], calls: 1, input_tokens: 400, output_tokens: 15 });
      const [request] = interpreter.interpret.mock.calls[0] as [InterpretRequest];
      expect(request.candidates).toContainEqual(expect.objectContaining({ role: 'button', name: 'Clear completed' }));
    });

    it('keeps reporting the part when the model has no step, an action for a check, or a step that does not run', async () => {
      const interpreter = modelAnswering({
        'pay with the gift card': 'Click the "Gift card" button',
        'make sure it worked out': 'Click the "Add" button',
      });
      const drafted = await draftWith(interpreter, "Add 'Call mum', pay with the gift card, archive it and make sure it worked out");
      expect(drafted.unmapped.map(({ clause }) => clause)).toEqual(['pay with the gift card', 'archive it', 'make sure it worked out']);
      expect(drafted.model).toMatchObject({ clauses: [], calls: 3 });
    });

    it('asks no more than the calls it may make', async () => {
      const interpreter = modelAnswering({});
      const drafted = await draftWith(interpreter, "Add 'Call mum', pay with the gift card, archive it, then check that 'Call mum' is shown", 1);
      expect(interpreter.interpret).toHaveBeenCalledTimes(1);
      expect(drafted.unmapped.map(({ clause }) => clause)).toEqual(['pay with the gift card', 'archive it']);
    });
  });

  it('reports each clause as it is done, and stops when cancelled, closing what it opened', async () => {
    const controller = new AbortController();
    const seen: Array<{ clause: string; number: number; total: number }> = [];
    const drafting = draftSteps(
      { base_url: `${site.url}todo.html`, goal_description: "Add 'one', add 'two', add 'three' and check that 3 items left is shown" },
      {
        browser,
        allowPrivateNetwork: true,
        signal: controller.signal,
        onProgress: ({ clause, number, total }) => {
          seen.push({ clause, number, total });
          if (number === 2) controller.abort();
        },
      },
    );
    await expect(drafting).rejects.toBeInstanceOf(DraftCancelledError);
    expect(seen).toEqual([
      { clause: 'Add "one"', number: 1, total: 4 },
      { clause: 'add "two"', number: 2, total: 4 },
    ]);
    expect(browser.contexts()).toHaveLength(0);
  });

  it('refuses a goal with nothing that can be done on the page, saying what to write', async () => {
    await expect(draft('todo.html', 'Frobnicate the quantum flux')).rejects.toMatchObject({ code: 'goal_not_actionable', message: expect.stringContaining('Say what to do on the site') });
    await expect(draft('todo.html', 'x'.repeat(10_000))).rejects.toMatchObject({ code: 'goal_not_actionable' });
  });
});
