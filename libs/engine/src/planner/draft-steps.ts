import { DEFAULT_VIEWPORT } from '@verity/contracts';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { formatStep } from '@verity/steps';
import { PrivateTargetError, assertPublicTarget } from '../network/assert-public-target';
import { planSteps } from './plan';
import { type PageSnapshot, readPage } from './read-page';

/** What the UI shows next to steps the heuristic planner drafted. */
export const HEURISTIC_PLANNER_NOTE =
  "Drafted without an AI model from the page's links, buttons and fields — review the steps before running.";

export type PlannerErrorCode = 'invalid_url' | 'private_target' | 'unreachable';

/** The base URL could not be planned from; `message` is written for the user. */
export class PlannerError extends Error {
  override readonly name = 'PlannerError';
  constructor(
    message: string,
    readonly code: PlannerErrorCode,
  ) {
    super(message);
  }
}

export interface DraftStepsInput {
  base_url: string;
  goal_description: string;
}

export interface DraftStepsOptions {
  /** A connected Chromium; the planner opens a fresh context of its own and closes it. */
  browser: Browser;
  /** False in production: refuse base URLs (and any request of the page) into private networks. */
  allowPrivateNetwork: boolean;
  /** How long the page may take to load; default 20 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** After the document is parsed: how long to let scripts draw the first controls. Never "network idle". */
const SETTLE_MS = 3_000;

/**
 * Drafts plain-English steps toward a goal from the page at base_url, without a model: opens the page, reads
 * its links, buttons, fields and headings, and matches them to the goal's words. Always returns at least two
 * steps the grammar accepts, ending with a check. Throws PlannerError when the page cannot be opened.
 */
export async function draftSteps(input: DraftStepsInput, options: DraftStepsOptions): Promise<string[]> {
  const { browser, allowPrivateNetwork, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const url = checkUrl(input.base_url);
  if (!allowPrivateNetwork) await refusePrivate(url);

  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, serviceWorkers: 'block', acceptDownloads: false });
  try {
    const refusals = allowPrivateNetwork ? null : await guardRequests(context);
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await open(page, url, timeoutMs, refusals);
    const snapshot = await readSettledPage(page, url);
    return planSteps(snapshot, input.goal_description, url).map(formatStep);
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
