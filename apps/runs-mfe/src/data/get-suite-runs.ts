import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, type SuiteRunsFilter } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { RUN_POLL_ACTIVE_MS, RUN_POLL_IDLE_MS, STALE_TIMES, suiteKeys } from '@verity/query';

/** Suites, newest first, re-polled like runs: every 2 s while one is running, else every 30 s. */
export function suiteRunsQueryOptions(api: Pick<ApiClient, 'getSuiteRuns'>, filter: SuiteRunsFilter = {}) {
  return queryOptions({
    queryKey: suiteKeys.list(filter),
    queryFn: ({ signal }) => api.getSuiteRuns(filter, { signal }),
    staleTime: STALE_TIMES.run,
    refetchInterval: (query) => (query.state.data?.some((suite) => suite.status === 'running') ? RUN_POLL_ACTIVE_MS : RUN_POLL_IDLE_MS),
  });
}

export function useSuiteRuns(filter: SuiteRunsFilter = {}) {
  const { api } = useRemoteProps();
  return useQuery(suiteRunsQueryOptions(api, filter));
}
