import { createModelClient } from '@verity/models';
import { type FakeModelServer, openAiError, openAiToolCall, startFakeModelServer } from '@verity/models/testing';
import { checkModel } from './model-check';

let models: FakeModelServer;
beforeAll(async () => {
  models = await startFakeModelServer();
});
afterAll(() => models.close());

const client = () => createModelClient({ protocol: 'openai', baseUrl: models.openAiBaseUrl, model: 'gpt-fake', apiKey: 'sk-fake', maxRetries: 0 });

describe('the built-in model check', () => {
  it('asks the model a few tasks on a bundled page and judges each answer, with the tokens and time it took', async () => {
    models.reply(
      openAiToolCall('write_step', { step: 'Click the 1st "Add to cart" button', reason: 'The backpack is first.' }, { input: 500, output: 20 }),
      openAiToolCall('write_step', { step: 'Type "qa@example.com" into "Email address"', reason: '' }, { input: 500, output: 20 }),
      openAiToolCall('write_step', { step: 'Click "Red Bike Light"', reason: 'Wrong on purpose.' }, { input: 500, output: 20 }),
    );
    const result = await checkModel(client());
    expect(result).toMatchObject({ passed: 2, total: 3, inputTokens: 1_500, outputTokens: 60, error: null });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(result.tasks.map(({ isRight }) => isRight)).toEqual([true, true, false]);
    expect(result.tasks[2]).toMatchObject({ answer: null, note: expect.stringContaining('the line is a check') });
  });

  it('stops at a provider failure and says what it was', async () => {
    models.reply(openAiError(401, 'Incorrect API key provided'));
    const result = await checkModel(client());
    expect(result).toMatchObject({ passed: 0, total: 3, error: 'The model provider refused the API key (HTTP 401: Incorrect API key provided). Check the key.' });
    expect(result.tasks).toHaveLength(1);
  });

  it('counts an answer that does the wrong thing as wrong, with what was expected', async () => {
    models.reply(
      openAiToolCall('write_step', { step: 'Click the 2nd "Add to cart" button', reason: 'Oops, the bike light.' }),
      openAiToolCall('write_step', { step: 'Type "qa@example.com" into "Search products"', reason: '' }),
      openAiToolCall('write_step', { step: 'Check that the page shows "$12.50"', reason: '' }),
    );
    const result = await checkModel(client());
    expect(result.tasks.map(({ isRight, note }) => [isRight, note])).toEqual([
      [false, 'Expected a click on the "Add to cart" button of the Blue Backpack.'],
      [false, 'Expected typing qa@example.com into the "Email address" field.'],
      [true, null],
    ]);
  });
});
