import { type Analytics, type AnalyticsAdapter, type AnalyticsProperties } from './analytics';

type AdapterMethod = 'track' | 'identify' | 'page';

export type AdapterErrorHandler = (error: unknown, adapter: AnalyticsAdapter, method: AdapterMethod) => void;

const reportToConsole: AdapterErrorHandler = (error, adapter, method) => {
  console.error(`Analytics adapter "${adapter.name}" failed in ${method}:`, error);
};

/**
 * Sends every call to each adapter. One adapter failing, synchronously or not, neither stops the others
 * nor reaches the screen: it is reported to `onAdapterError` (the console by default).
 */
export function createAnalytics(
  adapters: readonly AnalyticsAdapter[],
  { onAdapterError = reportToConsole }: { onAdapterError?: AdapterErrorHandler } = {},
): Analytics {
  function fanOut(method: AdapterMethod, subject: string, properties: AnalyticsProperties = {}) {
    for (const adapter of adapters) {
      try {
        const pending = adapter[method](subject, properties);
        if (pending) pending.catch((error: unknown) => onAdapterError(error, adapter, method));
      } catch (error) {
        onAdapterError(error, adapter, method);
      }
    }
  }
  return {
    track: (event, properties) => fanOut('track', event, properties),
    identify: (userId, traits) => fanOut('identify', userId, traits),
    page: (name, properties) => fanOut('page', name, properties),
  };
}
