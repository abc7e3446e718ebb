import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, isNotFoundError } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { QUERY_RETRY_COUNT, testQueryOptions } from '@verity/query';

/**
 * One test, as the test view and the editor load it. Spec section 8: a loader failure is logged and
 * rethrown. A missing test is no failure of the app: it is answered with the not-found screen and not retried.
 */
export function testLoaderQueryOptions(api: Pick<ApiClient, 'getTest'>, testId: string) {
  const base = testQueryOptions(api, testId);
  return queryOptions({
    ...base,
    queryFn: async (context) => {
      try {
        return await api.getTest(testId, { signal: context.signal });
      } catch (error) {
        if (!isNotFoundError(error)) console.error(`Could not load test ${testId}:`, error);
        throw error;
      }
    },
    retry: (failureCount, error) => !isNotFoundError(error) && failureCount < QUERY_RETRY_COUNT,
  });
}

export type TestLoaderState = ReturnType<typeof useTestLoader>;

/**
 * The test named by the route. A failure other than "not found" is thrown while rendering, so the remote's
 * error boundary shows its fallback (and an invalid-credentials error signs the user out); "not found" is
 * returned as `isNotFound` for the screen to answer with the not-found screen.
 */
export function useTestLoader(testId: string) {
  const { api } = useRemoteProps();
  const query = useQuery(testLoaderQueryOptions(api, testId));
  const hasFailed = query.isError && query.data === undefined;
  const isNotFound = hasFailed && isNotFoundError(query.error);
  // A failed background refresh keeps the test on screen; only a load that produced nothing is rethrown.
  if (hasFailed && !isNotFound) throw query.error;
  return { test: query.data, isPending: query.isPending, isNotFound };
}
