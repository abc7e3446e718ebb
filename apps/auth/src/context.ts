import { type Database } from '@verity/db';
import { type AuthConfig } from './config';
import { RateLimiter } from './rate-limit';

/** What every route plugin gets: the database, the configuration and the process's rate limiters. */
export interface AuthContext {
  db: Database;
  config: AuthConfig;
  limiters: Record<keyof AuthConfig['rateLimits'], RateLimiter>;
}

export function createContext(db: Database, config: AuthConfig): AuthContext {
  const { signInPerEmail, signInPerIp, recoverPerEmail, recoverPerIp, signupPerIp } = config.rateLimits;
  return {
    db,
    config,
    limiters: {
      signInPerEmail: new RateLimiter(signInPerEmail),
      signInPerIp: new RateLimiter(signInPerIp),
      recoverPerEmail: new RateLimiter(recoverPerEmail),
      recoverPerIp: new RateLimiter(recoverPerIp),
      signupPerIp: new RateLimiter(signupPerIp),
    },
  };
}
