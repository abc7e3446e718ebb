import { type RemoteProps } from '@verity/mfe';
import { usePageMeta } from '@verity/ui';
import { useBillingStyles } from '../shared/billing-styles';
import { BillingOverviewSection } from './billing-overview-section';
import { CreditsHistorySection } from './credits-history-section';
import { PromoCodeSection } from './promo-code-section';

export function BillingPage({ search }: RemoteProps) {
  useBillingStyles();
  usePageMeta({ title: 'Billing', description: 'Your credit balance, credit packs, promo codes and the history of your credits.' });
  const wasCheckoutCancelled = new URLSearchParams(search).get('checkout') === 'cancelled';
  return (
    <div className="billing">
      <h1>Billing</h1>
      <p className="billing-lead">Credits pay for test runs. Buy a pack, redeem a promo code, and see every change to your balance.</p>
      {wasCheckoutCancelled ? (
        <p role="status" className="billing-notice">
          Checkout cancelled: no payment was taken and your balance is unchanged. You can buy a pack whenever you are ready.
        </p>
      ) : null}
      <BillingOverviewSection />
      <PromoCodeSection />
      <CreditsHistorySection />
    </div>
  );
}
