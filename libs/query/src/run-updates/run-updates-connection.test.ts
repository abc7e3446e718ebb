import { makeTestRun } from '@verity/api-client/testing';
import { FakeWebSocket } from '../testing';
import { connectRunUpdates, type RunUpdatesConnectionOptions, type RunUpdatesStatus } from './run-updates-connection';

const RUN_ID = '22222222-2222-4222-8222-222222222222';

function connect(overrides: Partial<RunUpdatesConnectionOptions> = {}) {
  const messages: unknown[] = [];
  const statuses: RunUpdatesStatus[] = [];
  const connection = connectRunUpdates({
    wsBaseUrl: 'wss://app.test/api/',
    accessToken: 'token-1',
    runId: RUN_ID,
    onMessage: (message) => messages.push(message),
    onStatusChange: (status) => statuses.push(status),
    WebSocket: FakeWebSocket,
    ...overrides,
  });
  return { connection, messages, statuses };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => jest.useRealTimers());

describe('connectRunUpdates', () => {
  it('authenticates with its first message, keeping the token out of the URL, then subscribes to the run', () => {
    const { statuses } = connect();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('wss://app.test/api/ws');
    expect(statuses).toEqual(['connecting']);
    socket.accept();
    expect(socket.sent).toEqual([
      { type: 'auth', access_token: 'token-1' },
      { type: 'subscribe', run_id: RUN_ID },
    ]);
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('listens to every run of the user when given no run', () => {
    connect({ runId: null });
    FakeWebSocket.latest().accept();
    expect(FakeWebSocket.latest().sent).toEqual([{ type: 'auth', access_token: 'token-1' }]);
  });

  it('reports run updates and resyncs, and ignores frames it does not know', () => {
    const { messages } = connect();
    const socket = FakeWebSocket.latest();
    socket.accept();
    const run = makeTestRun({ status: 'running' });
    socket.receive({ type: 'run.updated', run });
    socket.receive({ type: 'resync' });
    socket.receive('not json');
    socket.receive({ type: 'pong' });
    expect(messages).toEqual([{ type: 'run.updated', run }, { type: 'resync' }]);
  });

  it('reconnects with backoff after a drop (1 s, 2 s, 4 s…) and resyncs once live again', () => {
    const { messages, statuses } = connect();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(1006);
    expect(statuses.at(-1)).toBe('reconnecting');

    jest.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    // The second attempt fails too: the next one waits twice as long.
    FakeWebSocket.latest().serverClose(1011);
    jest.advanceTimersByTime(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    FakeWebSocket.latest().accept();
    expect(statuses.at(-1)).toBe('live');
    expect(messages).toEqual([{ type: 'resync' }]);

    // Once live, the backoff starts over.
    FakeWebSocket.latest().serverClose(1001);
    jest.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('stops on 4401 and reconnects with the next token', () => {
    const { connection, statuses } = connect();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().serverClose(4401, 'token_expired');
    expect(statuses.at(-1)).toBe('unauthorized');
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    connection.setAccessToken('token-2');
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().accept();
    expect(FakeWebSocket.latest().sent[0]).toEqual({ type: 'auth', access_token: 'token-2' });
    expect(statuses.at(-1)).toBe('live');
  });

  it('hands a refreshed token to a live socket without reconnecting', () => {
    const { connection } = connect();
    const socket = FakeWebSocket.latest();
    socket.accept();
    connection.setAccessToken('token-2');
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', access_token: 'token-2' });
  });

  it('sends a token refreshed while the first was being checked once the socket is ready', () => {
    const { connection } = connect();
    const socket = FakeWebSocket.latest();
    socket.open();
    connection.setAccessToken('token-2');
    socket.receive({ type: 'ready', user_id: 'u', expires_at: null, run_id: RUN_ID });
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', access_token: 'token-2' });
  });

  it('gives up on a request the API will always refuse (4400)', () => {
    const { statuses } = connect();
    FakeWebSocket.latest().serverClose(4400, 'invalid_id');
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('pings while live and replaces a socket that stopped answering', () => {
    connect({ heartbeatMs: 25_000 });
    const socket = FakeWebSocket.latest();
    socket.accept();
    jest.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    jest.advanceTimersByTime(25_000);
    expect(socket.isClosed).toBe(false);
    // No pong this time: the next beat drops it and a new socket follows after the backoff.
    jest.advanceTimersByTime(25_000);
    expect(socket.isClosed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('closes for good when asked', () => {
    const { connection, statuses } = connect();
    const socket = FakeWebSocket.latest();
    socket.accept();
    connection.close();
    expect(socket.closedWith).toEqual({ code: 1000, reason: undefined });
    expect(statuses.at(-1)).toBe('closed');
    jest.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
