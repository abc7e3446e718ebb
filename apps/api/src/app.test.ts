import { createPool } from '@verity/db';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS, unreachableDatabaseUrl } from '@verity/db/testing';
import Fastify from 'fastify';
import type pg from 'pg';
import { ApiError, envelopeErrorHandler } from './errors';
import { createServer } from './server';

describe('the API', () => {
  const database = createTestDatabase();
  let pool: pg.Pool | undefined;
  let server: ReturnType<typeof createServer>;

  beforeAll(async () => {
    await database.start();
    pool = createPool(database.databaseUrl);
    server = createServer({ pool });
    await server.ready();
  }, TEST_DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
    await pool?.end();
    await database.stop();
  }, TEST_DATABASE_TIMEOUT_MS);

  it('GET /api/health answers the success envelope when the database is up', async () => {
    const response = await server.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, data: { status: 'ok' }, error: null, error_code: null });
  });

  it('GET /api/health answers 503 database_unavailable when the database is unreachable', async () => {
    const unreachablePool = createPool(await unreachableDatabaseUrl(), { onError: () => undefined });
    const unhealthy = createServer({ pool: unreachablePool });
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
    const response = await server.inject('/api/nope?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'Route GET /api/nope not found', error_code: 'not_found' });
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

  it('hides the details of a 5xx', async () => {
    const response = await app.inject('/unexpected');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'Internal server error', error_code: 'internal_error' });
  });
});
