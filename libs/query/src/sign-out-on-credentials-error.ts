import { type QueryClient } from '@tanstack/react-query';
import { isCredentialsError } from '@verity/api-client';

/**
 * Spec sections 2 and 8: an answer saying the credentials are invalid signs the user out, whichever screen,
 * query, mutation or loader it reached. Watches every query and mutation of the app's one QueryClient, so no
 * screen has to; `signOut` is called for each such failure (a query's once its retries are spent). Returns
 * the function that stops watching.
 */
export function signOutOnCredentialsError(queryClient: QueryClient, signOut: () => void): () => void {
  const check = (error: unknown) => {
    if (isCredentialsError(error)) signOut();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
