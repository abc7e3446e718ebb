import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { billingKeys } from '@verity/query';

export type SandboxDecision = 'pay' | 'cancel';

/** Pays or cancels a sandbox checkout; the session as it now stands goes into the cache. The page says why one failed. */
export function useDecideSandboxCheckout(sessionId: string) {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (choice: SandboxDecision) => (choice === 'pay' ? api.completeSandboxCheckout(sessionId) : api.cancelSandboxCheckout(sessionId)),
    onSuccess: (session) => queryClient.setQueryData(billingKeys.checkoutSession(sessionId), session),
  });
}
