import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { applyRunUpdate, resyncRuns } from './apply-run-update';
import { connectRunUpdates, type RunUpdatesConnection, type RunUpdatesStatus } from './run-updates-connection';

export type UseRunUpdatesOptions = {
  /** The runtime config's `wsBaseUrl`. */
  wsBaseUrl: string;
  /** The session's access token; no connection without one. */
  accessToken: string | null | undefined;
  /** Only this run's updates; null for every run of the user (a run list). */
  runId: string | null;
  /** Stop listening (a finished run changes rarely: polling covers it). */
  isEnabled?: boolean;
  /** The provider's client unless given. */
  queryClient?: QueryClient;
};

/** `offline`: not connected on purpose (no session, or disabled); see `RunUpdatesStatus` for the rest. */
export type RunUpdatesState = RunUpdatesStatus | 'offline';

/**
 * Keeps the cached run (or runs) current from the API's websocket while the component is mounted: each
 * `run.updated` goes into the cache at once (`applyRunUpdate`), a `resync` refetches. A refreshed session is
 * handed to the socket without reconnecting. Returns where the connection stands, for a "Live" indicator.
 */
export function useRunUpdates({ wsBaseUrl, accessToken, runId, isEnabled = true, queryClient }: UseRunUpdatesOptions): RunUpdatesState {
  const client = useQueryClient(queryClient);
  const [status, setStatus] = useState<RunUpdatesStatus>('connecting');
  const connectionRef = useRef<RunUpdatesConnection | null>(null);
  const hasToken = Boolean(accessToken);
  // The token is read when connecting; later tokens go through setAccessToken, not a new socket.
  const tokenRef = useRef(accessToken);
  useEffect(() => {
    tokenRef.current = accessToken;
    if (accessToken) connectionRef.current?.setAccessToken(accessToken);
  }, [accessToken]);

  useEffect(() => {
    const token = tokenRef.current;
    if (!isEnabled || !token) return;
    const connection = connectRunUpdates({
      wsBaseUrl,
      accessToken: token,
      runId,
      onStatusChange: setStatus,
      onMessage: (message) => {
        if (message.type === 'run.updated') applyRunUpdate(client, message.run);
        else void resyncRuns(client);
      },
    });
    connectionRef.current = connection;
    return () => {
      connectionRef.current = null;
      connection.close();
      setStatus('connecting');
    };
  }, [wsBaseUrl, runId, isEnabled, hasToken, client]);

  return isEnabled && hasToken ? status : 'offline';
}
