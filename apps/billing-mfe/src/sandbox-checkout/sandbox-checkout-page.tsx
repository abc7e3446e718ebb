import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@verity/api-client';
import { type CheckoutSession } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { billingKeys, checkoutSessionQueryOptions } from '@verity/query';
import { errorText, notify, usePageMeta } from '@verity/ui';
import { useBillingStyles } from '../shared/billing-styles';
import { formatCredits, formatPrice, packName } from '../shared/format';
import { QueryError } from '../shared/query-error';

type Decision = 'pay' | 'cancel';

/**
 * The local stack's stand-in for a payment provider's checkout page (`/app/billing/checkout/{id}`): Pay
 * completes the purchase through the same fulfilment as a real payment, Cancel closes it. No money moves.
 */
export function SandboxCheckoutPage({ api, params, navigate }: RemoteProps) {
  useBillingStyles();
  usePageMeta({ title: 'Sandbox checkout', description: 'Complete or cancel a test purchase. No real payment is taken.' });
  const sessionId = params.sessionId ?? '';
  const queryClient = useQueryClient();
  // Read once: the session only changes when this page acts on it.
  const checkout = useQuery({ ...checkoutSessionQueryOptions(api, sessionId), refetchInterval: false, enabled: sessionId !== '' });

  const decision = useMutation<CheckoutSession, Error, Decision>({
    mutationFn: (choice) => (choice === 'pay' ? api.completeSandboxCheckout(sessionId) : api.cancelSandboxCheckout(sessionId)),
    onSuccess: (session, choice) => {
      queryClient.setQueryData(billingKeys.checkoutSession(sessionId), session);
      if (choice === 'pay') navigate(routeTo(ROUTES.billingSuccess, {}, { session_id: sessionId }));
      else navigate(routeTo(ROUTES.billing, {}, { checkout: 'cancelled' }));
    },
    onError: (error, choice) => {
      notify.error(`${choice === 'pay' ? 'The payment' : 'Cancelling'} did not go through: ${errorText(error)}`);
      // Someone (another tab) may have settled it meanwhile: show its current state.
      if (isApiError(error, 'checkout_not_open')) void checkout.refetch();
    },
  });

  const heading = <h1>Sandbox checkout — no real payment is taken</h1>;

  if (!sessionId || (checkout.isError && (isApiError(checkout.error, 'not_found') || isApiError(checkout.error, 'invalid_id')))) {
    return (
      <div className="billing billing-narrow">
        {heading}
        <p role="alert">This checkout does not exist in your account.</p>
        <BackToBilling />
      </div>
    );
  }
  if (checkout.isPending) {
    return (
      <div className="billing billing-narrow">
        {heading}
        <p role="status" className="billing-muted">
          Loading your order…
        </p>
      </div>
    );
  }
  if (checkout.isError) {
    return (
      <div className="billing billing-narrow">
        {heading}
        <QueryError what="Your order" error={checkout.error} onRetry={() => void checkout.refetch()} />
        <BackToBilling />
      </div>
    );
  }

  const session = checkout.data;
  const price = formatPrice(session.amount_cents, session.currency);
  const isDeciding = decision.isPending || decision.isSuccess;
  return (
    <div className="billing billing-narrow">
      {heading}
      <p className="billing-sandbox-badge">Sandbox</p>
      <p className="billing-lead">
        This server has no payment provider configured, so this page stands in for one. Paying here adds the credits to your
        account exactly as a real purchase would, without charging anything.
      </p>
      <section aria-labelledby="sandbox-order-title">
        <h2 id="sandbox-order-title">Your order</h2>
        <dl className="billing-card billing-summary">
          <dt>Pack</dt>
          <dd>{packName(session.pack_id)}</dd>
          <dt>Credits</dt>
          <dd>{formatCredits(session.credits)}</dd>
          <dt>Price</dt>
          <dd>{price}</dd>
        </dl>
      </section>
      {session.provider !== 'sandbox' ? (
        <p role="note" className="billing-warning">
          This checkout is paid through {session.provider}, not the sandbox. Go back to billing to follow it.
        </p>
      ) : session.status === 'open' ? (
        <>
          <p className="billing-actions">
            <button type="button" onClick={() => decision.mutate('pay')} disabled={isDeciding} aria-busy={(isDeciding && decision.variables === 'pay') || undefined}>
              {isDeciding && decision.variables === 'pay' ? 'Paying…' : `Pay ${price}`}
            </button>
            <button
              type="button"
              className="billing-secondary"
              onClick={() => decision.mutate('cancel')}
              disabled={isDeciding}
              aria-busy={(isDeciding && decision.variables === 'cancel') || undefined}
            >
              {isDeciding && decision.variables === 'cancel' ? 'Cancelling…' : 'Cancel'}
            </button>
          </p>
          {decision.isError ? (
            <p role="alert" className="billing-alert">
              {decision.variables === 'pay' ? 'The payment' : 'Cancelling'} did not go through: {errorText(decision.error)}
            </p>
          ) : null}
        </>
      ) : (
        <SettledCheckout session={session} />
      )}
    </div>
  );
}

function BackToBilling() {
  return (
    <p className="billing-actions">
      <InternalLink to={ROUTES.billing} className="billing-button billing-secondary">
        Back to billing
      </InternalLink>
    </p>
  );
}

function SettledCheckout({ session }: { session: CheckoutSession }) {
  if (session.status === 'completed') {
    return (
      <>
        <p role="status">This checkout is already paid.</p>
        <p className="billing-actions">
          <InternalLink to={routeTo(ROUTES.billingSuccess, {}, { session_id: session.id })} className="billing-button">
            See your purchase
          </InternalLink>
        </p>
      </>
    );
  }
  return (
    <>
      <p role="status">This checkout is {session.status}; it can no longer be paid. Start a new one from billing.</p>
      <BackToBilling />
    </>
  );
}
