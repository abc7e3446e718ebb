import { type FetchQueryOptions, InfiniteQueryObserver, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeCreditHistory, makeFolder, makeProfile, makeTest, makeTestRun } from '@verity/api-client/testing';
import { createQueryClient } from './create-query-client';
import {
  creditsHistoryInfiniteQueryOptions,
  creditsHistoryPageQueryOptions,
  foldersQueryOptions,
  profileQueryOptions,
  runQueryOptions,
  runsQueryOptions,
  testQueryOptions,
  testsQueryOptions,
} from './entity-queries';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let client: QueryClient;
beforeEach(() => {
  jest.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  jest.useRealTimers();
});

describe('each entity query (spec section 9)', () => {
  const api = createStubApiClient({
    getProfile: async () => makeProfile(),
    getTests: async () => [makeTest()],
    getTest: async () => makeTest(),
    getTestRuns: async () => [makeTestRun()],
    getTestRun: async () => makeTestRun({ status: 'completed' }),
    getFolders: async () => [makeFolder()],
    getCreditsHistory: async () => makeCreditHistory(),
  });

  /** Declares one entity's test; generic so each query keeps its own data and key types. */
  function itIsCachedAndRetried<T, K extends readonly unknown[]>(
    name: string,
    makeOptions: (client: ApiClient) => FetchQueryOptions<T, Error, T, K>,
    key: readonly unknown[],
    staleTime: number,
  ) {
    it(`${name}: keyed ${JSON.stringify(key)}, fresh for ${staleTime / SECOND} s, retried once`, async () => {
      const fetches = jest.fn();
      const counting = new Proxy(api, { get: (target, property: keyof ApiClient) => (fetches(), target[property]) });
      const options = makeOptions(counting);
      expect(options.queryKey).toEqual(key);
      expect(options.retry).toBe(1);
      // Kept for good, so the refetch below is due to staleness and not to garbage collection.
      const keeping = createQueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

      await keeping.prefetchQuery(options);
      jest.advanceTimersByTime(staleTime - 1);
      await keeping.prefetchQuery(options);
      expect(fetches).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      await keeping.prefetchQuery(options);
      expect(fetches).toHaveBeenCalledTimes(2);
      keeping.clear();
    });
  }

  itIsCachedAndRetried('profile', (a) => profileQueryOptions(a), ['profile'], 5 * MINUTE);
  itIsCachedAndRetried('tests list', (a) => testsQueryOptions(a), ['tests', 'list'], 5 * MINUTE);
  itIsCachedAndRetried('test', (a) => testQueryOptions(a, 't1'), ['tests', 'detail', 't1'], MINUTE);
  itIsCachedAndRetried('runs list', (a) => runsQueryOptions(a, { test_id: 't1' }), ['runs', 'list', { test_id: 't1' }], MINUTE);
  itIsCachedAndRetried('run', (a) => runQueryOptions(a, 'r1'), ['runs', 'detail', 'r1'], MINUTE);
  itIsCachedAndRetried('folders', (a) => foldersQueryOptions(a, { include_deleted: true }), ['folders', 'list', { include_deleted: true }], 5 * MINUTE);
  itIsCachedAndRetried(
    'credits history page',
    (a) => creditsHistoryPageQueryOptions(a, { cursor: '5' }),
    ['credits-history', 'page', { cursor: '5' }],
    5 * MINUTE,
  );

  it('passes its parameters and the cancellation signal to the API', async () => {
    const calls: unknown[][] = [];
    const recording = createStubApiClient({
      getTest: async (...args) => (calls.push(['getTest', ...args]), makeTest()),
      getTestRuns: async (...args) => (calls.push(['getTestRuns', ...args]), []),
      getFolders: async (...args) => (calls.push(['getFolders', ...args]), []),
      getCreditsHistory: async (...args) => (calls.push(['getCreditsHistory', ...args]), makeCreditHistory()),
    });
    await client.fetchQuery(testQueryOptions(recording, 't1'));
    await client.fetchQuery(runsQueryOptions(recording, { test_id: 't1', limit: 10 }));
    await client.fetchQuery(foldersQueryOptions(recording, { include_deleted: true }));
    await client.fetchQuery(creditsHistoryPageQueryOptions(recording, { limit: 20, cursor: '5' }));
    const signal = expect.any(AbortSignal);
    expect(calls).toEqual([
      ['getTest', 't1', { signal }],
      ['getTestRuns', { test_id: 't1', limit: 10 }, { signal }],
      ['getFolders', { include_deleted: true }, { signal }],
      ['getCreditsHistory', { limit: 20, cursor: '5' }, { signal }],
    ]);
  });
});

