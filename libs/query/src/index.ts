export {
  CACHE_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  RETRY_BACKOFF,
  retryDelay,
  RUN_POLL_ACTIVE_MS,
  RUN_POLL_IDLE_MS,
  STALE_TIMES,
} from './cache-constants';
export { createQueryClient } from './create-query-client';
