import { ApiError, createVerityApi } from './api/verity-api';
import { readConfig } from './config/read-config';
import { createFakeApi } from './testing/fake-api';
import { runCliForTest, TEST_ENV } from './testing/run-cli-for-test';

describe('verity', () => {
  it('prints help and the version without any settings', async () => {
    const { api, calls } = createFakeApi({});
    const help = await runCliForTest(['--help'], api, { env: {} });
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('npx verity run --folder Smoke --wait --junit verity.xml');
    expect((await runCliForTest(['run', '--help'], api, { env: {} })).stdout).toContain('--timeout MINUTES   stop waiting after MINUTES (exit 2)');
    expect(await runCliForTest(['--version'], api, { env: {} })).toMatchObject({ exitCode: 0, stdout: '9.9.9\n' });
    expect(calls).toEqual([]);
  });

  it('refuses to start without VERITY_URL and VERITY_TOKEN, with exit 2', async () => {
    const { api, calls } = createFakeApi({});
    const { exitCode, stderr } = await runCliForTest(['tests', 'list'], api, { env: {} });
    expect(exitCode).toBe(2);
    expect(stderr).toMatch(/^verity: VERITY_URL is not set: .*\nVERITY_TOKEN is not set: /);
    expect(calls).toEqual([]);
  });

  it('explains a connection failure and a refused token, with exit 2', async () => {
    const cause = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:4000') });
    const refused = new ApiError('Network error: fetch failed', { kind: 'network', cause });
    const offline = createFakeApi({ getTests: () => Promise.reject(refused), getFolders: async () => [] });
    expect(await runCliForTest(['tests', 'list'], offline.api)).toMatchObject({
      exitCode: 2,
      stderr: 'verity: Cannot reach the Verity API at https://verity.test/api (connect ECONNREFUSED 127.0.0.1:4000): check VERITY_URL and that Verity is up.\n',
    });

    const unauthorized = new ApiError('Could not validate credentials', { kind: 'http', status: 401 });
    const badToken = createFakeApi({ getTests: () => Promise.reject(unauthorized), getFolders: async () => [] });
    expect((await runCliForTest(['tests', 'list'], badToken.api)).stderr).toBe(
      'verity: Could not validate credentials (HTTP 401): check VERITY_TOKEN (Settings → API tokens)\n',
    );
  });
});

describe('createVerityApi', () => {
  it('calls $VERITY_URL/api with the token as a bearer', async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    const fetchStub: typeof fetch = async (input, init) => {
      requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return Response.json({ ok: true, data: [], error: null, error_code: null });
    };
    const api = createVerityApi(readConfig(TEST_ENV), fetchStub);

    await expect(api.getTests()).resolves.toEqual([]);
    expect(requests).toEqual([{ url: 'https://verity.test/api/tests/', authorization: 'Bearer vrt_test' }]);
  });
});
