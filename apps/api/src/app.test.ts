import { createPool, workerStatus } from '@verity/db';
import { unreachableDatabaseUrl } from '@verity/db/testing';
import Fastify from 'fastify';
import { ApiError, envelopeErrorHandler } from './errors';
import { createServer } from './server';
import { JWT_SECRET, useApi } from './testing/api-harness';

describe('the API', () => {
  const api = useApi();

  it('GET /api/health answers the success envelope when the database is up, and says no worker is running yet', async () => {
    const response = await api().server.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      data: {
        status: 'ok',
        runner: {
          state: 'no_workers',
          problem: 'No worker is running, so test runs wait in the queue until one starts.',
          fix: 'Start a worker (`npm start` runs one; a deployment runs `npm run start:worker`).',
        },
        workers: [],
      },
      error: null,
      error_code: null,
    });
  });

  it("GET /api/health reports each live worker's browser, and whether runs can get one", async () => {
    const { db, server } = api();
    const missing = { state: 'unavailable' as const, problem: 'No browser for test runs: nothing found.', fix: 'Run `npx playwright-core install chromium`.' };
    const ready = { state: 'ready' as const, source: 'system' as const, location: '/usr/bin/chromium', version: '156.0.8078.79' };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    try {
      // A worker gone for five minutes no longer counts, whatever it had.
      await db.insert(workerStatus).values({ workerId: 'old@a:1', name: 'old', hostname: 'a', browser: ready, startedAt: minutesAgo(9), seenAt: minutesAgo(5) });
      await db.insert(workerStatus).values({ workerId: 'w1@b:2', name: 'worker-1', hostname: 'b', browser: missing, startedAt: minutesAgo(2) });
      const unavailable = (await server.inject('/api/health')).json().data;
      expect(unavailable.runner).toEqual({ state: 'unavailable', problem: missing.problem, fix: missing.fix });
      expect(unavailable.workers).toEqual([{ worker: 'worker-1', hostname: 'b', browser: missing, seen_at: expect.any(String) }]);

      await db.insert(workerStatus).values({ workerId: 'w2@c:3', name: 'worker-2', hostname: 'c', browser: ready, startedAt: minutesAgo(1) });
      const available = (await server.inject('/api/health')).json().data;
      expect(available.runner).toEqual({ state: 'ready', workers: 1 });
      expect(available.workers.map((report: { worker: string }) => report.worker)).toEqual(['worker-2', 'worker-1']);
      expect(available.workers[0].browser).toEqual(ready);
    } finally {
      await db.delete(workerStatus);
    }
  });

  it('GET /api/health answers 503 database_unavailable when the database is unreachable', async () => {
    const unreachablePool = createPool(await unreachableDatabaseUrl(), { onError: () => undefined });
    const unhealthy = createServer({ pool: unreachablePool, queue: api().queue, auth: { jwtSecret: JWT_SECRET } });
    try {
      const response = await unhealthy.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ ok: false, data: null, error: 'Database unavailable', error_code: 'database_unavailable' });
    } finally {
      await unhealthy.close();
      await unreachablePool.end();
    }
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await api().server.inject('/api/nope?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'Route GET /api/nope not found', error_code: 'not_found' });
  });

  it('GET /api/openapi.json documents every endpoint of spec section 7 with its schemas', async () => {
    const response = await api().server.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/test-runs/',
        'GET /api/test-runs/{id}',
        'PUT /api/test-runs/{id}',
        'POST /api/test-runs/{id}/schedule',
        'POST /api/tests/',
        'POST /api/tests/create-from-description',
        'GET /api/tests/',
        'GET /api/tests/{id}',
        'PUT /api/tests/{id}',
        'POST /api/tests/{id}/run',
        'DELETE /api/tests/{id}',
        'POST /api/profile/redeem',
        'POST /api/folders/',
        'GET /api/folders/',
        'PUT /api/folders/{id}',
        'DELETE /api/folders/{id}',
        'GET /api/profile',
        'PUT /api/profile/onboarding',
        'GET /api/credits/history',
      ]),
    );
    const createTest = document.paths['/api/tests/'].post;
    expect(createTest.security).toEqual([{ bearerAuth: [] }]);
    expect(createTest.requestBody.content['application/json'].schema.properties.configuration.required).toEqual(['name', 'base_url']);
    expect(createTest.responses['201'].content['application/json'].schema.properties.data.properties.id).toEqual({ type: 'string' });
  });
});

describe('the error handler', () => {
  const app = Fastify();
  app.setErrorHandler(envelopeErrorHandler);
  app.get('/expected', async () => {
    throw new ApiError(422, 'validation_failed', 'Folder name is required.');
  });
  app.get('/unexpected', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.get('/database-away', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/database-shut-down', async () => {
    throw new Error('query failed', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
  });
  app.post('/big', { bodyLimit: 10 }, async () => ({}));
  app.post('/json', { schema: { body: { type: 'object', required: ['name'] } } }, async () => ({}));

  afterAll(() => app.close());

  it('keeps the message and code of a 4xx', async () => {
    const response = await app.inject('/expected');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'Folder name is required.', error_code: 'validation_failed' });
  });

  it('reports schema validation and malformed bodies as 400s', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/json', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ ok: false, error_code: 'validation_failed' });
    const malformed = await app.inject({ method: 'POST', url: '/json', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ ok: false, data: null, error_code: 'bad_request' });
  });

  it('answers 503 database_unavailable, with Retry-After, while the database cannot be reached', async () => {
    for (const url of ['/database-away', '/database-shut-down']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ ok: false, data: null, error: 'The database is unavailable. Try again in a few seconds.', error_code: 'database_unavailable' });
    }
  });

  it('answers a body past the limit with 413 payload_too_large in the envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/big', payload: { name: 'more than ten bytes' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'The request body is larger than the 2 MB this server reads.', error_code: 'payload_too_large' });
  });

  it('hides the details of a 5xx', async () => {
    const response = await app.inject('/unexpected');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'Internal server error', error_code: 'internal_error' });
  });
});
