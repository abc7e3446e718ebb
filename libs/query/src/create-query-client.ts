import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { CACHE_GC_TIME_MS, QUERY_RETRY_COUNT, retryDelay, STALE_TIMES } from './cache-constants';

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
        ...config.defaultOptions?.queries,
      },
    },
  });
}
