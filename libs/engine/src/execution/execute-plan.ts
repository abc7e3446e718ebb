import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_STEP_TIMEOUT_MS, DEFAULT_VIEWPORT, type StepResult } from '@verity/contracts';
import { isEmailStep, type ParseError, type Step, type StepAction, type TestStep } from '@verity/steps';
import { type BrowserContext } from 'playwright-core';
import { type RunArtifactsSummary, type RunOutcome, type RunTestOptions } from '../engine-types';
import { shortMessage } from './action-errors';
import { dryRun, runAction } from './actions';
import { InputHold } from './input-hold';
import { LastActionAddress } from './address-check';
import { NativeDialogs } from './native-dialogs';
import { PageActivity } from './page-activity';
import { PageSessions } from './page-sessions';
import { PageWatchdog } from './page-watchdog';
import { proposeFix } from './propose-fix';
import { readyScriptsOnLoad } from './ready-scripts';
import { LineReader, parseFailureMessage } from './read-line';
import { runIntent } from './run-intent';
import { collectPageProblems, snapshot } from './run-recorder';
import { RunSecrets } from './run-secrets';
import { type StepContext, type StepDone, type VisualRun } from './step-context';
import { RunEmails } from './run-emails';
import { asksToSignIn, sessionOf } from './signed-in-session';
import { StepScreenshots } from './step-screenshots';
import { pause, RunCancelled, StepFailure } from './step-failure';
import { Variables } from './variables';

/** A line of the test: a parsed step or intent, or one neither covers (for the interpreter, if any). */
export type PlannedStep = { index: number; source: string; step: TestStep } | { index: number; source: string; unparsed: ParseError };

export { DEFAULT_STEP_TIMEOUT_MS };
/** Page loads get at least this long: they are often slower than an element appearing. */
const MIN_NAVIGATION_TIMEOUT_MS = 30_000;
/** The longest a check right after an action waits for the timers the action set, before it is looked at again. */
const CHECK_HOLDS_FOR_MS = 100;
/** …and for the answers to the requests the action made: a server that refuses a change takes longer. */
const CHECK_AWAITS_ANSWERS_FOR_MS = 500;
/** How long the fixes tried for a failed step may look for their elements on the page the failure left, all together. */
const FIX_TRY_MS = 1_500;
/** How long a failed run waits for its model's fix: the verdict is known, and a fix is a bonus. */
const FIX_MODEL_MS = 8_000;
const CLOSED_TARGET = /has been closed|Target closed|disconnected|crashed/i;
const CLOSE_SETTLE_MS = 250;
/** How long the run's end waits for the calls of a failed step to settle before the context closes. */
const ABANDONED_SETTLE_MS = 2_000;

export interface ExecuteOptions extends RunTestOptions {
  /**
   * Refuses an address the run must not open (private, loopback, link-local in production), throwing an error
   * whose message says why. Applied to every navigation and to every request the pages make.
   */
  networkGuard?: (url: string) => Promise<void>;
  /** Masks the secrets in the screenshots' fields, the trace and what a model is shown (runTest redacts the rest). */
  runSecrets?: RunSecrets;
}

/** Steps that wait on the outside world (a page load, an e-mail arriving): they get a page load's time. */
const isNavigation = (step: Step) => step.kind === 'navigate' || step.kind === 'back' || step.kind === 'forward' || step.kind === 'reload' || step.kind === 'open-email';

const emptyArtifacts = (): RunArtifactsSummary => ({ trace: null, consoleErrors: [], failedRequests: [] });

function initialResults(plan: PlannedStep[]): StepResult[] {
  return plan.map(({ index, source }) => ({
    index,
    instruction: source,
    status: 'not_started',
    action: null,
    locator: null,
    started_at: null,
    duration_ms: null,
    screenshot: null,
    error: null,
  }));
}

const stepName = (position: number) => `step-${String(position + 1).padStart(2, '0')}`;

