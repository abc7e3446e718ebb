import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A value only this server can compute from `input` (keyed with the JWT secret). */
export function keyedDerive(secret: string, purpose: string, input: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${input}`).digest('base64url');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export type CodeChallengeMethod = 's256' | 'plain';

export function parseCodeChallengeMethod(value: unknown): CodeChallengeMethod | null {
  const method = typeof value === 'string' ? value.toLowerCase() : '';
  return method === 's256' || method === 'plain' ? method : null;
}

/** RFC 7636: does the verifier match the challenge saved with the flow? */
export function verifierMatches(method: CodeChallengeMethod, challenge: string, verifier: string): boolean {
  const computed = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const [a, b] = [Buffer.from(computed), Buffer.from(challenge)];
  return a.length === b.length && timingSafeEqual(a, b);
}
