import { act, screen } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeCheckoutSession } from '@verity/api-client/testing';
import { type CheckoutSession } from '@verity/contracts';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { queryKeys } from '@verity/query';
import * as lifecycles from '../remote-entry';

const SESSION_ID = '55555555-5555-4555-8555-555555555555';
const completed = (overrides: Partial<CheckoutSession> = {}) =>
  makeCheckoutSession({ status: 'completed', completed_at: '2025-01-01T00:01:00.000Z', credit_balance: 200, ...overrides });

afterEach(async () => {
  // cleanupRemoteViews waits on a real timer.
  jest.useRealTimers();
  await cleanupRemoteViews();
});

function renderSuccess(getCheckoutSession: ApiClient['getCheckoutSession'], search = `?session_id=${SESSION_ID}`) {
  return renderRemoteView(lifecycles, { remote: 'billing_mfe', view: 'billing-success', search, api: createStubApiClient({ getCheckoutSession }) });
}

describe('billing success', () => {
  it('polls the checkout every 2 s until it is completed, then confirms the pack, credits and new balance and refreshes the balance', async () => {
    jest.useFakeTimers();
    const answers = [makeCheckoutSession(), makeCheckoutSession(), completed()];
    const calledAt: number[] = [];
    const getCheckoutSession = jest.fn(async () => {
      calledAt.push(Date.now());
      return answers.shift() ?? completed();
    });
    const { queryClient } = await renderSuccess(getCheckoutSession);
    // Views of the balance cached before the payment was confirmed.
    queryClient.setQueryData(queryKeys.profile.all(), { credit_balance: 100 });
    queryClient.setQueryData(queryKeys.billing.overview(), { credit_balance: 100 });
    queryClient.setQueryData(queryKeys.creditsHistory.pages({ limit: 20 }), { pages: [], pageParams: [] });
    const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    expect(await screen.findByText('Waiting for the payment of $9 for the Starter pack to be confirmed…')).toBeInTheDocument();
    expect(document.title).toBe('Confirming your payment · Verity');
    expect(getCheckoutSession).toHaveBeenCalledTimes(1);
    expect(getCheckoutSession).toHaveBeenCalledWith(SESSION_ID, { signal: expect.any(AbortSignal) });

    // Finding the text advances the fake clock while it waits (more on a loaded machine): time from the first call.
    await act(() => jest.advanceTimersByTimeAsync(calledAt[0]! + 1999 - Date.now()));
    expect(getCheckoutSession).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(getCheckoutSession).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    expect(isStale(queryKeys.profile.all())).toBe(false);

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(getCheckoutSession).toHaveBeenCalledTimes(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(document.title).toBe('Payment received · Verity');
    expect(screen.getByText('Thank you! 100 credits were added to your account.')).toBeInTheDocument();
    const summary = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(summary).toEqual({ Pack: 'Starter', Credits: '100 credits', Paid: '$9', 'New balance': '200 credits' });
    expect(isStale(queryKeys.profile.all())).toBe(true);
    expect(isStale(queryKeys.billing.overview())).toBe(true);
    expect(isStale(queryKeys.creditsHistory.pages({ limit: 20 }))).toBe(true);

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(getCheckoutSession).toHaveBeenCalledTimes(3);
  });

  it('leads back to billing', async () => {
    const { navigate } = await renderSuccess(async () => completed());
    await userEvent.click(await screen.findByRole('link', { name: 'Back to billing' }));
    expect(navigate).toHaveBeenCalledWith('/app/billing', { replace: undefined });
  });

  it.each([
    ['cancelled', 'Checkout cancelled', /no payment was taken and your balance is unchanged/],
    ['expired', 'Checkout expired', /expired before a payment was made/],
  ] as const)('says a %s checkout took no payment, and stops polling', async (status, heading, text) => {
    jest.useFakeTimers();
    const getCheckoutSession = jest.fn(async () => makeCheckoutSession({ status }));
    await renderSuccess(getCheckoutSession);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(getCheckoutSession).toHaveBeenCalledTimes(1);
  });

  it('says when the checkout is not in the account', async () => {
    await renderSuccess(async () => {
      throw new ApiError('Checkout session not found.', { kind: 'http', status: 404, errorCode: 'not_found' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase not found' })).toBeInTheDocument();
  });

  it('offers to try again when the payment status cannot be read', async () => {
    let fail = true;
    const getCheckoutSession = jest.fn(async () => {
      if (fail) throw new ApiError('Network error: Failed to fetch', { kind: 'network' });
      return completed();
    });
    await renderSuccess(getCheckoutSession);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your purchase could not be loaded: Network error: Failed to fetch');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
  });

  it('explains a link without a session_id', async () => {
    const getCheckoutSession = jest.fn();
    await renderSuccess(getCheckoutSession, '');
    expect(screen.getByRole('heading', { level: 1, name: 'No purchase to show' })).toBeInTheDocument();
    expect(getCheckoutSession).not.toHaveBeenCalled();
  });
});
