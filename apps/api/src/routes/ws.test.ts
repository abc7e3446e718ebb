import { randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { parseRealtimeServerMessage, REALTIME_CLOSE_CODES, type RealtimeServerMessage, type TestRun } from '@verity/contracts';
import WebSocket from 'ws';
import { RUN_UPDATES_APPLICATION_NAME } from '../realtime/run-updates-listener';
import { mintToken, newUser, type TestUser, useApi } from '../testing/api-harness';

const MESSAGE_TIMEOUT_MS = 10_000;

interface Closed {
  code: number;
  reason: string;
}

/** A websocket client that hands out the API's messages one at a time, each checked against the contract. */
interface TestSocket {
  next(): Promise<RealtimeServerMessage>;
  send(message: unknown): void;
  closed: Promise<Closed>;
  raw: WebSocket;
}

describe('GET /api/ws', () => {
  const api = useApi({ realtime: { authTimeoutMs: 500, heartbeatIntervalMs: 1_000, reconnectDelays: { initialMs: 50, maxMs: 500 } } });
  const sockets: WebSocket[] = [];
  let baseUrl: string;

  beforeAll(async () => {
    await api().server.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(api().server.server.address() as AddressInfo).port}/api/ws`;
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });

  async function connect(query = '', options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
    const raw = new WebSocket(`${baseUrl}${query}`, options);
    sockets.push(raw);
    const received: Array<RealtimeServerMessage | Error> = [];
    const waiting: Array<(message: RealtimeServerMessage | Error) => void> = [];
    const deliver = (message: RealtimeServerMessage | Error) => {
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else received.push(message);
    };
    raw.on('message', (data: Buffer) => {
      const text = data.toString();
      deliver(parseRealtimeServerMessage(text) ?? new Error(`The API sent a message outside the contract: ${text}`));
    });
    const closed = new Promise<Closed>((resolve) => {
      raw.once('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        while (waiting.length) deliver(new Error(`The socket closed (${code} ${reason.toString()}) before the next message`));
      });
    });
    await new Promise<void>((resolve, reject) => {
      raw.once('open', () => resolve());
      raw.once('error', reject);
    });
    // A connection the API drops may also report an error; the close is what the tests look at.
    raw.on('error', () => undefined);
    return {
      raw,
      closed,
      send: (message) => raw.send(typeof message === 'string' ? message : JSON.stringify(message)),
      next: async () => {
        const message =
          received.shift() ??
          (await new Promise<RealtimeServerMessage | Error>((resolve) => {
            const timer = setTimeout(() => resolve(new Error(`No message within ${MESSAGE_TIMEOUT_MS} ms`)), MESSAGE_TIMEOUT_MS);
            waiting.push((message) => {
              clearTimeout(timer);
              resolve(message);
            });
          }));
        if (message instanceof Error) throw message;
        return message;
      },
    };
  }

  /** A socket of `user` past its ready message. */
  async function subscribe(user: TestUser, query = ''): Promise<TestSocket> {
    const socket = await connect(`?access_token=${user.token}${query}`);
    expect(await socket.next()).toMatchObject({ type: 'ready', user_id: user.id });
    return socket;
  }

  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  async function startRun(user: TestUser): Promise<TestRun> {
    const test = (
      await inject(user, 'POST', '/api/tests/', { configuration: { name: 'Buy', base_url: 'https://shop.example.com', instructions: ['Open /'] } })
    ).json().data as { id: string };
    const response = await inject(user, 'POST', `/api/tests/${test.id}/run`);
    expect(response.statusCode).toBe(201);
    return response.json().data as TestRun;
  }

  /** What a worker does: writes the run directly, with no API call. */
  const setStatus = (runId: string, status: string) => api().pool.query('update test_runs set status = $1 where id = $2', [status, runId]);

  const runRead = async (user: TestUser, runId: string) => (await inject(user, 'GET', `/api/test-runs/${runId}`)).json().data as TestRun;

  it('sends the owner each change of a run — created, changed by a worker, cancelled — as GET /api/test-runs/{id} answers it', async () => {
    const alice = await newUser();
    const socket = await connect(`?access_token=${alice.token}`);
    expect(await socket.next()).toEqual({ type: 'ready', user_id: alice.id, expires_at: expect.any(Number), run_id: null });

    const run = await startRun(alice);
    expect(await socket.next()).toEqual({ type: 'run.updated', run: await runRead(alice, run.id) });

    const steps = [{ index: 0, instruction: 'Open /', status: 'running' }];
    await api().pool.query(`update test_runs set status = 'running', started_at = now(), steps = $1 where id = $2`, [JSON.stringify(steps), run.id]);
    const running = await socket.next();
    expect(running).toEqual({ type: 'run.updated', run: await runRead(alice, run.id) });
    expect(running).toMatchObject({ run: { status: 'running', steps } });

    const cancelled = await inject(alice, 'PUT', `/api/test-runs/${run.id}`, { status: 'cancelled' });
    expect(await socket.next()).toEqual({ type: 'run.updated', run: cancelled.json().data });
  });

  it('authenticates with the first message when the URL has no token', async () => {
    const alice = await newUser();
    const socket = await connect();
    socket.send({ type: 'auth', access_token: alice.token });
    expect(await socket.next()).toMatchObject({ type: 'ready', user_id: alice.id });
    const run = await startRun(alice);
    expect(await socket.next()).toMatchObject({ type: 'run.updated', run: { id: run.id, status: 'pending' } });
  });

  it("never sends a user another user's runs", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const [aliceSocket, bobSocket] = await Promise.all([subscribe(alice), subscribe(bob)]);
    const aliceRun = await startRun(alice);
    expect(await aliceSocket.next()).toMatchObject({ run: { id: aliceRun.id, status: 'pending' } });
    await setStatus(aliceRun.id, 'running');
    expect(await aliceSocket.next()).toMatchObject({ run: { id: aliceRun.id, status: 'running' } });
    // Alice's updates were sent before Bob's run exists: had Bob got them, they would come first.
    const bobRun = await startRun(bob);
    expect(await bobSocket.next()).toMatchObject({ type: 'run.updated', run: { id: bobRun.id } });
  });

  it('narrows a socket to one run with ?run_id= or {type: subscribe}, and widens it again with run_id null', async () => {
    const alice = await newUser();
    const everything = await subscribe(alice);
    const [first, second] = [await startRun(alice), await startRun(alice)];
    const created = [await everything.next(), await everything.next()].map((message) => message.type === 'run.updated' && message.run.id);
    expect(created.sort()).toEqual([first.id, second.id].sort());
    const viaQuery = await subscribe(alice, `&run_id=${second.id.toUpperCase()}`);
    const viaMessage = await subscribe(alice);
    viaMessage.send({ type: 'subscribe', run_id: second.id });
    expect(await viaMessage.next()).toEqual({ type: 'subscribed', run_id: second.id });

    await setStatus(first.id, 'running');
    expect(await everything.next()).toMatchObject({ run: { id: first.id } });
    await setStatus(second.id, 'running');
    expect(await everything.next()).toMatchObject({ run: { id: second.id } });
    expect(await viaQuery.next()).toMatchObject({ run: { id: second.id } });
    expect(await viaMessage.next()).toMatchObject({ run: { id: second.id } });

    viaMessage.send({ type: 'subscribe', run_id: null });
    expect(await viaMessage.next()).toEqual({ type: 'subscribed', run_id: null });
    await setStatus(first.id, 'failed');
    expect(await viaMessage.next()).toMatchObject({ run: { id: first.id, status: 'failed' } });
  });

  describe('closes with 4401 and the REST 401 error', () => {
    const rest401 = async (token: string | null) => {
      const response = await api().server.inject({ method: 'GET', url: '/api/test-runs/', headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(response.statusCode).toBe(401);
      const { error, error_code } = response.json() as { error: string; error_code: string };
      return { type: 'error' as const, error, error_code };
    };
    const expectRejected = async (socket: TestSocket, expected: { type: 'error'; error: string; error_code: string }) => {
      expect(await socket.next()).toEqual(expected);
      expect(await socket.closed).toEqual({ code: REALTIME_CLOSE_CODES.unauthorized, reason: expected.error_code });
    };

    it('when no token comes in time, or the first message is not an auth', async () => {
      await expectRejected(await connect(), await rest401(null));
      const chatty = await connect();
      chatty.send({ type: 'ping' });
      await expectRejected(chatty, await rest401(null));
    });

    it.each([
      ['a forged token', () => mintToken(randomUUID(), { secret: 'another-secret-that-is-at-least-32-characters' }), 'invalid_token'],
      ['an expired token', () => mintToken(randomUUID(), { expiresIn: -60 }), 'token_expired'],
      ['a token for another audience', () => mintToken(randomUUID(), { audience: 'anon' }), 'invalid_audience'],
      ['a malformed token', async () => 'not-a-jwt', 'invalid_token'],
    ])('for %s, in the URL or the first message', async (_case, token, errorCode) => {
      const bad = await token();
      const expected = await rest401(bad);
      expect(expected.error_code).toBe(errorCode);
      await expectRejected(await connect(`?access_token=${bad}`), expected);
      const viaMessage = await connect();
      viaMessage.send({ type: 'auth', access_token: bad });
      await expectRejected(viaMessage, expected);
    });

    it('when the token expires, unless a fresh token of the same user came first', async () => {
      const userId = randomUUID();
      const shortLived = await mintToken(userId, { expiresIn: 2 });
      const [expiring, extended] = await Promise.all([connect(`?access_token=${shortLived}`), connect(`?access_token=${shortLived}`)]);
      const ready = await expiring.next();
      expect(await extended.next()).toEqual(ready);
      extended.send({ type: 'auth', access_token: await mintToken(userId, { expiresIn: 3600 }) });
      const extendedReady = await extended.next();
      expect(extendedReady).toMatchObject({ type: 'ready', user_id: userId });
      expect((extendedReady as { expires_at: number }).expires_at).toBeGreaterThan((ready as { expires_at: number }).expires_at);

      await expectRejected(expiring, await rest401(await mintToken(userId, { expiresIn: -1 })));
      extended.send({ type: 'ping' });
      expect(await extended.next()).toEqual({ type: 'pong' });
    });

    it("when a later token names another user", async () => {
      const [alice, bob] = await Promise.all([newUser(), newUser()]);
      const socket = await subscribe(alice);
      socket.send({ type: 'auth', access_token: bob.token });
      await expectRejected(socket, { type: 'error', error: expect.stringContaining('another user'), error_code: 'user_mismatch' });
    });
  });

  it('answers malformed messages with an error and stays open', async () => {
    const socket = await subscribe(await newUser());
    socket.send('not json');
    expect(await socket.next()).toMatchObject({ type: 'error', error_code: 'bad_request' });
    socket.raw.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toMatchObject({ type: 'error', error_code: 'bad_request' });
    socket.send({ type: 'explode' });
    expect(await socket.next()).toEqual({ type: 'error', error: 'Unknown message type: send one of auth, subscribe, ping.', error_code: 'bad_request' });
    socket.send({ type: 'subscribe', run_id: 'run-1' });
    expect(await socket.next()).toEqual({ type: 'error', error: 'A valid run id is required.', error_code: 'validation_failed' });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
  });

  it('closes with 4400 when ?run_id= is not a run id', async () => {
    const socket = await connect(`?access_token=${(await newUser()).token}&run_id=run-1`);
    expect(await socket.next()).toEqual({ type: 'error', error: 'A valid run id is required.', error_code: 'invalid_id' });
    expect(await socket.closed).toEqual({ code: REALTIME_CLOSE_CODES.badRequest, reason: 'invalid_id' });
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const user = await newUser();
    const silent = await connect(`?access_token=${user.token}`, { autoPong: false });
    const lively = await subscribe(user);
    // 1006: the API terminated the connection without a close frame, as it must for a peer that is gone.
    expect((await silent.closed).code).toBe(1006);
    lively.send({ type: 'ping' });
    expect(await lively.next()).toEqual({ type: 'pong' });
  });

  it('keeps delivering after its database connection is killed, and tells sockets to resync', async () => {
    const alice = await newUser();
    const socket = await subscribe(alice);
    const listeners = `select pid from pg_stat_activity where application_name = '${RUN_UPDATES_APPLICATION_NAME}'`;
    const killed = await api().pool.query(`select pg_terminate_backend(pid) from (${listeners}) as listener`);
    expect(killed.rowCount).toBe(1);

    expect(await socket.next()).toEqual({ type: 'resync' });
    expect((await api().pool.query(listeners)).rowCount).toBe(1);
    const run = await startRun(alice);
    expect(await socket.next()).toMatchObject({ type: 'run.updated', run: { id: run.id } });
  });

  it('answers a plain GET with 426 and is in the OpenAPI document', async () => {
    const response = await api().server.inject({ method: 'GET', url: '/api/ws' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: 'GET /api/ws is a websocket: connect with an Upgrade: websocket request.',
      error_code: 'upgrade_required',
    });
    const document = (await api().server.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/ws'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['access_token', 'run_id']);
  });
});
