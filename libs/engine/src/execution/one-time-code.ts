import { Secret, TOTP, URI } from 'otpauth';
import { StepFailure } from './step-failure';

/**
 * The one-time code an authenticator app shows for `secret` at `timestamp` (RFC 6238): the secret as the app
 * takes it, either its base32 text (spaces and case ignored) or its whole otpauth://totp/… link (which may set the
 * digits, the period and the algorithm). 6 digits every 30 s with SHA-1 otherwise, as every authenticator.
 */
export function oneTimeCode(secret: string, variable: string, timestamp: number): string {
  const text = secret.trim();
  try {
    if (/^otpauth:\/\//i.test(text)) {
      const parsed = URI.parse(text);
      if (!(parsed instanceof TOTP)) throw new Error('it is an HOTP (counter) link, not a TOTP one');
      return parsed.generate({ timestamp });
    }
    return new TOTP({ secret: Secret.fromBase32(text.replace(/[\s-]/g, '').toUpperCase()) }).generate({ timestamp });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StepFailure(`{{${variable}}} is not a one-time-code secret (${reason}): use the base32 text shown under the QR code, or its otpauth://totp/… link.`);
  }
}
