import { type ApiClient, createApiClient } from './create-api-client';
import {
  createFakeFetch,
  envelopeResponse,
  failureResponse,
  makeCreditHistory,
  makeFolder,
  makeProfile,
  makeTest,
  makeTestRun,
} from './testing';

const ID = '11111111-1111-4111-8111-111111111111';
const BASE = 'https://app.test/api';

function setup(data: unknown = {}, getAccessToken: () => string | null | Promise<string | null> = () => 'token-1') {
  const fake = createFakeFetch(() => envelopeResponse(data));
  const api = createApiClient({ baseUrl: `${BASE}/`, getAccessToken, fetch: fake.fetch });
  return { api, requests: fake.requests };
}

describe('the requests of each call (spec section 7)', () => {
  const cases: [string, (api: ApiClient) => Promise<unknown>, string, string, unknown][] = [
    ['getTestRuns', (api) => api.getTestRuns(), 'GET', '/test-runs/', undefined],
    ['getTestRun', (api) => api.getTestRun(ID), 'GET', `/test-runs/${ID}`, undefined],
    ['updateTestRun', (api) => api.updateTestRun(ID, { status: 'cancelled' }), 'PUT', `/test-runs/${ID}`, { status: 'cancelled' }],
    ['scheduleTestRun', (api) => api.scheduleTestRun(ID), 'POST', `/test-runs/${ID}/schedule`, undefined],
    [
      'createTest',
      (api) => api.createTest({ configuration: { name: 'Sign in', base_url: 'https://a.test' } }),
      'POST',
      '/tests/',
      { configuration: { name: 'Sign in', base_url: 'https://a.test' } },
    ],
    [
      'createTestFromDescription',
      (api) => api.createTestFromDescription({ name: 'Sign in', base_url: 'https://a.test', goal_description: 'Sign in works' }),
      'POST',
      '/tests/create-from-description',
      { name: 'Sign in', base_url: 'https://a.test', goal_description: 'Sign in works' },
    ],
    ['getTests', (api) => api.getTests(), 'GET', '/tests/', undefined],
    ['getTest', (api) => api.getTest(ID), 'GET', `/tests/${ID}`, undefined],
    ['updateTest', (api) => api.updateTest(ID, { configuration: { name: 'New' } }), 'PUT', `/tests/${ID}`, { configuration: { name: 'New' } }],
    ['runTest', (api) => api.runTest(ID), 'POST', `/tests/${ID}/run`, undefined],
    ['exportTest', (api) => api.exportTest(ID, 'playwright'), 'GET', `/tests/${ID}/export?format=playwright`, undefined],
    ['deleteTest', (api) => api.deleteTest(ID), 'DELETE', `/tests/${ID}`, undefined],
    ['redeemPromoCode', (api) => api.redeemPromoCode({ code: 'WELCOME' }), 'POST', '/profile/redeem', { code: 'WELCOME' }],
    ['createFolder', (api) => api.createFolder({ name: 'Checkout' }), 'POST', '/folders/', { name: 'Checkout' }],
    ['getFolders', (api) => api.getFolders(), 'GET', '/folders/', undefined],
    ['getModels', (api) => api.getModels(), 'GET', '/models', undefined],
    ['createModel', (api) => api.createModel({ name: 'Mine', protocol: 'openai', model: 'gpt-4o-mini', api_key: 'sk-x' }), 'POST', '/models', { name: 'Mine', protocol: 'openai', model: 'gpt-4o-mini', api_key: 'sk-x' }],
    ['updateModel', (api) => api.updateModel(ID, { in_use: true }), 'PUT', `/models/${ID}`, { in_use: true }],
    ['deleteModel', (api) => api.deleteModel(ID), 'DELETE', `/models/${ID}`, undefined],
    ['testModel', (api) => api.testModel(ID), 'POST', `/models/${ID}/test`, undefined],
    ['listApiTokens', (api) => api.listApiTokens(), 'GET', '/api-tokens', undefined],
    ['createApiToken', (api) => api.createApiToken({ name: 'CI', expires_in_days: 90 }), 'POST', '/api-tokens', { name: 'CI', expires_in_days: 90 }],
    ['revokeApiToken', (api) => api.revokeApiToken(ID), 'DELETE', `/api-tokens/${ID}`, undefined],
    ['getSchedules', (api) => api.getSchedules({ test_id: ID }), 'GET', `/schedules?test_id=${ID}`, undefined],
    ['createSchedule', (api) => api.createSchedule({ test_id: ID, timing: { kind: 'hourly', minute: 5 } }), 'POST', '/schedules', { test_id: ID, timing: { kind: 'hourly', minute: 5 } }],
    ['updateSchedule', (api) => api.updateSchedule(ID, { enabled: false }), 'PUT', `/schedules/${ID}`, { enabled: false }],
    ['deleteSchedule', (api) => api.deleteSchedule(ID), 'DELETE', `/schedules/${ID}`, undefined],
    ['getNotificationChannels', (api) => api.getNotificationChannels(), 'GET', '/notification-channels', undefined],
    ['createNotificationChannel', (api) => api.createNotificationChannel({ kind: 'email', email: 'qa@example.com' }), 'POST', '/notification-channels', { kind: 'email', email: 'qa@example.com' }],
    ['updateNotificationChannel', (api) => api.updateNotificationChannel(ID, { enabled: false }), 'PUT', `/notification-channels/${ID}`, { enabled: false }],
    ['deleteNotificationChannel', (api) => api.deleteNotificationChannel(ID), 'DELETE', `/notification-channels/${ID}`, undefined],
    ['getNotificationDeliveries', (api) => api.getNotificationDeliveries(ID), 'GET', `/notification-channels/${ID}/deliveries`, undefined],
    ['sendTestNotification', (api) => api.sendTestNotification(ID), 'POST', `/notification-channels/${ID}/test`, undefined],
    ['runFolder', (api) => api.runFolder(ID), 'POST', `/folders/${ID}/run`, undefined],
    ['getSuiteRuns', (api) => api.getSuiteRuns({ folder_id: ID, limit: 5 }), 'GET', `/suite-runs/?folder_id=${ID}&limit=5`, undefined],
    ['getSuiteRun', (api) => api.getSuiteRun(ID), 'GET', `/suite-runs/${ID}`, undefined],
    ['cancelSuiteRun', (api) => api.cancelSuiteRun(ID), 'POST', `/suite-runs/${ID}/cancel`, undefined],
    ['updateFolder', (api) => api.updateFolder(ID, { deleted_at: null }), 'PUT', `/folders/${ID}`, { deleted_at: null }],
    ['deleteFolder', (api) => api.deleteFolder(ID), 'DELETE', `/folders/${ID}`, undefined],
    ['getProfile', (api) => api.getProfile(), 'GET', '/profile', undefined],
    [
      'completeOnboarding',
      (api) => api.completeOnboarding({ role: 'QA', companyTeamSize: '11-50', hearAboutUs: 'Search', hasExpectations: true, expectations: 'Fewer bugs' }),
      'PUT',
      '/profile/onboarding',
      { role: 'QA', companyTeamSize: '11-50', hearAboutUs: 'Search', hasExpectations: true, expectations: 'Fewer bugs' },
    ],
    ['updateRunDefaults', (api) => api.updateRunDefaults({ screenshots: 'off' }), 'PUT', '/profile/run-defaults', { screenshots: 'off' }],
    ['getCreditsHistory', (api) => api.getCreditsHistory(), 'GET', '/credits/history', undefined],
    ['applyProposedFix', (api) => api.applyProposedFix(ID, { index: 2 }), 'POST', `/test-runs/${ID}/use-fix`, { index: 2 }],
    ['acceptBaseline', (api) => api.acceptBaseline(ID, { index: 3 }), 'POST', `/test-runs/${ID}/baselines`, { index: 3 }],
    ['getBilling', (api) => api.getBilling(), 'GET', '/billing', undefined],
    ['createCheckoutSession', (api) => api.createCheckoutSession({ pack_id: 'team' }), 'POST', '/billing/checkout-sessions', { pack_id: 'team' }],
    ['getCheckoutSession', (api) => api.getCheckoutSession(ID), 'GET', `/billing/checkout-sessions/${ID}`, undefined],
    ['completeSandboxCheckout', (api) => api.completeSandboxCheckout(ID), 'POST', `/billing/checkout-sessions/${ID}/sandbox/complete`, undefined],
    ['cancelSandboxCheckout', (api) => api.cancelSandboxCheckout(ID), 'POST', `/billing/checkout-sessions/${ID}/sandbox/cancel`, undefined],
    ['getHealth', (api) => api.getHealth(), 'GET', '/health', undefined],
    ['getDraftProgress', (api) => api.getDraftProgress(ID), 'GET', `/tests/drafts/${ID}`, undefined],
    ['cancelDraft', (api) => api.cancelDraft(ID), 'DELETE', `/tests/drafts/${ID}`, undefined],
  ];

  it.each(cases)('%s sends %s… with the bearer token', async (_, call, method, path, body) => {
    const { api, requests } = setup();
    await call(api).catch(() => undefined); // `{}` is not valid data for most calls; only the request matters here
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method, url: `${BASE}${path}`, body });
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe(body === undefined ? undefined : 'application/json');
  });

  it('names the draft in X-Draft-Id when the caller gives one, so its progress can be followed', async () => {
    const { api, requests } = setup();
    await api.createTestFromDescription({ name: 'n', base_url: 'https://a.test', goal_description: 'g' }, { draftId: ID }).catch(() => undefined);
    expect(requests[0]?.headers['x-draft-id']).toBe(ID);
    await api.createTestFromDescription({ name: 'n', base_url: 'https://a.test', goal_description: 'g' }).catch(() => undefined);
    expect(requests[1]?.headers).not.toHaveProperty('x-draft-id');
  });

  it('covers every function of the client', () => {
    const { api } = setup();
    // fetchArtifact reads a file rather than an envelope: its own tests are below.
    expect(Object.keys(api).sort()).toEqual([...cases.map(([name]) => name), 'fetchArtifact'].sort());
  });
});

