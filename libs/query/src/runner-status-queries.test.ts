import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { type Health, type RunnerStatus } from '@verity/contracts';
import { createQueryClient } from './create-query-client';
import { queryKeys } from './query-keys';
import { RUNNER_POLL_READY_MS, RUNNER_POLL_UNAVAILABLE_MS, runnerStatusQueryOptions } from './runner-status-queries';

const UNAVAILABLE: RunnerStatus = { state: 'unavailable', problem: 'No browser for test runs.', fix: 'Install one.' };
const READY: RunnerStatus = { state: 'ready', workers: 1 };
const health = (runner: RunnerStatus): Health => ({ status: 'ok', runner, workers: [] });

let client: QueryClient;
beforeEach(() => {
  jest.useFakeTimers();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  jest.useRealTimers();
});

describe('runnerStatusQueryOptions', () => {
  it("reads GET /health's runner under the system key", async () => {
    const getHealth = jest.fn(async () => health(UNAVAILABLE));
    const options = runnerStatusQueryOptions({ getHealth });
    expect(options.queryKey).toEqual(queryKeys.system.runner());
    expect(queryKeys.system.runner()).toEqual(['system', 'runner']);
    await expect(client.fetchQuery(options)).resolves.toEqual(UNAVAILABLE);
    expect(getHealth).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
  });

  it('looks again every 15 s while runs cannot start, and every minute once they can', async () => {
    const answers = [health(UNAVAILABLE), health(READY), health(READY)];
    const getHealth = jest.fn(async () => answers.shift() ?? health(READY));
    const observer = new QueryObserver(client, runnerStatusQueryOptions({ getHealth }));
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await jest.advanceTimersByTimeAsync(0);
      expect(observer.getCurrentResult().data).toEqual(UNAVAILABLE);
      await jest.advanceTimersByTimeAsync(RUNNER_POLL_UNAVAILABLE_MS);
      expect(observer.getCurrentResult().data).toEqual(READY);
      expect(getHealth).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(RUNNER_POLL_READY_MS - 1_000);
      expect(getHealth).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(getHealth).toHaveBeenCalledTimes(3);
    } finally {
      unsubscribe();
    }
  });
});
