import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { z } from 'zod';

export const SECRETS_FILE = 'secrets.json';

const secretsSchema = z.object({
  /** Signs every token the auth service issues (HS256), and the anon key. */
  jwtSecret: z.string().min(32),
  /** The public key the web app sends as `apikey`: a JWT with role anon. */
  anonKey: z.string().min(1),
  /** Encrypts users' model API keys at rest (VERITY_SECRET_KEY); added to older files on the next start. */
  secretKey: z.string().min(32).optional(),
});
export type LocalSecrets = z.infer<typeof secretsSchema> & { secretKey: string };

const newSecretKey = () => randomBytes(32).toString('base64url');

/** An anon key like Supabase's: HS256 over {role: 'anon', iss: 'verity'}, keyed with the secret's UTF-8 bytes. */
export async function signAnonKey(jwtSecret: string): Promise<string> {
  return new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('verity')
    .setIssuedAt()
    .sign(new TextEncoder().encode(jwtSecret));
}

/**
 * The local stack's secrets, generated on the first start into `<dataDir>/secrets.json` (readable by the
 * owner only) and reused afterwards, so sessions survive a restart. Never printed.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = join(dataDir, SECRETS_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const result = secretsSchema.safeParse(parsed);
    if (!result.success) {
      throw new Error(`${file} is not valid. Delete it to generate new secrets (existing sessions will end).`);
    }
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
    if (result.data.secretKey) return { ...result.data, secretKey: result.data.secretKey };
    // A file from before models could be added: the same secrets, and a key for the models' API keys.
    const upgraded = { ...result.data, secretKey: newSecretKey() };
    await writeFile(file, `${JSON.stringify(upgraded, null, 2)}\n`, { mode: 0o600 });
    return upgraded;
  }
  await mkdir(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  const secrets = { jwtSecret, anonKey: await signAnonKey(jwtSecret), secretKey: newSecretKey() };
  // wx: if another start wrote the file in the meantime, fail rather than replace its secrets.
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return secrets;
}
