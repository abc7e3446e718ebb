import { act, render, screen, waitFor } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeCheckoutSession } from '@verity/api-client/testing';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { AppToaster, notify } from '@verity/ui';
import * as lifecycles from '../remote-entry';

const SESSION_ID = '55555555-5555-4555-8555-555555555555';
const teamCheckout = makeCheckoutSession({ pack_id: 'team', credits: 500, amount_cents: 3_900 });

afterEach(async () => {
  act(() => void notify.dismiss());
  await cleanupRemoteViews();
});

function renderCheckout(implementations: Partial<ApiClient>) {
  render(<AppToaster />);
  const api = createStubApiClient({ getCheckoutSession: async () => teamCheckout, ...implementations });
  return renderRemoteView(lifecycles, { remote: 'billing_mfe', view: 'sandbox-checkout', params: { sessionId: SESSION_ID }, api });
}

describe('sandbox checkout', () => {
  it('says plainly that no real payment is taken, and shows the pack and its price', async () => {
    await renderCheckout({});
    expect(screen.getByRole('heading', { level: 1, name: 'Sandbox checkout — no real payment is taken' })).toBeInTheDocument();
    expect(document.title).toBe('Sandbox checkout · Verity');
    expect(await screen.findByRole('button', { name: 'Pay $39' })).toBeEnabled();
    const summary = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(summary).toEqual({ Pack: 'Team', Credits: '500 credits', Price: '$39' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('pays, then goes to the success page of this checkout', async () => {
    const completeSandboxCheckout = jest.fn(async () => ({ ...teamCheckout, status: 'completed' as const, credit_balance: 600 }));
    const { navigate } = await renderCheckout({ completeSandboxCheckout });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $39' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/app/billing-success?session_id=${SESSION_ID}`));
    expect(completeSandboxCheckout).toHaveBeenCalledWith(SESSION_ID);
  });

  it('cancels, then goes back to billing saying so', async () => {
    const cancelSandboxCheckout = jest.fn(async () => ({ ...teamCheckout, status: 'cancelled' as const }));
    const { navigate } = await renderCheckout({ cancelSandboxCheckout });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/billing?checkout=cancelled'));
    expect(cancelSandboxCheckout).toHaveBeenCalledWith(SESSION_ID);
  });

  it('says why a payment was refused and shows the checkout as it now is', async () => {
    let session = teamCheckout;
    const completeSandboxCheckout = jest.fn(async () => {
      session = { ...teamCheckout, status: 'cancelled' };
      throw new ApiError('This checkout is cancelled; it can no longer be completed.', { kind: 'http', status: 409, errorCode: 'checkout_not_open' });
    });
    const { navigate } = await renderCheckout({ completeSandboxCheckout, getCheckoutSession: async () => session });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $39' }));

    expect(await screen.findByText('The payment did not go through: This checkout is cancelled; it can no longer be completed.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(await screen.findByText('This checkout is cancelled; it can no longer be paid. Start a new one from billing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay $39' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links a checkout that is already paid to its confirmation', async () => {
    const { navigate } = await renderCheckout({ getCheckoutSession: async () => ({ ...teamCheckout, status: 'completed', credit_balance: 600 }) });
    expect(await screen.findByText('This checkout is already paid.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See your purchase' }));
    expect(navigate).toHaveBeenCalledWith(`/app/billing-success?session_id=${SESSION_ID}`, { replace: undefined });
  });

  it('says when the checkout is not in the account', async () => {
    await renderCheckout({
      getCheckoutSession: async () => {
        throw new ApiError('Checkout session not found.', { kind: 'http', status: 404, errorCode: 'not_found' });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout does not exist in your account.');
    expect(screen.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/app/billing');
  });
});
