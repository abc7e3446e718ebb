import { useQuery } from '@tanstack/react-query';
import { type BillingOverview, type CreditPack } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { billingQueryOptions } from '@verity/query';
import { errorText, LoadingState, notify } from '@verity/ui';
import { useCreateCheckoutSession } from '../data/create-checkout-session';
import { checkoutDestination } from '../shared/checkout-destination';
import { formatCredits, formatPrice } from '../shared/format';
import { QueryError } from '../shared/query-error';

/** The balance, what a run costs, and the packs to buy. */
export function BillingOverviewSection() {
  const { api } = useRemoteProps();
  const overview = useQuery(billingQueryOptions(api));

  if (overview.isPending) {
    return (
      <div className="billing-section">
        <LoadingState label="Loading your balance…" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <section className="billing-section" aria-labelledby="billing-balance-title">
        <h2 id="billing-balance-title">Your balance</h2>
        <QueryError what="Your balance" error={overview.error} onRetry={() => void overview.refetch()} />
      </section>
    );
  }
  return (
    <>
      <BalanceSection overview={overview.data} />
      <PacksSection overview={overview.data} />
    </>
  );
}

function BalanceSection({ overview }: { overview: BillingOverview }) {
  const { credit_balance: balance, run_credit_cost: runCost } = overview;
  const runsLeft = runCost > 0 ? Math.floor(Math.max(balance, 0) / runCost) : null;
  return (
    <section className="billing-section" aria-labelledby="billing-balance-title">
      <h2 id="billing-balance-title">Your balance</h2>
      <div className="billing-card billing-balance">
        <span className="billing-balance-amount" data-testid="credit-balance">
          {formatCredits(balance)}
        </span>
        <span className="ui-muted">
          A test run costs {formatCredits(runCost)}
          {runsLeft === null ? '.' : `: enough for ${runsLeft === 1 ? '1 run' : `${runsLeft.toLocaleString()} runs`}.`}
        </span>
      </div>
    </section>
  );
}

function PacksSection({ overview }: { overview: BillingOverview }) {
  const { navigate } = useRemoteProps();
  const checkout = useCreateCheckoutSession();
  const buy = (pack: CreditPack) =>
    checkout.mutate(pack, {
      onSuccess: ({ checkout_url }) => {
        const destination = checkoutDestination(checkout_url, window.location.origin);
        if (destination.kind === 'route') navigate(destination.path);
        else window.location.assign(destination.url);
      },
      onError: (error) => notify.error(`Checkout could not be opened: ${errorText(error)}`),
    });
  const canBuy = overview.provider !== null;
  // Between the answer and the browser leaving for the checkout, the buttons stay disabled.
  const isLeaving = checkout.isPending || checkout.isSuccess;

  return (
    <section className="billing-section" aria-labelledby="billing-packs-title">
      <h2 id="billing-packs-title">Buy credits</h2>
      {overview.provider === 'sandbox' ? (
        <p className="billing-sandbox-badge">Sandbox payments: purchases here complete without a real payment.</p>
      ) : null}
      {canBuy ? null : (
        <p role="note" className="billing-warning">
          Purchases are not available on this server. Redeem a promo code below, or ask the people who run this server to add
          credits to your account.
        </p>
      )}
      <ul className="billing-packs">
        {overview.packs.map((pack) => {
          const isThisPack = isLeaving && checkout.variables?.id === pack.id;
          return (
            <li key={pack.id} className="billing-card billing-pack" aria-labelledby={`billing-pack-${pack.id}`}>
              <h3 id={`billing-pack-${pack.id}`}>{pack.name}</h3>
              <span className="billing-pack-price">{formatPrice(pack.price_cents, pack.currency)}</span>
              <span>{formatCredits(pack.credits)}</span>
              <span className="ui-muted">
                {overview.run_credit_cost > 0
                  ? `${Math.floor(pack.credits / overview.run_credit_cost).toLocaleString()} test runs`
                  : 'Unlimited test runs'}
              </span>
              {canBuy ? (
                <button type="button" className="ui-button" disabled={isLeaving} aria-busy={isThisPack || undefined} onClick={() => buy(pack)}>
                  {isThisPack ? 'Opening checkout…' : `Buy ${pack.name}`}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {checkout.isError ? (
        <p role="alert" className="ui-alert">
          Checkout could not be opened: {errorText(checkout.error)}
        </p>
      ) : null}
    </section>
  );
}
