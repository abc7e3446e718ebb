import { AUTH_MAX_BODY_BYTES } from '@verity/contracts';
import { createDatabase, createPool } from '@verity/db';
import Fastify from 'fastify';
import { ALLOWED_HEADERS } from './plugins/cors';
import { acceptEmptyJsonBody } from './plugins/json-body';
import { createServer } from './server';
import { testConfig } from './test-support';

// These routes never reach the database: a pool that is never connected is enough.
const pool = createPool('postgres://verity:unused@127.0.0.1:1/verity', { onError: () => undefined });
const db = createDatabase(pool);
const google = { clientId: 'id', clientSecret: 'secret', authorizeUrl: 'http://g/auth', tokenUrl: 'http://g/token', userInfoUrl: 'http://g/me' };

describe('the auth service', () => {
  const server = createServer({ db, config: testConfig(db) });
  afterAll(async () => {
    await server.close();
    await pool.end();
  });

  it('GET /auth/v1/health names the service', async () => {
    const response = await server.inject('/auth/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: expect.any(String), name: 'verity-auth', description: expect.any(String) });
  });

  it('GET /auth/v1/settings answers in GoTrue shape with email sign-up on and Google off', async () => {
    const response = await server.inject('/auth/v1/settings');
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings).toMatchObject({
      external: { email: true, google: false, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  it('offers Google when a client id and secret are configured', async () => {
    const withGoogle = createServer({ db, config: testConfig(db, { google }) });
    try {
      expect((await withGoogle.inject('/auth/v1/settings')).json().external.google).toBe(true);
    } finally {
      await withGoogle.close();
    }
  });

  it('answers a CORS preflight allowing the headers supabase-js sends', async () => {
    const response = await server.inject({
      method: 'OPTIONS',
      url: '/auth/v1/token?grant_type=password',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, x-client-info, x-supabase-api-version, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(response.headers['access-control-allow-headers']).split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type']));
    expect(allowed).toEqual(ALLOWED_HEADERS);
  });

  it('allows cross-origin reads of ordinary responses', async () => {
    const response = await server.inject({ url: '/auth/v1/settings', headers: { origin: 'https://app.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 503 database_unavailable, with Retry-After, while its database cannot be reached', async () => {
    const response = await server.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'ada@example.com', password: 'correct horse battery' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ code: 503, error_code: 'database_unavailable', msg: 'The database is unavailable. Try again in a few seconds.' });
  });

  it('answers a body it will not read with a GoTrue error body naming why', async () => {
    const tooLarge = await server.inject({ method: 'POST', url: '/auth/v1/signup', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(AUTH_MAX_BODY_BYTES)}"` });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 413, error_code: 'payload_too_large', msg: 'The request body is larger than the 64 KB this server reads.' });
    const notJson = await server.inject({ method: 'POST', url: '/auth/v1/signup', headers: { 'content-type': 'application/xml' }, payload: '<email/>' });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toMatchObject({ code: 415, error_code: 'unsupported_media_type', msg: expect.any(String) });
  });

  it('answers unknown routes with a GoTrue error body', async () => {
    const response = await server.inject('/auth/v1/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'Route GET /auth/v1/nope not found' });
  });
});

describe('acceptEmptyJsonBody', () => {
  const app = Fastify();
  acceptEmptyJsonBody(app);
  app.post('/echo', async (request) => ({ body: request.body ?? 'none' }));
  afterAll(() => app.close());

  const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json' } });

  it('takes an empty body with Content-Type: application/json as no body (supabase-js signOut)', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: 'none' });
  });

  it('still parses JSON, and still rejects malformed JSON and prototype poisoning', async () => {
    expect((await post('{"scope":"global"}')).json()).toEqual({ body: { scope: 'global' } });
    expect((await post('{oops')).statusCode).toBe(400);
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
  });
});
