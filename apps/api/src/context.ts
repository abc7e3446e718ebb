import { type Database } from '@verity/db';
import type PgBoss from 'pg-boss';
import type pg from 'pg';

/** Drafts a test's steps from its goal; the planner in libs/engine provides it. */
export type DraftSteps = (input: { base_url: string; goal_description: string }) => Promise<string[]>;

/** Queues and withdraws runs: pg-boss, whose `send` and `cancel` join our transaction through their `db` option. */
export type RunQueue = Pick<PgBoss, 'send' | 'cancel'>;

/** What the route plugins share. */
export interface RouteContext {
  pool: pg.Pool;
  db: Database;
  queue: RunQueue;
  runCreditCost: number;
  draftSteps?: DraftSteps;
}
