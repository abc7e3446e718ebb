import { type StepResult, type TestConfiguration } from '@verity/contracts';
import { type Browser } from 'playwright-core';
import { type PageCandidate } from './execution/page-scripts';
import { type SignedInSession, type StorageState } from './execution/signed-in-session';

/** Where a run's files go (screenshots, the trace); a local directory by default, S3-compatible later. */
export interface ArtifactSink {
  /** Stores a file of this run and returns the path to record in the run (relative to the store). */
  save(name: string, contents: Buffer, contentType: string): Promise<string>;
}

/** What an interpreter is told of a line neither the grammar nor the intents read, and of the page it is on. */
export interface InterpretRequest {
  /** The line as written: variables stay as {{placeholders}}, so no secret value leaves the run. */
  line: string;
  /** The page's address without its query and fragment, and its title. */
  page: { url: string; title: string };
  /** The page's visible controls, headings and a few texts: never the DOM. */
  candidates: PageCandidate[];
  signal?: AbortSignal;
}

/** A step that failed because its element was not found: the model is asked to find that element another way. */
export interface FixRequest extends InterpretRequest {
  /** Why the step failed, as the run says it. */
  failure: string;
}

export interface Interpretation {
  /** One step of the grammar, as a line ("Click the "Blue" button"). */
  step: string;
  /** Tokens the interpretation cost; absent for an interpreter that calls no model. */
  usage?: { inputTokens: number; outputTokens: number };
}

/**
 * Reads a line the grammar and the intents do not cover, on the page the run is on; a model-backed interpreter
 * plugs in here. Its answer is always a grammar step. Throws with a sentence for the run when it cannot.
 */
export interface StepInterpreter {
  /** Named in the run: "gpt-4o-mini", "claude-sonnet-4-5". */
  readonly name: string;
  interpret(request: InterpretRequest): Promise<Interpretation>;
  /** The failed step, finding its element another way; its answer must change nothing else. */
  proposeFix?(request: FixRequest): Promise<Interpretation>;
}

/**
 * The interpreter's earlier answers for this test, so a run replays a line it read before with no model call.
 * Keyed by the line and the page (its address without the query); the store scopes them to the test's version.
 */
export interface StoredAnswers {
  find(line: string, page: string): Promise<string | null>;
  /** Kept once the step it gave passed on that page. */
  save(line: string, page: string, step: string, model: string): Promise<void>;
}

/** Whether this run may call a model, and how many times at most. */
export interface ModelPolicy {
  /** False when the test or the deployment says never to call one: a line that needs it fails with "needs a model". */
  allowed: boolean;
  /** Why not, when not allowed: said in the failed step. */
  reason?: string;
  maxCalls: number;
}

/** What a run spent on models. */
export interface ModelUsageSummary {
  model: string | null;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Lines read from stored answers, with no call. */
  replayed: number;
}

/** An e-mail in the test inbox. */
export interface InboxEmail {
  from: string;
  /** The inbox address it was delivered to. */
  to: string;
  subject: string;
  text: string;
  /** Null for a text-only e-mail. */
  html: string | null;
  receivedAt: Date;
}

/** The test inbox e-mail steps read: mail sent to addresses at its domain. */
export interface Inbox {
  /** Addresses a run generates ("a unique email") are at this domain, so mail to them arrives here. */
  domain: string;
  /**
   * The newest e-mail to the (lower-case) address received at or after `since`, with `subject` in its subject when
   * given. Rejects with an InboxRefusal when the address is not the run's to read (another account's).
   */
  latest(address: string, options: { since: Date; subject?: string }): Promise<InboxEmail | null>;
}

/** A baseline picture of a test (a visual check's), and the run whose file it is. */
export interface VisualBaseline {
  /** The PNG image. */
  image: Buffer;
  runId: string;
  /** The file's name among that run's files. */
  file: string;
}

/** A test's baselines for its visual checks, one per subject ('page', '"Pricing"') and window size ('1280x800'). */
export interface BaselineStore {
  find(key: { name: string; viewport: string }): Promise<VisualBaseline | null>;
}

export interface RunTestOptions {
  /** The run's configuration snapshot: base_url, instructions, variables, viewport. */
  configuration: TestConfiguration;
  /**
   * The test's secret variables in plain text: used as {{name}} like the others, and masked (•••) in everything the
   * run records: its steps, the fields typed with them in screenshots, the trace, what a model is shown. A file
   * that still holds one is not stored, and fails the run.
   */
  secrets?: Record<string, string>;
  /** The test inbox, for e-mail steps; without it they fail saying so. */
  inbox?: Inbox;
  /** The browser state to start from (a sign-in test's saved session): cookies and local storage. */
  storageState?: StorageState;
  /** A sign-in test's run: when it passes, the outcome carries the session it leaves. */
  captureSession?: boolean;
  /**
   * The test's baselines, for its visual checks; without them a visual check fails saying it needs a saved test. The
   * run only reads them: a passing run's new pictures become baselines where the caller keeps them.
   */
  baselines?: BaselineStore;
  /**
   * Whether the run keeps a Playwright trace (default true). The engine's verdict suites leave it out: it records
   * what the run did, changes nothing the run decides, and was a tenth of their processor time.
   */
  recordTrace?: boolean;
  /** A connected Chromium; the run gets a fresh context of its own and closes it. */
  browser: Browser;
  artifacts: ArtifactSink;
  /** Aborted when the user cancels: the run stops before the next step and ends 'cancelled'. */
  signal?: AbortSignal;
  /** Called whenever a step starts or ends, with every step's current state. */
  onProgress?: (steps: StepResult[]) => void | Promise<void>;
  /** How long one step may wait for its target (auto-wait) before failing; default: the configuration's step_timeout_ms, else 5 s (DEFAULT_STEP_TIMEOUT_MS, as long as Playwright’s expect waits). */
  stepTimeoutMs?: number;
  /**
   * How long past its own time limit a step may go before its page counts as unresponsive and its scripts are
   * stopped; default 30 s (UNRESPONSIVE_GRACE_MS), generous for a busy machine. Tests of the watchdog set less.
   */
  unresponsiveGraceMs?: number;
  /** Production refuses targets that resolve to private, loopback or link-local addresses. */
  allowPrivateNetwork: boolean;
  interpreter?: StepInterpreter;
  answers?: StoredAnswers;
  /** Default: calls allowed, at most DEFAULT_MAX_MODEL_CALLS. */
  modelPolicy?: ModelPolicy;
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
  /** Present when a line went to the interpreter or a stored answer. */
  modelUsage?: ModelUsageSummary;
  /** The session a passing run leaves, when asked for (captureSession). */
  session?: SignedInSession;
  /** A failed run that ended on a page asking to sign in (a password field in view). */
  endedOnSignInPage?: boolean;
}
