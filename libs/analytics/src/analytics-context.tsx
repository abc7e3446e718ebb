import { createContext, type ReactNode, useContext } from 'react';
import { type Analytics } from './analytics';
import { createAnalytics } from './create-analytics';

// Without a provider (a unit test, a remote's standalone page) calls go nowhere: analytics is not product
// behaviour (spec section 1), so its absence must never break a screen.
const AnalyticsContext = createContext<Analytics>(createAnalytics([]));

export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
  return <AnalyticsContext value={analytics}>{children}</AnalyticsContext>;
}

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