describe('fetchArtifact', () => {
  function setupFile(respond: () => Response) {
    const fake = createFakeFetch(respond);
    const api = createApiClient({ baseUrl: BASE, getAccessToken: () => 'token-1', fetch: fake.fetch });
    return { api, requests: fake.requests };
  }

  it('fetches a file of the run with the bearer token and resolves with it as a Blob', async () => {
    const { api, requests } = setupFile(() => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
    const file = await api.fetchArtifact(ID, 'step-01.png');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: `${BASE}/test-runs/${ID}/artifacts/step-01.png` });
    expect(requests[0]?.headers.authorization).toBe('Bearer token-1');
    expect(requests[0]?.headers.accept).toBe('*/*');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('encodes the name as one path segment', async () => {
    const { api, requests } = setupFile(() => new Response('zip'));
    await api.fetchArtifact(ID, '../trace.zip');
    expect(requests[0]?.url).toBe(`${BASE}/test-runs/${ID}/artifacts/..%2Ftrace.zip`);
  });

  it("fails with the API's message when the file is not there", async () => {
    const { api } = setupFile(() => failureResponse(404, 'Artifact not found.', 'not_found'));
    await expect(api.fetchArtifact(ID, 'step-09.png')).rejects.toMatchObject({ message: 'Artifact not found.', status: 404, errorCode: 'not_found' });
  });

  it('refuses a blank run id before sending', async () => {
    const { api, requests } = setupFile(() => new Response('x'));
    await expect(api.fetchArtifact(' ', 'trace.zip')).rejects.toThrow('A valid run id is required.');
    expect(requests).toHaveLength(0);
  });
});

describe('query parameters', () => {
  it('filters runs by test and limit', async () => {
    const { api, requests } = setup([]);
    await api.getTestRuns({ test_id: ID, limit: 5 });
    expect(requests[0]?.url).toBe(`${BASE}/test-runs/?test_id=${ID}&limit=5`);
  });

  it('asks for soft-deleted folders only when include_deleted is true', async () => {
    const { api, requests } = setup([]);
    await api.getFolders({ include_deleted: true });
    await api.getFolders({ include_deleted: false });
    expect(requests.map((request) => request.url)).toEqual([`${BASE}/folders/?include_deleted=true`, `${BASE}/folders/`]);
  });

  it('pages the credit history by cursor', async () => {
    const { api, requests } = setup(makeCreditHistory());
    await api.getCreditsHistory({ limit: 20, cursor: '1234' });
    await api.getCreditsHistory({ cursor: null });
    expect(requests.map((request) => request.url)).toEqual([`${BASE}/credits/history?limit=20&cursor=1234`, `${BASE}/credits/history`]);
  });

  it('encodes an id as one path segment', async () => {
    const { api, requests } = setup(makeTest());
    await api.getTest('a/b?c');
    expect(requests[0]?.url).toBe(`${BASE}/tests/a%2Fb%3Fc`);
  });
});

describe('the access token', () => {
  it('is asked for on every call, so a refreshed session is used at once', async () => {
    const tokens = ['first', 'second'];
    const { api, requests } = setup([], async () => tokens.shift() ?? null);
    await api.getTests();
    await api.getTests();
    expect(requests.map((request) => request.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('is left out when there is none, so the API answers 401 itself', async () => {
    const { api, requests } = setup([], () => null);
    await api.getTests();
    expect(requests[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('the data of each call', () => {
  it.each([
    ['getTests', [makeTest()], (api: ApiClient) => api.getTests()],
    ['getTest', makeTest(), (api: ApiClient) => api.getTest(ID)],
    ['runTest', makeTestRun(), (api: ApiClient) => api.runTest(ID)],
    ['getTestRuns', [makeTestRun({ status: 'running' })], (api: ApiClient) => api.getTestRuns()],
    ['getFolders', [makeFolder()], (api: ApiClient) => api.getFolders()],
    ['getProfile', makeProfile(), (api: ApiClient) => api.getProfile()],
    ['getCreditsHistory', makeCreditHistory({ next_cursor: '7' }), (api: ApiClient) => api.getCreditsHistory()],
    ['redeemPromoCode', { code: 'WELCOME', credits_added: 50, credit_balance: 150 }, (api: ApiClient) => api.redeemPromoCode({ code: 'welcome' })],
  ] as const)('%s resolves with the envelope data', async (_, data, call) => {
    const { api } = setup(data);
    await expect(call(api)).resolves.toEqual(data);
  });

  it('drops fields the contract does not know', async () => {
    const { api } = setup({ ...makeFolder(), internal_note: 'x' });
    await expect(api.createFolder({ name: 'Checkout' })).resolves.toEqual(makeFolder());
  });

  it('works with its functions taken off the client', async () => {
    const { getTest } = setup(makeTest()).api;
    await expect(getTest(ID)).resolves.toEqual(makeTest());
  });
});
