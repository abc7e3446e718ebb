import { type AnalyticsAdapter } from './analytics';

/** Drops every call: the default outside debug mode until a third-party service is plugged in. */
export const noopAdapter: AnalyticsAdapter = {
  name: 'noop',
  track: () => undefined,
  identify: () => undefined,
  page: () => undefined,
};
