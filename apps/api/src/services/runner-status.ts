import { type RunnerStatus, type WorkerBrowserReport } from '@verity/contracts';

export const NO_WORKERS: Extract<RunnerStatus, { state: 'no_workers' }> = {
  state: 'no_workers',
  problem: 'No worker is running, so test runs wait in the queue until one starts.',
  fix: 'Start a worker (`npm start` runs one; a deployment runs `npm run start:worker`).',
};

/** Whether runs can get a browser now: yes when any live worker has one; else the first worker's reason. */
export function runnerStatusOf(workers: WorkerBrowserReport[]): RunnerStatus {
  const ready = workers.filter((report) => report.browser.state === 'ready').length;
  if (ready) return { state: 'ready', workers: ready };
  const [first] = workers;
  if (!first || first.browser.state === 'ready') return NO_WORKERS;
  return { state: 'unavailable', problem: first.browser.problem, fix: first.browser.fix };
}
