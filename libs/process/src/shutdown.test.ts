import { EventEmitter } from 'node:events';
import { stopOnSignals } from './shutdown';

function harness(stop: () => Promise<void>) {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => {
    stopOnSignals({
      stop,
      log: (message) => logs.push(message),
      logError: (message, error) => logs.push(`${message}: ${(error as Error).message}`),
      exit: (code) => {
        exits.push(code);
        resolve();
      },
      emitter: emitter as unknown as NodeJS.Process,
    });
  });
  return { emitter, exits, logs, exited };
}

describe('stopOnSignals', () => {
  it.each([
    ['SIGINT', 'SIGINT: shutting down'],
    ['SIGTERM', 'SIGTERM: shutting down'],
    ['disconnect', 'parent process gone: shutting down'],
  ])('stops on %s and exits 0', async (event, message) => {
    const stop = jest.fn(async () => undefined);
    const { emitter, exits, logs, exited } = harness(stop);
    emitter.emit(event);
    await exited;
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0]);
    expect(logs).toEqual([message]);
  });

  it('stops once when signals repeat', async () => {
    const stop = jest.fn(async () => undefined);
    const { emitter, exits, exited } = harness(stop);
    emitter.emit('SIGTERM');
    emitter.emit('SIGINT');
    emitter.emit('disconnect');
    await exited;
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0]);
  });

  it('exits 1 and says why when releasing fails', async () => {
    const { emitter, exits, logs, exited } = harness(async () => {
      throw new Error('pool would not end');
    });
    emitter.emit('SIGINT');
    await exited;
    expect(exits).toEqual([1]);
    expect(logs).toContain('unclean shutdown: pool would not end');
  });
});
