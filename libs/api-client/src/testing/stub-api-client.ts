import { type ApiClient, createApiClient } from '../create-api-client';

const API_FUNCTION_NAMES = Object.keys(createApiClient({ baseUrl: '', getAccessToken: () => null })) as (keyof ApiClient)[];

/**
 * An ApiClient for screen and query tests: the given functions answer, every other one rejects naming
 * itself, so a test never reaches the network and an unexpected call is obvious.
 */
export function createStubApiClient(implementations: Partial<ApiClient> = {}): ApiClient {
  const notStubbed = (name: string) => () => Promise.reject(new Error(`${name} is not stubbed in this test.`));
  const stub = Object.fromEntries(API_FUNCTION_NAMES.map((name) => [name, implementations[name] ?? notStubbed(name)]));
  return stub as ApiClient;
}
