import { type StepResult } from '@verity/contracts';
import { createProgressWriter } from './progress-writer';

const stepsAt = (index: number): StepResult[] => [{ index: 0, instruction: 'Open /', status: index % 2 ? 'running' : 'completed', duration_ms: index }];

describe('the progress writer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes at most once per interval, always the latest state, one write at a time', async () => {
    const written: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const writer = createProgressWriter({
      minIntervalMs: 250,
      onError: (error) => {
        throw error;
      },
      write: async (steps) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 100));
        inFlight -= 1;
        written.push(steps[0]!.duration_ms!);
      },
    });

    // 100 changes over one second: one every 10 ms.
    for (let change = 1; change <= 100; change += 1) {
      writer.push(stepsAt(change));
      await jest.advanceTimersByTimeAsync(10);
    }
    await jest.advanceTimersByTimeAsync(1_000);

    expect(written.length).toBeLessThanOrEqual(6);
    expect(written[0]).toBe(1);
    expect(written.at(-1)).toBe(100);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(maxInFlight).toBe(1);
    await writer.close();
  });

  it('on close drops a pending write, waits for the one under way, and writes nothing more', async () => {
    const written: number[] = [];
    let finishWrite: () => void = () => undefined;
    const writer = createProgressWriter({
      minIntervalMs: 250,
      onError: () => undefined,
      write: (steps) =>
        new Promise<void>((resolve) => {
          finishWrite = () => {
            written.push(steps[0]!.duration_ms!);
            resolve();
          };
        }),
    });
    writer.push(stepsAt(1));
    await jest.advanceTimersByTimeAsync(0);
    writer.push(stepsAt(2));

    let isClosed = false;
    const closing = writer.close().then(() => (isClosed = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(isClosed).toBe(false);
    finishWrite();
    await closing;
    writer.push(stepsAt(3));
    await jest.advanceTimersByTimeAsync(1_000);

    expect(written).toEqual([1]);
    expect(writer.latest?.[0]?.duration_ms).toBe(2);
  });

  it('reports a failed write and keeps writing later changes', async () => {
    const errors: unknown[] = [];
    const written: number[] = [];
    let calls = 0;
    const writer = createProgressWriter({
      minIntervalMs: 250,
      onError: (error) => errors.push(error),
      write: async (steps) => {
        calls += 1;
        if (calls === 1) throw new Error('connection reset');
        written.push(steps[0]!.duration_ms!);
      },
    });
    writer.push(stepsAt(1));
    await jest.advanceTimersByTimeAsync(0);
    writer.push(stepsAt(2));
    await jest.advanceTimersByTimeAsync(300);
    expect(errors).toEqual([new Error('connection reset')]);
    expect(written).toEqual([2]);
    await writer.close();
  });
});
