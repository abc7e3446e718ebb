import { ApiError } from '@verity/api-client';
import { createQueryClient } from './create-query-client';
import {
  CACHE_GC_TIME_MS,
  RETRY_BACKOFF,
  retryDelay,
  RUN_POLL_ACTIVE_MS,
  RUN_POLL_IDLE_MS,
  STALE_TIMES,
} from './cache-constants';

const MINUTE = 60_000;

describe('cache constants (spec section 9)', () => {
  it.each([
    ['default', MINUTE],
    ['profile', 5 * MINUTE],
    ['tests', 5 * MINUTE],
    ['folders', 5 * MINUTE],
    ['creditsHistory', 5 * MINUTE],
    ['test', MINUTE],
    ['run', MINUTE],
  ] as const)('%s data is fresh for %i ms', (kind, ms) => {
    expect(STALE_TIMES[kind]).toBe(ms);
  });

  it('keeps unused data for 5 minutes', () => {
    expect(CACHE_GC_TIME_MS).toBe(5 * MINUTE);
  });

  it('polls a run every 2 s while active and every 30 s otherwise', () => {
    expect(RUN_POLL_ACTIVE_MS).toBe(2000);
    expect(RUN_POLL_IDLE_MS).toBe(30_000);
  });

  it('backs off 1 s doubling, capped at 30 s, 3 tries', () => {
    expect(RETRY_BACKOFF).toEqual({ initialDelayMs: 1000, maxDelayMs: 30_000, maxTries: 3 });
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('createQueryClient', () => {
  it('applies the spec defaults to queries', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(MINUTE);
    expect(queries?.gcTime).toBe(5 * MINUTE);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('throws invalid credentials to the error boundary, from queries and mutations, and nothing else', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    const expired = new ApiError('Could not validate credentials: the token has expired.', { kind: 'http', status: 401 });
    const refused = new ApiError('Not enough credits.', { kind: 'http', status: 402 });
    const throwsQuery = queries?.throwOnError as (error: Error) => boolean;
    const throwsMutation = mutations?.throwOnError as (error: Error) => boolean;
    expect([throwsQuery(expired), throwsQuery(refused), throwsMutation(expired), throwsMutation(refused)]).toEqual([true, false, true, false]);
  });

  it('lets a caller override a default', () => {
    const queries = createQueryClient({ defaultOptions: { queries: { retry: false } } }).getDefaultOptions().queries;
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(MINUTE);
  });

  it('retries a failed query once, then reports the error', async () => {
    const client = createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const queryFn = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('down');
    expect(queryFn).toHaveBeenCalledTimes(2);
    client.clear();
  });
});
