import { type CreditsHistoryPageParams, type FoldersFilter, type SuiteRunsFilter, type TestRunsFilter } from '@verity/api-client';

// Every query key of the web app, one place per domain. Each domain's keys start with its `all()` key, so
// invalidating `all()` refreshes its lists and details together.

export const profileKeys = {
  all: () => ['profile'] as const,
};

export const testKeys = {
  all: () => ['tests'] as const,
  list: () => [...testKeys.all(), 'list'] as const,
  detail: (testId: string) => [...testKeys.all(), 'detail', testId] as const,
  /** What the planner reported when it drafted the test (kept for the review that follows; not refetched). */
  draftReport: (testId: string) => [...testKeys.all(), 'draft-report', testId] as const,
  /** How far a draft under way has got (polled while its create-from-description runs). */
  draftProgress: (draftId: string) => [...testKeys.all(), 'draft-progress', draftId] as const,
};

export const runKeys = {
  all: () => ['runs'] as const,
  /** Every run list, whatever its filter: what `list(filter)` keys all start with. */
  lists: () => [...runKeys.all(), 'list'] as const,
  list: (filter: TestRunsFilter = {}) => [...runKeys.lists(), { test_id: filter.test_id, limit: filter.limit }] as const,
  detail: (runId: string) => [...runKeys.all(), 'detail', runId] as const,
};

export const suiteKeys = {
  all: () => ['suites'] as const,
  lists: () => [...suiteKeys.all(), 'list'] as const,
  list: (filter: SuiteRunsFilter = {}) => [...suiteKeys.lists(), { folder_id: filter.folder_id, limit: filter.limit }] as const,
  detail: (suiteId: string) => [...suiteKeys.all(), 'detail', suiteId] as const,
};

export const folderKeys = {
  all: () => ['folders'] as const,
  list: (filter: FoldersFilter = {}) => [...folderKeys.all(), 'list', { include_deleted: filter.include_deleted ?? false }] as const,
};

export const creditsHistoryKeys = {
  all: () => ['credits-history'] as const,
  /** One page, addressed by its cursor. */
  page: (page: CreditsHistoryPageParams = {}) => [...creditsHistoryKeys.all(), 'page', { limit: page.limit, cursor: page.cursor ?? null }] as const,
  /** All pages loaded so far, for an infinite list. */
  pages: (page: Pick<CreditsHistoryPageParams, 'limit'> = {}) => [...creditsHistoryKeys.all(), 'pages', { limit: page.limit }] as const,
};

export const billingKeys = {
  all: () => ['billing'] as const,
  /** GET /billing: balance, run cost, packs and provider. */
  overview: () => [...billingKeys.all(), 'overview'] as const,
  checkoutSession: (sessionId: string) => [...billingKeys.all(), 'checkout-session', sessionId] as const,
};

export const modelKeys = {
  all: () => ['models'] as const,
  /** GET /models: the user's models, the deployment's, usage per month. */
  overview: () => [...modelKeys.all(), 'overview'] as const,
};

export const accountKeys = {
  /** The signed-in user at the auth service: name, e-mail, sign-in methods. */
  details: () => ['account', 'details'] as const,
};

export const systemKeys = {
  all: () => ['system'] as const,
  /** Whether test runs can get a browser now (GET /health). */
  runner: () => [...systemKeys.all(), 'runner'] as const,
};

export const queryKeys = {
  profile: profileKeys,
  tests: testKeys,
  runs: runKeys,
  suites: suiteKeys,
  folders: folderKeys,
  creditsHistory: creditsHistoryKeys,
  billing: billingKeys,
  models: modelKeys,
  account: accountKeys,
  system: systemKeys,
} as const;
