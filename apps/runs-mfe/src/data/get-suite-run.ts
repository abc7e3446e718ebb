import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, isNotFoundError } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { QUERY_RETRY_COUNT, RUN_POLL_ACTIVE_MS, RUN_POLL_IDLE_MS, STALE_TIMES, suiteKeys } from '@verity/query';

/** One suite with its runs: every 2 s while it runs, else every 30 s; a missing suite is not retried. */
export function suiteRunQueryOptions(api: Pick<ApiClient, 'getSuiteRun'>, suiteId: string) {
  return queryOptions({
    queryKey: suiteKeys.detail(suiteId),
    queryFn: ({ signal }) => api.getSuiteRun(suiteId, { signal }),
    staleTime: STALE_TIMES.run,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_ACTIVE_MS : RUN_POLL_IDLE_MS),
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < QUERY_RETRY_COUNT,
  });
}

/**
 * The suite named by the route. As for a run, a failure other than "not found" is thrown while rendering (the
 * remote's error boundary answers it); "not found" is returned for the screen to answer.
 */
export function useSuiteRun(suiteId: string) {
  const { api } = useRemoteProps();
  const query = useQuery(suiteRunQueryOptions(api, suiteId));
  const hasFailed = query.isError && query.data === undefined;
  const isNotFound = hasFailed && isNotFoundError(query.error);
  if (hasFailed && !isNotFound) throw query.error;
  return { suite: query.data, isNotFound };
}
