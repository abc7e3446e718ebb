import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ApiClient, type CreditsHistoryPageParams, type FoldersFilter, type TestRunsFilter } from '@verity/api-client';
import { QUERY_RETRY_COUNT, STALE_TIMES } from './cache-constants';
import { creditsHistoryKeys, folderKeys, profileKeys, runKeys, testKeys } from './query-keys';
import { runRefetchInterval } from './run-refetch-interval';

// Query options for each entity (spec section 9: staleness per kind, retry 1). They take only the API
// functions they call, so a test can hand in a stub of one function.

export function profileQueryOptions(api: Pick<ApiClient, 'getProfile'>) {
  return queryOptions({
    queryKey: profileKeys.all(),
    queryFn: ({ signal }) => api.getProfile({ signal }),
    staleTime: STALE_TIMES.profile,
    retry: QUERY_RETRY_COUNT,
  });
}

export function testsQueryOptions(api: Pick<ApiClient, 'getTests'>) {
  return queryOptions({
    queryKey: testKeys.list(),
    queryFn: ({ signal }) => api.getTests({ signal }),
    staleTime: STALE_TIMES.tests,
    retry: QUERY_RETRY_COUNT,
  });
}

export function testQueryOptions(api: Pick<ApiClient, 'getTest'>, testId: string) {
  return queryOptions({
    queryKey: testKeys.detail(testId),
    queryFn: ({ signal }) => api.getTest(testId, { signal }),
    staleTime: STALE_TIMES.test,
    retry: QUERY_RETRY_COUNT,
  });
}

export function runsQueryOptions(api: Pick<ApiClient, 'getTestRuns'>, filter: TestRunsFilter = {}) {
  return queryOptions({
    queryKey: runKeys.list(filter),
    queryFn: ({ signal }) => api.getTestRuns(filter, { signal }),
    staleTime: STALE_TIMES.default,
    retry: QUERY_RETRY_COUNT,
  });
}

/** A run re-polls by itself: every 2 s while pending or running, every 30 s otherwise. */
export function runQueryOptions(api: Pick<ApiClient, 'getTestRun'>, runId: string) {
  return queryOptions({
    queryKey: runKeys.detail(runId),
    queryFn: ({ signal }) => api.getTestRun(runId, { signal }),
    staleTime: STALE_TIMES.run,
    retry: QUERY_RETRY_COUNT,
    refetchInterval: (query) => runRefetchInterval(query.state.data?.status),
  });
}

export function foldersQueryOptions(api: Pick<ApiClient, 'getFolders'>, filter: FoldersFilter = {}) {
  return queryOptions({
    queryKey: folderKeys.list(filter),
    queryFn: ({ signal }) => api.getFolders(filter, { signal }),
    staleTime: STALE_TIMES.folders,
    retry: QUERY_RETRY_COUNT,
  });
}

export function creditsHistoryPageQueryOptions(api: Pick<ApiClient, 'getCreditsHistory'>, page: CreditsHistoryPageParams = {}) {
  return queryOptions({
    queryKey: creditsHistoryKeys.page(page),
    queryFn: ({ signal }) => api.getCreditsHistory(page, { signal }),
    staleTime: STALE_TIMES.creditsHistory,
    retry: QUERY_RETRY_COUNT,
  });
}

/** The ledger as an infinite list: each next page starts at the previous page's `next_cursor`. */
export function creditsHistoryInfiniteQueryOptions(api: Pick<ApiClient, 'getCreditsHistory'>, { limit }: Pick<CreditsHistoryPageParams, 'limit'> = {}) {
  return infiniteQueryOptions({
    queryKey: creditsHistoryKeys.pages({ limit }),
    queryFn: ({ pageParam, signal }) => api.getCreditsHistory({ limit, cursor: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
    staleTime: STALE_TIMES.creditsHistory,
    retry: QUERY_RETRY_COUNT,
  });
}
