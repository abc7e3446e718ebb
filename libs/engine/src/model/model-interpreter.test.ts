import { createModelClient, type ModelEndpoint } from '@verity/models';
import { anthropicToolUse, type FakeModelServer, openAiError, openAiMessage, openAiToolCall, type RecordedRequest, startFakeModelServer } from '@verity/models/testing';
import { type Browser } from 'playwright-core';
import { type StoredAnswers } from '../engine-types';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { runTest } from '../execution/run-test';
import { createModelInterpreter } from './model-interpreter';

jest.setTimeout(60_000);

let browser: Browser;
let site: FixtureServer;
let models: FakeModelServer;

beforeAll(async () => {
  [browser, site, models] = await Promise.all([launchChromium(), startFixtureServer(), startFakeModelServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close(), models?.close()]);
});
beforeEach(() => {
  models.requests.length = 0;
});

const openAi = (): ModelEndpoint => ({ protocol: 'openai', baseUrl: models.openAiBaseUrl, model: 'gpt-fake', apiKey: 'sk-fake', maxRetries: 0 });
const LINE = 'Do the sign in dance';

function memoryAnswers(): StoredAnswers & { saved: Map<string, string> } {
  const saved = new Map<string, string>();
  return { saved, find: async (line, page) => saved.get(`${line} @ ${page}`) ?? null, save: async (line, page, step) => void saved.set(`${line} @ ${page}`, step) };
}

function run(instructions: string[], endpoint: ModelEndpoint, answers?: StoredAnswers) {
  return runTest({
    configuration: { name: 'model', base_url: site.url, instructions },
    browser,
    artifacts: new MemoryArtifactSink(),
    stepTimeoutMs: 2_000,
    allowPrivateNetwork: true,
    interpreter: createModelInterpreter(createModelClient(endpoint)),
    answers,
  });
}

const promptOf = (request: RecordedRequest | undefined) => JSON.stringify(request?.body ?? {});

describe('a model reading a line nothing else reads', () => {
  it('is called once, with the line and the page\'s elements; the next run replays its answer with no call', async () => {
    models.reply(openAiToolCall('write_step', { step: 'Click the "Sign In" button', reason: 'The sign-in button of the form.' }, { input: 812, output: 31 }));
    const answers = memoryAnswers();
    const instructions = ['Open /login.html', 'Type "ada@example.com" into "Email"', 'Type "secret" into "Password"', LINE, 'Check that the page shows "Welcome, Ada"'];
    const first = await run(instructions, openAi(), answers);
    expect(first.summary).toBe('All 5 steps passed.');
    expect(first.steps[3]).toMatchObject({ resolved_by: 'model', expanded: [{ step: 'Click the "Sign In" button', status: 'completed' }] });
    expect(first.modelUsage).toEqual({ model: 'gpt-fake', calls: 1, inputTokens: 812, outputTokens: 31, replayed: 0 });
    expect(models.requests).toHaveLength(1);
    const prompt = promptOf(models.requests[0]);
    expect(prompt).toContain(`Line: ${LINE}`);
    expect(prompt).toContain('button \\"Sign In\\"');
    expect(prompt).not.toContain('ada@example.com');

    const second = await run(instructions, openAi(), answers);
    expect(second.summary).toBe('All 5 steps passed.');
    expect(second.steps[3]).toMatchObject({ resolved_by: 'stored' });
    expect(second.modelUsage).toMatchObject({ calls: 0, replayed: 1 });
    expect(models.requests).toHaveLength(1);
  });

  it('speaks Anthropic\'s protocol the same way', async () => {
    models.reply(anthropicToolUse('write_step', { step: 'Click the "Sign In" button', reason: 'The form\'s button.' }));
    const outcome = await run(['Open /login.html', LINE], { protocol: 'anthropic', baseUrl: models.url, model: 'claude-fake', apiKey: 'sk-ant-fake', maxRetries: 0 });
    expect(outcome.summary).toBe('All 2 steps passed.');
    expect(outcome.steps[1].action).toBe("Clicked the button 'Sign In' (read by claude-fake)");
    expect(models.requests[0]?.path).toBe('/v1/messages');
  });

  it.each([
    [openAiToolCall('write_step', { step: 'Frobnicate the widget', reason: '' }), 'its answer "Frobnicate the widget" is not a step of the grammar.'],
    [openAiToolCall('write_step', { step: '', reason: 'Nothing on the page signs in.' }), 'it says it cannot be done on this page: Nothing on the page signs in.'],
    [openAiMessage('Click the Sign In button, I think.'), 'The model answered without the write_step tool, saying: Click the Sign In button, I think..'],
    [openAiError(401, 'Incorrect API key provided'), 'The model provider refused the API key (HTTP 401: Incorrect API key provided). Check the key.'],
  ])('fails the line with the reason when the answer is no step: %#', async (reply, reason) => {
    models.reply(reply);
    const outcome = await run(['Open /login.html', LINE], openAi());
    expect(outcome.steps.map(({ status }) => status)).toEqual(['completed', 'failed']);
    expect(outcome.steps[1].error).toMatch(new RegExp(`^Line 2 "${LINE}": not a step I understand\\..* The model gpt-fake could not read it: ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  it('never lets a check become an action', async () => {
    models.reply(openAiToolCall('write_step', { step: 'Click "Welcome, Ada"', reason: 'Clicking the greeting.' }));
    const outcome = await run(['Open /login.html', 'Verify that Ada is now logged in'], openAi());
    expect(outcome.steps[1].error).toContain('the line is a check, and its answer "Click "Welcome, Ada"" is not: a check is never replaced by an action.');
  });
});
