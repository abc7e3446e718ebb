import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringToBase64URL } from '@supabase/ssr';
import { AUTH_STORAGE_KEY } from '@verity/auth-client';
import { createBlogLibrary, parseArticle } from '@verity/blog';
import { parseEnv } from '@verity/config';
import { MAX_BODY_BYTES } from '@verity/contracts';
import { BAD_IDS, BAD_QUERY_VALUES, BAD_VALUES, pick, RAW_BODIES, seededRandom, withinTime, WRONG_CONTENT_TYPES } from '@verity/process/testing';
import { SERVER_FN_FLAG, SERVER_FN_PREFIX, serverFnUrl } from '@verity/server-fn';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { bffEnvSchema } from '../env';
import { createTestServer } from '../testing/test-server';
import { createServerFunctions } from '.';

// Every server function of the web origin, and ids that name none, sent the classes of bad input a careless client
// or an attacker sends (the same classes as the API's fuzz test): wrong methods and content types, malformed,
// deep and huge payloads, wrong data types, cross-site origins, and session cookies that are missing, expired,
// truncated or not what @supabase/ssr writes. No answer may be a 5xx, hang, or leave the error shape
// {error, error_code} the server-function client reads.

jest.setTimeout(240_000);

/**
 * The auth service and the API as they answer a session they do not know: GoTrue's refusals and the API's 401
 * envelope. With them up, nothing the BFF answers is "unavailable": every 5xx is the BFF's own.
 */
