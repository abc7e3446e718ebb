import { isActiveRun } from '@verity/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, type TestRunsFilter } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { RUN_POLL_ACTIVE_MS, RUN_POLL_IDLE_MS, runsQueryOptions } from '@verity/query';

/** Runs, newest first, re-polled like a run (spec section 4): every 2 s while one is pending or running, else 30 s. */
export function testRunsQueryOptions(api: Pick<ApiClient, 'getTestRuns'>, filter: TestRunsFilter = {}) {
  return queryOptions({
    ...runsQueryOptions(api, filter),
    refetchInterval: (query) => (query.state.data?.some(isActiveRun) ? RUN_POLL_ACTIVE_MS : RUN_POLL_IDLE_MS),
  });
}

export function useTestRuns(filter: TestRunsFilter = {}) {
  const { api } = useRemoteProps();
  return useQuery(testRunsQueryOptions(api, filter));
}
