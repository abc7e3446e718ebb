import { type Database, RateLimiter } from '@verity/db';
import { type AuthConfig } from './config';

/** What every route plugin gets: the database, the configuration and the rate limiters (held in the database). */
export interface AuthContext {
  db: Database;
  config: AuthConfig;
  limiters: Record<keyof AuthConfig['rateLimits'], RateLimiter>;
}

export function createContext(db: Database, config: AuthConfig): AuthContext {
  const limiters = Object.fromEntries(
    Object.entries(config.rateLimits).map(([name, limit]) => [name, new RateLimiter(db, `auth.${name}`, limit)]),
  ) as AuthContext['limiters'];
  return { db, config, limiters };
}