async function startUpstreams(): Promise<{ authUrl: string; apiUrl: string; close: () => Promise<void> }> {
  const goTrue = (status: number, errorCode: string, msg: string) => ({ code: status, error_code: errorCode, msg });
  const auth = Fastify();
  auth.post('/auth/v1/token', async (_request, reply) => reply.code(400).send(goTrue(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')));
  auth.get('/auth/v1/user', async (_request, reply) => reply.code(403).send(goTrue(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')));
  auth.post('/auth/v1/logout', async (_request, reply) => reply.code(403).send(goTrue(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')));
  auth.setNotFoundHandler(async (_request, reply) => reply.code(404).send(goTrue(404, 'not_found', 'Not found')));
  const api = Fastify();
  api.setNotFoundHandler(async (_request, reply) =>
    reply.code(401).send({ ok: false, data: null, error: 'Could not validate credentials: the access token is invalid.', error_code: 'invalid_token' }),
  );
  const urlOf = async (server: FastifyInstance) => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  };
  return { authUrl: await urlOf(auth), apiUrl: await urlOf(api), close: async () => void (await Promise.all([auth.close(), api.close()])) };
}

/** A session as @supabase/ssr keeps it, with any field replaced. */
function session(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const expiresIn = 3600;
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    user: { id: '9d3c1f0e-8a61-4a55-9b4e-0f7d2f6c1a11', aud: 'authenticated', email: 'ada@example.com', app_metadata: {}, user_metadata: {}, created_at: '2026-11-01T00:00:00Z' },
    ...overrides,
  };
}

const encoded = (value: unknown) => `base64-${stringToBase64URL(typeof value === 'string' ? value : JSON.stringify(value))}`;

/** Cookie headers a browser, a stale tab or an attacker may send, by what they are. */
const COOKIES: Record<string, string | undefined> = {
  none: undefined,
  'a valid session': `${AUTH_STORAGE_KEY}=${encoded(session())}`,
  'an expired session': `${AUTH_STORAGE_KEY}=${encoded(session({ expires_at: Math.floor(Date.now() / 1000) - 60 }))}`,
  'plain text': `${AUTH_STORAGE_KEY}=garbage`,
  'base64 that is not': `${AUTH_STORAGE_KEY}=base64-!!!***`,
  'base64 of text': `${AUTH_STORAGE_KEY}=${encoded('not json {')}`,
  'base64 of null': `${AUTH_STORAGE_KEY}=${encoded('null')}`,
  'base64 of a string': `${AUTH_STORAGE_KEY}=${encoded('"text"')}`,
  'base64 of an array': `${AUTH_STORAGE_KEY}=${encoded('[]')}`,
  'base64 of a number': `${AUTH_STORAGE_KEY}=${encoded('123')}`,
  'fields of the wrong types': `${AUTH_STORAGE_KEY}=${encoded({ access_token: 5, refresh_token: null, expires_at: 'soon', expires_in: [], user: 'x' })}`,
  'an empty object': `${AUTH_STORAGE_KEY}=${encoded({})}`,
  'no refresh token, expired': `${AUTH_STORAGE_KEY}=${encoded(session({ refresh_token: undefined, expires_at: 0 }))}`,
  'expires_at far away': `${AUTH_STORAGE_KEY}=${encoded(session({ expires_at: 1e308 }))}`,
  'expires_at negative': `${AUTH_STORAGE_KEY}=${encoded(session({ expires_at: -1 }))}`,
  'a token a header cannot carry': `${AUTH_STORAGE_KEY}=${encoded(session({ access_token: 'a\nb\u0100' }))}`,
  'a refresh token a body can carry, expired': `${AUTH_STORAGE_KEY}=${encoded(session({ refresh_token: 'a\u0000\ud800', expires_at: 0 }))}`,
  'a 12 KB token': `${AUTH_STORAGE_KEY}=${encoded(session({ access_token: 'x'.repeat(9_000) }))}`,
  'prototype keys': `${AUTH_STORAGE_KEY}=${encoded('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}')}`,
  'the first chunk only': `${AUTH_STORAGE_KEY}.0=${encoded(session()).slice(0, 40)}`,
  'the second chunk only': `${AUTH_STORAGE_KEY}.1=${encoded(session()).slice(40)}`,
  'chunks with a gap': `${AUTH_STORAGE_KEY}.0=${encoded(session()).slice(0, 40)}; ${AUTH_STORAGE_KEY}.2=xyz`,
  'chunks and a whole cookie': `${AUTH_STORAGE_KEY}=${encoded(session())}; ${AUTH_STORAGE_KEY}.0=base64-eyJ`,
  'the cookie twice': `${AUTH_STORAGE_KEY}=garbage; ${AUTH_STORAGE_KEY}=${encoded(session())}`,
  'broken syntax': `=;;=; ${AUTH_STORAGE_KEY}; ==${AUTH_STORAGE_KEY}==`,
  'quoted value': `${AUTH_STORAGE_KEY}="${encoded(session())}"`,
  'bad percent-encoding': `${AUTH_STORAGE_KEY}=%E0%A4%A; other=%`,
  'non-ASCII bytes': `${AUTH_STORAGE_KEY}=caf\u00e9\u00ff`,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

interface Attempt {
  label: string;
  method: Method;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

const ERROR_CODE = /^[a-z][a-z0-9_]*$/;

describe('the server functions under bad input', () => {
  let upstreams: Awaited<ReturnType<typeof startUpstreams>>;
  let server: ReturnType<typeof createTestServer>;
  let distDir: string;
  let functions: Array<{ id: string; method: 'GET' | 'POST'; dataFields: string[] }>;

  beforeAll(async () => {
    upstreams = await startUpstreams();
    const env = parseEnv(bffEnvSchema, { PORT: '3000', ANON_KEY: 'anon', API_URL: upstreams.apiUrl, AUTH_URL: upstreams.authUrl });
    const blog = createBlogLibrary([parseArticle('---\ntitle: One\nexcerpt: About one.\nslug: one\ndate: 2026-09-01\nfeatured: true\n---\nText.\n', 'one.md').article]);
    distDir = await mkdtemp(join(tmpdir(), 'verity-bff-fuzz-'));
    const implementations = createServerFunctions({ authUrl: env.AUTH_URL, anonKey: env.ANON_KEY, apiUrl: env.API_URL, blog });
    functions = implementations.map(({ definition }) => {
      // The fields of an object input (through .optional() too), so each can be set to a bad value.
      const input = definition.input as { shape?: object; def?: { innerType?: { shape?: object } } };
      const shape = input.shape ?? input.def?.innerType?.shape;
      return { id: definition.id, method: definition.method, dataFields: Object.keys(shape ?? {}) };
    });
    server = createTestServer({ distDir, serverFunctions: implementations, blog, env });
    await server.ready();
  });

  afterAll(async () => {
    await server?.close();
    await upstreams?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  function attempts(random: () => number): Attempt[] {
    const list: Attempt[] = [];
    const json = { 'content-type': 'application/json' };
    for (const id of [...BAD_IDS, '', 'constructor', '__proto__', 'hasOwnProperty', 'getSession/extra']) {
      list.push({ label: `unknown id ${id.slice(0, 20)}`, method: 'GET', url: `${SERVER_FN_PREFIX}/${id}?${SERVER_FN_FLAG}` });
      list.push({ label: `unknown id ${id.slice(0, 20)}`, method: 'POST', url: `${SERVER_FN_PREFIX}/${id}?${SERVER_FN_FLAG}`, payload: '{}', headers: json });
    }
    for (const { id, method, dataFields } of functions) {
      const call = (payload?: string, headers: Record<string, string> = {}, overrideMethod: Method = method, url = serverFnUrl(id, 'POST')) =>
        list.push({ label: id, method: overrideMethod, url, ...(payload !== undefined ? { payload } : {}), headers });
      const withData = (data: unknown, context?: unknown) =>
        method === 'GET'
          ? list.push({ label: id, method, url: `${serverFnUrl(id, 'POST')}&payload=${encodeURIComponent(JSON.stringify({ data, context }))}` })
          : call(JSON.stringify({ data, context }), json);

      for (const other of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const) if (other !== method) call(other === 'GET' || other === 'HEAD' ? undefined : '{}', json, other);
      list.push({ label: `${id} without the flag`, method, url: `${SERVER_FN_PREFIX}/${id}`, ...(method === 'POST' ? { payload: '{}', headers: json } : {}) });
      for (const cookie of Object.values(COOKIES)) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        if (method === 'GET') list.push({ label: id, method, url: serverFnUrl(id, 'GET', {}), headers });
        else call('{"context":{}}', { ...json, ...headers });
      }
      if (method === 'GET') {
        for (const raw of [...RAW_BODIES, 'x'.repeat(6_000)]) list.push({ label: id, method, url: `${serverFnUrl(id, 'POST')}&payload=${encodeURIComponent(raw)}` });
        for (const value of BAD_QUERY_VALUES) list.push({ label: id, method, url: `${serverFnUrl(id, 'POST')}&payload=${value}` });
        list.push({ label: id, method, url: `${serverFnUrl(id, 'POST')}&payload={}&payload=[` });
      } else {
        for (const raw of RAW_BODIES) call(raw, json);
        for (const contentType of WRONG_CONTENT_TYPES) call('data=x', { 'content-type': contentType });
        call(JSON.stringify({ data: 'x'.repeat(MAX_BODY_BYTES) }), json);
        for (const origin of ['null', 'https://evil.example', 'not a url', 'http://localhost:80@evil.example', 'http://[::1']) {
          call('{}', { ...json, origin, cookie: COOKIES['a valid session']! });
        }
      }
      for (const value of BAD_VALUES) {
        withData(value);
        withData(undefined, value);
        for (const field of dataFields) {
          const data: Record<string, unknown> = { [field]: value };
          for (const sibling of dataFields) if (sibling !== field && random() < 0.5) data[sibling] = pick(random, BAD_VALUES);
          withData(data);
        }
      }
    }
    // The same bad payloads once more with a session cookie, each with a cookie chosen at random.
    const cookies = Object.values(COOKIES).filter((cookie): cookie is string => cookie !== undefined);
    return list.concat(list.filter(() => random() < 0.3).map((attempt) => ({ ...attempt, headers: { ...attempt.headers, cookie: pick(random, cookies) } })));
  }

  function problemWith(attempt: Attempt, response: LightMyRequestResponse): string | null {
    const status = response.statusCode;
    if (status >= 500) return `answered ${status} ${response.body.slice(0, 160)}`;
    // HEAD has no body; a preflight is answered by the router itself.
    if (attempt.method === 'HEAD' || (attempt.method === 'OPTIONS' && status === 204)) return null;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `answered ${status} with no JSON: ${response.body.slice(0, 80)}`;
    }
    if (status < 400) return null;
    const { ok, data, error, error_code: errorCode } = (body ?? {}) as Record<string, unknown>;
    const isErrorShape = typeof error === 'string' && error !== '' && typeof errorCode === 'string' && ERROR_CODE.test(errorCode);
    const isEnvelopeIfOne = !('ok' in (body as object)) || (ok === false && data === null);
    return isErrorShape && isEnvelopeIfOne ? null : `answered ${status} outside the error shape: ${JSON.stringify(body).slice(0, 120)}`;
  }

  it('answers every bad call in the error shape, never with a 5xx or a hang', async () => {
    // supabase-js logs every refused refresh and @supabase/ssr every undecodable cookie: hundreds of lines that
    // say nothing here, where the answers are what is judged.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const random = seededRandom(7);
    const list = attempts(random);
    const problems: string[] = [];
    for (const attempt of list) {
      const cookieLabel = Object.entries(COOKIES).find(([, cookie]) => cookie === attempt.headers?.cookie)?.[0] ?? 'no cookie';
      const where = `${attempt.method} ${attempt.url.slice(0, 90)} [${attempt.label}; ${cookieLabel}; ${attempt.headers?.origin ?? ''}] ${String(attempt.payload ?? '').slice(0, 50)}`;
      const started = Date.now();
      let response: LightMyRequestResponse;
      try {
        response = await withinTime(
          server.inject({ method: attempt.method, url: attempt.url, headers: attempt.headers ?? {}, ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}) }),
          10_000,
          where,
        );
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      const problem = problemWith(attempt, response);
      if (problem) problems.push(`${where} → ${problem}`);
      if (Date.now() - started > 5_000) problems.push(`${where} → took ${Date.now() - started} ms`);
    }
    jest.restoreAllMocks();
    expect(problems).toEqual([]);
    expect(list.length).toBeGreaterThan(500);
  });
});
