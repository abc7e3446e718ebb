import { type RateLimit } from '@verity/db';
import { type AuthEnv } from './env';
import { type Mailer } from '@verity/mail';


export interface RateLimits {
  /**
   * Failed password sign-ins per email from one client address, and OTP verifications per email; all sign-ins and
   * verifications per client address.
   */
  signInPerEmail: RateLimit;
  signInPerIp: RateLimit;
  /** Recovery emails, per email and per client IP. */
  recoverPerEmail: RateLimit;
  recoverPerIp: RateLimit;
  /** New accounts per client IP: one machine cannot mint accounts (and their free credits) in bulk. */
  signupPerIp: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerEmail: { max: 10, windowMs: 5 * 60_000 },
  signInPerIp: { max: 30, windowMs: 5 * 60_000 },
  recoverPerEmail: { max: 1, windowMs: 60_000 },
  recoverPerIp: { max: 10, windowMs: 15 * 60_000 },
  signupPerIp: { max: 30, windowMs: 60 * 60_000 },
};

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface AuthConfig {
  /** HS256 key of every token this service signs. */
  jwtSecret: string;
  /** SITE_URL, the web app's origin (no trailing slash); null: the address each request came in on. */
  siteUrl: string | null;
  /** The origin browsers reach /auth/v1 on (no trailing slash): email links, the Google callback, `iss`; null: as siteUrl. */
  externalUrl: string | null;
  /** Hides the dev outbox. */
  isProduction: boolean;
  accessTokenTtlSeconds: number;
  /** A rotated refresh token presented again within this window returns the current one (concurrent tabs). */
  refreshReuseIntervalMs: number;
  oneTimeTokenTtlMs: number;
  rateLimits: RateLimits;
  google: GoogleConfig | null;
  mailer: Mailer;
}

export function configFromEnv(env: AuthEnv, mailer: Mailer): AuthConfig {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
          tokenUrl: env.GOOGLE_TOKEN_URL,
          userInfoUrl: env.GOOGLE_USERINFO_URL,
        }
      : null;
  return {
    jwtSecret: env.JWT_SECRET,
    siteUrl: env.SITE_URL ?? null,
    externalUrl: env.API_EXTERNAL_URL ?? env.SITE_URL ?? null,
    isProduction: env.NODE_ENV === 'production',
    accessTokenTtlSeconds: 3600,
    refreshReuseIntervalMs: 10_000,
    oneTimeTokenTtlMs: 60 * 60_000,
    rateLimits: { ...DEFAULT_RATE_LIMITS, signupPerIp: { ...DEFAULT_RATE_LIMITS.signupPerIp, max: env.SIGNUPS_PER_IP_PER_HOUR } },
    google,
    mailer,
  };
}
