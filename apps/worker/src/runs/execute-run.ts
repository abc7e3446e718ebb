import { type ArtifactStore, runArtifactSink } from '@verity/artifacts';
import { ACTIVE_RUN_STATUSES, type StepResult } from '@verity/contracts';
import { type Database } from '@verity/db';
import { type RunOutcome, RunSecrets, type RunTestOptions } from '@verity/engine';
import { type BrowserProvider, BrowserUnavailableError } from '@verity/browser';
import { runEndedMessages } from './messages';
import { type AccountsInbox } from './run-inbox';
import { openRunSecrets } from './run-secrets';
import { saveSignedInSession, startingSession } from './signed-in-sessions';
import { baselineStore, keepNewBaselines } from './visual-baselines';
import { modelsForRun, runModelUsage, type WorkerModels } from './run-models';
import { createProgressWriter } from './progress-writer';
import {
  beat,
  claimRun,
  type ClaimedRun,
  endRunForInfrastructure,
  findRunStatus,
  finishRun,
  recordCancelledRun,
  recordRunSession,
  stopUnfinishedSteps,
  writeProgress,
} from './run-repository';
import { type RunWatcher } from './run-watcher';

export type RunTest = (options: RunTestOptions) => Promise<RunOutcome>;

export interface RunSettings {
  /** A run still going after this long is stopped and ends failed (RUN_TIMEOUT_SECONDS). */
  runTimeoutSeconds: number;
  /** False in production: targets on private, loopback and link-local addresses are refused. */
  allowPrivateNetwork: boolean;
  /** How often a running run's heartbeat is refreshed (and its status checked, should a notification be missed). */
  heartbeatIntervalMs: number;
  /** Progress writes of one run at least this far apart. */
  progressIntervalMs: number;
  /** How long runTest may take to return once asked to stop, before the worker ends the run without it. */
  stopGraceMs: number;
}

export interface RunExecutorDeps {
  db: Database;
  runTest: RunTest;
  browsers: BrowserProvider;
  artifacts: ArtifactStore;
  watcher: Pick<RunWatcher, 'watch'>;
  settings: RunSettings;
  /** The deployment's model, its limits and the key to users' own models; a run without a model still replays stored answers. */
  models: WorkerModels;
  /** The test inbox e-mail steps read, each account its own addresses. */
  inbox?: AccountsInbox;
  log: (message: string) => void;
  logError: (message: string, error: unknown) => void;
}

/** Why the worker stopped a run before runTest returned on its own. */
type StopReason = 'cancelled' | 'timeout' | 'ended-elsewhere' | 'shutdown';

/** What became of a job's run, for logs and tests. */
export type RunResult = 'not-pending' | 'completed' | 'failed' | 'cancelled' | 'timed-out' | 'infrastructure-failure' | 'ended-elsewhere';

const UNRESPONSIVE = Symbol('unresponsive');

/** The work's result, or UNRESPONSIVE when it has not settled `graceMs` after the signal aborted. */
function settleOrGiveUp<T>(work: Promise<T>, signal: AbortSignal, graceMs: number): Promise<T | typeof UNRESPONSIVE> {
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => (timer = setTimeout(() => giveUp(UNRESPONSIVE), graceMs));
  let giveUp: (value: typeof UNRESPONSIVE) => void = () => undefined;
  const givenUp = new Promise<typeof UNRESPONSIVE>((resolve) => (giveUp = resolve));
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return Promise.race([work, givenUp]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  });
}

/** A run still under way: pending (queued) or running. Read as strings: the watcher also reports 'gone'. */
const ACTIVE: readonly string[] = ACTIVE_RUN_STATUSES;

/**
 * Executes one queued run: pending → running, the engine with live progress, then the ending the outcome
 * calls for. Every write is guarded by the status it expects, so a cancel (or the sweeper) racing with the run
 * wins cleanly. Resolves once the run's final state is written; it throws only when the database fails, which
 * fails the job (the sweeper then ends the run).
 */
