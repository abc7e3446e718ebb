import { type BrowserStatus, type WorkerBrowserReport } from '@verity/contracts';
import { NO_WORKERS, runnerStatusOf } from './runner-status';

const ready: BrowserStatus = { state: 'ready', source: 'playwright', location: '/cache/chrome', version: '159.0.8154.6' };
const missing = (problem: string): BrowserStatus => ({ state: 'unavailable', problem, fix: 'Fix it.' });
const report = (worker: string, browser: BrowserStatus): WorkerBrowserReport => ({ worker, hostname: 'host', browser, seen_at: '2026-11-23T10:00:00.000Z' });

describe('runnerStatusOf', () => {
  it.each([
    ['no worker', [], NO_WORKERS],
    ['one worker with a browser', [report('w1', ready)], { state: 'ready', workers: 1 }],
    ['some workers with a browser', [report('w1', missing('A')), report('w2', ready), report('w3', ready)], { state: 'ready', workers: 2 }],
    ['no worker with a browser: the first one’s reason', [report('w1', missing('A')), report('w2', missing('B'))], { state: 'unavailable', problem: 'A', fix: 'Fix it.' }],
  ])('%s', (_name, workers, expected) => {
    expect(runnerStatusOf(workers as WorkerBrowserReport[])).toEqual(expected);
  });
});
