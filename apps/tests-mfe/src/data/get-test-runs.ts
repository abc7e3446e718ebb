import { isActiveRun } from '@verity/contracts';
import { useQuery } from '@tanstack/react-query';
import { type TestRunsFilter } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { runsQueryOptions, RUN_POLL_ACTIVE_MS } from '@verity/query';

/**
 * Runs, newest first. While one of them is queued or running the list is re-read every 2 s, like a single
 * run (spec section 9), so a status shown here moves on to its verdict without a reload.
 */
export function useTestRuns(filter: TestRunsFilter = {}) {
  const { api } = useRemoteProps();
  return useQuery({
    ...runsQueryOptions(api, filter),
    refetchInterval: (query) => (query.state.data?.some(isActiveRun) ? RUN_POLL_ACTIVE_MS : false),
  });
}
