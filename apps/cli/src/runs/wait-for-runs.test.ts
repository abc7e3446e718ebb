import { type TestRun } from '@verity/contracts';
import { ApiError } from '../api/verity-api';
import { createFakeApi, runsOverPolls, suiteOverPolls } from '../testing/fake-api';
import { createFakeClock } from '../testing/fake-clock';
import { finished, makeRun, makeStep, makeSuite } from '../testing/fixtures';
import { waitForRuns } from './wait-for-runs';

const queued = (id: string, name: string) => makeRun(id, name, { status: 'pending' });
const running = (id: string, name: string) => makeRun(id, name, { status: 'running' });

describe('waitForRuns', () => {
  it('polls every 2 s until every run is final, reporting each status change once', async () => {
    const failedStep = makeStep(1, 'Click "Pay"', 'failed', { error: 'No button "Pay"' });
    const { api, calls } = createFakeApi({
      getTestRun: runsOverPolls({
        a: [running('a', 'Sign up'), running('a', 'Sign up'), finished.passed('a', 'Sign up')],
        b: [queued('b', 'Checkout'), running('b', 'Checkout'), running('b', 'Checkout'), finished.failed('b', 'Checkout', failedStep)],
      }),
    });
    const { clock, sleeps } = createFakeClock();
    const changes: string[] = [];

    const result = await waitForRuns(
      { suite: null, runs: [queued('a', 'Sign up'), queued('b', 'Checkout')] },
      { api, clock, onChange: (run, previous) => changes.push(`${run.configuration.name}: ${previous.status} → ${run.status}`) },
    );

    expect(result.end).toBe('finished');
    expect(result.batch.runs.map((run) => run.status)).toEqual(['completed', 'failed']);
    expect(changes).toEqual(['Sign up: pending → running', 'Checkout: pending → running', 'Sign up: running → completed', 'Checkout: running → failed']);
    expect(sleeps).toEqual([2000, 2000, 2000, 2000]);
    // A run is not asked for again once it is final.
    expect(calls.filter((call) => call.argument === 'a')).toHaveLength(3);
    expect(calls.filter((call) => call.argument === 'b')).toHaveLength(4);
  });

  it('does not poll when every run is already final', async () => {
    const { api, calls } = createFakeApi({});
    const { clock, sleeps } = createFakeClock();
    const result = await waitForRuns({ suite: null, runs: [finished.passed('a', 'Sign up')] }, { api, clock });
    expect(result.end).toBe('finished');
    expect(calls).toEqual([]);
    expect(sleeps).toEqual([]);
  });

  it('follows a suite with one call per poll', async () => {
    const start = [queued('a', 'Sign up'), queued('b', 'Checkout')];
    const { api, calls } = createFakeApi({
      getSuiteRun: suiteOverPolls([
        makeSuite('s1', 'Smoke', [running('a', 'Sign up'), queued('b', 'Checkout')]),
        makeSuite('s1', 'Smoke', [finished.passed('a', 'Sign up'), finished.cancelled('b', 'Checkout')]),
      ]),
    });
    const { clock } = createFakeClock();
    const changes: string[] = [];

    const onChange = (run: TestRun) => changes.push(`${run.id} ${run.status}`);
    const result = await waitForRuns({ suite: makeSuite('s1', 'Smoke', start), runs: start }, { api, clock, onChange });

    expect(result.end).toBe('finished');
    expect(result.batch.suite?.status).toBe('cancelled');
    expect(changes).toEqual(['a running', 'a completed', 'b cancelled']);
    expect(calls.map((call) => `${call.name} ${String(call.argument)}`)).toEqual(['getSuiteRun s1', 'getSuiteRun s1']);
  });

  it('stops at the timeout, with the runs as last seen', async () => {
    const { api } = createFakeApi({ getTestRun: runsOverPolls({ a: [running('a', 'Sign up')] }) });
    const { clock, elapsed } = createFakeClock(1_000_000);

    const result = await waitForRuns({ suite: null, runs: [queued('a', 'Sign up')] }, { api, clock, timeoutMs: 5_000 });

    expect(result.end).toBe('timed_out');
    expect(result.batch.runs[0].status).toBe('running');
    // Two full intervals, then the last second up to the deadline: never past it.
    expect(elapsed()).toBe(5_000);
  });

  it('stops on Ctrl-C without polling again', async () => {
    const controller = new AbortController();
    const { api, calls } = createFakeApi({
      getTestRun: async (id) => {
        controller.abort();
        return running(id, 'Sign up');
      },
    });
    const { clock } = createFakeClock();

    const result = await waitForRuns({ suite: null, runs: [queued('a', 'Sign up')] }, { api, clock, signal: controller.signal });

    expect(result.end).toBe('interrupted');
    expect(calls).toHaveLength(1);
  });

  it('polls again after a network blip, and gives up after several in a row', async () => {
    const blip = new ApiError('Network error: fetch failed', { kind: 'network' });
    const answers: (Error | ReturnType<typeof running>)[] = [blip, finished.passed('a', 'Sign up')];
    const { api } = createFakeApi({
      getTestRun: async () => {
        const answer = answers.shift() ?? blip;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    const retries: number[] = [];
    const onRetry = (_error: ApiError, count: number) => retries.push(count);
    const first = await waitForRuns({ suite: null, runs: [queued('a', 'Sign up')] }, { api, clock: createFakeClock().clock, onRetry });
    expect(first.end).toBe('finished');
    expect(retries).toEqual([1]);

    await expect(waitForRuns({ suite: null, runs: [queued('b', 'Checkout')] }, { api, clock: createFakeClock().clock, maxFailedPolls: 3 })).rejects.toBe(blip);
  });

  it('ends at once on an API refusal that will not change', async () => {
    const refused = new ApiError('Could not validate credentials', { kind: 'http', status: 401 });
    const { api, calls } = createFakeApi({ getTestRun: () => Promise.reject(refused) });
    await expect(waitForRuns({ suite: null, runs: [queued('a', 'Sign up')] }, { api, clock: createFakeClock().clock })).rejects.toBe(refused);
    expect(calls).toHaveLength(1);
  });
});
