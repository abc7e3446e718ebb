import { InternalLink, type RemoteProps } from '@verity/mfe';

export function BillingPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Billing</h1>
      <p>Your credits, the history of what you spent them on, and a place to redeem a promo code.</p>
      <InternalLink to="/app/tests">Back to your tests</InternalLink>
    </section>
  );
}
