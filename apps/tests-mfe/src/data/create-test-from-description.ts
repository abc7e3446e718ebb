import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateTestFromDescriptionInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { testKeys } from '@verity/query';
import { storeTest } from './store-test';

/**
 * The API drafts the steps by doing the goal on the site and creates the test; 501 `planner_unavailable`
 * without a planner. The draft's report (what it could not draft, the first failing check) is kept for the review.
 */
export function useCreateTestFromDescription() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ input, draftId }: { input: CreateTestFromDescriptionInput; draftId: string }) => api.createTestFromDescription(input, { draftId }),
    onSuccess: ({ draft, ...test }) => {
      queryClient.setQueryData(testKeys.draftReport(test.id), draft);
      return storeTest(queryClient, test);
    },
  });
}

/** How far the draft under way has got, asked every second while it runs (404 once it is answered: not retried). */
export function useDraftProgress(draftId: string | null, isDrafting: boolean) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: testKeys.draftProgress(draftId ?? ''),
    queryFn: ({ signal }) => api.getDraftProgress(draftId ?? '', { signal }),
    enabled: Boolean(draftId) && isDrafting,
    refetchInterval: DRAFT_PROGRESS_POLL_MS,
    retry: false,
    staleTime: 0,
  });
}

export const DRAFT_PROGRESS_POLL_MS = 1_000;

/** Stops the draft under way; its create-from-description then fails with 409 `draft_cancelled`. */
export function useCancelDraft() {
  const { api } = useRemoteProps();
  return useMutation({ mutationFn: (draftId: string) => api.cancelDraft(draftId) });
}
