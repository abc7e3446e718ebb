import { randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { parseRealtimeServerMessage, REALTIME_CLOSE_CODES, type RealtimeServerMessage } from '@verity/contracts';
import { BAD_IDS, BAD_VALUES, deepJson, pick, RAW_BODIES, seededRandom, withinTime } from '@verity/process/testing';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { JWT_SECRET, mintToken, newUser, type TestUser, useApi } from '../testing/api-harness';

// GET /api/ws sent what a broken client or an attacker sends: malformed, non-JSON, binary, oversized and invalid
// UTF-8 frames, unknown message types, fields of the wrong types, run ids that are not ids or are another user's,
// and bad tokens in the URL and in auth messages. Every socket must get an error message it can read, or a close
// with a code that says why (4400, 4401, or the protocol's own 1007/1009), never a hang, an internal error (1011),
// a dropped connection (1006) or another user's data; and the server must keep serving the sockets it has.

jest.setTimeout(240_000);

const ANSWER_MS = 5_000;
/** Closes that tell a client what it did wrong: 4400/4401 (ours), 1007 invalid UTF-8, 1009 too big (the protocol's). */
const CLEAR_CLOSES = new Set<number>([REALTIME_CLOSE_CODES.badRequest, REALTIME_CLOSE_CODES.unauthorized, 1007, 1009]);

interface Frame {
  label: string;
  data: string | Buffer;
  isBinary?: boolean;
  /** Must be refused: with an error message, or a close. */
  isInvalid: boolean;
  /** Authenticates a socket that has not yet. */
  isValidAuth?: boolean;
}

interface Closed {
  code: number;
  reason: string;
}

/** A client socket that keeps every frame the server sent and how it closed. */
interface FuzzSocket {
  raw: WebSocket;
  texts: string[];
  messages: RealtimeServerMessage[];
  /** Frames outside the contract: binary ones, or text no client can parse. */
  strays: string[];
  closed: Promise<Closed>;
  /** Resolves at the first message `matches` accepts, or at close, or after `ms`. */
  until(matches: (message: RealtimeServerMessage) => boolean, ms?: number): Promise<RealtimeServerMessage | Closed | 'timeout'>;
}

const isClosed = (value: unknown): value is Closed => typeof value === 'object' && value !== null && 'code' in value;

describe('GET /api/ws under bad input', () => {
  const api = useApi({ realtime: { authTimeoutMs: 500, heartbeatIntervalMs: 1_000, reconnectDelays: { initialMs: 50, maxMs: 500 } } });
  const sockets: WebSocket[] = [];
  let baseUrl: string;

  beforeAll(async () => {
    await api().server.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(api().server.server.address() as AddressInfo).port}/api/ws`;
  });

  afterAll(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });

  /** A socket, or the HTTP status the server refused the upgrade with. */
  async function open(query = ''): Promise<FuzzSocket | { refusedWith: number }> {
    const raw = new WebSocket(`${baseUrl}${query}`);
    sockets.push(raw);
    const texts: string[] = [];
    const messages: RealtimeServerMessage[] = [];
    const strays: string[] = [];
    const listeners = new Set<() => void>();
    let closedWith: Closed | null = null;
    raw.on('message', (data: Buffer, isBinary: boolean) => {
      const text = data.toString();
      const message = isBinary ? null : parseRealtimeServerMessage(text);
      texts.push(text);
      if (message) messages.push(message);
      else strays.push(`${isBinary ? 'binary ' : ''}${text.slice(0, 100)}`);
      listeners.forEach((listener) => listener());
    });
    const closed = new Promise<Closed>((resolve) =>
      raw.once('close', (code, reason) => {
        closedWith = { code, reason: reason.toString() };
        resolve(closedWith);
        listeners.forEach((listener) => listener());
      }),
    );
    raw.on('error', () => undefined);
    const opened = await new Promise<true | number>((resolve) => {
      raw.once('open', () => resolve(true));
      raw.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      raw.once('close', () => resolve(0));
    });
    if (opened !== true) return { refusedWith: opened };

    function until(matches: (message: RealtimeServerMessage) => boolean, ms = ANSWER_MS) {
      let seen = 0;
      return new Promise<RealtimeServerMessage | Closed | 'timeout'>((resolve) => {
        const check = () => {
          for (; seen < messages.length; seen += 1) {
            if (matches(messages[seen]!)) return finish(messages[seen]!);
          }
          if (closedWith) finish(closedWith);
        };
        const timer = setTimeout(() => finish('timeout'), ms);
        function finish(result: RealtimeServerMessage | Closed | 'timeout') {
          clearTimeout(timer);
          listeners.delete(check);
          resolve(result);
        }
        listeners.add(check);
        check();
      });
    }
    return { raw, texts, messages, strays, closed, until };
  }

  async function authenticated(user: TestUser): Promise<FuzzSocket> {
    const socket = await open(`?access_token=${user.token}`);
    if ('refusedWith' in socket) throw new Error(`the upgrade was refused with ${socket.refusedWith}`);
    const ready = await socket.until((message) => message.type === 'ready');
    if (isClosed(ready) || ready === 'timeout' || ready.type !== 'ready') throw new Error(`no ready message: ${JSON.stringify(ready)}`);
    return socket;
  }

  /** Tokens that must each be refused, some signed with the API's own secret. */
  async function brokenTokens(): Promise<Record<string, string>> {
    const now = Math.floor(Date.now() / 1000);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT({ role: 'authenticated', ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience('authenticated')
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(JWT_SECRET));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: randomUUID(), aud: 'authenticated' })).toString('base64url')}.`;
    return {
      'not a JWT': 'x',
      'three dotted parts': 'a.b.c',
      'alg none': unsigned,
      'another secret': await mintToken(randomUUID(), { secret: 'another-secret-that-is-at-least-32-characters' }),
      expired: await mintToken(randomUUID(), { expiresIn: -60 }),
      'another audience': await mintToken(randomUUID(), { audience: 'anon' }),
      'sub not a UUID': await signed({ sub: 'not-a-uuid' }),
      'sub of the wrong type': await signed({ sub: 42 }),
      '60 000 characters': 'a'.repeat(60_000),
    };
  }

  /** Tokens signed with the API's secret that are odd yet valid: they authenticate, and `ready` must still fit the contract. */
  async function oddValidTokens(): Promise<Record<string, string>> {
    const now = Math.floor(Date.now() / 1000);
    const signed = (exp: number) =>
      new SignJWT({ role: 'authenticated', sub: randomUUID() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience('authenticated')
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(JWT_SECRET));
    return { 'exp not a whole second': await signed(now + 3600.5), 'exp past the safe integers': await signed(1e308) };
  }

  /** Frames that must be refused, and frames that may be accepted, from each class of bad input. */
  function frames(random: () => number, tokens: Record<string, string>, oddTokens: Record<string, string>, otherUsersRunId: string): Frame[] {
    const text = (label: string, value: unknown, isInvalid = true): Frame => ({ label, data: typeof value === 'string' ? value : JSON.stringify(value), isInvalid });
    const list: Frame[] = [
      ...RAW_BODIES.map((body) => text(`raw ${body.slice(0, 20)}`, body)),
      text('deep JSON', deepJson(30_000)),
      text('deep object', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
      text('70 KB (over the limit)', 'x'.repeat(70 * 1024)),
      { label: 'binary', data: Buffer.from([0, 1, 2, 255]), isBinary: true, isInvalid: true },
      { label: 'binary JSON', data: Buffer.from(JSON.stringify({ type: 'ping' })), isBinary: true, isInvalid: true },
      { label: 'invalid UTF-8 text', data: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), isBinary: false, isInvalid: true },
      text('prototype keys', '{"type":"ping","__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}', false),
      text('type __proto__', { type: '__proto__' }),
      text('type toString', { type: 'toString' }),
      text('type with a NUL', { type: 'ping\u0000' }),
      text('type PING', { type: 'PING' }),
      text('subscribe, no run_id', { type: 'subscribe' }, false),
      text("subscribe to another user's run", { type: 'subscribe', run_id: otherUsersRunId }, false),
      text('subscribe, run_id in capitals', { type: 'subscribe', run_id: otherUsersRunId.toUpperCase() }, false),
      text('auth, no token', { type: 'auth' }),
      text('ping with extras', { type: 'ping', extra: 'x'.repeat(1_000), nested: { deep: [[[]]] } }, false),
      ...BAD_VALUES.filter((value) => JSON.stringify(value).length < 60_000).flatMap((value) => [
        text(`value ${JSON.stringify(value).slice(0, 20)}`, value),
        text(`type ${JSON.stringify(value).slice(0, 20)}`, { type: value }),
        text(`subscribe ${JSON.stringify(value).slice(0, 20)}`, { type: 'subscribe', run_id: value }, value !== null),
        text(`auth ${JSON.stringify(value).slice(0, 20)}`, { type: 'auth', access_token: value }),
      ]),
      ...BAD_IDS.filter((id) => id.length < 1_000).map((id) => text(`subscribe ${id.slice(0, 20)}`, { type: 'subscribe', run_id: id }, !/^[0-9a-f-]{36}$/.test(id))),
      ...Object.entries(tokens).map(([label, token]) => text(`auth with a token: ${label}`, { type: 'auth', access_token: token })),
      // Another user's valid token: it authenticates a new socket, and closes one already someone else's (4401).
      ...Object.entries(oddTokens).map(([label, token]) => ({ ...text(`auth with a token: ${label}`, { type: 'auth', access_token: token }, false), isValidAuth: true })),
    ];
    // Random bytes, as text and binary frames, and valid messages with a field swapped for a bad value.
    for (let index = 0; index < 20; index += 1) {
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
      list.push({ label: `random bytes #${index}`, data: bytes, isBinary: random() < 0.5, isInvalid: true });
      const message: Record<string, unknown> = pick(random, [{ type: 'ping' }, { type: 'subscribe', run_id: null }, { type: 'auth', access_token: 'x' }]);
      list.push(text(`mutated #${index}`, { ...message, [pick(random, ['type', 'run_id', 'access_token', 'extra'])]: pick(random, BAD_VALUES) }, false));
    }
    return list;
  }

  it('answers every bad frame and token with an error or a clear close, keeps serving other sockets, and leaks nothing', async () => {
    const [alice, mallory, witnessUser] = await Promise.all([newUser(), newUser(), newUser()]);
    const test = (await api().injectAs(alice, 'POST', '/api/tests/', { configuration: { name: 'Private', base_url: 'https://shop.example.com', instructions: ['Open /'] } })).json().data as { id: string };
    const aliceRun = (await api().injectAs(alice, 'POST', `/api/tests/${test.id}/run`)).json().data as { id: string };
    const aliceSocket = await authenticated(alice);
    const witness = await authenticated(witnessUser);

    const random = seededRandom(21);
    const tokens = await brokenTokens();
    const oddTokens = await oddValidTokens();
    const problems: string[] = [];
    const fuzzSockets: FuzzSocket[] = [];

    /** The witness still gets an answer: the server survived whatever the last socket sent. */
    async function expectServing(after: string) {
      witness.raw.send(JSON.stringify({ type: 'ping' }));
      const pong = await witness.until((message) => message.type === 'pong');
      if (isClosed(pong) || pong === 'timeout') problems.push(`after ${after}: the witness socket got no pong (${JSON.stringify(pong)})`);
    }

    /** What a socket that was sent something bad ended with: a clear close, or `answer` (pong) while still open. */
    function judge(where: string, outcome: RealtimeServerMessage | Closed | 'timeout', socket: FuzzSocket, frame: Frame | null) {
      if (socket.strays.length) problems.push(`${where}: sent frames outside the contract: ${socket.strays.join(' | ')}`);
      if (outcome === 'timeout') return problems.push(`${where}: no answer and no close within ${ANSWER_MS} ms`);
      if (isClosed(outcome)) {
        if (!CLEAR_CLOSES.has(outcome.code)) problems.push(`${where}: closed with ${outcome.code} ${outcome.reason}`);
        // Our own closes say why in a message first; the protocol's (1007, 1009) cannot.
        if (outcome.code >= 4000 && !socket.messages.some((message) => message.type === 'error')) problems.push(`${where}: closed with ${outcome.code} and no error message`);
      } else if (frame?.isInvalid && !socket.messages.some((message) => message.type === 'error')) {
        problems.push(`${where}: accepted it without an error message`);
      }
    }

    // Tokens and run ids in the URL.
    const urlCases: Record<string, string> = {
      'no token, nothing sent': '',
      'the token twice': `?access_token=${mallory.token}&access_token=${mallory.token}`,
      'an empty token': '?access_token=',
      'an 8 KB token': `?access_token=${'a'.repeat(8_000)}`,
      'a 20 KB token': `?access_token=${'a'.repeat(20_000)}`,
      'a NUL in the token': `?access_token=${mallory.token}%00`,
      'bad percent-encoding': `?access_token=%E0%A4%A&run_id=%`,
      ...Object.fromEntries(Object.entries({ ...tokens, ...oddTokens }).map(([label, token]) => [`a token: ${label}`, `?access_token=${encodeURIComponent(token)}`])),
      ...Object.fromEntries(BAD_IDS.map((id) => [`run_id ${id.slice(0, 20)}`, `?access_token=${mallory.token}&run_id=${id}`])),
      'run_id twice': `?access_token=${mallory.token}&run_id=${aliceRun.id}&run_id=${aliceRun.id}`,
    };
    for (const [label, query] of Object.entries(urlCases)) {
      const where = `URL with ${label}`;
      const socket = await withinTime(open(query), ANSWER_MS, where).catch((error: Error) => error);
      if (socket instanceof Error) {
        problems.push(socket.message);
        continue;
      }
      if ('refusedWith' in socket) {
        // Refused before the upgrade (a header over Node's limit): a 4xx is an answer.
        if (socket.refusedWith < 400 || socket.refusedWith >= 500) problems.push(`${where}: the upgrade was refused with ${socket.refusedWith}`);
        continue;
      }
      fuzzSockets.push(socket);
      const outcome = await socket.until((message) => message.type === 'ready', ANSWER_MS);
      // A ready socket is judged like any other: it still answers a ping.
      if (!isClosed(outcome) && outcome !== 'timeout') {
        socket.raw.send(JSON.stringify({ type: 'ping' }));
        judge(where, await socket.until((message) => message.type === 'pong'), socket, null);
      } else judge(where, outcome, socket, null);
      await expectServing(where);
    }

    // Frames before authentication (each must be refused: only {type: 'auth'} is understood) and after it.
    for (const frame of frames(random, tokens, oddTokens, aliceRun.id)) {
      for (const stage of ['before auth', 'after auth'] as const) {
        const where = `${stage}: ${frame.label}`;
        const socket = stage === 'before auth' ? await open() : await authenticated(mallory);
        if ('refusedWith' in socket) {
          problems.push(`${where}: the upgrade was refused with ${socket.refusedWith}`);
          continue;
        }
        fuzzSockets.push(socket);
        socket.raw.send(frame.data, { binary: frame.isBinary ?? false });
        if (socket.raw.readyState === WebSocket.OPEN) socket.raw.send(JSON.stringify({ type: 'ping' }));
        const outcome = await socket.until((message) => message.type === 'pong');
        const mustRefuse = stage === 'before auth' && !frame.isValidAuth;
        judge(where, outcome, socket, mustRefuse ? { ...frame, isInvalid: true } : frame);
        if (mustRefuse && !isClosed(outcome)) problems.push(`${where}: a socket that never authenticated stayed open`);
        if (frame.isValidAuth && stage === 'before auth' && !socket.messages.some((message) => message.type === 'ready')) problems.push(`${where}: a valid token did not authenticate`);
        socket.raw.terminate();
        await expectServing(where);
      }
    }

    // Alice's run changes while Mallory's sockets, some subscribed to its id, listen: only Alice hears of it.
    const mallorys = [await authenticated(mallory), await authenticated(mallory)];
    mallorys[0]!.raw.send(JSON.stringify({ type: 'subscribe', run_id: aliceRun.id }));
    await mallorys[0]!.until((message) => message.type === 'subscribed');
    fuzzSockets.push(...mallorys);
    await api().pool.query(`update test_runs set status = 'running' where id = $1`, [aliceRun.id]);
    const update = await aliceSocket.until((message) => message.type === 'run.updated' && message.run.id === aliceRun.id && message.run.status === 'running');
    if (isClosed(update) || update === 'timeout') problems.push(`Alice got no update of her own run (${JSON.stringify(update)})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const socket of fuzzSockets) {
      const leaked = socket.texts.filter((text) => text.includes(aliceRun.id) && !text.includes('"subscribed"') && !text.includes('"error"'));
      if (leaked.length) problems.push(`another user's socket got Alice's run: ${leaked[0]!.slice(0, 120)}`);
      if (socket.texts.some((text) => text.includes(alice.id))) problems.push(`another user's socket got Alice's user id`);
    }
    await expectServing('everything');
    expect((await api().server.inject('/api/health')).statusCode).toBe(200);
    expect(problems).toEqual([]);
    expect(fuzzSockets.length).toBeGreaterThan(150);
  });
});
