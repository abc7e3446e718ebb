import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isCredentialsError } from '@verity/api-client';
import { CACHE_GC_TIME_MS, QUERY_RETRY_COUNT, retryDelay, STALE_TIMES } from './cache-constants';

/**
 * Invalid credentials are thrown to the screen's error boundary, which says it is signing the user out, rather
 * than shown as the screen's own error: signOutOnCredentialsError then goes to /logout.
 */
export const THROW_CREDENTIALS_ERRORS = {
  queries: { throwOnError: (error: Error) => isCredentialsError(error) },
  mutations: { throwOnError: (error: Error) => isCredentialsError(error) },
} as const;

/**
 * The one QueryClient of the web app, with the spec's cache defaults. The shell creates it and hands it
 * to every remote, so a screen's cached data survives moving between remotes.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: STALE_TIMES.default,
        gcTime: CACHE_GC_TIME_MS,
        retry: QUERY_RETRY_COUNT,
        retryDelay,
        refetchOnWindowFocus: false,
        ...THROW_CREDENTIALS_ERRORS.queries,
        ...config.defaultOptions?.queries,
      },
      mutations: { ...THROW_CREDENTIALS_ERRORS.mutations, ...config.defaultOptions?.mutations },
    },
  });
}
