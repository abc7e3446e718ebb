import { type DraftReport } from '@verity/contracts';
import { type Database } from '@verity/db';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
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
  options?: { signal?: AbortSignal; onProgress?: (progress: DraftStepsProgress) => void },
) => Promise<{ steps: string[] } & DraftReport>;

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
}
