import { useRemoteProps } from '@verity/mfe';
import { type RunUpdatesState, useRunUpdates } from '@verity/query';

/**
 * Pushes from the API's websocket into the cached run (or every cached run, with `runId` null) while
 * `isEnabled`: the connection uses the shell's session, and a refreshed session is handed on to it.
 */
export function useLiveRunUpdates(runId: string | null, isEnabled: boolean): RunUpdatesState {
  const { config, session } = useRemoteProps();
  return useRunUpdates({ wsBaseUrl: config.wsBaseUrl, accessToken: session?.access_token, runId, isEnabled });
}
