import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ApiClient } from '@verity/api-client';
import { type CheckoutSession } from '@verity/contracts';
import { CHECKOUT_POLL_MS, QUERY_RETRY_COUNT, STALE_TIMES } from './cache-constants';
import { billingKeys, creditsHistoryKeys, profileKeys } from './query-keys';

/** Balance, run cost, credit packs and payment provider. The spec names no staleness for it: the default. */
export function billingQueryOptions(api: Pick<ApiClient, 'getBilling'>) {
  return queryOptions({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => api.getBilling({ signal }),
    staleTime: STALE_TIMES.default,
    retry: QUERY_RETRY_COUNT,
  });
}

/** How often to re-read a checkout: every 2 s while its payment is awaited, never once it is settled. */
export function checkoutRefetchInterval(status: CheckoutSession['status'] | undefined): number | false {
  return status === undefined || status === 'open' ? CHECKOUT_POLL_MS : false;
}

/** One checkout, polled until the payment provider completes, cancels or expires it. */
export function checkoutSessionQueryOptions(api: Pick<ApiClient, 'getCheckoutSession'>, sessionId: string) {
  return queryOptions({
    queryKey: billingKeys.checkoutSession(sessionId),
    queryFn: ({ signal }) => api.getCheckoutSession(sessionId, { signal }),
    staleTime: 0,
    retry: QUERY_RETRY_COUNT,
    refetchInterval: (query) => (query.state.error ? false : checkoutRefetchInterval(query.state.data?.status)),
  });
}

/**
 * After anything that changes the credit balance (a purchase, a promo code, a run): every cached view of it
 * (profile, billing overview, credits history) is refetched.
 */
export function invalidateCreditBalance(queryClient: QueryClient): Promise<void> {
  const keys = [profileKeys.all(), billingKeys.overview(), creditsHistoryKeys.all()];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
