import { InternalLink, type RemoteProps } from '@verity/mfe';

export function BillingSuccessPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Payment received</h1>
      <p>Thank you. Your new credits will show in your balance on the billing page.</p>
      <InternalLink to="/app/billing">Back to billing</InternalLink>
    </section>
  );
}