/** Steps whose line could not be read and no interpreter may try: the run fails before a browser opens. */
export function parseFailureOutcome(plan: PlannedStep[]): RunOutcome {
  const steps = initialResults(plan);
  const errors: ParseError[] = [];
  plan.forEach((planned, position) => {
    if (!('unparsed' in planned)) return;
    errors.push(planned.unparsed);
    steps[position] = { ...steps[position], status: 'failed', error: parseFailureMessage(planned.unparsed) };
  });
  const [first] = errors;
  const others = errors.length > 1 ? ` (and ${errors.length - 1} more line${errors.length > 2 ? 's' : ''} not understood)` : '';
  const summary = `${first.message}${others}`;
  return { status: 'failed', verdict: 'failed', summary, error: summary, steps, artifacts: emptyArtifacts() };
}

/** Blocks requests to refused addresses (one lookup per host), so a page cannot reach them either. */
async function guardRequests(context: BrowserContext, guard: (url: string) => Promise<void>): Promise<void> {
  const verdicts = new Map<string, Promise<boolean>>();
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    let host: string;
    try {
      host = new URL(url).host;
    } catch {
      return route.continue().catch(() => undefined);
    }
    let allowed = verdicts.get(host);
    if (!allowed) {
      allowed = guard(url).then(
        () => true,
        () => false,
      );
      verdicts.set(host, allowed);
    }
    return ((await allowed) ? route.continue() : route.abort('blockedbyclient')).catch(() => undefined);
  });
}

/**
 * How long past its own time limit a step may go before the page counts as unresponsive. Generous: on a busy
 * machine a step that fails slowly must still fail with its own reason, never this one.
 */
const UNRESPONSIVE_GRACE_MS = 30_000;

/** Resolves with the step, or rejects with RunCancelled as soon as the run is cancelled. */
function untilCancelled<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  // The interrupted work fails once the context closes; that failure is expected and not reported.
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RunCancelled());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function summarize(steps: StepResult[], status: RunOutcome['status'], failedAt: number | null): string {
  if (status === 'cancelled') {
    const done = steps.filter((step) => step.status === 'completed').length;
    return `Cancelled after ${done} of ${steps.length} step${steps.length === 1 ? '' : 's'}.`;
  }
  if (failedAt !== null) {
    const step = steps[failedAt];
    const reason = (step.error ?? 'it failed').replace(/\.?$/, '.');
    return step.status === 'unknown' ? `The run stopped at step ${failedAt + 1}: ${reason}` : `Step ${failedAt + 1} failed: ${reason}`;
  }
  if (steps.length === 0) return 'The test has no steps.';
  return steps.length === 1 ? 'The 1 step passed.' : `All ${steps.length} steps passed.`;
}

/**
 * Runs a test's planned steps in a fresh browser context of the given browser: one step after the other,
 * each recorded with its status, action, locator, timing, screenshot and error; stops at the first failure.
 */
