import { type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@verity/api-client';
import { type CheckoutSession } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { checkoutSessionQueryOptions } from '@verity/query';
import { errorText, LoadingState, notify } from '@verity/ui';
import { type SandboxDecision, useDecideSandboxCheckout } from '../data/decide-sandbox-checkout';
import { formatCredits, formatPrice, packName } from '../shared/format';
import { QueryError } from '../shared/query-error';
import { Screen } from '../shared/screen';

/**
 * The local stack's stand-in for a payment provider's checkout page (`/app/billing/checkout/{id}`): Pay
 * completes the purchase through the same fulfilment as a real payment, Cancel closes it. No money moves.
 */
export function SandboxCheckoutPage({ api, params, navigate }: RemoteProps) {
  const sessionId = params.sessionId ?? '';
  // Read once: the session only changes when this page acts on it.
  const checkout = useQuery({ ...checkoutSessionQueryOptions(api, sessionId), refetchInterval: false, enabled: sessionId !== '' });

  const decision = useDecideSandboxCheckout(sessionId);
  const decide = (choice: SandboxDecision) =>
    decision.mutate(choice, {
      onSuccess: () => {
        if (choice === 'pay') navigate(routeTo(ROUTES.billingSuccess, {}, { session_id: sessionId }));
        else navigate(routeTo(ROUTES.billing, {}, { checkout: 'cancelled' }));
      },
      onError: (error) => {
        notify.error(`${choice === 'pay' ? 'The payment' : 'Cancelling'} did not go through: ${errorText(error)}`);
        // Someone (another tab) may have settled it meanwhile: show its current state.
        if (isApiError(error, 'checkout_not_open')) void checkout.refetch();
      },
    });

  const heading = <h1>Sandbox checkout — no real payment is taken</h1>;

  if (!sessionId || (checkout.isError && (isApiError(checkout.error, 'not_found') || isApiError(checkout.error, 'invalid_id')))) {
    return (
      <CheckoutScreen>
        {heading}
        <p role="alert">This checkout does not exist in your account.</p>
        <BackToBilling />
      </CheckoutScreen>
    );
  }
  if (checkout.isPending) {
    return (
      <CheckoutScreen>
        {heading}
        <LoadingState label="Loading your order…" />
      </CheckoutScreen>
    );
  }
  if (checkout.isError) {
    return (
      <CheckoutScreen>
        {heading}
        <QueryError what="Your order" error={checkout.error} onRetry={() => void checkout.refetch()} />
        <BackToBilling />
      </CheckoutScreen>
    );
  }

  const session = checkout.data;
  const price = formatPrice(session.amount_cents, session.currency);
  const isDeciding = decision.isPending || decision.isSuccess;
  return (
    <CheckoutScreen>
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
            <button type="button" className="ui-button" onClick={() => decide('pay')} disabled={isDeciding} aria-busy={(isDeciding && decision.variables === 'pay') || undefined}>
              {isDeciding && decision.variables === 'pay' ? 'Paying…' : `Pay ${price}`}
            </button>
            <button
              type="button"
              className="ui-button ui-button-secondary"
              onClick={() => decide('cancel')}
              disabled={isDeciding}
              aria-busy={(isDeciding && decision.variables === 'cancel') || undefined}
            >
              {isDeciding && decision.variables === 'cancel' ? 'Cancelling…' : 'Cancel'}
            </button>
          </p>
          {decision.isError ? (
            <p role="alert" className="ui-alert">
              {decision.variables === 'pay' ? 'The payment' : 'Cancelling'} did not go through: {errorText(decision.error)}
            </p>
          ) : null}
        </>
      ) : (
        <SettledCheckout session={session} />
      )}
    </CheckoutScreen>
  );
}

/** The checkout page in each of its states: one page title and description, as it stands in for a provider's page. */
function CheckoutScreen({ children }: { children: ReactNode }) {
  return (
    <Screen title="Sandbox checkout" description="Complete or cancel a test purchase. No real payment is taken.">
      <div className="billing-narrow">{children}</div>
    </Screen>
  );
}

function BackToBilling() {
  return (
    <p className="billing-actions">
      <InternalLink to={ROUTES.billing} className="ui-button ui-button-secondary">
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
          <InternalLink to={routeTo(ROUTES.billingSuccess, {}, { session_id: session.id })} className="ui-button">
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
