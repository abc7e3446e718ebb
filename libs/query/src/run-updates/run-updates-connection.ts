import { parseRealtimeServerMessage, REALTIME_CLOSE_CODES, type RealtimeClientMessage, type RealtimeServerMessage } from '@verity/contracts';
import { retryDelay } from '../cache-constants';

/**
 * Where the connection stands:
 * - `connecting`: opening or authenticating (the first time, or with a new token);
 * - `live`: authenticated, updates arrive as they happen;
 * - `reconnecting`: the connection dropped; a new one opens after a backoff (1 s doubling, capped at 30 s);
 * - `unauthorized`: the API refused the token (close 4401); waits for a fresh one (`setAccessToken`);
 * - `closed`: stopped for good (closed by the caller, or a request the API will always refuse).
 */
export type RunUpdatesStatus = 'connecting' | 'live' | 'reconnecting' | 'unauthorized' | 'closed';

/** The part of the browser's WebSocket this client uses, so a test can hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface RunUpdatesConnectionOptions {
  /** The runtime config's `wsBaseUrl` (`wss://host/api`); the socket is `<wsBaseUrl>/ws`. */
  wsBaseUrl: string;
  accessToken: string;
  /** Only this run's updates; null for every run of the user. */
  runId: string | null;
  /** `run.updated` and `resync`; a reconnection after a drop also reports `resync` (updates may have been missed). */
  onMessage: (message: Extract<RealtimeServerMessage, { type: 'run.updated' | 'resync' }>) => void;
  onStatusChange?: (status: RunUpdatesStatus) => void;
  /** The WebSocket class; by default the global one, looked up at each connection. */
  WebSocket?: WebSocketConstructor;
  /**
   * How often a live socket sends a ping. Browsers cannot see websocket ping frames, so a socket that got no
   * message at all during one period (not even the pong) is taken for dead and replaced.
   */
  heartbeatMs?: number;
}

export interface RunUpdatesConnection {
  /** A refreshed session: re-authenticates a live socket, or reconnects one the API refused. */
  setAccessToken(token: string): void;
  /** Closes the socket and stops reconnecting. */
  close(): void;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;
export const RUN_UPDATES_HEARTBEAT_MS = 25_000;

/** `ws(s)://host/api` → `ws(s)://host/api/ws`. */
export function runUpdatesUrl(wsBaseUrl: string): string {
  return `${wsBaseUrl.replace(/\/+$/, '')}/ws`;
}

/**
 * The run-updates websocket of the API (apps/api/README.md, "Websocket"): it authenticates with a first
 * `auth` message (a token in the URL would end up in access logs), subscribes to one run or all, reports run
 * changes, and keeps itself up: a dropped connection is reopened with backoff, a refused token waits for the
 * next one.
 */
export function connectRunUpdates(options: RunUpdatesConnectionOptions): RunUpdatesConnection {
  const { wsBaseUrl, runId, onMessage, onStatusChange, heartbeatMs = RUN_UPDATES_HEARTBEAT_MS } = options;
  let accessToken = options.accessToken;
  /** The token the current socket last sent, to tell whether a newer one arrived meanwhile. */
  let sentToken: string | null = null;
  let socket: WebSocketLike | null = null;
  let status: RunUpdatesStatus | null = null;
  let failedAttempts = 0;
  let hasBeenLive = false;
  let isAuthenticated = false;
  let receivedSincePing = true;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  const setStatus = (next: RunUpdatesStatus) => {
    if (next === status) return;
    status = next;
    onStatusChange?.(next);
  };

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const authenticate = () => {
    sentToken = accessToken;
    send({ type: 'auth', access_token: accessToken });
  };

  /** Forgets the current socket without hearing its close: what happens next is decided by the caller. */
  const dropSocket = (code = NORMAL_CLOSURE) => {
    clearInterval(heartbeatTimer);
    const current = socket;
    socket = null;
    isAuthenticated = false;
    sentToken = null;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    try {
      current.close(code);
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  };

  const scheduleReconnect = () => {
    setStatus('reconnecting');
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, retryDelay(failedAttempts));
    failedAttempts += 1;
  };

  const startHeartbeat = () => {
    clearInterval(heartbeatTimer);
    receivedSincePing = true;
    heartbeatTimer = setInterval(() => {
      if (!receivedSincePing) {
        dropSocket();
        scheduleReconnect();
        return;
      }
      receivedSincePing = false;
      send({ type: 'ping' });
    }, heartbeatMs);
  };

  const handleMessage = (event: MessageEvent) => {
    receivedSincePing = true;
    const message = typeof event.data === 'string' ? parseRealtimeServerMessage(event.data) : null;
    if (!message) return;
    switch (message.type) {
      case 'ready':
        // A new `auth` on a live socket is answered with `ready` too: only the first one is news.
        if (isAuthenticated) return;
        isAuthenticated = true;
        // A token refreshed while this one was being checked.
        if (sentToken !== accessToken) authenticate();
        failedAttempts = 0;
        setStatus('live');
        startHeartbeat();
        // Whatever changed while the socket was down was not pushed: the caller refetches.
        if (hasBeenLive) onMessage({ type: 'resync' });
        hasBeenLive = true;
        return;
      case 'run.updated':
      case 'resync':
        onMessage(message);
        return;
      default:
        return;
    }
  };

  const handleClose = (event: CloseEvent) => {
    const refusedToken = sentToken;
    dropSocket();
    if (event.code === REALTIME_CLOSE_CODES.unauthorized) {
      // The same token would be refused again: wait for the shell's refresh to hand in a new one, unless it
      // already did while the old one was in use.
      if (refusedToken !== accessToken) connect();
      else setStatus('unauthorized');
    } else if (event.code === REALTIME_CLOSE_CODES.badRequest) {
      setStatus('closed');
    } else {
      scheduleReconnect();
    }
  };

  function connect() {
    clearTimeout(reconnectTimer);
    dropSocket();
    if (status !== 'reconnecting') setStatus('connecting');
    const SocketClass = options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined);
    if (!SocketClass) {
      setStatus('closed');
      return;
    }
    let opened: WebSocketLike;
    try {
      opened = new SocketClass(runUpdatesUrl(wsBaseUrl));
    } catch {
      scheduleReconnect();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      authenticate();
      // The API handles messages in order: the subscription applies once the token is verified.
      if (runId !== null) send({ type: 'subscribe', run_id: runId });
    };
    opened.onmessage = handleMessage;
    opened.onclose = handleClose;
    // An error is always followed by a close, which decides what to do.
    opened.onerror = () => undefined;
  }

  connect();

  return {
    setAccessToken(token) {
      if (token === accessToken || status === 'closed') return;
      accessToken = token;
      if (status === 'unauthorized') {
        failedAttempts = 0;
        connect();
      } else if (isAuthenticated) {
        authenticate();
      }
      // Still opening or authenticating, or waiting to reconnect: the new token follows (see `ready`).
    },
    close() {
      clearTimeout(reconnectTimer);
      dropSocket();
      setStatus('closed');
    },
  };
}
