import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer } from '../server';
import { JWT_SECRET, mintToken, newUser, useApi } from '../testing/api-harness';

const SOME_ID = '6f1c2a7e-52b1-4c47-9a3e-0d6a9a1f3b10';

/** The 16 calls of spec section 7. */
const SPEC_ENDPOINTS = [
  ['GET', '/api/test-runs/'],
  ['GET', `/api/test-runs/${SOME_ID}`],
  ['PUT', `/api/test-runs/${SOME_ID}`],
  ['POST', `/api/test-runs/${SOME_ID}/schedule`],
  ['POST', '/api/tests/'],
  ['POST', '/api/tests/create-from-description'],
  ['GET', '/api/tests/'],
  ['GET', `/api/tests/${SOME_ID}`],
  ['PUT', `/api/tests/${SOME_ID}`],
  ['POST', `/api/tests/${SOME_ID}/run`],
  ['DELETE', `/api/tests/${SOME_ID}`],
  ['POST', '/api/profile/redeem'],
  ['POST', '/api/folders/'],
  ['GET', '/api/folders/'],
  ['PUT', `/api/folders/${SOME_ID}`],
  ['DELETE', `/api/folders/${SOME_ID}`],
] as const;
const OTHER_ENDPOINTS = [
  ['GET', '/api/profile'],
  ['PUT', '/api/profile/onboarding'],
  ['GET', '/api/credits/history'],
] as const;

describe('authentication', () => {
  const api = useApi();
  const userId = randomUUID();
  let cases: Array<[string, Record<string, string>, number, string, string]>;

  beforeAll(async () => {
    cases = [
      ['missing', {}, 401, 'unauthorized', 'Missing bearer token.'],
      ['not bearer', { authorization: 'Basic dXNlcjpwYXNz' }, 401, 'unauthorized', "The Authorization header must be 'Bearer <access token>'."],
      ['malformed', { authorization: 'Bearer not.a.jwt' }, 401, 'invalid_token', 'Could not validate credentials: the access token is malformed.'],
      [
        'forged',
        { authorization: `Bearer ${await mintToken(userId, { secret: 'another-secret-that-is-32-characters-long!' })}` },
        401,
        'invalid_token',
        'Could not validate credentials: the access token signature is invalid.',
      ],
      [
        'expired',
        { authorization: `Bearer ${await mintToken(userId, { expiresIn: -60 })}` },
        401,
        'token_expired',
        'Could not validate credentials: the access token has expired. Sign in again.',
      ],
      [
        'wrong audience',
        { authorization: `Bearer ${await mintToken(userId, { audience: 'anon' })}` },
        401,
        'invalid_audience',
        "Could not validate credentials: the access token is not for this API (its audience must be 'authenticated').",
      ],
    ];
  });

  it('answers 401 with the envelope on every endpoint for missing, malformed, forged, expired and wrong-audience tokens', async () => {
    expect(SPEC_ENDPOINTS).toHaveLength(16);
    for (const [method, url] of [...SPEC_ENDPOINTS, ...OTHER_ENDPOINTS]) {
      for (const [name, headers, status, code, message] of cases) {
        const response = await api().server.inject({ method, url, headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect({ name, method, url, status: response.statusCode, body: response.json() }).toEqual({
          name,
          method,
          url,
          status,
          body: { ok: false, data: null, error: message, error_code: code },
        });
      }
    }
    // None of these created a profile.
    expect((await api().pool.query('select count(*)::int as n from profiles')).rows[0].n).toBe(0);
  });

  it('rejects a token without a user id as its subject, and the anon key', async () => {
    const anonKey = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('verity').sign(new TextEncoder().encode(JWT_SECRET));
    const noSubject = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .setSubject('not-a-uuid')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const anon = await api().server.inject({ url: '/api/tests/', headers: { authorization: `Bearer ${anonKey}` } });
    expect(anon.json()).toMatchObject({ error_code: 'invalid_audience' });
    const subjectless = await api().server.inject({ url: '/api/tests/', headers: { authorization: `Bearer ${noSubject}` } });
    expect(subjectless.statusCode).toBe(401);
    expect(subjectless.json()).toMatchObject({ error: 'Could not validate credentials: the access token does not name a user.', error_code: 'invalid_token' });
  });

  it('lets a valid token through, and keeps public routes public', async () => {
    const user = await newUser();
    expect((await api().server.inject({ url: '/api/tests/', headers: user.headers })).statusCode).toBe(200);
    expect((await api().server.inject({ url: '/api/tests/', headers: { authorization: `bearer  ${user.token}` } })).statusCode).toBe(200);
    expect((await api().server.inject('/api/health')).statusCode).toBe(200);
    expect((await api().server.inject('/api/openapi.json')).statusCode).toBe(200);
  });

  describe('with a hosted Supabase project’s JWKS', () => {
    let jwksServer: Server;
    let privateKey: CryptoKey;

    beforeAll(async () => {
      const keys = await generateKeyPair('ES256');
      privateKey = keys.privateKey;
      const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' };
      jwksServer = createHttpServer((_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ keys: [jwk] }));
      });
      await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    });

    afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

    it('verifies ES256 tokens against the JWKS, and HS256 ones with the secret when both are configured', async () => {
      const { pool, queue } = api();
      const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/auth/v1/.well-known/jwks.json`;
      const hosted = createServer({ pool, queue, auth: { jwksUrl, jwtSecret: JWT_SECRET } });
      const jwksOnly = createServer({ pool, queue, auth: { jwksUrl } });
      try {
        const signed = await new SignJWT({ role: 'authenticated', email: 'es@example.com' })
          .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
          .setSubject(randomUUID())
          .setAudience('authenticated')
          .setExpirationTime('1h')
          .sign(privateKey);
        expect((await hosted.inject({ url: '/api/tests/', headers: { authorization: `Bearer ${signed}` } })).statusCode).toBe(200);
        expect((await hosted.inject({ url: '/api/tests/', headers: (await newUser()).headers })).statusCode).toBe(200);

        const refused = await jwksOnly.inject({ url: '/api/tests/', headers: (await newUser()).headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ error: 'Could not validate credentials: tokens signed with HS256 are not accepted.', error_code: 'invalid_token' });
      } finally {
        await hosted.close();
        await jwksOnly.close();
      }
    });
  });
});
