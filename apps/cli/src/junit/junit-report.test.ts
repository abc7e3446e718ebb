import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type TestSuite, type TestSuites } from 'junit2json';
import { validateXML } from 'xmllint-wasm';
import { finished, makeRun, makeStep, makeSuite, WEB_URL } from '../testing/fixtures';
import { buildJUnitReport } from './junit-report';

const JUNIT_XSD = readFileSync(path.join(__dirname, '../testing/junit-10.xsd'), 'utf8');

const runs = [
  finished.passed('r1', 'Sign up', 12.3),
  finished.failed('r2', 'Checkout', makeStep(3, 'Click "Pay"', 'failed', { error: 'Expected "Thank you" to be visible' })),
  finished.cancelled('r3', 'Search'),
  finished.noVerdict('r4', 'Profile & <settings>', 'The browser could not start.'),
];
const suiteReport = buildJUnitReport({ suite: makeSuite('s1', 'Smoke', runs), runs }, WEB_URL);

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'verity.xml', contents: xml }, schema: { fileName: 'junit-10.xsd', contents: JUNIT_XSD } });
  return result.errors.map((error) => error.rawMessage);
}

/** The report as a CI reader sees it: junit2json's <testsuites> with its one <testsuite>. */
async function readSuite(xml: string): Promise<TestSuite> {
  const report = (await parse(xml)) as TestSuites;
  expect(report.testsuite).toHaveLength(1);
  return report.testsuite![0];
}

describe('buildJUnitReport', () => {
  it('writes XML valid against the Jenkins JUnit schema', async () => {
    expect(await schemaErrors(suiteReport)).toEqual([]);
    expect(await schemaErrors(buildJUnitReport({ suite: null, runs: [makeRun('r5', 'Cart', { status: 'running' })] }, WEB_URL))).toEqual([]);
  });

  it('is checked by a schema that does refuse a broken report', async () => {
    const broken = suiteReport.replace('<testcase ', '<testcase result="odd" ').replace(/ name="Sign up"/, '');
    const errors = await schemaErrors(broken);
    expect(errors.join('\n')).toContain("attribute 'result': The attribute 'result' is not allowed.");
    expect(errors.join('\n')).toContain("The attribute 'name' is required but missing.");
  });

  it('reads back as one suite named after the folder, with the counts', async () => {
    const suite = await readSuite(suiteReport);
    expect(suite).toMatchObject({ name: 'Smoke', tests: 4, failures: 1, errors: 1, skipped: 1, time: 16.8, timestamp: '2026-03-01T10:00:00' });
    expect(suite.properties).toEqual([{ name: 'verity.suite_url', value: 'https://verity.test/app/suites/s1' }]);
    expect(suite.testcase?.map((testCase) => [testCase.name, testCase.classname, testCase.time])).toEqual([
      ['Sign up', 'verity.Smoke', 12.3],
      ['Checkout', 'verity.Smoke', 4.5],
      ['Search', 'verity.Smoke', 0],
      ['Profile & <settings>', 'verity.Smoke', 0],
    ]);
  });

  it('gives a failed run its step, error and page', async () => {
    const checkout = (await readSuite(suiteReport)).testcase![1];
    expect(checkout.failure).toEqual([
      {
        message: 'Step 4 “Click "Pay"”: Expected "Thank you" to be visible',
        type: 'StepFailed',
        inner: 'Step 4 failed: Click "Pay"\nError: Expected "Thank you" to be visible\nRun: https://verity.test/app/editor/run/r2',
      },
    ]);
    expect(checkout.error).toBeUndefined();
  });

  it('skips a cancelled run and errors one with no verdict', async () => {
    const [, , search, profile] = (await readSuite(suiteReport)).testcase!;
    expect(search.skipped).toHaveLength(1);
    expect(search.failure).toBeUndefined();
    expect(search['system-out']).toEqual(['Cancelled.\nRun: https://verity.test/app/editor/run/r3']);
    expect(profile.error).toEqual([
      {
        message: 'No verdict: The browser could not start.',
        type: 'NoVerdict',
        inner: 'No verdict: The browser could not start.\nRun: https://verity.test/app/editor/run/r4',
      },
    ]);
  });

  it('links every run from its testcase', async () => {
    const testCases = (await readSuite(suiteReport)).testcase!;
    expect(testCases.map((testCase) => testCase['system-out']?.[0].split('\n').at(-1))).toEqual([
      'Run: https://verity.test/app/editor/run/r1',
      'Run: https://verity.test/app/editor/run/r2',
      'Run: https://verity.test/app/editor/run/r3',
      'Run: https://verity.test/app/editor/run/r4',
    ]);
  });

  it('names the suite Verity for runs of --test, and errors a run still going at a timeout', async () => {
    const runsOfTests = [finished.passed('r1', 'Sign up'), makeRun('r5', 'Cart', { status: 'running' })];
    const suite = await readSuite(buildJUnitReport({ suite: null, runs: runsOfTests }, WEB_URL));
    expect(suite).toMatchObject({ name: 'Verity', tests: 2, failures: 0, errors: 1, skipped: 0 });
    expect(suite.properties).toBeUndefined();
    expect(suite.testcase?.[0].classname).toBe('verity.tests');
    expect(suite.testcase?.[1].error?.[0]).toMatchObject({ message: 'Still running when verity stopped waiting', type: 'Unfinished' });
  });
});
