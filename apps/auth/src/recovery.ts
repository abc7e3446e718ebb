import { type AuthConfig } from './config';
import { keyedDerive, sha256 } from './crypto';

/** The hashes under which recovery secrets are stored: the link token, and the 6-digit code bound to its email. */
export const linkTokenHash = (token: string) => sha256(`link:${token}`);
export const otpHash = (email: string, code: string) => sha256(`otp:${email}:${code}`);
export const pkceCodeHash = (code: string) => sha256(`pkce:${code}`);

/**
 * The PKCE auth code a recovery link turns into. Derived from the link token with the server's key, so it
 * is stored only as a hash at /recover time and becomes known only when the link is followed.
 */
export const recoveryAuthCode = (config: AuthConfig, linkToken: string) => keyedDerive(config.jwtSecret, 'recovery-pkce', linkToken);
