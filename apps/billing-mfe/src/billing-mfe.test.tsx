import { screen } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from './remote-entry';

afterEach(cleanupRemoteViews);

describe('billing remote', () => {
  it('renders the billing screen', async () => {
    await renderRemoteView(lifecycles, { remote: 'billing_mfe', view: 'billing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
  });

  it('leads back to billing after a payment', async () => {
    const { navigate } = await renderRemoteView(lifecycles, { remote: 'billing_mfe', view: 'billing-success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to billing' }));
    expect(navigate).toHaveBeenCalledWith('/app/billing', { replace: undefined });
  });
});
