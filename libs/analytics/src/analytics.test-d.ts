// Type tests: checked by `tsc` (the typecheck target), never run.
import { type Analytics } from './analytics';
import { ANALYTICS_EVENTS, onboardingCompletedProperties } from './onboarding-events';

declare const analytics: Analytics;
const answers = { role: 'QA', companyTeamSize: '1-10', hearAboutUs: 'Search', hasExpectations: false };

analytics.track(ANALYTICS_EVENTS.onboardingCompleted, onboardingCompletedProperties(answers));
analytics.track(ANALYTICS_EVENTS.onboardingScreenViewed, { screen_name: 'role' });
analytics.track(ANALYTICS_EVENTS.onboardingSkipped);
analytics.track('Any Other Event', { anything: 1 });

// @ts-expect-error a known event needs its own properties
analytics.track(ANALYTICS_EVENTS.onboardingCompleted, { role: 'QA' });
// @ts-expect-error screen_name is required
analytics.track(ANALYTICS_EVENTS.onboardingScreenViewed, {});
// @ts-expect-error 'Onboarding Skipped' carries no properties
analytics.track(ANALYTICS_EVENTS.onboardingSkipped, { reason: 'busy' });
