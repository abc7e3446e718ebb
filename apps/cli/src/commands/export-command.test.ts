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

  it('writes a Playwright spec under the name the API gives, saying so on stderr', async () => {
    const spec = { format: 'playwright' as const, file_name: 'sign-up.spec.ts', content: "import { expect, test } from '@playwright/test';\n", untranslated_steps: [] };
    const { api, calls } = createFakeApi({ exportTest: async () => spec });

    const { exitCode, stdout, stderr, files } = await runCliForTest(['export', '--test', 't1', '--format', 'playwright'], api);

    expect(exitCode).toBe(0);
    expect(calls).toEqual([{ name: 'exportTest', argument: 't1' }]);
    expect(files.get('sign-up.spec.ts')).toBe(spec.content);
    expect(stdout).toBe('');
    expect(stderr).toBe('Wrote a Playwright test to sign-up.spec.ts\n');
  });

  it('writes the spec to --out, and names the steps it could not export', async () => {
    const spec = { format: 'playwright' as const, file_name: '../sign-up.spec.ts', content: 'spec', untranslated_steps: [2, 5, 7] };
    const { api } = createFakeApi({ exportTest: async () => spec });

    const { exitCode, stderr, files } = await runCliForTest(['export', '--test', 't1', '--format', 'Playwright', '--out', 'e2e/sign-up.spec.ts'], api);

    expect(exitCode).toBe(0);
    expect([...files.keys()]).toEqual(['e2e/sign-up.spec.ts']);
    expect(stderr).toBe('Wrote a Playwright test to e2e/sign-up.spec.ts\nSteps 2, 5 and 7 are not exported: they fail with a TODO(verity) until written by hand.\n');
  });

  it("keeps the API's file name inside the current folder", async () => {
    const spec = { format: 'playwright' as const, file_name: '../../sign-up.spec.ts', content: 'spec', untranslated_steps: [3] };
    const { api } = createFakeApi({ exportTest: async () => spec });

    const { stderr, files } = await runCliForTest(['export', '--test', 't1', '--format', 'playwright'], api);

    expect([...files.keys()]).toEqual(['sign-up.spec.ts']);
    expect(stderr).toContain('Step 3 is not exported: it fails with a TODO(verity) until written by hand.');
  });

  it('refuses an unknown format before calling the API', async () => {
    const { api, calls } = createFakeApi({});

    const { exitCode, stderr } = await runCliForTest(['export', '--test', 't1', '--format', 'cypress'], api);

    expect(exitCode).toBe(2);
    expect(stderr).toBe('verity: Unknown --format "cypress": use --format text or --format playwright.\nRun \'verity export --help\' for usage.\n');
    expect(calls).toEqual([]);
  });

  it("prints the API's message for an unknown test", async () => {
    const { api } = createFakeApi({ getTest: () => Promise.reject(new ApiError('Test not found', { kind: 'http', status: 404, errorCode: 'not_found' })) });

    const { exitCode, stderr } = await runCliForTest(['export', '--test', 'nope'], api);

    expect(exitCode).toBe(2);
    expect(stderr).toBe('verity: Test not found (HTTP 404)\n');
  });
});
