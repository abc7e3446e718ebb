import { type StepResult, type TestConfiguration } from '@verity/contracts';
import { type Browser } from 'playwright-core';
import { type Step } from '@verity/steps';

/** Where a run's files go (screenshots, the trace); a local directory by default, S3-compatible later. */
export interface ArtifactSink {
  /** Stores a file of this run and returns the path to record in the run (relative to the store). */
  save(name: string, contents: Buffer, contentType: string): Promise<string>;
}

/** Turns an instruction the grammar does not cover into steps; a model-backed interpreter plugs in here. */
export interface StepInterpreter {
  readonly name: string;
  interpret(instruction: string, context: { index: number; url: string; pageSummary: string }): Promise<Step[] | null>;
}

export interface RunTestOptions {
  /** The run's configuration snapshot: base_url, instructions, variables, viewport. */
  configuration: TestConfiguration;
  /** A connected Chromium; the run gets a fresh context of its own and closes it. */
  browser: Browser;
  artifacts: ArtifactSink;
  /** Aborted when the user cancels: the run stops before the next step and ends 'cancelled'. */
  signal?: AbortSignal;
  /** Called whenever a step starts or ends, with every step's current state. */
  onProgress?: (steps: StepResult[]) => void | Promise<void>;
  /** How long one step may wait for its target (auto-wait) before failing; default 10 s. */
  stepTimeoutMs?: number;
  /** Production refuses targets that resolve to private, loopback or link-local addresses. */
  allowPrivateNetwork: boolean;
  interpreter?: StepInterpreter;
}

export interface RunArtifactsSummary {
  trace: string | null;
  consoleErrors: Array<{ message: string; url?: string; at?: string }>;
  failedRequests: Array<{ url: string; method: string; status?: number | null; failure?: string | null }>;
}

export interface RunOutcome {
  status: 'completed' | 'failed' | 'cancelled';
  verdict: 'passed' | 'failed' | null;
  /** One line a person understands: what passed, or which step failed and why. */
  summary: string;
  error: string | null;
  steps: StepResult[];
  artifacts: RunArtifactsSummary;
}
