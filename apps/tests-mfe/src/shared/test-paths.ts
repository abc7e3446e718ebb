const segment = (id: string) => encodeURIComponent(id);

export const TESTS_PATH = '/app/tests';
export const NEW_TEST_PATH = '/app/test/new';
export const NEW_SIMPLE_TEST_PATH = '/app/test/new-simple';
export const testViewPath = (testId: string) => `/app/editor/test/${segment(testId)}`;
export const testEditPath = (testId: string) => `/app/test/${segment(testId)}/edit`;
export const testRunsPath = (testId: string) => `/app/runs?test_id=${segment(testId)}`;
export const runPath = (runId: string) => `/app/editor/run/${segment(runId)}`;
