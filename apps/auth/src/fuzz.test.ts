import { randomUUID } from 'node:crypto';
import { BAD_QUERY_VALUES, BAD_VALUES, pick, RAW_BODIES, seededRandom, withinTime, WRONG_CONTENT_TYPES } from '@verity/process/testing';
import { AUTH_MAX_BODY_BYTES } from '@verity/contracts';
import { sql } from 'drizzle-orm';
import { type LightMyRequestResponse } from 'fastify';
import { signJwt } from './jwt';
import { type RunningAuth, TEST_JWT_SECRET, uniqueEmail, useAuthDatabase } from './test-support';

// Every route of the auth service, sent the classes of bad input a careless client or an attacker sends (the same
// classes as the API's fuzz test), with and without a session and with broken bearer tokens. supabase-js reads
// GoTrue's error body {code, error_code, msg}: no answer may be a 5xx, hang, leave that shape, or write a user,
// session or token row for a request it refused.

jest.setTimeout(240_000);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

interface Operation {
  method: Method;
  /** Under /auth/v1; may carry a query string of its own. */
  path: string;
  bodyFields?: string[];
  queryFields?: string[];
  /** Sent with a fresh session's bearer token (and, separately, with broken ones). */
  needsSession?: boolean;
  /** A page a browser navigates to: its refusals are HTML for people, or a 303 back to the app with the error. */
  isNavigation?: boolean;
}

const OPERATIONS: Operation[] = [
  { method: 'POST', path: '/signup', bodyFields: ['email', 'password', 'data'], queryFields: ['redirect_to'] },
  { method: 'POST', path: '/token?grant_type=password', bodyFields: ['email', 'password'] },
  { method: 'POST', path: '/token?grant_type=refresh_token', bodyFields: ['refresh_token'] },
  { method: 'POST', path: '/token?grant_type=pkce', bodyFields: ['auth_code', 'code_verifier'] },
  { method: 'POST', path: '/token', queryFields: ['grant_type'] },
  { method: 'GET', path: '/user', needsSession: true },
  { method: 'PUT', path: '/user', bodyFields: ['email', 'password', 'current_password', 'data'], needsSession: true },
  { method: 'POST', path: '/logout', queryFields: ['scope'], needsSession: true },
  { method: 'POST', path: '/recover', bodyFields: ['email', 'code_challenge', 'code_challenge_method'], queryFields: ['redirect_to'] },
  { method: 'GET', path: '/verify', queryFields: ['type', 'token', 'redirect_to'], isNavigation: true },
  { method: 'POST', path: '/verify', bodyFields: ['type', 'token_hash', 'email', 'token'] },
  { method: 'GET', path: '/authorize', queryFields: ['provider', 'redirect_to', 'code_challenge', 'code_challenge_method'], isNavigation: true },
  { method: 'GET', path: '/callback', queryFields: ['state', 'code', 'error'], isNavigation: true },
  { method: 'GET', path: '/settings' },
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/_dev/mail.json' },
  // Routes GoTrue has and this service does not offer: a GoTrue 404, not a crash.
  { method: 'POST', path: '/otp', bodyFields: ['email', 'create_user'] },
  { method: 'GET', path: '/admin/users' },
  { method: 'DELETE', path: `/admin/users/${randomUUID()}` },
  { method: 'PATCH', path: '/user', bodyFields: ['password'] },
];

interface Attempt {
  method: Method;
  path: string;
  payload?: string;
  contentType?: string;
  /** Replaces the fresh session's Authorization header (null: none at all). */
  authorization?: string | null;
  /** What a broken authorization is, for the failure message. */
  label?: string;
}

/** Fields set to values a client would send correctly, so the bad one is what a route meets. */
const VALID: Record<string, unknown> = {
  email: 'fuzz-target@example.com',
  password: 'correct horse battery',
  type: 'recovery',
  code_challenge: 'x'.repeat(43),
  code_challenge_method: 's256',
};

