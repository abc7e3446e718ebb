import { type Database, type RateLimit, RateLimiter } from '@verity/db';
import { type FastifyReply } from 'fastify';
import { ApiError } from './errors';

/** Per user, across every API process (the hits are kept in Postgres). */
export interface ApiRateLimits {
  /** Runs started or scheduled: credits bound the total, this bounds a script hammering the queue. */
  runStarts: RateLimit;
  /** Tests drafted from a goal: each one drives a browser (and maybe a model) for up to minutes. */
  drafts: RateLimit;
}

export const DEFAULT_API_RATE_LIMITS: ApiRateLimits = {
  runStarts: { max: 60, windowMs: 60_000 },
  drafts: { max: 30, windowMs: 60 * 60_000 },
};

export type ApiLimiters = Record<keyof ApiRateLimits, RateLimiter>;

export function createLimiters(db: Database, limits: Partial<ApiRateLimits> = {}): ApiLimiters {
  const { runStarts, drafts } = { ...DEFAULT_API_RATE_LIMITS, ...limits };
  return { runStarts: new RateLimiter(db, 'api.runStarts', runStarts), drafts: new RateLimiter(db, 'api.drafts', drafts) };
}

/** Counts one use of `limiter` by `userId`, or refuses it: 429 rate_limited with a Retry-After. */
export async function takeOrRefuse(limiter: RateLimiter, userId: string, reply: FastifyReply, doing: string): Promise<void> {
  if (await limiter.take(userId)) return;
  const seconds = limiter.retryAfterSeconds();
  reply.header('retry-after', String(seconds));
  throw new ApiError(429, 'rate_limited', `You are ${doing} too quickly. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
}