export async function executeRun(deps: RunExecutorDeps, runId: string, shutdown: AbortSignal): Promise<RunResult> {
  const { db, settings, log } = deps;
  const run = await claimRun(db, runId);
  if (!run) {
    log(`run ${runId} is ${(await findRunStatus(db, runId)) ?? 'gone'}, not pending: not executed`);
    return 'not-pending';
  }
  log(`run ${runId} running`);

  const controller = new AbortController();
  let stopReason: StopReason | undefined;
  const stop = (reason: StopReason) => {
    if (stopReason) return;
    stopReason = reason;
    controller.abort(new Error(`The run was stopped (${reason}).`));
  };
  const onStatus = (status: string) => {
    if (status === 'cancelled') stop('cancelled');
    // The announcement that the run was queued can arrive after this worker took it (a loaded database, or a
    // worker that fetched the job as its last run ended): a run never goes back to pending, so only an ended
    // status says someone else ended it.
    else if (!ACTIVE.includes(status)) stop('ended-elsewhere');
  };
  const unwatch = deps.watcher.watch(runId, onStatus);
  const heartbeat = setInterval(() => {
    void beat(db, runId)
      .then(async (isRunning) => {
        if (!isRunning) onStatus((await findRunStatus(db, runId)) ?? 'gone');
      })
      .catch((error: unknown) => deps.logError(`run ${runId}: heartbeat failed`, error));
  }, settings.heartbeatIntervalMs);
  const timeout = setTimeout(() => stop('timeout'), settings.runTimeoutSeconds * 1000);
  const onShutdown = () => stop('shutdown');
  shutdown.addEventListener('abort', onShutdown, { once: true });
  if (shutdown.aborted) onShutdown();

  try {
    // A cancel that came between the claim and the watch was announced to no one: look once.
    onStatus((await findRunStatus(db, runId)) ?? 'gone');

    let secrets: Record<string, string>;
    try {
      secrets = openRunSecrets(run.secretVariables, deps.models.box ?? null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const ended = await endRunForInfrastructure(db, runId, { by: 'worker', message: runEndedMessages.secretsUnreadable(reason) });
      return ended ? 'infrastructure-failure' : 'ended-elsewhere';
    }

    // A run's secrets never reach the logs: an error that quotes one is logged masked.
    const runSecrets = new RunSecrets(secrets);
    const logError = (message: string, error: unknown) => deps.logError(message, runSecrets.redactError(error));

    let browserProblem: string | null = null;
    const browser = await deps.browsers.get().catch((error: unknown) => {
      logError(`run ${runId}: the browser could not be started`, error);
      if (error instanceof BrowserUnavailableError) browserProblem = error.message;
      return null;
    });
    if (!browser) {
      const ended = await endRunForInfrastructure(db, runId, { by: 'worker', message: runEndedMessages.browserUnavailable(browserProblem) });
      return ended ? 'infrastructure-failure' : 'ended-elsewhere';
    }

    const progress = createProgressWriter({
      write: (steps) => writeProgress(db, runId, steps),
      minIntervalMs: settings.progressIntervalMs,
      onError: (error) => logError(`run ${runId}: progress not written`, error),
    });
    let outcome: RunOutcome | typeof UNRESPONSIVE | undefined;
    let crash: unknown;
    const runModels = await modelsForRun(db, deps.models, run);
    const options: RunTestOptions = {
      configuration: run.configuration,
      secrets,
      browser,
      artifacts: runArtifactSink(deps.artifacts, { ownerId: run.ownerId, runId }),
      signal: controller.signal,
      onProgress: (steps) => progress.push(steps),
      allowPrivateNetwork: settings.allowPrivateNetwork,
      ...(run.configuration.provides_session ? { captureSession: true } : {}),
      ...(deps.inbox ? { inbox: deps.inbox.of(run.ownerId) } : {}),
      ...runModels,
      // A run of a saved test compares its visual checks with the test's baselines; one whose test was deleted has none.
      ...(run.testId ? { baselines: baselineStore(db, deps.artifacts, { ownerId: run.ownerId, testId: run.testId }) } : {}),
    };
    const running = run.configuration.session_from ? runSignedIn(deps, run, options) : deps.runTest(options);
    try {
      outcome = await settleOrGiveUp(running, controller.signal, settings.stopGraceMs);
    } catch (error) {
      crash = error;
    }
    await progress.close();
    if (outcome === UNRESPONSIVE) {
      // The engine did not come back once asked to stop: end the run without it, and never let it write later.
      running.catch(() => undefined);
      logError(`run ${runId}: the engine did not stop within ${settings.stopGraceMs} ms`, new Error(stopReason));
      outcome = undefined;
    }
    // A sign-in test that passed leaves the session the tests that start with it begin from.
    if (outcome?.session && outcome.verdict === 'passed' && run.testId) {
      await saveSignedInSession(db, deps.models.box ?? null, { ownerId: run.ownerId, testId: run.testId, runId }, outcome.session).catch((error: unknown) =>
        logError(`run ${runId}: its session was not saved`, error),
      );
    }
    let steps = stopUnfinishedSteps(outcome?.steps ?? progress.latest ?? []);
    // A run that passed makes the pictures of its visual checks that had no baseline the test's baselines.
    if (outcome?.verdict === 'passed' && run.testId) {
      const test = { ownerId: run.ownerId, testId: run.testId, runId };
      steps = await keepNewBaselines(db, test, steps).catch((error: unknown) => {
        logError(`run ${runId}: its new baselines were not saved`, error);
        return steps;
      });
    }
    return await recordEnding({ ...deps, logError }, runId, { outcome, crash, steps, stopReason, isBrowserConnected: browser.isConnected() });
  } finally {
    clearInterval(heartbeat);
    clearTimeout(timeout);
    unwatch();
    shutdown.removeEventListener('abort', onShutdown);
  }
}

/**
 * A run of a test that starts signed in: with the sign-in test's saved session, or after running it first. When the
 * saved session took the run to a sign-in page (the site ended it before its cookies said), the sign-in test runs
 * again, once, and the run starts over.
 */
async function runSignedIn(deps: RunExecutorDeps, run: ClaimedRun, options: RunTestOptions): Promise<RunOutcome> {
  const context = {
    db: deps.db,
    box: deps.models.box ?? null,
    runTest: deps.runTest,
    runOptions: { browser: options.browser, signal: options.signal, allowPrivateNetwork: options.allowPrivateNetwork },
    baselinesOf: (testId: string) => baselineStore(deps.db, deps.artifacts, { ownerId: run.ownerId, testId }),
  };
  const dependent = { ownerId: run.ownerId, runId: run.id, configuration: run.configuration };
  const first = await startingSession(context, dependent);
  if ('failure' in first) return signInFailure(run.configuration, first.failure);
  await recordRunSession(deps.db, run.id, first.session);
  const outcome = await deps.runTest({ ...options, storageState: first.state });
  if (outcome.status !== 'failed' || !outcome.endedOnSignInPage || first.session.source !== 'saved' || options.signal?.aborted) return outcome;

  const again = await startingSession(context, dependent, { source: 'signed_in_again', staleSince: first.savedAt });
  if ('failure' in again) return signInFailure(run.configuration, again.failure);
  await recordRunSession(deps.db, run.id, again.session);
  return deps.runTest({ ...options, storageState: again.state });
}

/** The run of a test whose sign-in test failed: none of its own steps ran. */
function signInFailure(configuration: ClaimedRun['configuration'], message: string): RunOutcome {
  const steps = (configuration.instructions ?? []).map((instruction, index): StepResult => ({ index, instruction, status: 'not_started' }));
  return { status: 'failed', verdict: 'failed', summary: message, error: message, steps, artifacts: { trace: null, consoleErrors: [], failedRequests: [] } };
}

interface Ending {
  outcome: RunOutcome | undefined;
  crash: unknown;
  steps: StepResult[];
  stopReason: StopReason | undefined;
  isBrowserConnected: boolean;
}

async function recordEnding(deps: RunExecutorDeps, runId: string, ending: Ending): Promise<RunResult> {
  const { db, settings } = deps;
  const { outcome, crash, steps } = ending;
  // An engine that finished the whole test just as the clock ran out (or the worker began to stop) has a verdict.
  const stopReason = outcome?.status === 'completed' && ending.stopReason !== 'cancelled' && ending.stopReason !== 'ended-elsewhere' ? undefined : ending.stopReason;
  const artifacts = outcome?.artifacts ?? {};

  const recordCancelled = async (): Promise<RunResult> => {
    await recordCancelledRun(db, runId, { steps, summary: outcome?.summary ?? 'The run was cancelled.', artifacts });
    return 'cancelled';
  };
  /** When a guarded ending found the run no longer running: the user's cancel won the race, or someone ended it. */
  const afterLostRace = async (): Promise<RunResult> =>
    (await findRunStatus(db, runId)) === 'cancelled' ? recordCancelled() : 'ended-elsewhere';
  const endForInfrastructure = async (message: (isRefunded: boolean) => string): Promise<RunResult> =>
    (await endRunForInfrastructure(db, runId, { by: 'worker', steps, message })) ? 'infrastructure-failure' : afterLostRace();

  if (stopReason === 'cancelled') return recordCancelled();
  if (stopReason === 'ended-elsewhere') return 'ended-elsewhere';
  if (stopReason === 'shutdown') return endForInfrastructure(runEndedMessages.workerStopped);
  if (stopReason === 'timeout') {
    const message = runEndedMessages.timedOut(settings.runTimeoutSeconds);
    const isEnded = await finishRun(db, runId, { status: 'failed', verdict: 'failed', summary: message, error: message, steps, artifacts });
    return isEnded ? 'timed-out' : afterLostRace();
  }
  if (crash !== undefined || !outcome) {
    deps.logError(`run ${runId}: the engine failed`, crash);
    return endForInfrastructure(ending.isBrowserConnected ? runEndedMessages.engineFailed : runEndedMessages.browserCrashed);
  }
  // A browser that died mid-run fails the run through no fault of the site: say so, and refund if nothing ran.
  if (outcome.status !== 'completed' && !ending.isBrowserConnected) return endForInfrastructure(runEndedMessages.browserCrashed);

  const status = outcome.status === 'completed' ? 'completed' : 'failed';
  const isEnded = await finishRun(db, runId, {
    status,
    verdict: status === 'completed' ? (outcome.verdict ?? 'passed') : 'failed',
    summary: outcome.summary,
    error: status === 'completed' ? outcome.error : (outcome.error ?? outcome.summary),
    steps,
    artifacts,
    modelUsage: runModelUsage(outcome.modelUsage),
  });
  return isEnded ? status : afterLostRace();
}
