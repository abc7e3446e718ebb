import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts secrets at rest (a model provider's API key) with AES-256-GCM under the server's key, so a copy of
 * the database alone reveals none. The key is the SHA-256 of VERITY_SECRET_KEY, so any long random string works.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was sealed under another key or tampered with. */
  open(sealed: string): string;
}

export const MIN_SECRET_KEY_LENGTH = 32;

export function createSecretBox(secretKey: string): SecretBox {
  if (secretKey.length < MIN_SECRET_KEY_LENGTH) throw new Error(`The secret key must be at least ${MIN_SECRET_KEY_LENGTH} characters.`);
  const key = createHash('sha256').update(secretKey, 'utf8').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('The secret cannot be opened with this server key (was VERITY_SECRET_KEY changed?).');
      }
    },
  };
}

/** "sk-…f3a9": enough of a key for its owner to recognise it, never enough to use it. */
export function maskedKey(key: string): string {
  const prefix = /^(sk-ant-|sk-proj-|sk-or-|sk-)/.exec(key)?.[1] ?? '';
  return key.length <= 8 ? '••••' : `${prefix}…${key.slice(-4)}`;
}
