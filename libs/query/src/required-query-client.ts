import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';

export const QUERY_CLIENT_REQUIRED_MESSAGE = 'QueryClient is required but not available.';

/** For route loaders and other non-React callers that receive the client from the shell (spec section 8). */
export function requireQueryClient(queryClient: QueryClient | null | undefined): QueryClient {
  if (!queryClient) throw new Error(QUERY_CLIENT_REQUIRED_MESSAGE);
  return queryClient;
}

/** The given client, else the provider's; throws the spec's message when there is neither. */
export function useRequiredQueryClient(queryClient?: QueryClient | null): QueryClient {
  const fromProvider = useContext(QueryClientContext);
  return requireQueryClient(queryClient ?? fromProvider);
}
