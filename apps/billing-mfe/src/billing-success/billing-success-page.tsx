import { type ReactNode, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@verity/api-client';
import { type CheckoutSession } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, useRemoteProps } from '@verity/mfe';
import { checkoutSessionQueryOptions, invalidateCreditBalance } from '@verity/query';
import { formatCredits, formatPrice, packName } from '../shared/format';
import { QueryError } from '../shared/query-error';
import { Screen } from '../shared/screen';

/** Where the payment provider returns the buyer: `?session_id=` names the checkout to confirm. */
export function BillingSuccessPage({ search }: RemoteProps) {
  const sessionId = new URLSearchParams(search).get('session_id')?.trim() ?? '';
  return sessionId ? <CheckoutOutcome sessionId={sessionId} /> : <NoCheckout />;
}

/** The return page in each of its states: the state's page title, then what it says. */
function ReturnScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Screen title={title} description="Whether your credit purchase went through, and the credits it added.">
      <div className="billing-narrow">{children}</div>
    </Screen>
  );
}

function BackToBilling({ label = 'Back to billing' }: { label?: string }) {
  return (
    <p className="billing-actions">
      <InternalLink to={ROUTES.billing} className="ui-button">
        {label}
      </InternalLink>
    </p>
  );
}

function NoCheckout() {
  return (
    <ReturnScreen title="Purchase">
      <h1>No purchase to show</h1>
      <p>This page confirms a purchase after checkout, but its link names no checkout. Your purchases are in your credits history.</p>
      <BackToBilling />
    </ReturnScreen>
  );
}

function CheckoutOutcome({ sessionId }: { sessionId: string }) {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const checkout = useQuery(checkoutSessionQueryOptions(api, sessionId));
  const status = checkout.data?.status;

  // Once the purchase is credited, every cached view of the balance is stale: read them again, once.
  const hasRefreshedBalance = useRef(false);
  useEffect(() => {
    if (status !== 'completed' || hasRefreshedBalance.current) return;
    hasRefreshedBalance.current = true;
    void invalidateCreditBalance(queryClient);
  }, [status, queryClient]);

  if (checkout.isPending) {
    return (
      <ReturnScreen title="Confirming your payment">
        <Waiting title="Confirming your payment" text="Checking your payment…" />
      </ReturnScreen>
    );
  }
  if (checkout.isError && !checkout.data) {
    if (isApiError(checkout.error, 'not_found') || isApiError(checkout.error, 'invalid_id')) return <UnknownCheckout />;
    return (
      <ReturnScreen title="Confirming your payment">
        <h1>Confirming your payment</h1>
        <QueryError what="Your purchase" error={checkout.error} onRetry={() => void checkout.refetch()} />
        <BackToBilling />
      </ReturnScreen>
    );
  }
  const session = checkout.data;
  if (!session) return null;
  switch (session.status) {
    case 'completed':
      return <Completed session={session} />;
    case 'cancelled':
      return (
        <Closed
          title="Checkout cancelled"
          text="This checkout was cancelled, so no payment was taken and your balance is unchanged."
          session={session}
        />
      );
    case 'expired':
      return (
        <Closed
          title="Checkout expired"
          text="This checkout expired before a payment was made, so no payment was taken. You can start a new one from billing."
          session={session}
        />
      );
    case 'open':
      return (
        <ReturnScreen title="Confirming your payment">
          <Waiting
            title="Confirming your payment"
            text={`Waiting for the payment of ${formatPrice(session.amount_cents, session.currency)} for the ${packName(session.pack_id)} pack to be confirmed…`}
          />
          {checkout.isError ? (
            <QueryError what="The payment status" error={checkout.error} onRetry={() => void checkout.refetch()} />
          ) : (
            <p className="ui-muted">This page updates by itself. Your credits are added as soon as the payment provider confirms it.</p>
          )}
          <BackToBilling />
        </ReturnScreen>
      );
  }
}

function Waiting({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p role="status">{text}</p>
    </>
  );
}

function Completed({ session }: { session: CheckoutSession }) {
  return (
    <ReturnScreen title="Payment received">
      <h1>Payment received</h1>
      <p role="status">
        Thank you! {formatCredits(session.credits)} {session.credits === 1 ? 'was' : 'were'} added to your account.
      </p>
      <dl className="billing-card billing-summary">
        <dt>Pack</dt>
        <dd>{packName(session.pack_id)}</dd>
        <dt>Credits</dt>
        <dd>{formatCredits(session.credits)}</dd>
        <dt>Paid</dt>
        <dd>{formatPrice(session.amount_cents, session.currency)}</dd>
        <dt>New balance</dt>
        <dd data-testid="new-balance">{session.credit_balance === null ? 'Updating…' : formatCredits(session.credit_balance)}</dd>
      </dl>
      <BackToBilling />
    </ReturnScreen>
  );
}

function Closed({ title, text, session }: { title: string; text: string; session: CheckoutSession }) {
  return (
    <ReturnScreen title={title}>
      <h1>{title}</h1>
      <p role="status">{text}</p>
      <p className="ui-muted">
        {packName(session.pack_id)} pack, {formatCredits(session.credits)} for {formatPrice(session.amount_cents, session.currency)}.
      </p>
      <BackToBilling />
    </ReturnScreen>
  );
}

function UnknownCheckout() {
  return (
    <ReturnScreen title="Purchase not found">
      <h1>Purchase not found</h1>
      <p role="alert">We could not find this checkout in your account. If you were charged, the credits show in your credits history.</p>
      <BackToBilling />
    </ReturnScreen>
  );
}
