import { type Analytics, type AnalyticsAdapter } from './analytics';
import { createConsoleAdapter } from './console-adapter';
import { createAnalytics } from './create-analytics';
import { noopAdapter } from './noop-adapter';

/**
 * The web app's analytics: the console adapter when the runtime config's `debug` flag is on, otherwise the
 * no-op one, plus any third-party adapters the shell adds.
 */
export function createAppAnalytics(config: { debug: boolean }, adapters: readonly AnalyticsAdapter[] = []): Analytics {
  return createAnalytics([config.debug ? createConsoleAdapter() : noopAdapter, ...adapters]);
}