function attemptsFor(operation: Operation, random: () => number): Attempt[] {
  const attempts: Attempt[] = [];
  const { method, path } = operation;
  const join = path.includes('?') ? '&' : '?';
  for (const field of operation.queryFields ?? []) {
    for (const value of BAD_QUERY_VALUES) attempts.push({ method, path: `${path}${join}${field}=${value}` });
    attempts.push({ method, path: `${path}${join}${field}=a&${field}=b` });
  }
  attempts.push({ method, path: `${path}${join}unknown=%00` });
  if (method === 'GET' || method === 'DELETE') return attempts;
  for (const payload of RAW_BODIES) attempts.push({ method, path, payload, contentType: 'application/json' });
  for (const contentType of WRONG_CONTENT_TYPES) attempts.push({ method, path, payload: 'email=x', contentType });
  attempts.push({ method, path, payload: JSON.stringify({ email: 'x'.repeat(AUTH_MAX_BODY_BYTES) }), contentType: 'application/json' });
  // Each known field set to each bad value, its siblings valid or mangled at random.
  const fields = operation.bodyFields ?? [];
  for (const field of fields) {
    for (const value of BAD_VALUES) {
      const body: Record<string, unknown> = { [field]: value };
      for (const sibling of fields) {
        if (sibling === field) continue;
        const roll = random();
        if (roll < 0.4) body[sibling] = pick(random, BAD_VALUES);
        else if (roll < 0.8 && sibling in VALID) body[sibling] = VALID[sibling];
      }
      attempts.push({ method, path, payload: JSON.stringify(body), contentType: 'application/json' });
    }
  }
  attempts.push({ method, path, payload: JSON.stringify({ unknown_field: 1, ['a\u0000']: 2 }), contentType: 'application/json' });
  return attempts;
}

