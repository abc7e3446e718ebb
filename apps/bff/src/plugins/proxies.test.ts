import { type AddressInfo } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { proxies } from './proxies';

function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Little stand-ins for the API and the auth service that echo what reached them. */
async function startUpstreams() {
  // Closed with their connections: a request left hanging on purpose must not hold the test's end.
  const api = Fastify({ forceCloseConnections: true });
  await api.register(fastifyWebsocket);
  api.get('/api/health', async (request) => ({ ok: true, path: request.url, authorization: request.headers.authorization ?? null }));
  api.post('/api/tests/', async (request) => ({ received: request.body }));
  api.get('/api/stuck', () => new Promise(() => undefined));
  const forwarded = (request: { headers: Record<string, unknown> }) => ({
    for: request.headers['x-forwarded-for'],
    host: request.headers['x-forwarded-host'],
    proto: request.headers['x-forwarded-proto'],
  });
  api.get('/api/forwarded', async (request) => forwarded(request));
  api.get('/api/ws', { websocket: true }, (socket, request) => {
    socket.on('message', (message: Buffer) => {
      // Like the API's run-updates socket: it rejects a token with 4401, which the browser must see to reconnect.
      if (message.toString() === 'reject') return socket.close(4401, 'token_expired');
      socket.send(message.toString() === 'url' ? request.url : `echo: ${message.toString()}`);
    });
  });
  const auth = Fastify({ forceCloseConnections: true });
  auth.get('/auth/v1/settings', async (request) => ({ path: request.url }));
  auth.get('/auth/v1/stuck', () => new Promise(() => undefined));
  auth.get('/auth/v1/forwarded', async (request) => forwarded(request));
  auth.get('/auth/v1/_dev/mail', async (_request, reply) => reply.type('text/html').send('<h1>Dev outbox</h1>'));
  auth.get('/auth/v1/_dev/mail.json', async (request) => ({ path: request.url }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  await auth.listen({ port: 0, host: '127.0.0.1' });
  return { api, auth };
}

describe('the /api and /auth/v1 proxies', () => {
  let upstreams: { api: FastifyInstance; auth: FastifyInstance };
  let bff: FastifyInstance;

  beforeAll(async () => {
    upstreams = await startUpstreams();
    bff = Fastify();
    await bff.register(proxies, { apiUrl: urlOf(upstreams.api), authUrl: urlOf(upstreams.auth), timeoutsMs: { api: 500, auth: 300 } });
    await bff.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await bff.close();
    await upstreams.api.close();
    await upstreams.auth.close();
  });

  it('answers 504 upstream_timeout, in each service\'s error shape, when a service does not answer in time', async () => {
    const started = Date.now();
    const [api, auth] = await Promise.all([fetch(`${urlOf(bff)}/api/stuck`), fetch(`${urlOf(bff)}/auth/v1/stuck`)]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(api.status).toBe(504);
    expect(await api.json()).toEqual({ ok: false, data: null, error: 'The API did not answer within 0.5 seconds. Try again.', error_code: 'upstream_timeout' });
    expect(auth.status).toBe(504);
    expect(await auth.json()).toEqual({ code: 504, error_code: 'upstream_timeout', msg: 'The auth service did not answer within 0.3 seconds' });
    // The services keep being reached after a timeout.
    expect((await fetch(`${urlOf(bff)}/api/health`)).status).toBe(200);
  });

  it('refuses a body larger than the services read with 413 and the reason, in each service\'s error shape', async () => {
    const big = JSON.stringify({ configuration: { name: 'x', instructions: ['a'.repeat(3 * 1024 * 1024)] } });
    const api = await fetch(`${urlOf(bff)}/api/tests/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ ok: false, data: null, error: 'The request body is larger than the 2 MB this server reads.', error_code: 'payload_too_large' });
    // The auth service reads 64 KB at most: a 100 KB body is refused for it, not for the API.
    const forAuth = JSON.stringify({ email: 'a'.repeat(100 * 1024) });
    const auth = await fetch(`${urlOf(bff)}/auth/v1/settings`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: forAuth });
    expect(auth.status).toBe(413);
    expect(await auth.json()).toEqual({ code: 413, error_code: 'payload_too_large', msg: 'The request body is larger than the 64 KB this server reads.' });
    const forApi = await fetch(`${urlOf(bff)}/api/tests/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: forAuth });
    expect(forApi.status).toBe(200);
    // Within the limit, the body goes through.
    const small = await fetch(`${urlOf(bff)}/api/tests/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"ok"}' });
    expect(await small.json()).toEqual({ received: { name: 'ok' } });
  });

  it('forwards /api/* to the API with the path and headers unchanged', async () => {
    const response = await fetch(`${urlOf(bff)}/api/health?verbose=1`, { headers: { authorization: 'Bearer token' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, path: '/api/health?verbose=1', authorization: 'Bearer token' });
  });

  it('forwards request bodies', async () => {
    const response = await fetch(`${urlOf(bff)}/api/tests/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ configuration: { name: 'Checkout' } }),
    });
    expect(await response.json()).toEqual({ received: { configuration: { name: 'Checkout' } } });
  });

  it('forwards /auth/v1/* to the auth service', async () => {
    const response = await fetch(`${urlOf(bff)}/auth/v1/settings`);
    expect(await response.json()).toEqual({ path: '/auth/v1/settings' });
  });

  it('forwards the dev outbox, /_dev/mail and /_dev/mail.json, to the auth service under /auth/v1', async () => {
    const page = await fetch(`${urlOf(bff)}/_dev/mail`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toBe('<h1>Dev outbox</h1>');
    expect(await (await fetch(`${urlOf(bff)}/_dev/mail.json`)).json()).toEqual({ path: '/auth/v1/_dev/mail.json' });
  });

  it('carries a websocket under /api through to the API', async () => {
    const socket = new WebSocket(`${urlOf(bff).replace('http', 'ws')}/api/ws`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('ping'));
      socket.once('message', (message: Buffer) => resolve(message.toString()));
      socket.once('error', reject);
    });
    socket.close();
    expect(reply).toBe('echo: ping');
  });

  it("passes the websocket's query string up and the API's close code down", async () => {
    const socket = new WebSocket(`${urlOf(bff).replace('http', 'ws')}/api/ws?access_token=abc&run_id=r1`);
    const url = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('url'));
      socket.once('message', (message: Buffer) => resolve(message.toString()));
      socket.once('error', reject);
    });
    expect(url).toBe('/api/ws?access_token=abc&run_id=r1');
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.send('reject');
    expect(await closed).toEqual({ code: 4401, reason: 'token_expired' });
  });

  it('tells both services the address the client came in on, replacing the X-Forwarded-* an untrusted client sent', async () => {
    const spoofed = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const host = new URL(urlOf(bff)).host;
    for (const path of ['/api/forwarded', '/auth/v1/forwarded']) {
      const response = await fetch(`${urlOf(bff)}${path}`, { headers: spoofed });
      expect(await response.json()).toEqual({ for: '127.0.0.1', host, proto: 'http' });
    }
  });

  it('passes on what a trusted proxy in front of it says', async () => {
    const trusting = Fastify({ trustProxy: ['loopback'] });
    await trusting.register(proxies, { apiUrl: urlOf(upstreams.api), authUrl: urlOf(upstreams.auth) });
    try {
      const headers = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-host': 'verity.example', 'x-forwarded-proto': 'https' };
      for (const url of ['/api/forwarded', '/auth/v1/forwarded']) {
        const response = await trusting.inject({ url, headers, remoteAddress: '127.0.0.1' });
        expect(response.json()).toEqual({ for: '198.51.100.7', host: 'verity.example', proto: 'https' });
      }
    } finally {
      await trusting.close();
    }
  });

  it('answers in each service’s error format when the service is down', async () => {
    const down = Fastify();
    await down.register(proxies, { apiUrl: 'http://127.0.0.1:1', authUrl: 'http://127.0.0.1:1' });
    try {
      const api = await down.inject('/api/health');
      expect(api.statusCode).toBeGreaterThanOrEqual(502);
      expect(api.json()).toEqual({ ok: false, data: null, error: 'The API is unavailable', error_code: 'api_unavailable' });
      const auth = await down.inject('/auth/v1/settings');
      expect(auth.json()).toEqual({ code: auth.statusCode, error_code: 'auth_unavailable', msg: 'The auth service is unavailable' });
    } finally {
      await down.close();
    }
  });
});