describe('a failing query', () => {
  it('is retried once after 1 s, then fails with the API error', async () => {
    const getTest = jest.fn<ReturnType<ApiClient['getTest']>, Parameters<ApiClient['getTest']>>(async () => {
      throw new ApiError('Network error: Failed to fetch', { kind: 'network' });
    });
    const outcome = client.fetchQuery(testQueryOptions({ getTest }, 't1')).catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(0);
    expect(getTest).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(getTest).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(getTest).toHaveBeenCalledTimes(2);

    await expect(outcome).resolves.toMatchObject({ message: 'Network error: Failed to fetch' });
    await jest.advanceTimersByTimeAsync(60 * SECOND);
    expect(getTest).toHaveBeenCalledTimes(2);
  });
});

describe('a run being watched (spec section 4)', () => {
  it('is re-polled every 2 s while pending or running, then every 30 s', async () => {
    const statuses = ['pending', 'running', 'completed'] as const;
    let fetches = 0;
    const getTestRun = jest.fn(async () => makeTestRun({ status: statuses[Math.min(fetches++, statuses.length - 1)] }));
    const observer = new QueryObserver(client, runQueryOptions({ getTestRun }, 'r1'));
    const unsubscribe = observer.subscribe(() => undefined);

    await jest.advanceTimersByTimeAsync(0);
    expect(getTestRun).toHaveBeenCalledTimes(1); // pending
    await jest.advanceTimersByTimeAsync(2 * SECOND);
    expect(getTestRun).toHaveBeenCalledTimes(2); // running
    await jest.advanceTimersByTimeAsync(2 * SECOND);
    expect(getTestRun).toHaveBeenCalledTimes(3); // completed
    expect(observer.getCurrentResult().data?.status).toBe('completed');

    await jest.advanceTimersByTimeAsync(30 * SECOND - 1);
    expect(getTestRun).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(getTestRun).toHaveBeenCalledTimes(4);
    unsubscribe();
  });
});

describe('the credits history as an infinite list', () => {
  it("reads each next page from the previous page's next_cursor, and stops on the last", async () => {
    const pages: Record<string, ReturnType<typeof makeCreditHistory>> = {
      first: makeCreditHistory({ next_cursor: '40' }),
      '40': makeCreditHistory({ next_cursor: null }),
    };
    const getCreditsHistory = jest.fn(async ({ cursor }: { cursor?: string | null } = {}) => pages[cursor ?? 'first']!);
    const options = creditsHistoryInfiniteQueryOptions({ getCreditsHistory }, { limit: 20 });
    expect(options.queryKey).toEqual(['credits-history', 'pages', { limit: 20 }]);
    expect(options.staleTime).toBe(5 * MINUTE);

    const observer = new InfiniteQueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const result = await observer.fetchNextPage();
    expect(getCreditsHistory.mock.calls.map(([page]) => page)).toEqual([
      { limit: 20, cursor: null },
      { limit: 20, cursor: '40' },
    ]);
    expect(result.data?.pages).toEqual([pages.first, pages['40']]);
    expect(result.hasNextPage).toBe(false);
    unsubscribe();
  });
});
