import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BillingOverview } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { billingKeys, invalidateCreditBalance } from '@verity/query';

/**
 * POST /profile/redeem. The new balance shows at once; the history (and anything else showing the balance) is
 * read again. The form says why a code was refused.
 */
export function useRedeemPromoCode() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (code: string) => api.redeemPromoCode({ code }),
    onSuccess: ({ credit_balance }) => {
      queryClient.setQueryData<BillingOverview>(billingKeys.overview(), (overview) => (overview ? { ...overview, credit_balance } : overview));
      void invalidateCreditBalance(queryClient);
    },
  });
}
