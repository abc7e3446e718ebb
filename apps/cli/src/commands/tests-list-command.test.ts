import { createFakeApi } from '../testing/fake-api';
import { makeFolder, makeTest } from '../testing/fixtures';
import { runCliForTest } from '../testing/run-cli-for-test';

const folders = [makeFolder('f1', 'Smoke'), makeFolder('f9', 'Old', '2026-02-01T00:00:00.000Z')];
const tests = [
  makeTest('t1', 'Sign up', { folder_id: 'f1' }),
  makeTest('t2', 'Checkout with a long name', { folder_id: null, base_url: 'https://shop.example/checkout' }),
  makeTest('t3', 'Legacy', { folder_id: 'f9' }),
];

describe('verity tests list', () => {
  it('shows a table of id, name, folder and base URL', async () => {
    const { api } = createFakeApi({ getTests: async () => tests, getFolders: async () => folders });

    const { exitCode, stdout } = await runCliForTest(['tests', 'list'], api);

    expect(exitCode).toBe(0);
    expect(stdout).toBe(
      [
        'ID  NAME                       FOLDER         BASE URL',
        't1  Sign up                    Smoke          https://shop.example',
        't2  Checkout with a long name  —              https://shop.example/checkout',
        't3  Legacy                     Old (deleted)  https://shop.example',
        '',
      ].join('\n'),
    );
  });

  it('keeps the tests of one folder, as JSON', async () => {
    const { api } = createFakeApi({ getTests: async () => tests, getFolders: async () => folders });

    const { stdout } = await runCliForTest(['tests', 'list', '--folder', 'SMOKE', '--json'], api);

    expect(JSON.parse(stdout)).toEqual([
      { id: 't1', name: 'Sign up', folder_id: 'f1', folder: 'Smoke', base_url: 'https://shop.example', steps: 2, url: 'https://verity.test/app/editor/test/t1' },
    ]);
  });

  it('refuses a deleted folder as unknown', async () => {
    const { api } = createFakeApi({ getTests: async () => tests, getFolders: async () => folders });

    const { exitCode, stderr } = await runCliForTest(['tests', 'list', '--folder', 'Old'], api);

    expect(exitCode).toBe(2);
    expect(stderr).toBe('verity: No folder is called "Old" or has that id.\nYour folders:\n  Smoke  (f1)\n');
  });
});