export async function executePlan(options: ExecuteOptions, plan: PlannedStep[]): Promise<RunOutcome> {
  const { configuration, browser, artifacts: sink, signal, networkGuard } = options;
  const secrets = options.runSecrets ?? new RunSecrets();
  const lineReader = new LineReader(options.interpreter, options.answers, options.modelPolicy, (facts) => secrets.redactAll(facts));
  const steps = initialResults(plan);
  const stepTimeoutMs = options.stepTimeoutMs ?? configuration.step_timeout_ms ?? DEFAULT_STEP_TIMEOUT_MS;
  const graceMs = options.unresponsiveGraceMs ?? UNRESPONSIVE_GRACE_MS;
  const screenshots = configuration.screenshots ?? 'every_step';
  const photographs = (status: StepResult['status']) =>
    status === 'failed' ? screenshots !== 'off' : status === 'completed' && screenshots === 'every_step';
  const navigationTimeoutMs = Math.max(stepTimeoutMs, MIN_NAVIGATION_TIMEOUT_MS);
  /** How long a step may wait: its line's own limit, else a page load's or the run's step timeout. */
  const timeLimitOf = (step: TestStep): number => step.timeoutMs ?? (step.kind !== 'intent' && isNavigation(step) ? navigationTimeoutMs : stepTimeoutMs);
  const artifacts = emptyArtifacts();

  const report = async () => {
    try {
      await options.onProgress?.(snapshot(steps));
    } catch {
      // A listener that fails (a lost database connection) must not change the run's verdict.
    }
  };
  const finish = (status: RunOutcome['status'], failedAt: number | null): RunOutcome => {
    const summary = summarize(steps, status, failedAt);
    const verdict = status === 'cancelled' ? null : status === 'completed' ? 'passed' : 'failed';
    return { status, verdict, summary, error: status === 'failed' ? summary : null, steps: snapshot(steps), artifacts, ...(lineReader.wasUsed ? { modelUsage: { ...lineReader.usage } } : {}) };
  };
  const cancelFrom = (position: number) => {
    for (let rest = position; rest < steps.length; rest += 1) if (steps[rest].status === 'not_started') steps[rest].status = 'cancelled';
  };

  if (signal?.aborted) {
    cancelFrom(0);
    return finish('cancelled', null);
  }
  if (networkGuard) {
    try {
      await networkGuard(configuration.base_url);
    } catch (error) {
      const reason = `Could not open the test's base URL: ${shortMessage(error).replace(/\.?$/, '.')}`;
      return { ...finish('failed', null), summary: reason, error: reason };
    }
  }
  if (plan.length === 0) return finish('completed', null);

  const variables = new Variables({ ...configuration.variables, ...options.secrets });
  variables.addUniqueEmail(options.inbox?.domain);
  const context = await browser.newContext({
    viewport: configuration.viewport ?? { ...DEFAULT_VIEWPORT },
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const recordsTrace = options.recordTrace !== false;
  let closing = false;
  let contextLost = false;
  context.on('close', () => {
    if (!closing) contextLost = true;
  });
  const problems = collectPageProblems(context);
  artifacts.consoleErrors = problems.consoleErrors;
  artifacts.failedRequests = problems.failedRequests;

  /** Waits for the calls of a failed step, set once the run's watchdog exists. */
  let settleAbandoned = (): Promise<void> => Promise.resolve();
  try {
    // Before the trace starts, which keeps what the run did and not how it watches the page.
    const activity = await PageActivity.watch(context);
    // No screencast in the trace: the step screenshots are the run's pictures, and frames would cost every step.
    if (recordsTrace) await context.tracing.start({ screenshots: false, snapshots: true });
    if (networkGuard) await guardRequests(context, networkGuard);
    const sessions = new PageSessions();
    const nativeDialogs = new NativeDialogs();
    const watchdog = new PageWatchdog(context, sessions, nativeDialogs);
    settleAbandoned = () => watchdog.settleAbandoned(ABANDONED_SETTLE_MS);
    const shots = new StepScreenshots(sink, sessions);
    const inputHold = InputHold.install(context, () => shots.drawn()) ?? undefined;
    /** The run's end, once every screenshot is saved; a sign-in test's passing run keeps the session it leaves. */
    const end = async (status: RunOutcome['status'], failedAt: number | null): Promise<RunOutcome> => {
      await shots.saved();
      const outcome = finish(status, failedAt);
      if (status === 'completed' && options.captureSession) {
        const session = await sessionOf(context, configuration.base_url).catch(() => undefined);
        return session ? { ...outcome, session } : outcome;
      }
      if (status === 'failed' && (await asksToSignIn(page))) return { ...outcome, endedOnSignInPage: true };
      return outcome;
    };
    let page = await context.newPage();
    watchdog.watch(page);
    readyScriptsOnLoad(page);
    const emails = new RunEmails(options.inbox, (opened) => {
      page = opened;
    });
    // A link that opens a new tab moves the run there; closing it moves the run back.
    context.on('page', (opened) => {
      watchdog.watch(opened);
      readyScriptsOnLoad(opened);
      page = opened;
      opened.on('close', () => {
        if (page === opened) page = context.pages().at(-1) ?? opened;
      });
    });

    /** The position of the line being run, whose result a visual check records on. */
    let running = 0;
    /** Each visual check's subject, and the positions of the lines that check it: the second is 'page #2'. */
    const pictured = new Map<string, number[]>();
    const visualFor = (position: number): VisualRun => ({
      baselines: options.baselines,
      nameFor: (subject) => {
        const positions = pictured.get(subject) ?? [];
        if (!positions.includes(position)) positions.push(position);
        pictured.set(subject, positions);
        const nth = positions.indexOf(position) + 1;
        return nth === 1 ? subject : `${subject} #${nth}`;
      },
      save: (kind, png) => sink.save(`${stepName(position)}-${kind}.png`, png, 'image/png'),
      record: (visual) => void (steps[position].visual = visual),
      secretFields: () => shots.maskedOn(page),
    });

    /** Where the last action began, for "the URL does not change". */
    const lastAction = new LastActionAddress();
    /** A step's context: `timeoutMs` the line's own limit ("within 20 seconds") when it has one. */
    const contextFor = (deadline: number, timeoutMs = stepTimeoutMs, navigationMs = navigationTimeoutMs, visual?: VisualRun): StepContext => ({
      // Read when used: a tab a click opened may announce itself after the next step began (its checks follow it).
      get page() {
        return page;
      },
      baseUrl: configuration.base_url,
      timeoutMs,
      deadline,
      navigationTimeoutMs: navigationMs,
      signal,
      variables,
      emails,
      tabs: {
        pages: () => context.pages(),
        moveTo: (opened) => {
          page = opened;
        },
      },
      dialogs: nativeDialogs,
      ...(lastAction.last ? { lastAction: lastAction.last } : {}),
      consoleErrors: problems.consoleErrors,
      stopLoading: () => watchdog.stopLoading(page),
      beforeChange: () => shots.drawn(),
      changeHeld: () => shots.isDrawing(),
      ...(inputHold ? { inputHold } : {}),
      onFilled: (field, value) => {
        if (secrets.isIn(value)) shots.mask(field);
      },
      checkNavigation: async (url) => {
        if (!networkGuard) return;
        try {
          await networkGuard(url);
        } catch (error) {
          throw new StepFailure(shortMessage(error).replace(/\.?$/, '.'));
        }
      },
      ...(visual ? { visual } : {}),
    });

    // A closed target is either the browser going away (not the site's fault) or the site closing its own
    // tab; Playwright reports the call's failure before the disconnection, so give the events a moment.
    const isBrowserLost = async (error: unknown): Promise<boolean> => {
      if (!browser.isConnected() || contextLost) return true;
      if (!CLOSED_TARGET.test(shortMessage(error))) return false;
      await pause(CLOSE_SETTLE_MS);
      return !browser.isConnected() || contextLost;
    };

    /** After the run failed at `step`: a fix tried on the page as the failure left it (see proposeFix). */
    const findFix = (step: Step, failure: StepFailure) => {
      // One budget for every name of the page tried (on a large page each try is a whole look, and the run's end
      // waits for them), and one for the model's answer, from when it comes.
      const budget = Math.min(stepTimeoutMs, FIX_TRY_MS);
      let deadline = Date.now() + budget;
      return proposeFix(step, failure, {
        tryStep: async (proposed) => {
          if (Date.now() >= deadline) throw new StepFailure('No time is left to try this fix.');
          await dryRun(variables.substituteStep(proposed), contextFor(deadline));
        },
        askModel: async () => {
          const asked = AbortSignal.timeout(FIX_MODEL_MS);
          const answer = await lineReader.askForFix(step.source, failure.message, page, signal ? AbortSignal.any([signal, asked]) : asked);
          deadline = Date.now() + budget;
          return answer;
        },
        modelName: lineReader.usage.model,
      });
    };

    /** The grammar steps done so far, in order: an intent's "it should be checked" is about the last one. */
    const done: StepAction[] = [];
    /** When the last action began and ended (epoch ms): a check right after it must still hold a moment later. */
    let lastActionStartedAt = 0;
    let lastActionEndedAt = 0;
    /**
     * The longest a grammar step may take by its own rules, with room to spare: a wait its seconds, a page load
     * its navigation time, anything else finding its element and then acting on it (each up to the step timeout).
     */
    const limitOf = (step: Step) => {
      if (step.kind === 'wait') return step.seconds * 1_000 + graceMs;
      if (isNavigation(step)) return timeLimitOf(step) + graceMs;
      return 2 * timeLimitOf(step) + graceMs;
    };
    /**
     * `onHeld`: called as a check right after an action first passes, before it waits to be looked at again. The
     * page does not change in the meantime (the check only reads it), so the step's screenshot can be taken then.
     */
    const runOne = async (step: Step, onHeld?: () => void): Promise<StepDone> => {
      if (!isEmailStep(step)) emails.leave(page);
      const timeoutMs = step.timeoutMs ?? stepTimeoutMs;
      const context = contextFor(Date.now() + timeoutMs, timeoutMs, step.timeoutMs ?? navigationTimeoutMs, visualFor(running));
      const work = () => runAction(variables.substituteStep(step), context);
      if (step.kind !== 'assert') lastActionStartedAt = Date.now();
      const changesPage = step.kind !== 'assert';
      lastAction.begin(step, page.url());
      let result = await watchdog.during(work, limitOf(step), () => page, { changesPage });
      lastAction.end(step, page.url());
      // A check right after an action passes only if it still holds a moment after the action: a page that undoes
      // what the action did (a box that unticks itself, an optimistic update rolled back) must not pass for being
      // looked at too soon. Looked at again within the same time limit, once the page has nothing under way that
      // the action started (a timer due, a request unanswered), within the times above.
      const last = done.at(-1);
      // An accessibility check reads the markup, which a moment does not undo, and costs a second: it runs once. So
      // does a visual check: it pictures the page again until it holds still or matches, and a second run would take
      // and store its pictures twice.
      const isOnce = step.kind === 'assert' && (step.assertion.type === 'accessibility' || step.assertion.type === 'visual');
      if (step.kind === 'assert' && !isOnce && last && last.kind !== 'assert') {
        onHeld?.();
        await activity.quiet(page, lastActionStartedAt, { until: lastActionEndedAt + CHECK_HOLDS_FOR_MS, requestsUntil: lastActionEndedAt + CHECK_AWAITS_ANSWERS_FOR_MS }, signal);
        result = await watchdog.during(work, limitOf(step), () => page, { changesPage });
      }
      done.push(step);
      if (step.kind !== 'assert') lastActionEndedAt = Date.now();
      return result;
    };

    /** Steps whose screenshot was taken while their check waited to be looked at again (see runOne). */
    const shotEarly = new Set<number>();
    /** A step that only reads the page, whose picture is the last one when the page has not changed since. */
    const onlyReads = (position: number) => {
      const planned = plan[position];
      return 'step' in planned && planned.step.kind === 'assert' && !['visual', 'accessibility'].includes(planned.step.assertion.type);
    };
    const shoot = (position: number, { failed = false } = {}) =>
      shots.take(page, stepName(position), (path) => void (steps[position].screenshot = path), {
        sameIfUnchanged: !failed && onlyReads(position),
        keepState: position + 1 < plan.length && onlyReads(position + 1),
      });
    const shootEarly = (position: number) => {
      if (!photographs('completed')) return;
      shotEarly.add(position);
      shoot(position);
    };

    const runPlanned = async (planned: PlannedStep, position: number): Promise<StepDone> => {
      // The test starts on its base URL unless its first step opens a page itself.
      if (position === 0 && !('step' in planned && planned.step.kind === 'navigate')) {
        await runOne({ kind: 'navigate', url: '', index: planned.index, source: planned.source }).catch((error: unknown) => {
          if (error instanceof StepFailure) throw new StepFailure(`Could not start on the test's base URL. ${error.message}`);
          throw error;
        });
      }
      if ('step' in planned) {
        const { step } = planned;
        const result = steps[position];
        if (step.kind !== 'intent') {
          result.resolved_by = 'grammar';
          return runOne(step, () => shootEarly(position));
        }
        result.resolved_by = 'intent';
        return runIntent(step, {
          page: () => page,
          runStep: (action) => runOne({ ...action, index: step.index, source: step.source, ...(step.timeoutMs ? { timeoutMs: step.timeoutMs } : {}) }),
          done,
          onExpanded: async (expanded) => {
            result.expanded = expanded;
            await report();
          },
          timeoutMs: step.timeoutMs ?? stepTimeoutMs,
        });
      }
      // Neither the grammar nor the intents read the line: a stored answer, else the model, says what it is.
      const result = steps[position];
      const reading = await lineReader.read(planned, page, signal);
      result.resolved_by = reading.resolvedBy;
      result.expanded = [{ step: reading.line, status: 'running' }];
      await report();
      try {
        const done = await runOne({ ...reading.step, index: planned.index, source: planned.source });
        result.expanded = [{ step: reading.line, status: 'completed', action: done.action }];
        await reading.keep();
        const by = reading.resolvedBy === 'model' ? `read by ${lineReader.usage.model}` : 'a stored answer, no model call';
        return { action: `${done.action} (${by})`, locator: done.locator };
      } catch (error) {
        result.expanded = [{ step: reading.line, status: 'failed', error: error instanceof StepFailure ? error.message : shortMessage(error) }];
        throw error;
      }
    };

    for (let position = 0; position < plan.length; position += 1) {
      running = position;
      const result = steps[position];
      if (signal?.aborted) {
        cancelFrom(position);
        await report();
        return await end('cancelled', null);
      }
      const planned = plan[position];
      result.status = 'running';
      result.started_at = new Date().toISOString();
      if ('step' in planned && planned.step.kind !== 'wait') result.timeout_ms = timeLimitOf(planned.step);
      else if ('unparsed' in planned) result.timeout_ms = stepTimeoutMs;
      await report();
      const started = performance.now();
      let ended: Partial<StepResult> & Pick<StepResult, 'status'>;
      let failure: StepFailure | null = null;
      // A browser dialog blocks the step that opens it: the answer the next step gives it is ready before this one runs.
      const next = plan[position + 1];
      if (next && 'step' in next && next.step.kind === 'answer-dialog' && !('step' in planned && planned.step.kind === 'answer-dialog')) {
        // A variable not set yet is reported by the answering step itself; this one still runs.
        const answer = (() => {
          try {
            return variables.substituteStep(next.step);
          } catch {
            return null;
          }
        })();
        if (answer) nativeDialogs.arrange(answer.text === undefined ? { accept: answer.accept } : { accept: answer.accept, text: answer.text });
      }
      try {
        const done = await untilCancelled(runPlanned(plan[position], position), signal);
        ended = { status: 'completed', action: done.action, locator: done.locator };
      } catch (error) {
        if (error instanceof RunCancelled) ended = { status: 'cancelled', error: 'Cancelled while this step was running.' };
        else if (await isBrowserLost(error)) ended = { status: 'unknown', error: `The browser stopped during this step (${shortMessage(error)}).` };
        else if (error instanceof StepFailure) {
          failure = error;
          ended = { status: 'failed', error: error.message, ...(error.candidates.length > 0 ? { candidates: error.candidates } : {}) };
        }
        else ended = { status: 'failed', error: shortMessage(error).replace(/\.?$/, '.') };
      }
      Object.assign(result, ended, { duration_ms: Math.max(0, Math.round(performance.now() - started)) });
      if (photographs(ended.status) && !(ended.status === 'completed' && shotEarly.has(position))) {
        // A check undone while it waited: the picture of the failure replaces the one taken when it first passed.
        if (shotEarly.has(position)) await shots.saved();
        shoot(position, { failed: ended.status !== 'completed' });
        // The run ends here: the failure's picture is taken before a fix is looked for on the page.
        if (ended.status !== 'completed') await shots.saved();
      }
      if (failure && 'step' in planned && planned.step.kind !== 'intent' && !signal?.aborted) {
        // The failure is shown at once; the fix looked for on the page it left follows it.
        await report();
        const fix = await findFix(planned.step, failure).catch(() => null);
        if (fix) result.proposed_fix = fix;
      }
      if (ended.status === 'cancelled') {
        cancelFrom(position + 1);
        await report();
        return await end('cancelled', null);
      }
      await report();
      if (ended.status !== 'completed') return await end('failed', position);
    }
    return await end('completed', null);
  } catch (error) {
    // Only the context's own set-up lands here (tracing, the first page): the browser is not usable.
    const reason = `The browser could not start the run: ${shortMessage(error)}.`;
    return { ...finish('failed', null), summary: reason, error: reason };
  } finally {
    closing = true;
    await settleAbandoned();
    artifacts.trace = recordsTrace ? await saveTrace(context, sink, secrets) : null;
    await context.close().catch(() => undefined);
  }
}

/** Stops tracing into a temporary file and hands the zip, secrets masked, to the sink; a run without a trace still counts. */
async function saveTrace(context: BrowserContext, sink: RunTestOptions['artifacts'], secrets: RunSecrets): Promise<string | null> {
  const folder = await mkdtemp(join(tmpdir(), 'verity-trace-'));
  try {
    const path = join(folder, 'trace.zip');
    await context.tracing.stop({ path });
    return await sink.save('trace.zip', secrets.redactZip(await readFile(path)), 'application/zip');
  } catch {
    return null;
  } finally {
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
  }
}
