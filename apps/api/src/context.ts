import { type DraftReport } from '@verity/contracts';
import { type Database } from '@verity/db';
import { type ModelCheckResult as EngineCheck } from '@verity/engine';
import { type DeploymentModels, type ModelEndpoint, type SecretBox } from '@verity/models';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { type Sending } from './notifications/send-notification';
import { type ApiLimiters } from './rate-limits';
import { type DraftRegistry } from './services/draft-progress';

/** How far a draft has got: the clause being done (1-based, of how many) and the steps so far. */
export interface DraftStepsProgress {
  clause: string;
  number: number;
  total: number;
  steps: string[];
}

/**
 * The planner (libs/engine): the goal done on the site, as grammar steps, with what it could not do and the first
 * failing check. Aborting `signal` stops it (it then throws DraftCancelledError).
 */
export type DraftSteps = (
  input: { base_url: string; goal_description: string },
  options?: {
    signal?: AbortSignal;
    onProgress?: (progress: DraftStepsProgress) => void;
    /** The model for the parts of the goal the planner cannot map on its own, and at most how many calls. */
    model?: { endpoint: ModelEndpoint; maxCalls: number };
  },
) => Promise<{ steps: string[] } & DraftReport>;

/** What the Models routes, and the drafts that call a model, need besides the database. */
export interface ModelsOptions {
  /** Seals API keys at rest; null when the server has no VERITY_SECRET_KEY (then no model can be added). */
  box: SecretBox | null;
  deployment: DeploymentModels;
  /** The built-in check behind "Test". */
  check: (endpoint: ModelEndpoint) => Promise<EngineCheck>;
  /** Refuses a base URL the server must not call (private addresses in production), with the reason. */
  guardBaseUrl: (url: string) => Promise<void>;
}

/** Queues and withdraws runs: pg-boss, whose `send` and `cancel` join our transaction through their `db` option. */
export type RunQueue = Pick<PgBoss, 'send' | 'cancel'>;

/** What the route plugins share. */
export interface RouteContext {
  pool: pg.Pool;
  db: Database;
  queue: RunQueue;
  runCreditCost: number;
  draftSteps?: DraftSteps;
  drafts: DraftRegistry;
  models: ModelsOptions;
  /**
   * Refuses, with the reason, a test's base URL that runs may not open (production: inside private networks), so
   * a run the worker would refuse is never paid for.
   */
  guardRunTarget: (url: string) => Promise<void>;
  /** Per-user limits on run starts and drafts. */
  limiters: ApiLimiters;
  /** How notifications are sent (mail, the sealed webhook addresses, the address guard). */
  sending: Sending;
  /** SITE_URL: the web app's origin, for links in notifications; null: the address each request came in on. */
  siteUrl: string | null;
}
