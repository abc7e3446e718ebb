import { type StepResult } from '@verity/contracts';
import { type RunOutcome, type RunTestOptions } from '@verity/engine';

/**
 * A stand-in for the engine's runTest, driven by the test's instructions, one behaviour per line:
 * `pass` (saves a screenshot), `fail`, `block` (waits until released or stopped), `hang` (ignores the stop
 * signal until released), `throw` (the engine itself fails). Records which tests it ran, by name.
 */
export function createFakeEngine() {
  const started: string[] = [];
  const blocked = new Map<string, () => void>();
  const blockWaiters = new Map<string, () => void>();

  /** Resolves once the test named `name` is inside a `block` or `hang` step. */
  const whenBlocked = (name: string) =>
    new Promise<void>((resolve) => {
      if (blocked.has(name)) resolve();
      else blockWaiters.set(name, resolve);
    });
  const release = (name: string) => blocked.get(name)?.();

  async function runTest({ configuration, artifacts, signal, onProgress }: RunTestOptions): Promise<RunOutcome> {
    const name = configuration.name;
    started.push(name);
    const steps: StepResult[] = configuration.instructions.map((instruction, index) => ({ index, instruction, status: 'not_started' }));
    const report = () => onProgress?.(steps.map((step) => ({ ...step })));
    const outcome = (status: RunOutcome['status'], summary: string, error: string | null = null): RunOutcome => ({
      status,
      verdict: status === 'completed' ? 'passed' : status === 'failed' ? 'failed' : null,
      summary,
      error,
      steps,
      artifacts: { trace: null, consoleErrors: [{ message: 'favicon.ico 404' }], failedRequests: [] },
    });
    const cancelFrom = (index: number) => {
      for (const step of steps.slice(index)) step.status = 'cancelled';
      return outcome('cancelled', `Cancelled at step ${index + 1}.`);
    };

    for (const [index, step] of steps.entries()) {
      if (signal?.aborted) return cancelFrom(index);
      step.status = 'running';
      step.started_at = new Date().toISOString();
      await report();
      switch (step.instruction) {
        case 'pass':
          step.screenshot = await artifacts.save(`step-${index + 1}`, Buffer.from(`screenshot ${index + 1}`), 'image/png');
          step.status = 'completed';
          step.action = 'Did what it said';
          break;
        case 'fail':
          step.status = 'failed';
          step.error = "No button named 'Buy'. Closest: 'Buy now'";
          await report();
          return outcome('failed', `Step ${index + 1} failed: ${step.error}`, step.error);
        case 'block':
        case 'hang': {
          const isStoppable = step.instruction === 'block';
          await new Promise<void>((resolve) => {
            blocked.set(name, resolve);
            if (isStoppable) signal?.addEventListener('abort', () => resolve(), { once: true });
            blockWaiters.get(name)?.();
          });
          blocked.delete(name);
          if (signal?.aborted && isStoppable) return cancelFrom(index);
          step.status = 'completed';
          break;
        }
        case 'throw':
          throw new Error('Target page, context or browser has been closed');
        default:
          throw new Error(`The fake engine has no behaviour '${step.instruction}'`);
      }
      await report();
    }
    const trace = await artifacts.save('trace', Buffer.from('PK trace'), 'application/zip');
    return { ...outcome('completed', `All ${steps.length} steps passed.`), artifacts: { trace, consoleErrors: [], failedRequests: [] } };
  }

  return { runTest, started, whenBlocked, release };
}
