import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, isNotFoundError } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { QUERY_RETRY_COUNT, runQueryOptions } from '@verity/query';

/**
 * One run, as the run and review screens load it: re-polled every 2 s while pending or running, else every
 * 30 s (runQueryOptions). Spec section 8: a loader failure is logged and rethrown. A missing run is no
 * failure of the app: it is answered with the not-found screen and not retried.
 */
export function runLoaderQueryOptions(api: Pick<ApiClient, 'getTestRun'>, runId: string) {
  return queryOptions({
    ...runQueryOptions(api, runId),
    queryFn: async ({ signal }) => {
      try {
        return await api.getTestRun(runId, { signal });
      } catch (error) {
        if (!isNotFoundError(error) && !signal.aborted) console.error(`Could not load run ${runId}:`, error);
        throw error;
      }
    },
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < QUERY_RETRY_COUNT,
  });
}

/**
 * The run named by the route. A failure other than "not found" is thrown while rendering, so the remote's
 * error boundary shows its fallback (and an invalid-credentials error signs the user out); "not found" is
 * returned as `isNotFound` for the screen to answer with the not-found screen.
 */
export function useRunLoader(runId: string) {
  const { api } = useRemoteProps();
  const query = useQuery(runLoaderQueryOptions(api, runId));
  const hasFailed = query.isError && query.data === undefined;
  const isNotFound = hasFailed && isNotFoundError(query.error);
  // A failed background refresh keeps the run on screen; only a load that produced nothing is rethrown.
  if (hasFailed && !isNotFound) throw query.error;
  return { run: query.data, isNotFound };
}
