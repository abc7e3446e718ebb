import { makeTestRun } from '@verity/api-client/testing';
import { type StepResult, type TestRun } from '@verity/contracts';
import { type RemoteSession } from '@verity/mfe';

export const RUN_ID = '22222222-2222-4222-8222-222222222222';
export const TEST_ID = '11111111-1111-4111-8111-111111111111';
export const SESSION: RemoteSession = { access_token: 'token-1', expires_at: 4_102_444_800 };

export const INSTRUCTIONS = ['Go to /', 'Click "Sign in"', 'Check that the page shows "Welcome"'];

export function makeStep(index: number, overrides: Partial<StepResult> = {}): StepResult {
  return { index, instruction: INSTRUCTIONS[index] ?? `Step ${index + 1}`, status: 'not_started', ...overrides };
}

/** A step that passed, with what the engine records for one. */
export function passedStep(index: number, overrides: Partial<StepResult> = {}): StepResult {
  return makeStep(index, {
    status: 'completed',
    action: `Did step ${index + 1}`,
    locator: `getByRole('button', { name: 'Step ${index + 1}' })`,
    started_at: '2025-01-01T00:00:01.000Z',
    duration_ms: 1200,
    screenshot: `step-0${index + 1}.png`,
    ...overrides,
  });
}

/** A run of the three INSTRUCTIONS. */
export function makeRun(overrides: Partial<TestRun> = {}): TestRun {
  return makeTestRun({
    id: RUN_ID,
    test_id: TEST_ID,
    configuration: { name: 'Sign in', base_url: 'https://example.com', instructions: INSTRUCTIONS, folder_id: null },
    ...overrides,
  });
}

/** A run that failed at its second step: the link was not on the page. */
export function makeFailedRun(overrides: Partial<TestRun> = {}): TestRun {
  return makeRun({
    status: 'failed',
    verdict: 'failed',
    summary: 'Step 2 failed: no "Sign in" on the page.',
    error: 'No button or link "Sign in" on the page.',
    started_at: '2025-01-01T00:00:00.000Z',
    finished_at: '2025-01-01T00:00:12.000Z',
    steps: [
      passedStep(0),
      makeStep(1, {
        status: 'failed',
        started_at: '2025-01-01T00:00:03.000Z',
        duration_ms: 5_000,
        timeout_ms: 5_000,
        error: 'No button or link "Sign in" on the page.',
        candidates: ['link "Log in"', 'button "Sign up"'],
        screenshot: 'step-02.png',
      }),
      makeStep(2),
    ],
    artifacts: { trace: 'trace.zip', consoleErrors: [], failedRequests: [] },
    ...overrides,
  });
}
