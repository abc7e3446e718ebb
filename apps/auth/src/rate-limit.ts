import { type RateLimit } from './config';

/** A sliding-window counter per key, in this process's memory. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; false when the key is over its limit (the hit is then not counted). */
  take(key: string): boolean {
    if (this.isBlocked(key)) return false;
    this.record(key);
    return true;
  }

  /** True when `key` has had its most hits in the window; counts nothing. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit.max;
  }

  /** Counts one hit for `key`, over the limit or not (a failed attempt, known only after it was made). */
  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(this.now() - this.limit.windowMs);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    this.hits.set(key, recent);
    return recent;
  }

  private prune(since: number) {
    for (const [key, times] of this.hits) if (times.every((time) => time <= since)) this.hits.delete(key);
  }
}
