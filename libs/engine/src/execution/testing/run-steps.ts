import { type TestConfiguration } from '@verity/contracts';
import { type ParseError, type StepAction } from '@verity/steps';
import { type Browser } from 'playwright-core';
import { type RunOutcome, type StepInterpreter } from '../../engine-types';
import { MemoryArtifactSink } from '../../fixtures/memory-artifact-sink';
import { executePlan, type PlannedStep } from '../execute-plan';

/** A step as tests write it: the action, and optionally the words a user would have typed. */
export type TestStep = StepAction & { source?: string };

export interface RunStepsOptions {
  browser: Browser;
  baseUrl: string;
  steps: Array<TestStep | ParseError>;
  stepTimeoutMs?: number;
  variables?: Record<string, string>;
  signal?: AbortSignal;
  interpreter?: StepInterpreter;
  onProgress?: Parameters<typeof executePlan>[0]['onProgress'];
  viewport?: TestConfiguration['viewport'];
  networkGuard?: (url: string) => Promise<void>;
}

/** Runs steps built by hand (no parser involved) through the executor, as a worker would. */
export async function runSteps(options: RunStepsOptions): Promise<RunOutcome & { sink: MemoryArtifactSink }> {
  const sink = new MemoryArtifactSink();
  const plan: PlannedStep[] = options.steps.map((step, index) =>
    'kind' in step
      ? { index, source: step.source ?? `${step.kind} step`, step: { ...step, index, source: step.source ?? `${step.kind} step` } }
      : { index, source: step.source, unparsed: step },
  );
  const outcome = await executePlan(
    {
      configuration: {
        name: 'fixture test',
        base_url: options.baseUrl,
        instructions: plan.map(({ source }) => source),
        ...(options.variables ? { variables: options.variables } : {}),
        ...(options.viewport ? { viewport: options.viewport } : {}),
      },
      browser: options.browser,
      artifacts: sink,
      signal: options.signal,
      onProgress: options.onProgress,
      stepTimeoutMs: options.stepTimeoutMs ?? 2_000,
      allowPrivateNetwork: !options.networkGuard,
      interpreter: options.interpreter,
      networkGuard: options.networkGuard,
    },
    plan,
  );
  return { ...outcome, sink };
}