/** Bearer tokens that must each be refused with GoTrue's 401/403, including ones signed with our own secret. */
async function brokenAuthorizations(): Promise<Array<{ label: string; authorization: string | null }>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { aud: 'authenticated', role: 'authenticated', iat: now, exp: now + 3600 };
  const signed = (extra: object, secret = TEST_JWT_SECRET) => signJwt(secret, { ...claims, ...extra });
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: randomUUID(), session_id: randomUUID() })).toString('base64url')}.`;
  const tokens: Record<string, string | null> = {
    'no header': null,
    'empty header': '',
    'bearer, no token': 'Bearer',
    'bearer, blank token': 'Bearer ',
    'basic auth': 'Basic dXNlcjpwYXNz',
    'not a JWT': 'Bearer x',
    'three dotted parts': 'Bearer a.b.c',
    '10 000 characters': `Bearer ${'a'.repeat(10_000)}`,
    'alg none': `Bearer ${unsigned}`,
    'another secret': `Bearer ${await signed({ sub: randomUUID(), session_id: randomUUID() }, 'another-secret-that-is-at-least-32-characters')}`,
    expired: `Bearer ${await signed({ sub: randomUUID(), session_id: randomUUID(), exp: now - 60 })}`,
    'a session that does not exist': `Bearer ${await signed({ sub: randomUUID(), session_id: randomUUID() })}`,
    'sub and session_id not UUIDs': `Bearer ${await signed({ sub: 'not-a-uuid', session_id: 'not-a-uuid' })}`,
    'session_id with a NUL': `Bearer ${await signed({ sub: randomUUID(), session_id: 'a\u0000b' })}`,
    'sub and session_id of the wrong types': `Bearer ${await signed({ sub: 42, session_id: ['x'] })}`,
    'no session_id': `Bearer ${await signed({ sub: randomUUID() })}`,
    'another audience': `Bearer ${await signed({ sub: randomUUID(), session_id: randomUUID(), aud: 'someone-else' })}`,
  };
  return Object.entries(tokens).map(([label, authorization]) => ({ label, authorization }));
}

const ERROR_CODE = /^[a-z][a-z0-9_]*$/;

describe('the auth service under bad input', () => {
  const { start } = useAuthDatabase();
  let auth: RunningAuth;

  beforeAll(async () => {
    // Google configured but unreachable: /authorize and /callback run past their "not configured" answer.
    const google = { clientId: 'id', clientSecret: 'secret', authorizeUrl: 'http://127.0.0.1:1/auth', tokenUrl: 'http://127.0.0.1:1/token', userInfoUrl: 'http://127.0.0.1:1/me' };
    auth = await start(() => ({ google }));
  });

  /** Every row of the tables a request could write, hashed: a refused request must change none of them. */
  async function authRows(): Promise<string> {
    const tables = ['auth.users', 'auth.identities', 'auth.sessions', 'auth.refresh_tokens', 'auth.one_time_tokens'];
    const hashes = await Promise.all(
      tables.map(async (table) => {
        const result = await auth.db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from ${table} t`));
        return String((result.rows[0] as { hash: string }).hash);
      }),
    );
    return hashes.join(' ');
  }

  /** A new account's session: each attempt that needs one gets its own, so a logout or a password change cannot starve the rest. */
  async function freshSession(): Promise<string> {
    const response = await auth.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: uniqueEmail('fuzz'), password: VALID.password }),
    });
    expect(response.statusCode).toBe(200);
    return `Bearer ${response.json().access_token as string}`;
  }

  /** What is wrong with an answer, or null. */
  function problemWith(operation: Operation, response: LightMyRequestResponse): string | null {
    const status = response.statusCode;
    if (status >= 500) return `answered ${status} ${response.body.slice(0, 120)}`;
    if (status < 400) {
      if (status >= 300 && !operation.isNavigation) return `redirected (${status}) outside a browser navigation`;
      return null;
    }
    // Browser navigations refuse with a page for people (GoTrue does the same).
    if (operation.isNavigation && String(response.headers['content-type']).startsWith('text/html')) return null;
    let body: { code?: unknown; error_code?: unknown; msg?: unknown };
    try {
      body = response.json();
    } catch {
      return `answered ${status} with no JSON: ${response.body.slice(0, 80)}`;
    }
    const isGoTrue = body.code === status && typeof body.error_code === 'string' && ERROR_CODE.test(body.error_code) && typeof body.msg === 'string' && body.msg !== '';
    return isGoTrue ? null : `answered ${status} outside GoTrue's error shape: ${JSON.stringify(body).slice(0, 120)}`;
  }

  it('answers every bad request with a GoTrue 4xx, never a 5xx or a hang, and writes nothing for it', async () => {
    const random = seededRandom(15);
    const broken = await brokenAuthorizations();
    const attempts: Array<{ operation: Operation; attempt: Attempt }> = [];
    for (const operation of OPERATIONS) {
      for (const attempt of attemptsFor(operation, random)) attempts.push({ operation, attempt });
      if (operation.needsSession) {
        for (const { label, authorization } of broken) attempts.push({ operation, attempt: { method: operation.method, path: operation.path, authorization, label } });
      }
    }
    // Preflights from anywhere, asking for anything.
    for (const operation of OPERATIONS.slice(0, 8)) {
      attempts.push({ operation, attempt: { method: 'OPTIONS', path: operation.path, authorization: null } });
    }

    const problems: string[] = [];
    for (const { operation, attempt } of attempts) {
      const authorization = attempt.authorization !== undefined ? attempt.authorization : operation.needsSession ? await freshSession() : null;
      const before = await authRows();
      const where = `${attempt.method} ${attempt.path.slice(0, 80)} [${attempt.label ?? (authorization ? 'a fresh session' : 'no session')}] ${String(attempt.payload ?? '').slice(0, 60)}`;
      let response: LightMyRequestResponse;
      const started = Date.now();
      try {
        response = await withinTime(
          auth.inject({
            method: attempt.method,
            url: `/auth/v1${attempt.path}`,
            headers: {
              ...(authorization !== null ? { authorization } : {}),
              ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
              ...(attempt.method === 'OPTIONS' ? { origin: 'null', 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'x-\u00ff, cookie' } : {}),
            },
            ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
          }),
          10_000,
          where,
        );
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      const problem = problemWith(operation, response);
      if (problem) problems.push(`${where} → ${problem}`);
      const isRefused = response.statusCode >= 400 || (response.statusCode >= 300 && /[#?&]error=/.test(String(response.headers.location)));
      if (isRefused && (await authRows()) !== before) problems.push(`${where} → refused (${response.statusCode}), yet auth rows changed`);
      if (Date.now() - started > 5_000) problems.push(`${where} → took ${Date.now() - started} ms`);
    }
    expect(problems).toEqual([]);
    expect(attempts.length).toBeGreaterThan(500);
  });

  it('refuses a Host or X-Forwarded-* it cannot name itself by before it writes anything (no SITE_URL set)', async () => {
    const bare = await start(() => ({ siteUrl: null, externalUrl: null }));
    const email = uniqueEmail('fuzz-host');
    const signup = await bare.inject({ method: 'POST', url: '/auth/v1/signup', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email, password: VALID.password }) });
    expect(signup.statusCode).toBe(200);
    const { refresh_token: refreshToken, access_token: accessToken } = signup.json() as { refresh_token: string; access_token: string };

    const headerSets: Array<Record<string, string>> = [
      { host: 'exa mple.com' },
      { host: '' },
      { host: 'a'.repeat(300) },
      { host: 'evil.example:99999' },
      { host: '[::1' },
      { host: 'localhost', 'x-forwarded-host': 'bad host, other' },
      { host: 'localhost', 'x-forwarded-proto': 'javascript' },
      { host: 'localhost', 'x-forwarded-proto': 'https, http', 'x-forwarded-host': '%00' },
      { host: 'localhost', 'x-forwarded-for': 'not-an-ip, also not' },
      { host: 'localhost', 'user-agent': '\u00ff'.repeat(5_000) },
    ];
    const json = JSON.stringify;
    const requests = (headers: Record<string, string>): Array<{ method: Method; url: string; payload?: string; headers: Record<string, string> }> => [
      { method: 'POST', url: '/auth/v1/signup', payload: json({ email: uniqueEmail('fuzz-host'), password: VALID.password }), headers },
      { method: 'POST', url: '/auth/v1/token?grant_type=password', payload: json({ email, password: VALID.password }), headers },
      { method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: json({ refresh_token: refreshToken }), headers },
      { method: 'POST', url: '/auth/v1/recover', payload: json({ email }), headers },
      { method: 'GET', url: '/auth/v1/verify?type=recovery&token=x', headers },
      { method: 'GET', url: '/auth/v1/user', headers: { ...headers, authorization: `Bearer ${accessToken}` } },
    ];
    const problems: string[] = [];
    for (const headers of headerSets) {
      for (const request of requests(headers)) {
        const before = await authRows();
        const where = `${request.method} ${request.url} with ${json(headers).slice(0, 80)}`;
        const response = await withinTime(
          bare.inject({ method: request.method, url: request.url, headers: { 'content-type': 'application/json', ...request.headers }, ...(request.payload ? { payload: request.payload } : {}) }),
          10_000,
          where,
        ).catch((error: Error) => error);
        if (response instanceof Error) {
          problems.push(response.message);
          continue;
        }
        const problem = problemWith({ method: request.method, path: request.url, isNavigation: request.url.includes('/verify') }, response);
        if (problem) problems.push(`${where} → ${problem}`);
        if (response.statusCode >= 400 && (await authRows()) !== before) problems.push(`${where} → refused (${response.statusCode}), yet auth rows changed`);
      }
    }
    expect(problems).toEqual([]);
  });
});
