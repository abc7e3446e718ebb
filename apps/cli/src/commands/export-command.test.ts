import { ApiError } from '../api/verity-api';
import { createFakeApi } from '../testing/fake-api';
import { makeTest } from '../testing/fixtures';
import { runCliForTest } from '../testing/run-cli-for-test';

const test = makeTest('t1', 'Sign up', { instructions: ['Open /signup', 'Type "ada@example.com" into "Email"', 'Click "Create account"'] });

describe('verity export', () => {
  it('prints the steps one per line under a header', async () => {
    const { api } = createFakeApi({ getTest: async () => test });

    const { exitCode, stdout } = await runCliForTest(['export', '--test', 't1'], api);

    expect(exitCode).toBe(0);
    expect(stdout).toBe(
      '# Sign up\n# Base URL: https://shop.example\n# https://verity.test/app/editor/test/t1\nOpen /signup\nType "ada@example.com" into "Email"\nClick "Create account"\n',
    );
  });

  it('writes --out, saying so on stderr', async () => {
    const { api } = createFakeApi({ getTest: async () => test });

    const { stdout, stderr, files } = await runCliForTest(['export', '--test', 't1', '--format', 'text', '--out', 'sign-up.txt'], api);

    expect(stdout).toBe('');
    expect(stderr).toBe('Wrote 3 steps of "Sign up" to sign-up.txt\n');
    expect(files.get('sign-up.txt')?.split('\n')[3]).toBe('Open /signup');
  });

  it('refuses the playwright format before calling the API', async () => {
    const { api, calls } = createFakeApi({});

    const { exitCode, stderr } = await runCliForTest(['export', '--test', 't1', '--format', 'playwright'], api);

    expect(exitCode).toBe(2);
    expect(stderr).toBe("verity: --format playwright is not available yet; for now use --format text.\nRun 'verity export --help' for usage.\n");
    expect(calls).toEqual([]);
  });

  it("prints the API's message for an unknown test", async () => {
    const { api } = createFakeApi({ getTest: () => Promise.reject(new ApiError('Test not found', { kind: 'http', status: 404, errorCode: 'not_found' })) });

    const { exitCode, stderr } = await runCliForTest(['export', '--test', 'nope'], api);

    expect(exitCode).toBe(2);
    expect(stderr).toBe('verity: Test not found (HTTP 404)\n');
  });
});
