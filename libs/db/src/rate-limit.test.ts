import type pg from 'pg';
import { createDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import { createPool } from './pool';
import { RateLimiter } from './rate-limit';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from './testing';

const database = createTestDatabase();
const pools: pg.Pool[] = [];
/** Two processes' worth of connections to the same database. */
let first: Database;
let second: Database;

beforeAll(async () => {
  await database.start();
  await migrateDatabase(database.databaseUrl);
  pools.push(createPool(database.databaseUrl), createPool(database.databaseUrl));
  [first, second] = pools.map((pool) => createDatabase(pool));
}, TEST_DATABASE_TIMEOUT_MS);

afterAll(async () => {
  await Promise.allSettled(pools.map((pool) => pool.end()));
  await database.stop();
}, TEST_DATABASE_TIMEOUT_MS);

describe('RateLimiter', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('lets a key through its limit in a window, refuses the rest without counting them, and keeps keys apart', async () => {
    const now = 1_000 * 60_000;
    const limiter = new RateLimiter(first, 'take', limit, () => now);
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await limiter.take('a@example.com'));
    expect(taken).toEqual([true, true, true, false, false]);
    expect(await limiter.take('b@example.com')).toBe(true);
    expect(await limiter.isBlocked('a@example.com')).toBe(true);
    expect(await limiter.isBlocked('b@example.com')).toBe(false);
    const stored = await first.execute<{ hits: number; key_hash: string }>(`select count(*)::int as hits, key_hash from rate_limit_hits where bucket = 'take' group by key_hash order by hits desc`);
    expect(stored.rows.map((row) => row.hits)).toEqual([3, 1]);
    expect(stored.rows.map((row) => row.key_hash).join()).not.toContain('example.com');
  });

  it('holds across processes sharing the database, also for hits that arrive at once', async () => {
    const now = 2_000 * 60_000;
    const limiters = [first, second].map((db) => new RateLimiter(db, 'shared', { max: 10, windowMs: 60_000 }, () => now));
    const taken = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2].take('203.0.113.7')));
    expect(taken.filter(Boolean)).toHaveLength(10);
  });

  it('slides: a hit counts for exactly one window from when it was made', async () => {
    let now = 3_000 * 60_000 + 59_000;
    const limiter = new RateLimiter(first, 'slide', limit, () => now);
    for (let i = 0; i < 3; i++) expect(await limiter.take('k')).toBe(true);
    now += 2_000; // past a clock minute, yet the three hits are 2 s old
    expect(await limiter.take('k')).toBe(false);
    now += 58_000; // the first hits are a full window old
    expect([await limiter.take('k'), await limiter.take('k'), await limiter.take('k'), await limiter.take('k')]).toEqual([true, true, true, false]);
  });

  it('records failures over the limit, which isBlocked then reports', async () => {
    const limiter = new RateLimiter(first, 'record', limit, () => 4_000 * 60_000);
    for (let i = 0; i < 4; i++) await limiter.record('ada@example.com|198.51.100.1');
    expect(await limiter.isBlocked('ada@example.com|198.51.100.1')).toBe(true);
    expect(await limiter.isBlocked('ada@example.com|198.51.100.2')).toBe(false);
  });
});
