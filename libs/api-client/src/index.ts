export { type AccessToken, type ApiClientOptions, type RequestOptions } from './api-client-options';
export { ApiError, type ApiErrorDetails, type ApiErrorKind, isApiError, isCredentialsError, isInsufficientCreditsError, isNotFoundError, messageOf } from './api-error';
export { type ApiClient, createApiClient } from './create-api-client';
export { type FoldersFilter } from './endpoints/folders';
export { type CreditsHistoryPageParams } from './endpoints/profile';
export { type SchedulesFilter } from './endpoints/schedules';
export { type SuiteRunsFilter } from './endpoints/suites';
export { type TestRunsFilter } from './endpoints/test-runs';
export { CLIENT_MESSAGES } from './messages';
