import { type Navigate, NavigateLink, ROUTES } from '@verity/mfe';

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
