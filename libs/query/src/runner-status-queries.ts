import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient } from '@verity/api-client';
import { type RunnerStatus } from '@verity/contracts';
import { QUERY_RETRY_COUNT } from './cache-constants';
import { systemKeys } from './query-keys';

/** While runs cannot start, look often, so the notice goes as soon as a worker has a browser again. */
export const RUNNER_POLL_UNAVAILABLE_MS = 15_000;
export const RUNNER_POLL_READY_MS = 60_000;

/** Whether test runs can get a browser now (GET /health's `runner`). */
export function runnerStatusQueryOptions(api: Pick<ApiClient, 'getHealth'>) {
  return queryOptions({
    queryKey: systemKeys.runner(),
    queryFn: async ({ signal }): Promise<RunnerStatus> => (await api.getHealth({ signal })).runner,
    staleTime: RUNNER_POLL_UNAVAILABLE_MS,
    retry: QUERY_RETRY_COUNT,
    refetchInterval: (query) => (query.state.data?.state === 'ready' ? RUNNER_POLL_READY_MS : RUNNER_POLL_UNAVAILABLE_MS),
  });
}

/** The runner status for a screen with a Run button; undefined until known (and when it cannot be read). */
export function useRunnerStatus(api: Pick<ApiClient, 'getHealth'>): RunnerStatus | undefined {
  return useQuery(runnerStatusQueryOptions(api)).data;
}
