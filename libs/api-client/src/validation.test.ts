import { createApiClient } from './create-api-client';
import { createFakeFetch } from './testing';

// The spec's validation messages (section 5), checked before any request leaves.

function setup() {
  const fake = createFakeFetch();
  return { api: createApiClient({ baseUrl: 'https://app.test/api', getAccessToken: () => 't', fetch: fake.fetch }), requests: fake.requests };
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(() => null, (caught: unknown) => caught);
  expect(error).toMatchObject({ name: 'ApiError', kind: 'invalid_input', status: null });
  return error as Error & { errorCode: string };
}

describe('input the API would refuse', () => {
  it.each([
    ['no name', { configuration: { name: '', base_url: 'https://a.test' } }],
    ['a blank base_url', { configuration: { name: 'a', base_url: '   ' } }],
    ['no configuration', {} as { configuration: { name: string; base_url: string } }],
  ])('createTest with %s', async (_, input) => {
    const { api, requests } = setup();
    const error = await refusal(api.createTest(input));
    expect(error.message).toBe('Both name and base_url are required to create a test.');
    expect(error.errorCode).toBe('validation_failed');
    expect(requests).toHaveLength(0);
  });

  it.each(['name', 'base_url', 'goal_description'] as const)('createTestFromDescription without %s', async (field) => {
    const { api, requests } = setup();
    const input = { name: 'a', base_url: 'https://a.test', goal_description: 'g', [field]: ' ' };
    const error = await refusal(api.createTestFromDescription(input));
    expect(error.message).toBe('Name, base_url, and goal_description are required to create a test from description.');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['updateTest with no fields', ({ api }: ReturnType<typeof setup>) => api.updateTest('t1', { configuration: {} })],
    ['updateTest with an empty body', ({ api }: ReturnType<typeof setup>) => api.updateTest('t1', {} as never)],
    ['updateFolder with no fields', ({ api }: ReturnType<typeof setup>) => api.updateFolder('f1', {})],
  ])("%s: 'Update input cannot be empty.'", async (_, call) => {
    const context = setup();
    expect((await refusal(call(context))).message).toBe('Update input cannot be empty.');
    expect(context.requests).toHaveLength(0);
  });

  it("updateTestRun with no fields: 'Update data cannot be empty.'", async () => {
    const { api, requests } = setup();
    expect((await refusal(api.updateTestRun('r1', {}))).message).toBe('Update data cannot be empty.');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['createFolder', ({ api }: ReturnType<typeof setup>) => api.createFolder({ name: '  ' })],
    ['updateFolder', ({ api }: ReturnType<typeof setup>) => api.updateFolder('f1', { name: '' })],
  ])("%s with a blank name: 'Folder name is required.'", async (_, call) => {
    const context = setup();
    expect((await refusal(call(context))).message).toBe('Folder name is required.');
    expect(context.requests).toHaveLength(0);
  });

  it.each([
    ['getTest', 'test', ({ api }: ReturnType<typeof setup>) => api.getTest('')],
    ['updateTest', 'test', ({ api }: ReturnType<typeof setup>) => api.updateTest(' ', { configuration: { name: 'a' } })],
    ['runTest', 'test', ({ api }: ReturnType<typeof setup>) => api.runTest('')],
    ['deleteTest', 'test', ({ api }: ReturnType<typeof setup>) => api.deleteTest('')],
    ['getTestRun', 'run', ({ api }: ReturnType<typeof setup>) => api.getTestRun('')],
    ['updateTestRun', 'run', ({ api }: ReturnType<typeof setup>) => api.updateTestRun('', { status: 'cancelled' })],
    ['scheduleTestRun', 'run', ({ api }: ReturnType<typeof setup>) => api.scheduleTestRun('')],
    ['updateFolder', 'folder', ({ api }: ReturnType<typeof setup>) => api.updateFolder('', { name: 'a' })],
    ['deleteFolder', 'folder', ({ api }: ReturnType<typeof setup>) => api.deleteFolder(undefined as unknown as string)],
  ])('%s without an id: "A valid %s id is required."', async (_, entity, call) => {
    const context = setup();
    const error = await refusal(call(context));
    expect(error.message).toBe(`A valid ${entity} id is required.`);
    expect(error.errorCode).toBe('invalid_id');
    expect(context.requests).toHaveLength(0);
  });
});
