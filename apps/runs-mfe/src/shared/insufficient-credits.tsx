import { type Navigate, NavigateLink } from '@verity/mfe';
import { BILLING_PATH } from './paths';

/** What a user reads when a run is refused for lack of credits (402), with the way to get more. */
export function InsufficientCreditsMessage({ testName, navigate }: { testName: string; navigate: Navigate }) {
  return (
    <span>
      Not enough credits to run “{testName}”. Buy credits or redeem a promo code, then run it again.{' '}
      <NavigateLink to={BILLING_PATH} navigate={navigate}>
        Go to Billing
      </NavigateLink>
    </span>
  );
}
