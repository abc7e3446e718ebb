import { RUN_STATUSES } from '@verity/contracts';
import { runRefetchInterval } from './run-refetch-interval';

describe('runRefetchInterval (spec section 4)', () => {
  it.each(RUN_STATUSES.map((status) => [status, status === 'pending' || status === 'running' ? 2000 : 30_000] as const))(
    'polls a %s run every %i ms',
    (status, interval) => {
      expect(runRefetchInterval(status)).toBe(interval);
    },
  );

  it('polls every 30 s while the status is not known yet', () => {
    expect(runRefetchInterval(undefined)).toBe(30_000);
    expect(runRefetchInterval(null)).toBe(30_000);
  });
});
