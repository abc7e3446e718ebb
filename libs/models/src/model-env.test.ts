import { deploymentModels, modelEnvSchema } from './model-env';
import { estimateCostUsd } from './model-prices';

const read = (env: Record<string, string>) => deploymentModels(modelEnvSchema.parse(env));

describe('the deployment model', () => {
  it('is none by default, with calls allowed and 20 per run', () => {
    expect(read({})).toEqual({ endpoint: null, allowed: true, maxCallsPerRun: 20 });
  });

  it('reads a provider, a model, a base URL and a key', () => {
    expect(read({ VERITY_MODEL_PROTOCOL: 'anthropic', VERITY_MODEL: 'claude-haiku-4-5', VERITY_MODEL_API_KEY: 'sk-ant-x', VERITY_MODEL_MAX_CALLS_PER_RUN: '5' })).toEqual({
      endpoint: { protocol: 'anthropic', model: 'claude-haiku-4-5', apiKey: 'sk-ant-x' },
      allowed: true,
      maxCallsPerRun: 5,
    });
  });

  it('lets a local server go without a key, and nothing else', () => {
    expect(read({ VERITY_MODEL: 'llama3.1', VERITY_MODEL_BASE_URL: 'http://localhost:11434/v1' }).endpoint).toEqual({ protocol: 'openai', model: 'llama3.1', apiKey: 'local', baseUrl: 'http://localhost:11434/v1' });
    expect(() => read({ VERITY_MODEL: 'gpt-4o-mini' })).toThrow('VERITY_MODEL is set but VERITY_MODEL_API_KEY is not: a provider needs its API key.');
    expect(() => read({ VERITY_MODEL_PROTOCOL: 'openai' })).toThrow('VERITY_MODEL_PROTOCOL is set but VERITY_MODEL is not');
  });

  it('can forbid every model call', () => {
    expect(read({ VERITY_MODEL_CALLS: 'never' }).allowed).toBe(false);
    expect(modelEnvSchema.safeParse({ VERITY_MODEL_CALLS: 'sometimes' }).success).toBe(false);
  });
});

describe('the cost estimate', () => {
  it('prices known models by their longest matching name, and not others', () => {
    expect(estimateCostUsd('gpt-4o-mini-2024-07-18', { inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBe(0.75);
    expect(estimateCostUsd('gpt-4o', { inputTokens: 1_000, outputTokens: 100 })).toBe(0.0035);
    expect(estimateCostUsd('claude-sonnet-4-5', { inputTokens: 2_000, outputTokens: 50 })).toBe(0.00675);
    expect(estimateCostUsd('llama3.1', { inputTokens: 2_000, outputTokens: 50 })).toBeNull();
  });
});
