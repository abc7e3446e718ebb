import { type RemoteProps } from '@verity/mfe';
import { Screen } from '../shared/screen';
import { BillingOverviewSection } from './billing-overview-section';
import { CreditsHistorySection } from './credits-history-section';
import { PromoCodeSection } from './promo-code-section';

export function BillingPage({ search }: RemoteProps) {
  const wasCheckoutCancelled = new URLSearchParams(search).get('checkout') === 'cancelled';
  return (
    <Screen title="Billing" description="Your credit balance, credit packs, promo codes and the history of your credits.">
      <h1>Billing</h1>
      <p className="billing-lead">Credits pay for test runs. Buy a pack, redeem a promo code, and see every change to your balance.</p>
      {wasCheckoutCancelled ? (
        <p role="status" className="ui-notice billing-checkout-cancelled">
          Checkout cancelled: no payment was taken and your balance is unchanged. You can buy a pack whenever you are ready.
        </p>
      ) : null}
      <BillingOverviewSection />
      <PromoCodeSection />
      <CreditsHistorySection />
    </Screen>
  );
}
