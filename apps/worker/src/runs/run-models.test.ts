import { modelProviders } from '@verity/db';
import { createSecretBox } from '@verity/models';
import { useWorkerHarness } from '../testing/worker-harness';
import { modelsForRun, runModelUsage, testVersionOf } from './run-models';

const box = createSecretBox('the-worker-test-server-key-is-long-enough-0123');
const deployment = { endpoint: { protocol: 'anthropic' as const, model: 'claude-haiku-4-5', apiKey: 'sk-ant-deployment' }, allowed: true, maxCallsPerRun: 7 };
const configuration = { name: 't', base_url: 'https://shop.example', instructions: ['Open the home page'] };

describe('the models of a run', () => {
  const harness = useWorkerHarness();

  it("uses the owner's model in use, else the deployment's", async () => {
    const { db, newOwner } = harness();
    const [withOwn, without] = await Promise.all([newOwner(), newOwner()]);
    await db.insert(modelProviders).values([
      { ownerId: withOwn, name: 'Mine', protocol: 'openai', model: 'gpt-4o-mini', keyCiphertext: box.seal('sk-own'), keyHint: '…-own', isInUse: true },
      { ownerId: withOwn, name: 'Spare', protocol: 'openai', model: 'gpt-4o', keyCiphertext: box.seal('sk-spare'), keyHint: '…pare', isInUse: false },
    ]);
    const own = await modelsForRun(db, { ...deployment, box }, { ownerId: withOwn, testId: null, configuration });
    expect(own.interpreter?.name).toBe('gpt-4o-mini');
    expect(own.answers).toBeUndefined();
    expect(own.modelPolicy).toEqual({ allowed: true, maxCalls: 7 });
    expect((await modelsForRun(db, { ...deployment, box }, { ownerId: without, testId: null, configuration })).interpreter?.name).toBe('claude-haiku-4-5');
    // Without the server key the user's key cannot be opened: the deployment's model reads the lines.
    expect((await modelsForRun(db, deployment, { ownerId: withOwn, testId: null, configuration })).interpreter?.name).toBe('claude-haiku-4-5');
  });

  it('forbids calls when the deployment or the test says never, saying which', async () => {
    const { db, newOwner } = harness();
    const owner = await newOwner();
    expect((await modelsForRun(db, { ...deployment, allowed: false }, { ownerId: owner, testId: null, configuration })).modelPolicy).toEqual({
      allowed: false,
      reason: 'this deployment never calls a model (VERITY_MODEL_CALLS=never)',
      maxCalls: 7,
    });
    expect((await modelsForRun(db, deployment, { ownerId: owner, testId: null, configuration: { ...configuration, model_calls: 'never' } })).modelPolicy).toEqual({
      allowed: false,
      reason: 'this test says never to call a model',
      maxCalls: 7,
    });
  });

  it('versions stored answers by the base URL and steps', () => {
    const renamed: typeof configuration = { ...configuration, name: 'renamed' };
    expect(testVersionOf(configuration)).toBe(testVersionOf(renamed));
    expect(testVersionOf(configuration)).not.toBe(testVersionOf({ ...configuration, instructions: ['Open the home page', 'Go back'] }));
    expect(testVersionOf(configuration)).not.toBe(testVersionOf({ ...configuration, base_url: 'https://staging.shop.example' }));
  });

  it('records usage with an estimate for priced models, none for others, and zero for replays only', () => {
    expect(runModelUsage(undefined)).toBeNull();
    expect(runModelUsage({ model: 'gpt-4o-mini', calls: 1, inputTokens: 1_000, outputTokens: 100, replayed: 0 })).toMatchObject({ estimatedCostUsd: 0.00021 });
    expect(runModelUsage({ model: 'llama3.1', calls: 1, inputTokens: 1_000, outputTokens: 100, replayed: 0 })).toMatchObject({ estimatedCostUsd: null });
    expect(runModelUsage({ model: null, calls: 0, inputTokens: 0, outputTokens: 0, replayed: 2 })).toMatchObject({ estimatedCostUsd: 0 });
  });
});
