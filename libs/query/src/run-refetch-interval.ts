import { ACTIVE_RUN_STATUSES, type RunStatus } from '@verity/contracts';
import { RUN_POLL_ACTIVE_MS, RUN_POLL_IDLE_MS } from './cache-constants';

const ACTIVE: readonly RunStatus[] = ACTIVE_RUN_STATUSES;

/** How often to re-poll a run (spec section 4): 2 s while pending or running, otherwise 30 s. */
export function runRefetchInterval(status: RunStatus | null | undefined): number {
  return status && ACTIVE.includes(status) ? RUN_POLL_ACTIVE_MS : RUN_POLL_IDLE_MS;
}
