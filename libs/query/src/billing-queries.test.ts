import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { makeBillingOverview, makeCheckoutSession } from '@verity/api-client/testing';
import {
  billingQueryOptions,
  checkoutRefetchInterval,
  checkoutSessionQueryOptions,
  invalidateCreditBalance,
} from './billing-queries';
import { createQueryClient } from './create-query-client';
import { queryKeys } from './query-keys';

const SECOND = 1000;

let client: QueryClient;
beforeEach(() => {
  jest.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  jest.useRealTimers();
});

describe('billing keys', () => {
  it('keep the overview and each checkout apart, under one billing key', () => {
    expect(queryKeys.billing.overview()).toEqual(['billing', 'overview']);
    expect(queryKeys.billing.checkoutSession('s1')).toEqual(['billing', 'checkout-session', 's1']);
  });
});

describe('billingQueryOptions', () => {
  it('reads GET /billing with the cancellation signal, fresh for a minute, retried once', async () => {
    const getBilling = jest.fn(async () => makeBillingOverview());
    const options = billingQueryOptions({ getBilling });
    expect(options).toMatchObject({ queryKey: ['billing', 'overview'], staleTime: 60 * SECOND, retry: 1 });
    await expect(client.fetchQuery(options)).resolves.toEqual(makeBillingOverview());
    expect(getBilling).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
  });
});

describe('a checkout being watched', () => {
  it.each([
    [undefined, 2 * SECOND],
    ['open', 2 * SECOND],
    ['completed', false],
    ['cancelled', false],
    ['expired', false],
  ] as const)('with status %p is re-read every %p ms', (status, interval) => {
    expect(checkoutRefetchInterval(status)).toBe(interval);
  });

  it('is polled every 2 s while open, and no more once completed', async () => {
    const statuses = ['open', 'open', 'completed'] as const;
    let reads = 0;
    const getCheckoutSession = jest.fn(async () => makeCheckoutSession({ status: statuses[Math.min(reads++, statuses.length - 1)] }));
    const observer = new QueryObserver(client, checkoutSessionQueryOptions({ getCheckoutSession }, 's1'));
    const unsubscribe = observer.subscribe(() => undefined);

    await jest.advanceTimersByTimeAsync(0);
    expect(getCheckoutSession).toHaveBeenCalledTimes(1);
    expect(getCheckoutSession).toHaveBeenCalledWith('s1', { signal: expect.any(AbortSignal) });
    await jest.advanceTimersByTimeAsync(2 * SECOND);
    expect(getCheckoutSession).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2 * SECOND);
    expect(getCheckoutSession).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data?.status).toBe('completed');

    await jest.advanceTimersByTimeAsync(60 * SECOND);
    expect(getCheckoutSession).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('stops polling when reading it fails, so the screen can offer to try again', async () => {
    const getCheckoutSession = jest.fn(async () => {
      throw new Error('Checkout session not found.');
    });
    const observer = new QueryObserver(client, { ...checkoutSessionQueryOptions({ getCheckoutSession }, 's1'), retry: false });
    const unsubscribe = observer.subscribe(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().isError).toBe(true);
    await jest.advanceTimersByTimeAsync(20 * SECOND);
    expect(getCheckoutSession).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('invalidateCreditBalance', () => {
  it('marks the profile, the billing overview and every credits-history query stale, nothing else', async () => {
    client.setQueryData(queryKeys.profile.all(), {});
    client.setQueryData(queryKeys.billing.overview(), {});
    client.setQueryData(queryKeys.creditsHistory.pages({ limit: 20 }), {});
    client.setQueryData(queryKeys.billing.checkoutSession('s1'), {});
    client.setQueryData(queryKeys.tests.list(), []);
    // No observers: invalidation marks the queries without refetching through the stub.
    await invalidateCreditBalance(client);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(queryKeys.profile.all())).toBe(true);
    expect(invalidated(queryKeys.billing.overview())).toBe(true);
    expect(invalidated(queryKeys.creditsHistory.pages({ limit: 20 }))).toBe(true);
    expect(invalidated(queryKeys.billing.checkoutSession('s1'))).toBe(false);
    expect(invalidated(queryKeys.tests.list())).toBe(false);
  });
});
