import { DEFAULT_VIEWPORT } from '@verity/contracts';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { formatStep, readGoalClauses } from '@verity/steps';
import { PrivateTargetError, assertPublicTarget } from '../network/assert-public-target';
import { type ModelPolicy, type StepInterpreter } from '../engine-types';
import { exploreGoal, type UnmappedClause } from './goal/explore-goal';
import { PlannerError } from './planner-errors';
import { pathOf } from './plan';
import { type PageSnapshot, readPage } from './read-page';

export interface DraftStepsInput {
  base_url: string;
  goal_description: string;
}

export interface DraftResult {
  /** Grammar steps; each action ran while drafting, the checks were evaluated. */
  steps: string[];
  /** The parts of the goal that are not in the draft, and why: the draft is never silently shorter than the goal. */
  unmapped: UnmappedClause[];
  /** The first check that fails on the site as it is now ("this test fails at step 7: …"), if any. */
  failure: { step: number; reason: string } | null;
  /** When a model drafted the parts the planner could not map: which, those parts, and its calls and tokens. */
  model: { name: string; clauses: string[]; calls: number; input_tokens: number; output_tokens: number } | null;
}

/** The longest goal read, in characters: a goal is a few sentences, not a document. */
export const MAX_GOAL_LENGTH = 2_000;

export interface DraftStepsOptions {
  /** A connected Chromium; the planner opens a fresh context of its own and closes it. */
  browser: Browser;
  /** False in production: refuse base URLs (and any request of the page) into private networks. */
  allowPrivateNetwork: boolean;
  /** How long the page may take to load; default 20 s. */
  timeoutMs?: number;
  /** How long the whole draft may take; the clauses left when it is reached are reported (default 60 s). */
  timeLimitMs?: number;
  /** How long one drafted step may wait for its element or check (default 5 s). */
  stepTimeoutMs?: number;
  onProgress?: (progress: { clause: string; number: number; total: number; steps: string[] }) => void;
  signal?: AbortSignal;
  /** The user's (or the deployment's) model, for the parts of the goal the planner cannot map on its own. */
  interpreter?: StepInterpreter;
  modelPolicy?: ModelPolicy;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** After the document is parsed: how long to let scripts draw the first controls. Never "network idle". */
const SETTLE_MS = 3_000;

const NOT_ACTIONABLE =
  'Say what to do on the site and what should be true afterwards, e.g. "Log in as ada with password secret, add the Blue mug to the cart and check that the cart shows 1 item".';

/**
 * Drafts plain-English steps toward a goal without a model, by doing it: reads the goal into its clauses,
 * opens base_url, and takes each clause in order against the page as it is at that moment, executing the
 * steps it drafts. Ends with the goal's expected outcome as checks (or, when it states none, with what the
 * actions visibly changed). Throws PlannerError when the page cannot be opened or nothing in the goal can be done.
 */
export async function draftSteps(input: DraftStepsInput, options: DraftStepsOptions): Promise<DraftResult> {
  const { browser, allowPrivateNetwork, timeoutMs = DEFAULT_TIMEOUT_MS, timeLimitMs = 60_000 } = options;
  const startedAt = Date.now();
  const url = checkUrl(input.base_url);
  const goal = input.goal_description.trim();
  if (goal.length > MAX_GOAL_LENGTH) {
    throw new PlannerError(`The goal is ${goal.length} characters long; keep it under ${MAX_GOAL_LENGTH}: a few sentences of what to do and what to check.`, 'goal_not_actionable');
  }
  const clauses = readGoalClauses(goal.replace(/<[^>]*>/g, ' '));
  if (clauses.length === 0) throw new PlannerError(`The goal says nothing to do. ${NOT_ACTIONABLE}`, 'goal_not_actionable');
  if (!allowPrivateNetwork) await refusePrivate(url);

  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, serviceWorkers: 'block', acceptDownloads: false });
  // As in a run (execute-plan): the page's own confirm() and alert() are accepted, so the draft does what the run will.
  context.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
  try {
    const refusals = allowPrivateNetwork ? null : await guardRequests(context);
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await open(page, url, timeoutMs, refusals);
    await readSettledPage(page, url);
    const explored = await exploreGoal(clauses, {
      page,
      baseUrl: url,
      startPath: pathOf(url),
      stepTimeoutMs: options.stepTimeoutMs,
      deadline: startedAt + timeLimitMs,
      signal: options.signal,
      checkNavigation: async (target) => {
        if (!allowPrivateNetwork) await assertPublicTarget(target);
      },
      onProgress: options.onProgress && ((progress) => options.onProgress?.({ ...progress, steps: progress.steps.map(formatStep) })),
      interpreter: options.interpreter,
      modelPolicy: options.modelPolicy,
    });
    // Only the start page and nothing done: the goal named nothing this page offers.
    if (explored.steps.length <= 1) {
      const reason = explored.unmapped[0]?.reason ?? 'nothing in it matches the page';
      throw new PlannerError(`Nothing in the goal could be done on ${url}: ${reason} ${NOT_ACTIONABLE}`, 'goal_not_actionable');
    }
    const { model } = explored;
    return {
      steps: explored.steps.map(formatStep),
      unmapped: explored.unmapped,
      failure: explored.failure,
      model: model && {
        name: model.model ?? options.interpreter?.name ?? 'model',
        clauses: model.clauses,
        calls: model.calls,
        input_tokens: model.inputTokens,
        output_tokens: model.outputTokens,
      },
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

function checkUrl(value: string): string {
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Reported below.
  }
  throw new PlannerError('base_url must be an http:// or https:// URL.', 'invalid_url');
}

async function refusePrivate(url: string): Promise<void> {
  try {
    await assertPublicTarget(url);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PrivateTargetError) throw new PlannerError(`Could not open ${url}: ${message}`, 'private_target');
    throw new PlannerError(`Could not open ${url}: ${message}`, 'unreachable');
  }
}

