export {
  CACHE_GC_TIME_MS,
  CHECKOUT_POLL_MS,
  QUERY_RETRY_COUNT,
  RETRY_BACKOFF,
  retryDelay,
  RUN_POLL_ACTIVE_MS,
  RUN_POLL_IDLE_MS,
  STALE_TIMES,
} from './cache-constants';
export {
  billingQueryOptions,
  checkoutRefetchInterval,
  checkoutSessionQueryOptions,
  invalidateCreditBalance,
} from './billing-queries';
export { createQueryClient } from './create-query-client';
export {
  creditsHistoryInfiniteQueryOptions,
  creditsHistoryPageQueryOptions,
  foldersQueryOptions,
  profileQueryOptions,
  runQueryOptions,
  runsQueryOptions,
  testQueryOptions,
  testsQueryOptions,
} from './entity-queries';
export { accountKeys, billingKeys, creditsHistoryKeys, folderKeys, modelKeys, profileKeys, queryKeys, runKeys, suiteKeys, systemKeys, testKeys } from './query-keys';
export { RUNNER_POLL_READY_MS, RUNNER_POLL_UNAVAILABLE_MS, runnerStatusQueryOptions, useRunnerStatus } from './runner-status-queries';
export { QUERY_CLIENT_REQUIRED_MESSAGE, requireQueryClient } from './required-query-client';
export { runRefetchInterval } from './run-refetch-interval';
export { signOutOnCredentialsError } from './sign-out-on-credentials-error';
export { applyRunUpdate, resyncRuns } from './run-updates/apply-run-update';
export {
  connectRunUpdates,
  RUN_UPDATES_HEARTBEAT_MS,
  type RunUpdatesConnection,
  type RunUpdatesConnectionOptions,
  type RunUpdatesStatus,
  runUpdatesUrl,
  type WebSocketConstructor,
  type WebSocketLike,
} from './run-updates/run-updates-connection';
export { type RunUpdatesState, useRunUpdates, type UseRunUpdatesOptions } from './run-updates/use-run-updates';
export { type AppMutationMeta, reportMutationErrors } from './report-mutation-errors';
