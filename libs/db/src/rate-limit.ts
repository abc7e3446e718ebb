import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database } from './client';

/** At most `max` hits in any `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

type Executor = Pick<Database, 'execute'>;

/**
 * A limit per key held in Postgres, so it is the same for every process that shares the database: several API or
 * auth processes behind one origin cannot each grant the full limit. Each hit is a row; a key's hits are counted
 * over the sliding window under a transaction-scoped advisory lock on the key, so hits that arrive at once are
 * counted one after the other. Keys are hashed before they are stored.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly bucket: string,
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key` when it is under its limit and says so; a refused hit is not counted. */
  async take(key: string): Promise<boolean> {
    const keyHash = hashKey(key);
    const taken = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${this.bucket}:${keyHash}`}, 0))`);
      if ((await this.count(tx, keyHash)) >= this.limit.max) return false;
      await this.insertHit(tx, keyHash);
      return true;
    });
    await this.sweepSometimes();
    return taken;
  }

  /** True when `key` has had its most hits in the window; counts nothing. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.count(this.db, hashKey(key))) >= this.limit.max;
  }

  /** Counts one hit for `key`, over the limit or not (a failed attempt, known only after it was made). */
  async record(key: string): Promise<void> {
    await this.insertHit(this.db, hashKey(key));
    await this.sweepSometimes();
  }

  /** About how long until a blocked key is let through once more, for a client's Retry-After. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.limit.windowMs / 1000 / this.limit.max));
  }

  private async count(db: Executor, keyHash: string): Promise<number> {
    const since = new Date(this.now() - this.limit.windowMs).toISOString();
    const result = await db.execute<{ hits: number }>(
      sql`select count(*)::int as hits from rate_limit_hits where bucket = ${this.bucket} and key_hash = ${keyHash} and at > ${since}`,
    );
    return result.rows[0]?.hits ?? 0;
  }

  private async insertHit(db: Executor, keyHash: string) {
    await db.execute(sql`insert into rate_limit_hits (bucket, key_hash, at) values (${this.bucket}, ${keyHash}, ${new Date(this.now()).toISOString()})`);
  }

  /** Hits older than the window never count again; about one hit in a hundred clears them. */
  private async sweepSometimes() {
    if (Math.random() >= 0.01) return;
    const before = new Date(this.now() - this.limit.windowMs).toISOString();
    await this.db.execute(sql`delete from rate_limit_hits where bucket = ${this.bucket} and at <= ${before}`);
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
