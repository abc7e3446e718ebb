import { type FastifyInstance } from 'fastify';
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { createDatabase, createPool, type Database } from '@verity/db';
import { createTestDatabase, MIGRATED, TEST_DATABASE_TIMEOUT_MS } from '@verity/db/testing';
import type pg from 'pg';
import WebSocket from 'ws';
import { type AuthConfig, DEFAULT_RATE_LIMITS } from './config';
import { devOutboxMailer, listDevMail } from '@verity/mail';
import { createServer } from './server';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-at-least-32-characters-long';
export const TEST_ANON_KEY = 'test-anon-key';

const generous = { max: 10_000, windowMs: 60_000 };

/** A config for tests: no limits to trip over unless a test sets them. */
export function testConfig(db: Database, overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    jwtSecret: TEST_JWT_SECRET,
    siteUrl: 'http://localhost:3000',
    externalUrl: 'http://localhost:3000',
    isProduction: false,
    accessTokenTtlSeconds: 3600,
    refreshReuseIntervalMs: 10_000,
    oneTimeTokenTtlMs: 60 * 60_000,
    rateLimits: { ...DEFAULT_RATE_LIMITS, signInPerEmail: generous, signInPerIp: generous, recoverPerEmail: generous, recoverPerIp: generous, signupPerIp: generous },
    google: null,
    mailer: devOutboxMailer(db),
    ...overrides,
  };
}

export interface RunningAuth {
  url: string;
  db: Database;
  config: AuthConfig;
  /** A request as if from another machine (`remoteAddress`) without opening a socket. */
  inject: FastifyInstance['inject'];
  close(): Promise<void>;
}

/**
 * A database of its own per test file, migrated (a copy of MIGRATED's); `start()` runs the auth service on a free port over it
 * (as many as a file needs, e.g. with different limits).
 */
export function useAuthDatabase() {
  const database = createTestDatabase({ prepared: MIGRATED });
  const pools: pg.Pool[] = [];
  const running: RunningAuth[] = [];

  beforeAll(() => database.start(), TEST_DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(running.map((auth) => auth.close()));
    await Promise.all(pools.map((pool) => pool.end()));
    await database.stop();
  }, TEST_DATABASE_TIMEOUT_MS);

  function db(): Database {
    const pool = createPool(database.databaseUrl, { max: 5 });
    pools.push(pool);
    return createDatabase(pool);
  }

  async function start(overrides: (db: Database) => Partial<AuthConfig> = () => ({})): Promise<RunningAuth> {
    const client = db();
    const config = testConfig(client, overrides(client));
    const server = createServer({ db: client, config });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const auth = { url: `http://127.0.0.1:${address.port}`, db: client, config, inject: server.inject.bind(server), close: () => server.close() };
    running.push(auth);
    return auth;
  }

  return { db, start };
}

/** In-memory storage, as a browser's localStorage would hold the PKCE code verifier. */
export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The real supabase-js client, as the web app builds it. */
export function supabaseClient(
  url: string,
  options: { flowType?: 'implicit' | 'pkce'; storage?: SupportedStorage; /** As if from this address (the server trusts loopback's X-Forwarded-For). */ from?: string } = {},
): SupabaseClient {
  return createClient(url, TEST_ANON_KEY, {
    ...(options.from ? { global: { headers: { 'x-forwarded-for': options.from } } } : {}),
    auth: {
      persistSession: Boolean(options.storage),
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
      ...(options.storage ? { storage: options.storage } : {}),
    },
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function latestMailTo(db: Database, to: string) {
  const mails = await listDevMail(db);
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
