import { modelProviders, testRuns } from '@verity/db';
import { checkModel } from '@verity/engine';
import { createModelClient, createSecretBox, type ModelEndpoint } from '@verity/models';
import { type FakeModelServer, openAiError, openAiToolCall, startFakeModelServer } from '@verity/models/testing';
import { eq } from 'drizzle-orm';
import { newUser, type TestUser, useApi } from '../testing/api-harness';

const SERVER_KEY = 'the-api-test-server-key-is-long-enough-0123456789';
let models: FakeModelServer;
beforeAll(async () => {
  models = await startFakeModelServer();
});
afterAll(() => models.close());

describe('the Models routes', () => {
  const drafts: Array<{ model?: { endpoint: ModelEndpoint; maxCalls: number } }> = [];
  const api = useApi({
    draftSteps: async (_input, options) => {
      drafts.push({ ...(options?.model ? { model: options.model } : {}) });
      return { steps: ['Go to /'], unmapped: [], failure: null, model: options?.model ? { name: options.model.endpoint.model, clauses: ['pay'], calls: 1, input_tokens: 10, output_tokens: 2 } : null };
    },
    models: {
      box: createSecretBox(SERVER_KEY),
      deployment: { endpoint: { protocol: 'anthropic', model: 'claude-haiku-4-5', apiKey: 'sk-ant-deployment' }, allowed: true, maxCallsPerRun: 20 },
      check: (endpoint) => checkModel(createModelClient({ ...endpoint, maxRetries: 0 })),
      guardBaseUrl: async (url) => {
        if (new URL(url).hostname === '169.254.169.254') throw new Error('169.254.169.254 is a private address.');
      },
    },
  });
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  const add = (user: TestUser, body: Record<string, unknown>) => inject(user, 'POST', '/api/models', body);

  it('adds a model with its key sealed at rest, shown masked, never returned; the first one is in use', async () => {
    const created = await add(alice, { name: 'Local gateway', protocol: 'openai', base_url: `${models.openAiBaseUrl}/`, model: 'gpt-4o-mini', api_key: 'sk-proj-secret-value-7f3a' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      ok: true,
      data: {
        id: expect.any(String),
        name: 'Local gateway',
        protocol: 'openai',
        base_url: models.openAiBaseUrl,
        model: 'gpt-4o-mini',
        key_hint: 'sk-proj-…7f3a',
        in_use: true,
        last_check: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      error: null,
      error_code: null,
    });
    expect(created.body).not.toContain('secret-value');
    const [row] = await api().db.select().from(modelProviders).where(eq(modelProviders.id, created.json().data.id));
    expect(row!.keyCiphertext).not.toContain('secret-value');
    expect(createSecretBox(SERVER_KEY).open(row!.keyCiphertext)).toBe('sk-proj-secret-value-7f3a');

    const overview = (await inject(alice, 'GET', '/api/models')).json().data;
    expect(overview).toMatchObject({ deployment: { protocol: 'anthropic', model: 'claude-haiku-4-5' }, calls_allowed: true, max_calls_per_run: 20, usage: [] });
    expect(overview.providers).toEqual([created.json().data]);
    expect(JSON.stringify(overview)).not.toContain('sk-ant-deployment');
  });

  it('puts one model in use at a time, keeps the key when none is given, and removes a model', async () => {
    const first = (await add(bob, { name: 'A', protocol: 'openai', model: 'gpt-4o', api_key: 'sk-first-1111' })).json().data;
    const second = (await add(bob, { name: 'B', protocol: 'anthropic', model: 'claude-sonnet-4-5', api_key: 'sk-ant-second-2222', in_use: true })).json().data;
    expect(second.in_use).toBe(true);
    const listed = (await inject(bob, 'GET', '/api/models')).json().data.providers;
    expect(listed.map((provider: { name: string; in_use: boolean }) => [provider.name, provider.in_use])).toEqual([
      ['B', true],
      ['A', false],
    ]);
    const renamed = await inject(bob, 'PUT', `/api/models/${first.id}`, { name: 'A prime', in_use: true });
    expect(renamed.json().data).toMatchObject({ name: 'A prime', in_use: true, key_hint: 'sk-…1111' });
    expect((await inject(bob, 'GET', '/api/models')).json().data.providers.filter((provider: { in_use: boolean }) => provider.in_use)).toHaveLength(1);

    const removed = await inject(bob, 'DELETE', `/api/models/${second.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await inject(bob, 'DELETE', `/api/models/${second.id}`)).json()).toEqual({ ok: false, data: null, error: 'Model not found.', error_code: 'not_found' });
  });

  it('keeps every user to their own models', async () => {
    const own = (await add(alice, { name: 'Mine', protocol: 'openai', model: 'gpt-4o', api_key: 'sk-alice-3333' })).json().data;
    for (const [method, url, body] of [
      ['PUT', `/api/models/${own.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/models/${own.id}`, undefined],
      ['POST', `/api/models/${own.id}/test`, undefined],
    ] as const) {
      const response = await inject(bob, method, url, body);
      expect([url, response.statusCode, response.json().error_code]).toEqual([url, 404, 'not_found']);
    }
    expect((await inject(bob, 'GET', '/api/models')).json().data.providers.map((provider: { id: string }) => provider.id)).not.toContain(own.id);
  });

  it.each([
    [{ protocol: 'openai', model: 'gpt-4o', api_key: 'k' }, 'name: Invalid input: expected string, received undefined.'],
    [{ name: 'x', protocol: 'gemini', model: 'g', api_key: 'k' }, "protocol must be 'openai' or 'anthropic'."],
    [{ name: 'x', protocol: 'openai', model: ' ', api_key: 'k' }, "Give the model's name at the provider, e.g. gpt-4o-mini."],
    [{ name: 'x', protocol: 'openai', model: 'm', api_key: '' }, 'Give the API key.'],
    [{ name: 'x', protocol: 'openai', model: 'm', api_key: 'k', base_url: 'ftp://x' }, 'base_url must be an http:// or https:// URL.'],
    [{ name: 'x', protocol: 'openai', model: 'm', api_key: 'k', temperature: 0 }, "Unknown field 'temperature'."],
  ])('refuses %j with a 400 that says why', async (body, error) => {
    const response = await add(alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, data: null, error, error_code: 'validation_failed' });
  });

  it('refuses a base URL the server may not call', async () => {
    const response = await add(alice, { name: 'Metadata', protocol: 'openai', model: 'm', api_key: 'k', base_url: 'http://169.254.169.254/v1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'base_url_refused', error: 'This server may not call that base URL: 169.254.169.254 is a private address.' });
  });

  it('tests a model with the built-in tasks, records the result, and says when the key is wrong', async () => {
    const model = (await add(alice, { name: 'Checked', protocol: 'openai', base_url: models.openAiBaseUrl, model: 'gpt-4o-mini', api_key: 'sk-check-4444' })).json().data;
    models.reply(
      openAiToolCall('write_step', { step: 'Click the 1st "Add to cart" button', reason: '' }, { input: 400, output: 10 }),
      openAiToolCall('write_step', { step: 'Type "qa@example.com" into "Email address"', reason: '' }, { input: 400, output: 10 }),
      openAiToolCall('write_step', { step: 'Check that the page shows "$12.50"', reason: '' }, { input: 400, output: 10 }),
    );
    const checked = await inject(alice, 'POST', `/api/models/${model.id}/test`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ passed: 3, total: 3, input_tokens: 1_200, output_tokens: 30, error: null });
    expect(checked.json().data.tasks).toHaveLength(3);
    expect(models.requests.at(-1)?.headers.authorization).toBe('Bearer sk-check-4444');
    const stored = (await inject(alice, 'GET', '/api/models')).json().data.providers.find((provider: { id: string }) => provider.id === model.id);
    expect(stored.last_check).toMatchObject({ passed: 3, total: 3, error: null });

    models.reply(openAiError(401, 'Incorrect API key provided'));
    const wrongKey = await inject(alice, 'POST', `/api/models/${model.id}/test`);
    expect(wrongKey.json().data).toMatchObject({ passed: 0, error: 'The model provider refused the API key (HTTP 401: Incorrect API key provided). Check the key.' });
  });

  it('sums what runs spent on models per month', async () => {
    const carol = await newUser();
    const usage = (calls: number, cost: number | null) => ({ model: 'gpt-4o-mini', calls, inputTokens: calls * 100, outputTokens: calls * 10, replayed: 1, estimatedCostUsd: cost });
    const run = (modelUsage: ReturnType<typeof usage> | null, createdAt: string) => ({ ownerId: carol.id, status: 'completed' as const, configuration: { name: 't', base_url: 'https://a.b', instructions: [] }, modelUsage, createdAt: new Date(createdAt) });
    await api().db.insert(testRuns).values([run(usage(2, 0.0001), '2026-10-03T10:00:00Z'), run(usage(1, 0.00005), '2026-10-20T10:00:00Z'), run(usage(3, null), '2026-11-02T10:00:00Z'), run(null, '2026-11-05T10:00:00Z')]);
    expect((await inject(carol, 'GET', '/api/models')).json().data.usage).toEqual([
      { month: '2026-11', runs: 1, calls: 3, input_tokens: 300, output_tokens: 30, replayed: 1, estimated_cost_usd: null },
      { month: '2026-10', runs: 2, calls: 3, input_tokens: 300, output_tokens: 30, replayed: 2, estimated_cost_usd: 0.00015 },
    ]);
  });

  it('answers without a token with 401 and the envelope', async () => {
    const response = await api().server.inject({ method: 'GET', url: '/api/models' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ok: false, data: null });
  });
  it("drafts a test from a goal with the user's model in use, else the deployment's, and reports what the model drafted", async () => {
    const goal = { name: 'Buy', base_url: 'https://shop.example.com', goal_description: 'Buy a hat and pay' };
    const carol = await newUser();
    const withDeployment = await inject(carol, 'POST', '/api/tests/create-from-description', goal);
    expect(withDeployment.statusCode).toBe(201);
    expect(drafts.at(-1)?.model).toEqual({ endpoint: { protocol: 'anthropic', model: 'claude-haiku-4-5', apiKey: 'sk-ant-deployment' }, maxCalls: 20 });
    expect(withDeployment.json().data.draft.model).toEqual({ name: 'claude-haiku-4-5', clauses: ['pay'], calls: 1, input_tokens: 10, output_tokens: 2 });

    await add(carol, { name: 'Mine', protocol: 'openai', base_url: models.openAiBaseUrl, model: 'gpt-4o-mini', api_key: 'sk-carol-own-key' });
    await inject(carol, 'POST', '/api/tests/create-from-description', goal);
    expect(drafts.at(-1)?.model?.endpoint).toEqual({ protocol: 'openai', model: 'gpt-4o-mini', apiKey: 'sk-carol-own-key', baseUrl: models.openAiBaseUrl });
  });
});

describe('the Models routes on a server without VERITY_SECRET_KEY', () => {
  const api = useApi();
  it('refuse to store a key, saying why', async () => {
    const user = await newUser();
    const response = await api().injectAs(user, 'POST', '/api/models', { name: 'x', protocol: 'openai', model: 'm', api_key: 'k' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ok: false, error_code: 'secret_key_missing', error: expect.stringContaining('no VERITY_SECRET_KEY') });
  });
});
