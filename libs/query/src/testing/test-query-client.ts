import { QueryClient } from '@tanstack/react-query';
import { THROW_CREDENTIALS_ERRORS } from '../create-query-client';

/**
 * A QueryClient for tests that render screens: invalid credentials go to the error boundary as in the app, and a
 * failed query is not retried after a delay (queries that set their own retry count retry at once).
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...THROW_CREDENTIALS_ERRORS.queries, retry: false, retryDelay: 0 }, mutations: THROW_CREDENTIALS_ERRORS.mutations },
  });
}
