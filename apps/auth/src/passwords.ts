import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the user does not exist keeps the timing of a failed sign-in the same.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$QUxkeMWLbBcKGeqvAevrTg$l5xsAH9oRKLtjlwraCIY6Rc/Re+5TJqk+pxwodqiQ3c';

export async function verifyPassword(encrypted: string | null | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(encrypted ?? DUMMY_HASH, password);
    return matches && Boolean(encrypted);
  } catch {
    return false;
  }
}

export const MIN_PASSWORD_LENGTH = 8;
