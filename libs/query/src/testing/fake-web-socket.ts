import { type RealtimeServerMessage } from '@verity/contracts';
import { type WebSocketLike } from '../run-updates/run-updates-connection';

/**
 * A WebSocket that never touches the network, for tests of code using the run-updates socket. `install()` puts
 * it in place of the global one (and forgets earlier sockets), `uninstall()` puts the original back; play the
 * API's part with `accept()`, `receive(message)`, `serverClose(code)`, and read what the client sent in `sent`.
 */
export class FakeWebSocket implements WebSocketLike {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  /** Every socket made since the last `reset()`, oldest first. */
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  /** The newest socket; throws when none was made, so a test fails where it expected one. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened.');
    return socket;
  }

  private static original: typeof WebSocket | undefined;
  private static isInstalled = false;

  /** Makes `new WebSocket(url)` anywhere create a FakeWebSocket, until `uninstall()`. */
  static install(): void {
    FakeWebSocket.reset();
    if (FakeWebSocket.isInstalled) return;
    FakeWebSocket.original = globalThis.WebSocket;
    globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
    FakeWebSocket.isInstalled = true;
  }

  static uninstall(): void {
    if (!FakeWebSocket.isInstalled) return;
    if (FakeWebSocket.original) globalThis.WebSocket = FakeWebSocket.original;
    else delete (globalThis as { WebSocket?: unknown }).WebSocket;
    FakeWebSocket.isInstalled = false;
    FakeWebSocket.reset();
  }

  readyState = FakeWebSocket.CONNECTING;
  /** The client's messages, parsed. */
  readonly sent: unknown[] = [];
  /** Set when the client closed the socket. */
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.closedWith = { code, reason };
    this.onclose?.(closeEvent(code ?? 1005, reason ?? ''));
  }

  // The API's side.

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the API: a message (sent as JSON text) or raw text. */
  receive(message: RealtimeServerMessage | string): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** `open()` then the API's `ready`, as after a successful `auth`. */
  accept(userId = 'user-1'): void {
    this.open();
    this.receive({ type: 'ready', user_id: userId, expires_at: null, run_id: null });
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(closeEvent(code, reason));
  }

  get isClosed(): boolean {
    return this.readyState === FakeWebSocket.CLOSED;
  }
}

function closeEvent(code: number, reason: string): CloseEvent {
  // jsdom has CloseEvent; plain Node does not.
  if (typeof CloseEvent === 'function') return new CloseEvent('close', { code, reason });
  return Object.assign(new Event('close'), { code, reason, wasClean: true }) as CloseEvent;
}
