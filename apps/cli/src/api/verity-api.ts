import { type ApiClient, ApiError, createApiClient, isCredentialsError } from '@verity/api-client';
import { type CliConfig } from '../config/read-config';

export { ApiError, isCredentialsError };

/** The API calls verity makes: a fake in tests implements just these. */
export type VerityApi = Pick<ApiClient, 'getTests' | 'getTest' | 'exportTest' | 'runTest' | 'getTestRun' | 'getFolders' | 'runFolder' | 'getSuiteRun'>;

export function createVerityApi(config: CliConfig, fetchImpl?: typeof fetch): VerityApi {
  return createApiClient({ baseUrl: config.apiUrl, getAccessToken: () => config.token, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}
