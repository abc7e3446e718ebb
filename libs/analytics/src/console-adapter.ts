import { type AnalyticsAdapter } from './analytics';

type InfoLogger = Pick<Console, 'info'>;

/** Prints each call, for the runtime config's debug mode: a developer sees events without a service. */
export function createConsoleAdapter(logger: InfoLogger = console): AnalyticsAdapter {
  return {
    name: 'console',
    track: (event, properties) => logger.info('[analytics] track', event, properties),
    identify: (userId, traits) => logger.info('[analytics] identify', userId, traits),
    page: (name, properties) => logger.info('[analytics] page', name, properties),
  };
}
