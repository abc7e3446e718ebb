import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type TestSuites } from 'junit2json';
import { callApi } from './support/api';
import { expect, test } from './support/fixtures';
import { startTestSite, type TestSite } from './support/test-site';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hat shop</title></head>
  <body><h1>Welcome to the shop</h1><button type="button">Add to cart</button></body></html>`;
const VERITY_BIN = path.resolve(import.meta.dirname, '../../cli/bin/verity.mjs');

let site: TestSite;
let siteUrl: string;
let workDir: string;

test.beforeAll(async () => {
  site = await startTestSite({ '/': PAGE });
  siteUrl = site.url;
  workDir = await mkdtemp(path.join(tmpdir(), 'verity-cli-e2e-'));
});

test.afterAll(async () => {
  await site.close();
  await rm(workDir, { recursive: true, force: true });
});

/** `verity …` as a CI job runs it: only VERITY_URL and VERITY_TOKEN from the environment. */
function verity(args: string[], env: { VERITY_URL: string; VERITY_TOKEN: string }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [VERITY_BIN, ...args], { env: { PATH: process.env.PATH, ...env }, timeout: 90_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

test.describe('Verity in CI: the verity command with a personal access token', () => {
  test.setTimeout(120_000);

  test('runs a folder, waits for the verdicts, exits 1 for the failure and writes JUnit a parser reads', async ({ baseURL, account }) => {
    const { token } = await callApi<{ token: string }>(baseURL!, account, 'POST', '/api-tokens', { name: 'CI' });
    const folder = await callApi<{ id: string }>(baseURL!, account, 'POST', '/folders/', { name: 'Smoke' });
    const passing = await callApi<{ id: string }>(baseURL!, account, 'POST', '/tests/', {
      configuration: { name: 'Home page', base_url: siteUrl, instructions: ['Open /', 'Check that the page shows "Welcome to the shop"'], folder_id: folder.id },
    });
    await callApi(baseURL!, account, 'POST', '/tests/', {
      configuration: { name: 'Checkout', base_url: siteUrl, instructions: ['Open /', 'Click "Checkout"'], folder_id: folder.id },
    });
    const env = { VERITY_URL: baseURL!, VERITY_TOKEN: token };

    const report = path.join(workDir, 'verity.xml');
    const suite = await verity(['run', '--folder', 'smoke', '--wait', '--junit', report], env);
    expect(suite.code, suite.stderr).toBe(1);
    expect(suite.stdout).toMatch(/✓ Home page/);
    expect(suite.stdout).toMatch(/✗ Checkout — step 2/);
    expect(suite.stdout).toContain('1 passed, 1 failed, 0 cancelled');

    const parsed = (await parse(await readFile(report, 'utf8'))) as TestSuites;
    const [testsuite] = parsed.testsuite ?? [];
    expect(testsuite).toMatchObject({ name: 'Smoke', tests: 2, failures: 1 });
    const cases = Object.fromEntries((testsuite?.testcase ?? []).map((testcase) => [testcase.name, testcase]));
    expect(Object.keys(cases).sort()).toEqual(['Checkout', 'Home page']);
    expect(cases['Home page']?.failure).toBeUndefined();
    expect(cases['Checkout']?.failure?.[0]?.message).toMatch(/^Step 2 “Click "Checkout"”: /);
    expect(cases['Checkout']?.['system-out']?.[0]).toMatch(new RegExp(`${baseURL}/app/editor/run/[0-9a-f-]{36}`));

    const single = await verity(['run', '--test', passing.id, '--wait', '--json'], env);
    expect(single.code, single.stderr).toBe(0);
    expect(JSON.parse(single.stdout)).toMatchObject({ exit_code: 0 });
  });

  test('refuses a token that was revoked with exit code 2 and the API’s reason', async ({ baseURL, account }) => {
    const { id, token } = await callApi<{ id: string; token: string }>(baseURL!, account, 'POST', '/api-tokens', { name: 'Old CI' });
    await fetch(`${baseURL}/api/api-tokens/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${account.accessToken}` } });
    const listed = await verity(['tests', 'list'], { VERITY_URL: baseURL!, VERITY_TOKEN: token });
    expect(listed.code).toBe(2);
    expect(listed.stderr).toContain('the API token is unknown or was revoked');
  });
});
