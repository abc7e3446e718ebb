import { screen } from '@testing-library/react/pure';
import { createStubApiClient, makeTest } from '@verity/api-client/testing';
import { cleanupTestsViews, renderTestsView } from './testing/render-tests-view';

afterEach(cleanupTestsViews);

const test = makeTest({ id: 't-1' });
const api = createStubApiClient({
  getTests: async () => [test],
  getTest: async () => test,
  getFolders: async () => [],
  getTestRuns: async () => [],
});

describe('tests remote', () => {
  it.each([
    ['cases', {}, 'Cases', 'Cases · Verity'],
    ['test-list', {}, 'Tests', 'Tests · Verity'],
    ['test-new', {}, 'Create a test', 'Create a test · Verity'],
    ['test-new-simple', {}, 'Create a test from a description', 'Create a test from a description · Verity'],
    ['test-edit', { testId: 't-1' }, 'Edit test', 'Edit Sign in · Verity'],
    ['test-view', { testId: 't-1' }, 'Sign in', 'Sign in · Verity'],
  ] as const)('renders the %s screen with its heading and page title', async (view, params, heading, title) => {
    await renderTestsView(view, { api, params });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });
});
