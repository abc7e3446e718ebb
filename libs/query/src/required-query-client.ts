import { type QueryClient } from '@tanstack/react-query';

export const QUERY_CLIENT_REQUIRED_MESSAGE = 'QueryClient is required but not available.';

/** The client the shell handed over; the spec's error when there is none (spec section 8). */
export function requireQueryClient(queryClient: QueryClient | null | undefined): QueryClient {
  if (!queryClient) throw new Error(QUERY_CLIENT_REQUIRED_MESSAGE);
  return queryClient;
}
