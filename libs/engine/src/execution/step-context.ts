import { type VisualCheckResult } from '@verity/contracts';
import { type RunTabs } from './tabs';
import { type Locator, type Page } from 'playwright-core';
import { type BaselineStore } from '../engine-types';
import { type InputHold } from './input-hold';
import { type RunEmails } from './run-emails';
import { type Variables } from './variables';
import { type NativeDialogs } from './native-dialogs';
import { type LastAction } from './address-check';

/** What one step runs against; built by the executor for every step. */
export interface StepContext {
  /** The page the run is on now (a link that opens a new tab moves the run there). */
  readonly page: Page;
  readonly baseUrl: string;
  /** The step's budget for waiting on its target, in milliseconds. */
  readonly timeoutMs: number;
  /** Epoch milliseconds by which the step must be done. */
  readonly deadline: number;
  /** How long opening a page may take: page loads are often slower than an element appearing. */
  readonly navigationTimeoutMs: number;
  readonly signal?: AbortSignal;
  readonly variables: Variables;
  /** The test inbox and the e-mail the run opened. */
  readonly emails?: RunEmails;
  /** The run's tabs and windows, to switch between and close; absent where the run has one page only. */
  readonly tabs?: RunTabs;
  /** The console errors and uncaught errors of the run's pages so far, for "the page has no console errors". */
  readonly consoleErrors?: ReadonlyArray<{ message: string; url?: string }>;
  /** Where the run's last action began (for a page load, where it arrived), for "the URL does not change". */
  readonly lastAction?: LastAction;
  /** The browser's own dialogs (alert, confirm, prompt): how the next is answered, and those seen. */
  readonly dialogs?: NativeDialogs;
  /** Refuses a page the run must not open (private addresses in production), with the reason. */
  checkNavigation(url: string): Promise<void>;
  /**
   * Resolves once the page may change: the browser has drawn the frame that is the previous step's screenshot
   * (this step looks for its element meanwhile). Awaited before any action that changes the page.
   */
  beforeChange?(): Promise<void>;
  /** Whether beforeChange would wait now: the previous step's screenshot is still being taken. */
  changeHeld?(): boolean;
  /**
   * Holds the run's inputs (keystrokes, presses, a choice in a select) until the previous step's screenshot is in
   * hand: an action that changes the page by nothing else need not wait for beforeChange first. Absent when it could
   * not be set up.
   */
  readonly inputHold?: InputHold;
  /** Told of every field a value was typed into: one typed with a secret is masked in the screenshots from then on. */
  onFilled?(field: Locator, value: string): void;
  /** Ends a page load that timed out: left waiting, it would hold up even the failed step's screenshot. */
  stopLoading?(): Promise<void>;
  /** What a visual check needs of the run; absent where no step result is recorded (a fix tried on the page). */
  readonly visual?: VisualRun;
}

/** The run's side of a visual check ("Check that the page matches the baseline"), for the step at hand. */
export interface VisualRun {
  /** The test's baselines; absent when the run has no saved test to keep them. */
  readonly baselines?: BaselineStore;
  /** The name of the step's baseline: its subject, numbered from the subject's second check in the test ('page #2'). */
  nameFor(subject: string): string;
  /** Stores one of the step's pictures (PNG) and returns the run's file name for it. */
  save(kind: 'current' | 'diff', png: Buffer): Promise<string>;
  /** What the check compared, kept on the step's result. */
  record(result: VisualCheckResult): void;
  /** The fields typed with a secret on the run's page: covered in the pictures as in the step screenshots. */
  secretFields(): Locator[];
}

/** What a finished step did, for its result. */
export interface StepDone {
  /** In words: "Clicked the button 'Sign in'". */
  action: string;
  /** The Playwright locator that resolved the target, when the step had one. */
  locator: string | null;
}

/** A step's time: until when it may go on, out of how long. */
export type StepTime = Pick<StepContext, 'deadline' | 'timeoutMs'>;

/** How long the step has been going, for "(waited 3.2 s)". */
export const elapsedMs = (context: StepTime) => Math.max(0, Date.now() - (context.deadline - context.timeoutMs));

export const remainingMs = (context: StepTime) => Math.max(1, context.deadline - Date.now());

/** Playwright's own checks on a found element (visible, enabled, stable, not covered) get at least this long. */
const MIN_ACTION_TIMEOUT_MS = 5_000;

/**
 * How long the action on a found element may take: what is left of the step's budget, but at least a whole
 * budget again (and 5 s), so a slow look on a busy machine never starves the click itself. A button that stays
 * disabled therefore fails after one to two budgets.
 */
export const actionTimeoutMs = (context: StepTime) => Math.max(remainingMs(context), context.timeoutMs, MIN_ACTION_TIMEOUT_MS);

/** What finding the step's element needs of its context. */
export const resolveContext = (context: StepContext) => ({ page: context.page, deadline: context.deadline, timeoutMs: context.timeoutMs, signal: context.signal });
