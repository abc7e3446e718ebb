import { InternalLink } from '@verity/mfe';
import { formatCents, formatCount, formatUsd } from '../shared/format';
import { PACK_OFFERS, RUN_CREDIT_COST, SIGNUP_CREDITS } from '../shared/pricing';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

export function PricingSection() {
  return (
    <section aria-labelledby="mk-pricing-heading" className="mk-section" id="pricing">
      <div className="mk-section-intro">
        <p className="mk-eyebrow">Pricing</p>
        <h2 id="mk-pricing-heading">Pay per run, in credits</h2>
        <p>
          Every new account starts with {plural(SIGNUP_CREDITS, 'free credit', 'free credits')}. A run costs{' '}
          {plural(RUN_CREDIT_COST, 'credit', 'credits')}, however many steps it has. When you need more, buy a pack: no subscription,
          no seats.
        </p>
      </div>
      <ul className="mk-pricing" aria-label="Credit packs">
        <li className="mk-price-card mk-price-card-free">
          <h3>Free</h3>
          <p className="mk-price">{formatUsd(0)}</p>
          <p>{plural(SIGNUP_CREDITS, 'credit', 'credits')} when you sign up</p>
          <p className="ui-small ui-muted">{plural(Math.floor(SIGNUP_CREDITS / RUN_CREDIT_COST), 'run', 'runs')} to try it</p>
        </li>
        {PACK_OFFERS.map((pack) => (
          <li key={pack.id} className="mk-price-card">
            <h3>{pack.name}</h3>
            <p className="mk-price">{formatUsd(pack.priceCents)}</p>
            <p>{plural(pack.credits, 'credit', 'credits')}</p>
            <p className="ui-small ui-muted">
              {plural(pack.runs, 'run', 'runs')}, {formatCents(pack.centsPerRun)} a run
            </p>
          </li>
        ))}
      </ul>
      <ul className="mk-facts">
        <li>Prices in US dollars; payment by card through Stripe</li>
        <li>Credits of runs that never executed are refunded</li>
        <li>Promo codes are redeemed on the Billing page</li>
      </ul>
      <div className="mk-actions">
        <InternalLink to="/signup" className="mk-button">
          Start with {formatCount(SIGNUP_CREDITS)} free credits
        </InternalLink>
      </div>
    </section>
  );
}
