import { useMutation } from '@tanstack/react-query';
import { type CreditPack } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';

/** POST /billing/checkout-sessions: where to send the browser to buy the pack. The packs say why one could not open. */
export function useCreateCheckoutSession() {
  const { api } = useRemoteProps();
  return useMutation({ meta: { showsOwnError: true }, mutationFn: (pack: CreditPack) => api.createCheckoutSession({ pack_id: pack.id }) });
}
