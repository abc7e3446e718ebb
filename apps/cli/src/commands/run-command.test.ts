import { parse, type TestSuites } from 'junit2json';
import { ApiError } from '../api/verity-api';
import { createFakeApi, runsOverPolls, suiteOverPolls } from '../testing/fake-api';
import { finished, makeFolder, makeRun, makeStep, makeSuite } from '../testing/fixtures';
import { createCtrlC, runCliForTest } from '../testing/run-cli-for-test';

const queued = (id: string, name: string) => makeRun(id, name, { status: 'pending' });
const running = (id: string, name: string) => makeRun(id, name, { status: 'running' });
const payFailed = makeStep(3, 'Click "Pay"', 'failed', { error: 'Expected "Thank you" to be visible' });

describe('verity run --test', () => {
  it('starts each test, prints its page and exits 0 without waiting', async () => {
    const { api, calls } = createFakeApi({ runTest: async (id) => queued(`run-${id}`, `Test ${id}`) });

    const { exitCode, stdout, stderr } = await runCliForTest(['run', '--test', 't1', '--test', 't2'], api);

    expect(exitCode).toBe(0);
    expect(stdout).toBe(
      'Started 2 runs:\n  Test t1: https://verity.test/app/editor/run/run-t1\n  Test t2: https://verity.test/app/editor/run/run-t2\n',
    );
    expect(stderr).toBe('');
    expect(calls.map((call) => `${call.name} ${String(call.argument)}`)).toEqual(['runTest t1', 'runTest t2']);
  });

  it('with --wait prints each change, the summary, and exits 1 when a run failed', async () => {
    const { api } = createFakeApi({
      runTest: async (id) => queued(id, id === 'a' ? 'Sign up' : 'Checkout'),
      getTestRun: runsOverPolls({
        a: [running('a', 'Sign up'), finished.passed('a', 'Sign up', 12.3)],
        b: [running('b', 'Checkout'), running('b', 'Checkout'), finished.failed('b', 'Checkout', payFailed)],
      }),
    });

    const { exitCode, stdout } = await runCliForTest(['run', '--test', 'a', '--test', 'b', '--wait'], api);

    expect(exitCode).toBe(1);
    expect(stdout.split('\n').slice(3)).toEqual([
      'Waiting for the verdicts (Ctrl-C stops waiting; the runs go on)…',
      '… Sign up: running',
      '… Checkout: running',
      '✓ Sign up (12.3 s)',
      '✗ Checkout — step 4 “Click "Pay"”: Expected "Thank you" to be visible (https://verity.test/app/editor/run/b)',
      '1 passed, 1 failed, 0 cancelled',
      '',
    ]);
  });

  it('tells which runs started when a later one is refused for credits, and exits 2', async () => {
    const { api } = createFakeApi({
      runTest: async (id) => {
        if (id === 't2') throw new ApiError('Insufficient credits: this run needs 1 more credit.', { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
        return queued('run-1', 'Sign up');
      },
    });

    const { exitCode, stdout, stderr } = await runCliForTest(['run', '--test', 't1', '--test', 't2'], api);

    expect(exitCode).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'These runs had started and keep going:\n  Sign up: https://verity.test/app/editor/run/run-1\n' +
        'verity: Insufficient credits: this run needs 1 more credit. (HTTP 402)\n',
    );
  });
});

describe('verity run --folder', () => {
  const folders = [makeFolder('f1', 'Smoke'), makeFolder('f2', 'Checkout')];
  const started = [queued('a', 'Sign up'), queued('b', 'Search')];

  it('runs the folder found by name as one suite, writes the JUnit report, and exits 0 when all passed', async () => {
    const { api, calls } = createFakeApi({
      getFolders: async () => folders,
      runFolder: async () => makeSuite('s1', 'Smoke', started),
      getSuiteRun: suiteOverPolls([makeSuite('s1', 'Smoke', [finished.passed('a', 'Sign up', 3), finished.passed('b', 'Search', 4)])]),
    });

    const { exitCode, stdout, files } = await runCliForTest(['run', '--folder', 'smoke', '--junit', 'reports/verity.xml'], api);

    expect(exitCode).toBe(0);
    expect(calls.map((call) => call.name)).toEqual(['getFolders', 'runFolder', 'getSuiteRun']);
    expect(calls[1].argument).toBe('f1');
    expect(stdout.split('\n')[0]).toBe('Started suite "Smoke" (2 tests): https://verity.test/app/suites/s1');
    expect(stdout).toContain('2 passed, 0 failed, 0 cancelled\nJUnit report: reports/verity.xml\n');
    const report = (await parse(files.get('reports/verity.xml') ?? '')) as TestSuites;
    expect(report.testsuite?.[0]).toMatchObject({ name: 'Smoke', tests: 2, failures: 0 });
  });

  it('refuses an unknown folder name, listing the folders, with exit 2', async () => {
    const { api, calls } = createFakeApi({ getFolders: async () => folders });

    const { exitCode, stderr } = await runCliForTest(['run', '--folder', 'Regression', '--wait'], api);

    expect(exitCode).toBe(2);
    expect(stderr).toBe('verity: No folder is called "Regression" or has that id.\nYour folders:\n  Smoke  (f1)\n  Checkout  (f2)\n');
    expect(calls.map((call) => call.name)).toEqual(['getFolders']);
  });

  it('with --json prints one document on stdout and the progress on stderr', async () => {
    const { api } = createFakeApi({
      getFolders: async () => folders,
      runFolder: async () => makeSuite('s1', 'Smoke', started),
      getSuiteRun: suiteOverPolls([makeSuite('s1', 'Smoke', [finished.passed('a', 'Sign up'), finished.cancelled('b', 'Search')])]),
    });

    const { exitCode, stdout, stderr } = await runCliForTest(['run', '--folder', 'f1', '--wait', '--json'], api);

    expect(exitCode).toBe(1);
    expect(stderr).toContain('⊘ Search — cancelled (https://verity.test/app/editor/run/b)\n1 passed, 0 failed, 1 cancelled\n');
    const document = JSON.parse(stdout);
    expect(document).toMatchObject({
      suite: { id: 's1', name: 'Smoke', url: 'https://verity.test/app/suites/s1', status: 'cancelled' },
      summary: { passed: 1, failed: 0, cancelled: 1, unfinished: 0 },
      wait: 'finished',
      exit_code: 1,
    });
    expect(document.runs.map((run: { name: string; outcome: string; url: string }) => [run.name, run.outcome, run.url])).toEqual([
      ['Sign up', 'passed', 'https://verity.test/app/editor/run/a'],
      ['Search', 'cancelled', 'https://verity.test/app/editor/run/b'],
    ]);
  });

  it('stops at --timeout with exit 2, still writing the report', async () => {
    const { api } = createFakeApi({
      getFolders: async () => folders,
      runFolder: async () => makeSuite('s1', 'Smoke', started),
      getSuiteRun: suiteOverPolls([makeSuite('s1', 'Smoke', [finished.passed('a', 'Sign up'), running('b', 'Search')])]),
    });

    const { exitCode, stdout, stderr, files } = await runCliForTest(['run', '--folder', 'Smoke', '--junit', 'verity.xml', '--timeout', '1'], api);

    expect(exitCode).toBe(2);
    expect(stdout).toContain('1 passed, 0 failed, 0 cancelled, 1 unfinished\n');
    expect(stderr).toBe(
      'Timed out after 1 minute. These runs keep going on the server:\n  suite "Smoke": https://verity.test/app/suites/s1\n  Search: https://verity.test/app/editor/run/b\n',
    );
    expect(files.get('verity.xml')).toContain('<error message="Still running when verity stopped waiting" type="Unfinished">');
  });

  it('on Ctrl-C stops waiting, says the runs go on, and exits 130', async () => {
    const ctrlC = createCtrlC();
    const { api } = createFakeApi({
      getFolders: async () => folders,
      runFolder: async () => makeSuite('s1', 'Smoke', started),
      getSuiteRun: async () => {
        ctrlC.press();
        return makeSuite('s1', 'Smoke', [running('a', 'Sign up'), queued('b', 'Search')]);
      },
    });

    const { exitCode, stderr, files } = await runCliForTest(['run', '--folder', 'Smoke', '--junit', 'verity.xml'], api, { onInterrupt: ctrlC.onInterrupt });

    expect(exitCode).toBe(130);
    expect(stderr).toBe(
      'Stopped waiting. The runs keep going on the server:\n' +
        '  suite "Smoke": https://verity.test/app/suites/s1\n' +
        '  Sign up: https://verity.test/app/editor/run/a\n' +
        '  Search: https://verity.test/app/editor/run/b\n',
    );
    expect(files.size).toBe(0);
  });
});