/** Aborts every request to a private address (one lookup per host) and remembers why, for the error. */
async function guardRequests(context: BrowserContext): Promise<Map<string, string>> {
  const refusals = new Map<string, string>();
  const verdicts = new Map<string, Promise<boolean>>();
  await context.route('**/*', async (route) => {
    const requestUrl = route.request().url();
    let host: string;
    try {
      host = new URL(requestUrl).host;
    } catch {
      return route.continue().catch(() => undefined);
    }
    let allowed = verdicts.get(host);
    if (!allowed) {
      allowed = assertPublicTarget(requestUrl).then(
        () => true,
        (error: unknown) => {
          refusals.set(host, error instanceof Error ? error.message : String(error));
          return false;
        },
      );
      verdicts.set(host, allowed);
    }
    return ((await allowed) ? route.continue() : route.abort('blockedbyclient')).catch(() => undefined);
  });
  return refusals;
}

async function open(page: Page, url: string, timeoutMs: number, refusals: Map<string, string> | null): Promise<void> {
  let status: number | undefined;
  let statusText = '';
  try {
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    status = response?.status();
    statusText = response?.statusText() ?? '';
  } catch (error) {
    const refused = refusals ? [...refusals.values()][0] : undefined;
    if (refused) throw new PlannerError(`Could not open ${url}: ${refused}`, 'private_target');
    throw new PlannerError(`Could not open ${url}: ${loadFailure(error, timeoutMs)}.`, 'unreachable');
  }
  if (status !== undefined && status >= 400) {
    throw new PlannerError(`Could not open ${url}: the site answered HTTP ${status}${statusText ? ` ${statusText}` : ''}.`, 'unreachable');
  }
}

/** Playwright's navigation error in words. */
function loadFailure(error: unknown, timeoutMs: number): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/Timeout|timed out/i.test(message)) return `it did not load within ${Math.round(timeoutMs / 1000)} seconds`;
  if (/ERR_NAME_NOT_RESOLVED/.test(message)) return 'the host name could not be found';
  if (/ERR_CONNECTION_REFUSED/.test(message)) return 'the connection was refused';
  if (/ERR_CONNECTION_(?:RESET|CLOSED)|ERR_EMPTY_RESPONSE/.test(message)) return 'the connection was closed without an answer';
  if (/ERR_CERT|SSL/.test(message)) return 'its HTTPS certificate is not valid';
  if (/ERR_ADDRESS_UNREACHABLE|ERR_INTERNET_DISCONNECTED|ERR_NETWORK/.test(message)) return 'the address cannot be reached from here';
  if (/ERR_ABORTED/.test(message)) return 'the page stopped loading (a download or a blocked redirect)';
  return (message.split('\n')[0] ?? message).replace(/^page\.goto:\s*/, '').trim();
}

/** Reads the page once scripts had a moment to render; a page that keeps navigating is read as it is then. */
async function readSettledPage(page: Page, url: string): Promise<PageSnapshot> {
  await page.waitForLoadState('load', { timeout: SETTLE_MS }).catch(() => undefined);
  await page
    .waitForFunction("document.querySelector('a[href], button, input, select, textarea, h1, [role=button]') !== null", undefined, { timeout: SETTLE_MS })
    .catch(() => undefined);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await readPage(page);
    } catch {
      // The page navigated while being read: read it again once it has loaded.
      await page.waitForLoadState('domcontentloaded', { timeout: SETTLE_MS }).catch(() => undefined);
    }
  }
  return { url: page.url() || url, title: '', elements: [], forms: [], messages: [] };
}

