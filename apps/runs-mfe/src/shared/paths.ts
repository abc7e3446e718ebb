// The app routes these screens link to (the shell owns them: apps/shell/src/app/routes.tsx).

export const RUNS_PATH = '/app/runs';
export const TESTS_PATH = '/app/tests';
export const BILLING_PATH = '/app/billing';

export const runPath = (runId: string) => `/app/editor/run/${encodeURIComponent(runId)}`;
export const reviewPath = (runId: string) => `/app/editor/review/${encodeURIComponent(runId)}`;
export const testPath = (testId: string) => `/app/editor/test/${encodeURIComponent(testId)}`;
export const testEditPath = (testId: string) => `/app/test/${encodeURIComponent(testId)}/edit`;
export const testRunsPath = (testId: string) => `${RUNS_PATH}?test_id=${encodeURIComponent(testId)}`;
