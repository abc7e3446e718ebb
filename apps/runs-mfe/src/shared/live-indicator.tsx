import { RUN_POLL_ACTIVE_MS, type RunUpdatesState } from '@verity/query';

/**
 * Says how fresh the page is while something is running: pushed live over the websocket, or re-checked every
 * 2 s while it (re)connects or when it cannot (polling keeps going either way).
 */
export function LiveIndicator({ state, isActive }: { state: RunUpdatesState; isActive: boolean }) {
  if (state === 'live') return <span className="rm-live rm-live-on">Live</span>;
  if (!isActive) return null;
  const seconds = RUN_POLL_ACTIVE_MS / 1000;
  return <span className="rm-live">{state === 'connecting' || state === 'reconnecting' ? 'Connecting… ' : ''}Checking every {seconds} s</span>;
}
