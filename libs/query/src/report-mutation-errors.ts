import { type QueryClient } from '@tanstack/react-query';
import { isCredentialsError } from '@verity/api-client';

/** What a mutation tells the app about itself (`useMutation({ meta })`). */
export type AppMutationMeta = {
  /** The screen shows this mutation's failure itself (next to its form, in a toast of its own): no default report. */
  showsOwnError?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMutationMeta;
  }
}

/**
 * A failed change is never silent: every mutation of the app's one QueryClient that fails is reported (the shell
 * shows an error toast), unless its screen shows the failure itself. Invalid credentials are not reported: they
 * sign the user out (signOutOnCredentialsError). Returns the function that stops watching.
 */
export function reportMutationErrors(queryClient: QueryClient, report: (error: unknown) => void): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (isCredentialsError(error) || event.mutation.meta?.showsOwnError) return;
    report(error);
  });
}
