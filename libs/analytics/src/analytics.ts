import {
  type ANALYTICS_EVENTS,
  type OnboardingCompletedProperties,
  type OnboardingScreenViewedProperties,
} from './onboarding-events';

export type AnalyticsProperties = Record<string, unknown>;

/** The properties each known event carries; any other event name takes free-form properties. */
export type KnownEventProperties = {
  [ANALYTICS_EVENTS.onboardingCompleted]: OnboardingCompletedProperties;
  [ANALYTICS_EVENTS.onboardingSkipped]: Record<string, never>;
  [ANALYTICS_EVENTS.onboardingScreenViewed]: OnboardingScreenViewedProperties;
};

export type EventProperties<E extends string> = E extends keyof KnownEventProperties ? KnownEventProperties[E] : AnalyticsProperties;

/** What screens call. Fire and forget: analytics never fails or slows a user's action. */
export interface Analytics {
  track<E extends string>(event: E, properties?: EventProperties<E>): void;
  identify(userId: string, traits?: AnalyticsProperties): void;
  page(name: string, properties?: AnalyticsProperties): void;
}

/** One destination (the console, a third-party service). It may be async and may fail; the fan-out copes. */
export interface AnalyticsAdapter {
  /** Names the adapter in error reports. */
  readonly name: string;
  track(event: string, properties: AnalyticsProperties): void | Promise<void>;
  identify(userId: string, traits: AnalyticsProperties): void | Promise<void>;
  page(name: string, properties: AnalyticsProperties): void | Promise<void>;
}
