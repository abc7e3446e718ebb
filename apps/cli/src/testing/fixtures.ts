import { makeTestRun } from '@verity/api-client/testing';
import { type Folder, type StepResult, type SuiteRunDetail, type Test, type TestRun, countSuiteRuns, suiteStatusOf } from '@verity/contracts';

export const WEB_URL = 'https://verity.test';
const AT = '2026-03-01T10:00:00.000Z';

export function makeTest(id: string, name: string, overrides: Partial<Test['configuration']> = {}): Test {
  return {
    id,
    configuration: { name, base_url: 'https://shop.example', instructions: ['Open /', 'Click "Sign up"'], folder_id: null, ...overrides },
    created_at: AT,
    updated_at: AT,
  };
}

export function makeFolder(id: string, name: string, deletedAt: string | null = null): Folder {
  return { id, name, created_at: AT, updated_at: AT, deleted_at: deletedAt };
}

export function makeStep(index: number, instruction: string, status: StepResult['status'], extra: Partial<StepResult> = {}): StepResult {
  return { index, instruction, status, ...extra };
}

/** A run of the test `name`; `status` and `verdict` as given, timings when it started/finished. */
export function makeRun(id: string, name: string, overrides: Partial<TestRun> = {}): TestRun {
  return makeTestRun({
    id,
    test_id: `test-${id}`,
    configuration: { name, base_url: 'https://shop.example', instructions: ['Open /'], folder_id: null },
    queued_at: AT,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  });
}

/** Runs that ended, in each way a run can end. */
export const finished = {
  passed: (id: string, name: string, seconds = 12.3): TestRun =>
    makeRun(id, name, {
      status: 'completed',
      verdict: 'passed',
      started_at: '2026-03-01T10:00:00.000Z',
      finished_at: new Date(Date.parse('2026-03-01T10:00:00.000Z') + seconds * 1000).toISOString(),
    }),
  failed: (id: string, name: string, step: StepResult): TestRun =>
    makeRun(id, name, {
      status: 'failed',
      verdict: 'failed',
      steps: [makeStep(0, 'Open /', 'completed'), step],
      error: step.error ?? null,
      started_at: '2026-03-01T10:00:00.000Z',
      finished_at: '2026-03-01T10:00:04.500Z',
    }),
  cancelled: (id: string, name: string): TestRun => makeRun(id, name, { status: 'cancelled', finished_at: '2026-03-01T10:00:01.000Z' }),
  noVerdict: (id: string, name: string, error = 'The browser could not start.'): TestRun =>
    makeRun(id, name, { status: 'failed', verdict: null, error, summary: error, finished_at: '2026-03-01T10:00:01.000Z' }),
};

export function makeSuite(id: string, name: string, runs: TestRun[]): SuiteRunDetail {
  const counts = countSuiteRuns(runs.map((run) => run.status));
  return { id, folder_id: `folder-${id}`, name, status: suiteStatusOf(counts), counts, credits_used: runs.length, created_at: AT, finished_at: null, runs };
}
