import { AuthError, validationFailed } from './errors';
import { MIN_PASSWORD_LENGTH } from './passwords';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_PASSWORD_LENGTH = 1024;

export function requireEmail(email: string | undefined): string {
  if (!email) throw validationFailed('Missing email');
  const trimmed = email.trim();
  if (trimmed.length > 255 || !EMAIL.test(trimmed)) throw validationFailed('Unable to validate email address: invalid format');
  return trimmed.toLowerCase();
}

/** GoTrue's password policy error: 422 weak_password with the reasons. */
export function requireStrongPassword(password: string | undefined): string {
  if (!password) throw validationFailed('Password is required');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > MAX_PASSWORD_LENGTH) throw validationFailed(`Password should be at most ${MAX_PASSWORD_LENGTH} characters.`);
  return password;
}

export function takeOrThrow(isAllowed: boolean, errorCode: 'over_request_rate_limit' | 'over_email_send_rate_limit', message: string) {
  if (!isAllowed) throw new AuthError(429, errorCode, message);
}

/** user_metadata travels in every access token: past this, tokens outgrow the headers servers accept (431). */
export const MAX_USER_METADATA_BYTES = 4 * 1024;

export function requireSmallMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_USER_METADATA_BYTES) {
    throw validationFailed(`user_metadata is too large: keep it under ${MAX_USER_METADATA_BYTES / 1024} KB (it is sent with every request).`);
  }
  return metadata;
}
