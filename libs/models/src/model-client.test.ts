import { createModelClient } from './create-model-client';
import { type ModelEndpoint, ModelError, type ModelProtocol } from './model-client';
import {
  anthropicError,
  anthropicMessage,
  anthropicToolUse,
  type FakeModelServer,
  openAiError,
  openAiMessage,
  openAiToolCall,
  type ScriptedReply,
  startFakeModelServer,
} from './testing';

let server: FakeModelServer;
beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const TOOL = {
  name: 'write_step',
  description: 'The step, in the grammar.',
  parameters: { type: 'object', properties: { step: { type: 'string' } }, required: ['step'] },
};
const request = { system: 'You write steps.', prompt: 'Line: press the blue button', tool: TOOL };

/** The two protocols, each with its own wire format for the same scripted situations. */
const protocols: Array<{
  protocol: ModelProtocol;
  endpoint: () => ModelEndpoint;
  toolCall: (input: unknown, tokens?: { input?: number; output?: number }) => ScriptedReply;
  text: (words: string) => ScriptedReply;
  refusal: (words: string) => ScriptedReply;
  error: (status: number, message: string, headers?: Record<string, string>) => ScriptedReply;
}> = [
  {
    protocol: 'openai',
    endpoint: () => ({ protocol: 'openai', baseUrl: server.openAiBaseUrl, model: 'gpt-test', apiKey: 'sk-test-123', timeoutMs: 1_500 }),
    toolCall: (input, tokens) => openAiToolCall('write_step', input, tokens),
    text: (words) => openAiMessage(words),
    refusal: (words) => openAiMessage(words, { refusal: true }),
    error: openAiError,
  },
  {
    protocol: 'anthropic',
    endpoint: () => ({ protocol: 'anthropic', baseUrl: server.url, model: 'claude-test', apiKey: 'sk-ant-test-123', timeoutMs: 1_500 }),
    toolCall: (input, tokens) => anthropicToolUse('write_step', input, tokens),
    text: (words) => anthropicMessage(words),
    refusal: (words) => anthropicMessage(words, 'refusal'),
    error: anthropicError,
  },
];

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe.each(protocols)('the $protocol adapter', ({ protocol, endpoint, toolCall, text, refusal, error }) => {
  it('asks for the one tool and returns its input, the tokens and the latency', async () => {
    server.reply(toolCall({ step: 'Click the "Blue" button' }, { input: 321, output: 12 }));
    const answer = await createModelClient(endpoint()).callTool(request);
    expect(answer.input).toEqual({ step: 'Click the "Blue" button' });
    expect(answer.usage).toEqual({ inputTokens: 321, outputTokens: 12 });
    expect(answer.latencyMs).toBeGreaterThanOrEqual(0);

    const [sent] = server.requests;
    if (protocol === 'openai') {
      expect(sent?.path).toBe('/v1/chat/completions');
      expect(sent?.headers.authorization).toBe('Bearer sk-test-123');
      expect(sent?.body).toMatchObject({
        model: 'gpt-test',
        messages: [
          { role: 'system', content: 'You write steps.' },
          { role: 'user', content: 'Line: press the blue button' },
        ],
        tools: [{ type: 'function', function: { name: 'write_step', parameters: TOOL.parameters } }],
        tool_choice: { type: 'function', function: { name: 'write_step' } },
      });
    } else {
      expect(sent?.path).toBe('/v1/messages');
      // The SDK sends the key as x-api-key or as a bearer token, as its version prefers.
      expect(`${sent?.headers['x-api-key'] ?? ''} ${sent?.headers.authorization ?? ''}`).toContain('sk-ant-test-123');
      expect(sent?.headers['anthropic-version']).toEqual(expect.any(String));
      expect(sent?.body).toMatchObject({
        model: 'claude-test',
        system: 'You write steps.',
        messages: [{ role: 'user', content: 'Line: press the blue button' }],
        tools: [{ name: 'write_step', input_schema: TOOL.parameters }],
        tool_choice: { type: 'tool', name: 'write_step' },
      });
    }
    expect(sent?.body.stream).toBeUndefined();
  });

  it('says a wrong key is wrong (401), without retrying', async () => {
    server.reply(error(401, 'Incorrect API key provided: sk-test-***'));
    const caught = await failure(createModelClient(endpoint()).callTool(request));
    expect(caught.code).toBe('unauthorized');
    expect(caught.message).toBe('The model provider refused the API key (HTTP 401: Incorrect API key provided: sk-test-***). Check the key.');
    expect(server.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After says and tries again when rate limited (429)', async () => {
    server.reply(error(429, 'Slow down', { 'retry-after': '1' }), toolCall({ step: 'Go back' }));
    const started = Date.now();
    const answer = await createModelClient(endpoint()).callTool(request);
    expect(answer.input).toEqual({ step: 'Go back' });
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('gives up on a rate limit after a bounded number of retries, and says so', async () => {
    const limited = error(429, 'Slow down', { 'retry-after-ms': '10', 'retry-after': '0' });
    server.reply(limited, limited, limited);
    const caught = await failure(createModelClient({ ...endpoint(), maxRetries: 2 }).callTool(request));
    expect(caught.code).toBe('rate_limited');
    expect(caught.message).toBe('The model provider is rate limiting requests (HTTP 429), and still was after waiting and trying 2 more times. Try again later, or raise the limit with the provider.');
    expect(server.requests).toHaveLength(3);
  });

  it('times out a provider that does not answer', async () => {
    server.reply({ ...toolCall({ step: 'too late' }), delayMs: 3_000 });
    const caught = await failure(createModelClient({ ...endpoint(), timeoutMs: 300, maxRetries: 0 }).callTool(request));
    expect(caught.code).toBe('timeout');
    expect(caught.message).toBe('The model did not answer within 300 ms.');
  });

  it('reports a refusal in the model\'s words', async () => {
    server.reply(refusal('I cannot help with that.'));
    const caught = await failure(createModelClient(endpoint()).callTool(request));
    expect(caught.code).toBe('refused');
    expect(caught.message).toContain('I cannot help with that.');
  });

  it('refuses an answer that is prose instead of the tool', async () => {
    server.reply(text('Sure! You should click the blue button.'));
    const caught = await failure(createModelClient(endpoint()).callTool(request));
    expect(caught).toMatchObject({ code: 'invalid_answer', message: 'The model answered without the write_step tool, saying: Sure! You should click the blue button..' });
  });

  it('names a provider failure (5xx) after its retries, and a wrong model (404)', async () => {
    const down = error(500, 'upstream exploded');
    server.reply(down, down, down);
    expect(await failure(createModelClient(endpoint()).callTool(request))).toMatchObject({ code: 'unavailable', message: 'The model provider failed (HTTP 500: upstream exploded).' });
    server.reply(error(404, 'The model `nope` does not exist'));
    expect(await failure(createModelClient(endpoint()).callTool(request))).toMatchObject({
      code: 'rejected',
      message: 'The model provider rejected the request (HTTP 404: The model `nope` does not exist). Check the model name and base URL.',
    });
  });

  it('says when the provider cannot be reached at all', async () => {
    const closed = await startFakeModelServer();
    await closed.close();
    const base = protocol === 'openai' ? closed.openAiBaseUrl : closed.url;
    const caught = await failure(createModelClient({ ...endpoint(), baseUrl: base, maxRetries: 0 }).callTool(request));
    expect(caught.code).toBe('unavailable');
    expect(caught.message).toMatch(/^The model provider could not be reached.*Check the base URL\.$/);
  });
});
