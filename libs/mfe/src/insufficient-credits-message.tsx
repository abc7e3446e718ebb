import { ROUTES } from './app-routes';
import { NavigateLink } from './navigate-link';
import { type Navigate } from './remote-contract';

/** What a user reads when a run is refused for lack of credits (402), with the way to get more. */
export function InsufficientCreditsMessage({ testName, navigate }: { testName: string; navigate: Navigate }) {
  return (
    <span>
      Not enough credits to run “{testName}”. Buy credits or redeem a promo code, then run it again.{' '}
      <NavigateLink to={ROUTES.billing} navigate={navigate}>
        Go to Billing
      </NavigateLink>
    </span>
  );
}
