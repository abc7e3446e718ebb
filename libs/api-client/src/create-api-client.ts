import { type ApiClientOptions } from './api-client-options';
import { type ApiTokensApi, createApiTokensApi } from './endpoints/api-tokens';
import { type BillingApi, createBillingApi } from './endpoints/billing';
import { createFoldersApi, type FoldersApi } from './endpoints/folders';
import { createHealthApi, type HealthApi } from './endpoints/health';
import { createModelsApi, type ModelsApi } from './endpoints/models';
import { createProfileApi, type ProfileApi } from './endpoints/profile';
import { createTestRunsApi, type TestRunsApi } from './endpoints/test-runs';
import { createTestsApi, type TestsApi } from './endpoints/tests';
import { createNotificationsApi, type NotificationsApi } from './endpoints/notifications';
import { createSchedulesApi, type SchedulesApi } from './endpoints/schedules';
import { createSuitesApi, type SuitesApi } from './endpoints/suites';
import { createSendRequest } from './send-request';

/** Typed functions for every API endpoint the web app calls. Plain closures: safe to destructure. */
export type ApiClient = TestsApi & TestRunsApi & FoldersApi & ProfileApi & BillingApi & HealthApi & ModelsApi & ApiTokensApi & SuitesApi & SchedulesApi & NotificationsApi;

/**
 * The web app's API client. It never touches the UI: every failure is an ApiError for the caller (a
 * query, a mutation's toast, a route's error screen) to present.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = createSendRequest(options);
  return {
    ...createTestsApi(send),
    ...createTestRunsApi(send),
    ...createFoldersApi(send),
    ...createProfileApi(send),
    ...createBillingApi(send),
    ...createHealthApi(send),
    ...createModelsApi(send),
    ...createApiTokensApi(send),
    ...createSuitesApi(send),
    ...createSchedulesApi(send),
    ...createNotificationsApi(send),
  };
}
