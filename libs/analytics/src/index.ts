export {
  type Analytics,
  type AnalyticsAdapter,
  type AnalyticsProperties,
  type EventProperties,
  type KnownEventProperties,
} from './analytics';
export { AnalyticsProvider, useAnalytics } from './analytics-context';
export { createConsoleAdapter } from './console-adapter';
export { type AdapterErrorHandler, createAnalytics } from './create-analytics';
export { createAppAnalytics } from './create-app-analytics';
export { noopAdapter } from './noop-adapter';
export {
  ANALYTICS_EVENTS,
  type OnboardingAnswers,
  type OnboardingCompletedProperties,
  onboardingCompletedProperties,
  type OnboardingScreenViewedProperties,
  onboardingScreenViewedProperties,
  type OnboardingTraits,
  onboardingTraits,
} from './onboarding-events';
