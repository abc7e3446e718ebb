import { RUN_STATUSES } from '@verity/contracts';
import { z } from 'zod';

/**
 * The Postgres NOTIFY channel on which every committed insert or change of a test run is announced (a trigger
 * on test_runs, migration 0001), so writers publish without doing anything.
 */
export const RUN_UPDATES_CHANNEL = 'run_updates';

const runUpdateSchema = z.object({
  run_id: z.guid(),
  owner_id: z.guid(),
  status: z.enum(RUN_STATUSES),
});

/** What a run_updates notification says: which run changed, whose it is, and its status now. */
export type RunUpdate = z.infer<typeof runUpdateSchema>;

/** Reads a run_updates payload; null for anything else, so one bad payload never stops a listener. */
export function parseRunUpdate(payload: string | undefined): RunUpdate | null {
  if (!payload) return null;
  try {
    const parsed = runUpdateSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
