import { ApiError, isApiError, isCredentialsError } from './api-error';
import { type ApiClient, createApiClient } from './create-api-client';
import { createFakeFetch, envelopeResponse, failureResponse, makeTest } from './testing';

const TEST_ID = '11111111-1111-4111-8111-111111111111';

function clientAnswering(respond: () => Response | Promise<Response>) {
  return createApiClient({ baseUrl: 'https://app.test/api', getAccessToken: () => 'token', fetch: createFakeFetch(respond).fetch });
}

function clientFailingWith(reason: unknown) {
  return createApiClient({ baseUrl: 'https://app.test/api', getAccessToken: () => 'token', fetch: () => Promise.reject(reason) });
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('network failure (spec section 8)', () => {
  it("is 'Network error: ' plus the reason", async () => {
    const reason = new TypeError('Failed to fetch');
    const error = await failureOf(clientFailingWith(reason).getTest(TEST_ID));
    expect(error.message).toBe('Network error: Failed to fetch');
    expect(error).toMatchObject({ kind: 'network', status: null, errorCode: null, cause: reason });
  });

  it('names a reason that is not an Error', async () => {
    const error = await failureOf(clientFailingWith('connection reset').getTests());
    expect(error.message).toBe('Network error: connection reset');
  });

  it('covers a body that breaks off while being read', async () => {
    const broken = new Response(new ReadableStream({ start: (controller) => controller.error(new Error('socket hang up')) }));
    const error = await failureOf(clientAnswering(() => broken).getTests());
    expect(error.message).toBe('Network error: socket hang up');
  });

  it('lets a cancelled request reject with its own abort, not as a network error', async () => {
    const controller = new AbortController();
    const abort = new DOMException('This operation was aborted', 'AbortError');
    const api = createApiClient({
      baseUrl: 'https://app.test/api',
      getAccessToken: () => 'token',
      fetch: () => {
        controller.abort();
        return Promise.reject(abort);
      },
    });
    await expect(api.getTests({ signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('non-OK HTTP status (spec section 8)', () => {
  it("is the body's error field, with the status and error_code on the error", async () => {
    const api = clientAnswering(() => failureResponse(402, 'Not enough credits to run this test.', 'insufficient_credits'));
    const error = await failureOf(api.runTest(TEST_ID));
    expect(error.message).toBe('Not enough credits to run this test.');
    expect(error).toMatchObject({ kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    expect(isApiError(error, 'insufficient_credits')).toBe(true);
    expect(isApiError(error, 'not_found')).toBe(false);
  });

  it("keeps the server's credentials message, which signs the user out", async () => {
    const api = clientAnswering(() => failureResponse(401, 'Could not validate credentials: the token has expired.', 'token_expired'));
    const error = await failureOf(api.getProfile());
    expect(error.message).toBe('Could not validate credentials: the token has expired.');
    expect(isCredentialsError(error)).toBe(true);
  });

  it.each([
    ['an empty body', () => new Response(null, { status: 502 }), 502],
    ['an HTML page', () => new Response('<h1>Bad gateway</h1>', { status: 503 }), 503],
    ['JSON without an error field', () => Response.json({ message: 'nope' }, { status: 500 }), 500],
    ['an empty error field', () => Response.json({ ok: false, error: '' }, { status: 404 }), 404],
  ])("is 'HTTP error! Status: {status}' for %s", async (_, respond, status) => {
    const error = await failureOf(clientAnswering(respond).getTests());
    expect(error.message).toBe(`HTTP error! Status: ${status}`);
    expect(error).toMatchObject({ kind: 'http', status, errorCode: null });
  });

  it('fails a delete too', async () => {
    const error = await failureOf(clientAnswering(() => failureResponse(404, 'Test not found.', 'not_found')).deleteTest(TEST_ID));
    expect(error.message).toBe('Test not found.');
  });
});

describe('OK HTTP status with ok: false (spec section 8)', () => {
  const answer = (body: object) => clientAnswering(() => Response.json(body, { status: 200 }));

  it('is the error field with error_code appended in brackets', async () => {
    const error = await failureOf(answer({ ok: false, data: null, error: 'Quota reached.', error_code: 'quota' }).getTests());
    expect(error.message).toBe('Quota reached. [quota]');
    expect(error).toMatchObject({ kind: 'envelope', status: 200, errorCode: 'quota' });
  });

  it("is 'API indicated failure but provided no error message.' plus the code when the error is missing", async () => {
    const error = await failureOf(answer({ ok: false, data: null, error: null, error_code: 'quota' }).getTests());
    expect(error.message).toBe('API indicated failure but provided no error message. [quota]');
  });

  it('leaves out the brackets when there is no error_code', async () => {
    expect((await failureOf(answer({ ok: false, error: 'Quota reached.' }).getTests())).message).toBe('Quota reached.');
    expect((await failureOf(answer({ ok: false }).getTests())).message).toBe('API indicated failure but provided no error message.');
  });

  it('fails a delete too', async () => {
    const error = await failureOf(answer({ ok: false, error: 'Locked.', error_code: 'locked' }).deleteFolder(TEST_ID));
    expect(error.message).toBe('Locked. [locked]');
  });
});

describe('OK HTTP status without data (spec section 8)', () => {
  it.each([
    ['an empty body', () => new Response(null, { status: 204 })],
    ['a body that is not JSON', () => new Response('deleted', { status: 200 })],
    ['JSON that is not an envelope', () => Response.json([1, 2, 3])],
  ])('is a success for a delete: %s', async (_, respond) => {
    const api = clientAnswering(respond);
    await expect(api.deleteTest(TEST_ID)).resolves.toBeUndefined();
    await expect(api.deleteFolder(TEST_ID)).resolves.toBeUndefined();
  });

  it.each([
    ['an empty body', () => new Response(null, { status: 204 })],
    ['a body that is not JSON', () => new Response('<html></html>', { status: 200 })],
    ['data: null', () => envelopeResponse(null)],
  ])("is '<function> failed: No data returned.' for any other function: %s", async (_, respond) => {
    const error = await failureOf(clientAnswering(respond).getTest(TEST_ID));
    expect(error.message).toBe('getTest failed: No data returned.');
    expect(error).toMatchObject({ kind: 'no_data', status: null, errorCode: null });
  });

  const calls: [keyof ApiClient, (api: ApiClient) => Promise<unknown>][] = [
    ['getTests', (api) => api.getTests()],
    ['getTest', (api) => api.getTest(TEST_ID)],
    ['createTest', (api) => api.createTest({ configuration: { name: 'a', base_url: 'https://a.test' } })],
    ['createTestFromDescription', (api) => api.createTestFromDescription({ name: 'a', base_url: 'https://a.test', goal_description: 'g' })],
    ['updateTest', (api) => api.updateTest(TEST_ID, { configuration: { name: 'b' } })],
    ['runTest', (api) => api.runTest(TEST_ID)],
    ['exportTest', (api) => api.exportTest(TEST_ID, 'text')],
    ['getTestRuns', (api) => api.getTestRuns()],
    ['getTestRun', (api) => api.getTestRun(TEST_ID)],
    ['updateTestRun', (api) => api.updateTestRun(TEST_ID, { status: 'cancelled' })],
    ['scheduleTestRun', (api) => api.scheduleTestRun(TEST_ID)],
    ['fetchArtifact', (api) => api.fetchArtifact(TEST_ID, 'step-01.png')],
    ['getFolders', (api) => api.getFolders()],
    ['createFolder', (api) => api.createFolder({ name: 'f' })],
    ['updateFolder', (api) => api.updateFolder(TEST_ID, { name: 'g' })],
    ['getProfile', (api) => api.getProfile()],
    ['completeOnboarding', (api) => api.completeOnboarding({ role: 'qa', companyTeamSize: '1-10', hearAboutUs: 'friend', hasExpectations: false })],
    ['redeemPromoCode', (api) => api.redeemPromoCode({ code: 'WELCOME' })],
    ['updateRunDefaults', (api) => api.updateRunDefaults({ step_timeout_ms: 20_000 })],
    ['applyProposedFix', (api) => api.applyProposedFix(TEST_ID, { index: 0 })],
    ['acceptBaseline', (api) => api.acceptBaseline(TEST_ID, { index: 0 })],
    ['getCreditsHistory', (api) => api.getCreditsHistory()],
    ['getBilling', (api) => api.getBilling()],
    ['createCheckoutSession', (api) => api.createCheckoutSession({ pack_id: 'starter' })],
    ['getCheckoutSession', (api) => api.getCheckoutSession(TEST_ID)],
    ['completeSandboxCheckout', (api) => api.completeSandboxCheckout(TEST_ID)],
    ['cancelSandboxCheckout', (api) => api.cancelSandboxCheckout(TEST_ID)],
    ['getHealth', (api) => api.getHealth()],
    ['getDraftProgress', (api) => api.getDraftProgress(TEST_ID)],
    ['getModels', (api) => api.getModels()],
    ['createModel', (api) => api.createModel({ name: 'm', protocol: 'openai', model: 'gpt-4o-mini', api_key: 'k' })],
    ['updateModel', (api) => api.updateModel(TEST_ID, { name: 'n' })],
    ['testModel', (api) => api.testModel(TEST_ID)],
    ['listApiTokens', (api) => api.listApiTokens()],
    ['createApiToken', (api) => api.createApiToken({ name: 'CI' })],
    ['revokeApiToken', (api) => api.revokeApiToken(TEST_ID)],
    ['runFolder', (api) => api.runFolder(TEST_ID)],
    ['getNotificationChannels', (api) => api.getNotificationChannels()],
    ['createNotificationChannel', (api) => api.createNotificationChannel({ kind: 'email', email: 'qa@example.com' })],
    ['updateNotificationChannel', (api) => api.updateNotificationChannel(TEST_ID, { enabled: true })],
    ['getNotificationDeliveries', (api) => api.getNotificationDeliveries(TEST_ID)],
    ['sendTestNotification', (api) => api.sendTestNotification(TEST_ID)],
    ['getSchedules', (api) => api.getSchedules()],
    ['createSchedule', (api) => api.createSchedule({ test_id: TEST_ID, timing: { kind: 'hourly', minute: 5 } })],
    ['updateSchedule', (api) => api.updateSchedule(TEST_ID, { enabled: true })],
    ['getSuiteRuns', (api) => api.getSuiteRuns()],
    ['getSuiteRun', (api) => api.getSuiteRun(TEST_ID)],
    ['cancelSuiteRun', (api) => api.cancelSuiteRun(TEST_ID)],
  ];

  it.each(calls)("%s fails with '<name> failed: No data returned.'", async (name, call) => {
    const error = await failureOf(call(clientAnswering(() => new Response(null, { status: 204 }))));
    expect(error.message).toBe(`${name} failed: No data returned.`);
  });

  it('leaves no function but the deletes (and cancelling a draft) unchecked', () => {
    const api = clientAnswering(() => new Response(null));
    const unchecked = Object.keys(api).filter((name) => !calls.some(([checked]) => checked === name));
    expect(unchecked.sort()).toEqual(['cancelDraft', 'deleteFolder', 'deleteModel', 'deleteNotificationChannel', 'deleteSchedule', 'deleteTest']);
  });
});

describe('data that breaks the contract', () => {
  it('is refused, naming the function and the first bad field', async () => {
    const api = clientAnswering(() => envelopeResponse({ ...makeTest(), id: 42 }));
    const error = await failureOf(api.getTest(TEST_ID));
    expect(error.message).toBe('getTest failed: Unexpected response (id: Invalid input: expected string, received number).');
    expect(error.kind).toBe('invalid_response');
  });

  it('describes a wrong shape at the top level without a path', async () => {
    const error = await failureOf(clientAnswering(() => envelopeResponse(makeTest())).getTests());
    expect(error.message).toBe('getTests failed: Unexpected response (Invalid input: expected array, received object).');
  });
});
