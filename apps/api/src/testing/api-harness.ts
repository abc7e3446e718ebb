import { type LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createDatabase, createPool, type Database } from '@verity/db';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from '@verity/db/testing';
import { createQueue } from '@verity/queue';
import { MIGRATED_WITH_QUEUE } from '@verity/queue/testing';
import { SignJWT } from 'jose';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { type ApiAppOptions } from '../app';
import { createServer } from '../server';

export const JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TokenOptions {
  secret?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  email?: string;
  /** The auth session the token belongs to; a new random one by default. */
  sessionId?: string;
}

/** An access token as the auth service signs it (HS256, Supabase claims). */
export async function mintToken(userId: string, { secret = JWT_SECRET, audience = 'authenticated', expiresIn = 3600, email, sessionId = randomUUID() }: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', email: email ?? `${userId.slice(0, 8)}@example.com`, session_id: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience(audience)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

export interface TestUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

export async function newUser(): Promise<TestUser> {
  const id = randomUUID();
  const token = await mintToken(id);
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

export interface ApiHarness {
  server: ReturnType<typeof createServer>;
  pool: pg.Pool;
  db: Database;
  queue: PgBoss;
  databaseUrl: string;
  /** A request to the API as `user`, with a JSON body when `payload` is given. */
  injectAs: (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
}

/**
 * A database of its own per test file, migrated (a copy of MIGRATED_WITH_QUEUE's), with real pg-boss on it and the
 * API in front:
 * `const api = useApi(); … api().server.inject(…)`.
 */
export function useApi(options: Partial<Omit<ApiAppOptions, 'pool' | 'queue'>> = {}): () => ApiHarness {
  const database = createTestDatabase({ prepared: MIGRATED_WITH_QUEUE });
  let harness: ApiHarness | undefined;

  beforeAll(async () => {
    await database.start();
    const pool = createPool(database.databaseUrl, { max: 20 });
    const queue = await createQueue(database.databaseUrl, 'api', { onError: () => undefined });
    const server = createServer({ pool, queue, auth: { jwtSecret: JWT_SECRET }, ...options });
    await server.ready();
    harness = {
      server,
      pool,
      db: createDatabase(pool),
      queue,
      databaseUrl: database.databaseUrl,
      injectAs: (user, method, url, payload) =>
        server.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
    };
  }, TEST_DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    // Each step runs even if one before it failed: Postgres must not stop under a pool that is still open.
    const steps = [() => harness?.server.close(), () => harness?.queue.stop({ graceful: false, wait: true }), () => harness?.pool.end()];
    const failures: unknown[] = [];
    for (const step of steps) await Promise.resolve(step()).catch((error: unknown) => failures.push(error));
    await database.stop();
    if (failures.length) throw new AggregateError(failures, 'The API harness did not stop cleanly');
  }, TEST_DATABASE_TIMEOUT_MS);

  return () => {
    if (!harness) throw new Error('The API harness is not started');
    return harness;
  };
}
