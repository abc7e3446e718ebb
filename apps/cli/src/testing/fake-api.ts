import { type SuiteRunDetail, type TestRun } from '@verity/contracts';
import { type VerityApi } from '../api/verity-api';

const API_FUNCTIONS = ['getTests', 'getTest', 'exportTest', 'runTest', 'getTestRun', 'getFolders', 'runFolder', 'getSuiteRun'] as const satisfies readonly (keyof VerityApi)[];

/**
 * A VerityApi whose given functions answer; any other call rejects naming itself, so an unexpected request
 * fails the test. `calls` records every call's name and first argument.
 */
export function createFakeApi(implementations: Partial<VerityApi>) {
  const calls: { name: keyof VerityApi; argument: unknown }[] = [];
  const api = Object.fromEntries(
    API_FUNCTIONS.map((name) => [
      name,
      (argument: unknown, ...rest: unknown[]) => {
        calls.push({ name, argument });
        const implementation = implementations[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
        return implementation ? implementation(argument, ...rest) : Promise.reject(new Error(`${name} is not faked in this test.`));
      },
    ]),
  ) as unknown as VerityApi;
  return { api, calls };
}

/** getTestRun answering each run's states in turn, one per poll; the last one repeats. */
export function runsOverPolls(statesById: Record<string, TestRun[]>): VerityApi['getTestRun'] {
  const polls = new Map<string, number>();
  return async (id) => {
    const states = statesById[id];
    if (!states) throw new Error(`No run ${id} in this test.`);
    const count = polls.get(id) ?? 0;
    polls.set(id, count + 1);
    return states[Math.min(count, states.length - 1)];
  };
}

/** getSuiteRun answering the suite's states in turn; the last one repeats. */
export function suiteOverPolls(states: SuiteRunDetail[]): VerityApi['getSuiteRun'] {
  let count = 0;
  return async () => states[Math.min(count++, states.length - 1)];
}
