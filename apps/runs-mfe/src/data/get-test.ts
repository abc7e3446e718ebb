import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { QUERY_RETRY_COUNT, testQueryOptions } from '@verity/query';
import { isNotFoundError } from '@verity/api-client';

/**
 * A test, for its current name (the runs filter says whose runs it lists). A deleted test is not an error
 * here: its runs keep their own snapshot of the name.
 */
export function useTest(testId: string | null) {
  const { api } = useRemoteProps();
  return useQuery(
    queryOptions({
      ...testQueryOptions(api, testId ?? ''),
      enabled: Boolean(testId),
      retry: (failureCount, error) => !isNotFoundError(error) && failureCount < QUERY_RETRY_COUNT,
    }),
  );
}
