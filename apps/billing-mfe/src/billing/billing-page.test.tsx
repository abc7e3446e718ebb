import { act, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeBillingOverview, makeCreatedCheckoutSession, makeCreditHistory } from '@verity/api-client/testing';
import { type CreditHistory, type CreditLedgerEntry } from '@verity/contracts';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { AppToaster, notify } from '@verity/ui';
import * as lifecycles from '../remote-entry';

afterEach(async () => {
  act(() => void notify.dismiss());
  await cleanupRemoteViews();
});

const AT = '2025-03-04T10:00:00.000Z';

function entry(id: number, delta: number, balance_after: number, reason: CreditLedgerEntry['reason'], reference: string | null = null): CreditLedgerEntry {
  return { id: String(id), delta, balance_after, reason, reference, created_at: AT };
}

const oneEntryHistory = () => makeCreditHistory({ items: [entry(1, 100, 100, 'signup_grant')] });

async function renderBilling(implementations: Partial<ApiClient>, search = '') {
  render(<AppToaster />);
  const api = createStubApiClient({
    getBilling: async () => makeBillingOverview(),
    getCreditsHistory: async () => oneEntryHistory(),
    ...implementations,
  });
  return renderRemoteView(lifecycles, { remote: 'billing_mfe', view: 'billing', api, search });
}

const historyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowTexts = () => historyRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('billing', () => {
  it('shows the balance, what a run costs and the packs, titled Billing', async () => {
    await renderBilling({ getBilling: async () => makeBillingOverview({ credit_balance: 42, run_credit_cost: 2 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(document.title).toBe('Billing · Verity');

    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('42 credits');
    expect(screen.getByText('A test run costs 2 credits: enough for 21 runs.')).toBeInTheDocument();
    const packs = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(packs.map((pack) => within(pack).getByRole('heading').textContent)).toEqual(['Starter', 'Team', 'Scale']);
    const scale = screen.getByRole('listitem', { name: 'Scale' });
    expect(scale).toHaveTextContent('$129');
    expect(scale).toHaveTextContent('2,000 credits');
    expect(scale).toHaveTextContent('1,000 test runs');
    expect(within(scale).getByRole('button', { name: 'Buy Scale' })).toBeEnabled();
    expect(screen.getByText(/Sandbox payments/)).toBeInTheDocument();
  });

  it('says so while loading, and offers to try again when the balance cannot be read', async () => {
    let fail = true;
    const getBilling = jest.fn(async () => {
      if (fail) throw new ApiError('Network error: Failed to fetch', { kind: 'network' });
      return makeBillingOverview({ credit_balance: 7 });
    });
    await renderBilling({ getBilling });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance could not be loaded: Network error: Failed to fetch');
    fail = false;
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('7 credits');
  });

  it('opens the sandbox checkout inside the app when a pack is bought', async () => {
    const createCheckoutSession = jest.fn(async () =>
      makeCreatedCheckoutSession({ id: 'c0ffee00-0000-4000-8000-000000000001', checkout_url: `${window.location.origin}/app/billing/checkout/c0ffee00-0000-4000-8000-000000000001` }),
    );
    const { navigate } = await renderBilling({ createCheckoutSession });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Team' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/billing/checkout/c0ffee00-0000-4000-8000-000000000001'));
    expect(createCheckoutSession).toHaveBeenCalledWith({ pack_id: 'team' });
    // Until the checkout page replaces this one, no second purchase can start.
    for (const button of screen.getAllByRole('button', { name: /^Buy|Opening checkout/ })) expect(button).toBeDisabled();
  });

  it('says why a checkout could not be opened, in the page and in a toast', async () => {
    const createCheckoutSession = jest.fn(async () => {
      throw new ApiError('The payment provider is not answering. Try again in a few minutes.', { kind: 'http', status: 502, errorCode: 'payment_provider_error' });
    });
    await renderBilling({ createCheckoutSession });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Starter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout could not be opened: The payment provider is not answering.');
    expect(await screen.findByText('Checkout could not be opened: The payment provider is not answering. Try again in a few minutes.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Starter' })).toBeEnabled();
  });

  it('shows the packs without Buy buttons when the server sells no credits (provider null)', async () => {
    await renderBilling({ getBilling: async () => makeBillingOverview({ provider: null }) });
    expect(await screen.findByText(/Purchases are not available on this server\./)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Starter' })).toHaveTextContent('$9');
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(screen.queryByText(/Sandbox payments/)).toBeNull();
  });

  it('says a cancelled checkout took no payment (?checkout=cancelled)', async () => {
    await renderBilling({}, '?checkout=cancelled');
    expect(screen.getByText(/Checkout cancelled: no payment was taken and your balance is unchanged\./)).toBeInTheDocument();
  });

  it('says nothing about a checkout otherwise', async () => {
    await renderBilling({});
    await screen.findByTestId('credit-balance');
    expect(screen.queryByText(/Checkout cancelled/)).toBeNull();
  });
});

describe('the credits history', () => {
  it('lists each change with its date, reason in words, signed change and running balance', async () => {
    const history = makeCreditHistory({
      items: [
        entry(6, 2, 211, 'admin_grant', 'outage'),
        entry(5, 1, 209, 'run_refund', 'run-2'),
        entry(4, -1, 208, 'run_debit', 'run-2'),
        entry(3, 9, 209, 'promo', 'WELCOME'),
        entry(2, 100, 200, 'purchase', 'session-1'),
        entry(1, 100, 100, 'signup_grant'),
      ],
    });
    const { navigate } = await renderBilling({ getCreditsHistory: async () => history });
    await screen.findByRole('table');
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT));
    expect(rowTexts()).toEqual([
      [date, 'Credits added by the Verity team', '+2', '211'],
      [date, 'Refund for a run that did not complete · View run', '+1', '209'],
      [date, 'Test run · View run', '−1', '208'],
      [date, 'Promo code WELCOME', '+9', '209'],
      [date, 'Credit pack purchase', '+100', '200'],
      [date, 'Free credits for signing up', '+100', '100'],
    ]);
    expect(within(historyRows()[0]!).getByRole('cell', { name: date }).querySelector('time')).toHaveAttribute('datetime', AT);
    await userEvent.click(within(historyRows()[2]!).getByRole('link', { name: 'View run' }));
    expect(navigate).toHaveBeenCalledWith('/app/editor/run/run-2', { replace: undefined });
  });

  it('loads older pages with "Load more" until the last one', async () => {
    const pages: Record<string, CreditHistory> = {
      newest: { items: [entry(3, -1, 99, 'run_debit', 'r-3'), entry(2, -1, 100, 'run_debit', 'r-2')], next_cursor: '2' },
      '2': { items: [entry(1, 100, 100, 'signup_grant')], next_cursor: null },
    };
    const getCreditsHistory = jest.fn(async ({ cursor }: { cursor?: string | null } = {}) => pages[cursor ?? 'newest']!);
    await renderBilling({ getCreditsHistory });
    await screen.findByRole('table');
    expect(historyRows()).toHaveLength(2);
    expect(getCreditsHistory).toHaveBeenLastCalledWith({ limit: 20, cursor: null }, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(historyRows()).toHaveLength(3));
    expect(getCreditsHistory).toHaveBeenLastCalledWith({ limit: 20, cursor: '2' }, expect.anything());
    expect(rowTexts()[2]?.[1]).toBe('Free credits for signing up');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is nothing yet, and when it cannot be read', async () => {
    await renderBilling({ getCreditsHistory: async () => ({ items: [], next_cursor: null }) });
    expect(await screen.findByText(/No changes to your credits yet\./)).toBeInTheDocument();
    await cleanupRemoteViews();

    await renderBilling({
      getCreditsHistory: async () => {
        throw new ApiError('HTTP error! Status: 500', { kind: 'http', status: 500 });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your credits history could not be loaded: HTTP error! Status: 500');
  });
});

describe('promo codes', () => {
  it('adds the credits: a toast, the new balance and a refreshed history', async () => {
    let balance = 100;
    let history = oneEntryHistory();
    const redeemPromoCode = jest.fn(async ({ code }: { code: string }) => {
      balance += 25;
      history = makeCreditHistory({ items: [entry(2, 25, 125, 'promo', code.toUpperCase()), ...history.items] });
      return { code: code.toUpperCase(), credits_added: 25, credit_balance: balance };
    });
    await renderBilling({
      redeemPromoCode,
      getBilling: async () => makeBillingOverview({ credit_balance: balance }),
      getCreditsHistory: async () => history,
    });
    await screen.findByRole('table');

    await userEvent.type(screen.getByLabelText('Promo code'), ' welcome25 ');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText('Added 25 credits')).toBeInTheDocument();
    expect(redeemPromoCode).toHaveBeenCalledWith({ code: 'welcome25' });
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('125 credits');
    await waitFor(() => expect(rowTexts()[0]).toEqual([expect.any(String), 'Promo code WELCOME25', '+25', '125']));
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it('asks for a code before sending anything', async () => {
    const redeemPromoCode = jest.fn();
    await renderBilling({ redeemPromoCode });
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription('Enter a promo code.');
    expect(redeemPromoCode).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'promo_not_found', 'Promo code NOPE not found. Check the spelling and try again.'],
    [410, 'promo_expired', 'Promo code NOPE has expired.'],
    [410, 'promo_exhausted', 'Promo code NOPE has been fully redeemed; it cannot be used any more.'],
    [409, 'promo_already_redeemed', 'You have already redeemed promo code NOPE.'],
  ])('shows the API’s own message for a %i %s, next to the field and nowhere else', async (status, errorCode, message) => {
    const redeemPromoCode = jest.fn(async () => {
      throw new ApiError(message, { kind: 'http', status, errorCode });
    });
    await renderBilling({ redeemPromoCode });
    await userEvent.type(screen.getByLabelText('Promo code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    // Typing a new code clears the message.
    await userEvent.type(screen.getByLabelText('Promo code'), 'X');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs the user out when a code is refused for invalid credentials, with no message or toast of it', async () => {
    const redeemPromoCode = jest.fn(async () => {
      throw new ApiError('Could not validate credentials: the access token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    });
    const { navigate } = await renderBilling({ redeemPromoCode });
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
    expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
  });

  it('signs the user out when the balance is refused for invalid credentials', async () => {
    const { navigate } = await renderBilling({
      getBilling: async () => Promise.reject(new ApiError('Could not validate credentials', { kind: 'http', status: 401 })),
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
    expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
  });

  it('says so in the page and in a toast when the code could not be sent', async () => {
    const redeemPromoCode = jest.fn(async () => {
      throw new ApiError('Network error: Failed to fetch', { kind: 'network' });
    });
    await renderBilling({ redeemPromoCode });
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be redeemed: Network error: Failed to fetch');
    expect(await screen.findByText('The code could not be redeemed: Network error: Failed to fetch', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
  });
});
