import { type Clock } from '../runs/clock';

/** A clock that moves only when the code under test sleeps; `sleeps` records each wait. */
export function createFakeClock(start = 0) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps, elapsed: () => now - start };
}
