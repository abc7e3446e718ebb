import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { loadOrCreateSecrets, SECRETS_FILE } from './secrets';

describe('local secrets', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verity-secrets-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are generated on the first start, readable by the owner only', async () => {
    const secrets = await loadOrCreateSecrets(dataDir);
    expect(Buffer.from(secrets.jwtSecret, 'base64url')).toHaveLength(48);
    expect((await stat(join(dataDir, SECRETS_FILE))).mode & 0o777).toBe(0o600);

    expect(decodeProtectedHeader(secrets.anonKey)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(secrets.anonKey, new TextEncoder().encode(secrets.jwtSecret), { issuer: 'verity' });
    expect(payload).toMatchObject({ role: 'anon', iss: 'verity' });
  });

  it('include a key for users\' model API keys, added to a file from before it existed', async () => {
    const fresh = await loadOrCreateSecrets(dataDir);
    expect(Buffer.from(fresh.secretKey, 'base64url')).toHaveLength(32);

    const older = { jwtSecret: fresh.jwtSecret, anonKey: fresh.anonKey };
    await writeFile(join(dataDir, SECRETS_FILE), JSON.stringify(older), { mode: 0o600 });
    const upgraded = await loadOrCreateSecrets(dataDir);
    expect(upgraded).toMatchObject(older);
    expect(upgraded.secretKey.length).toBeGreaterThanOrEqual(32);
    await expect(loadOrCreateSecrets(dataDir)).resolves.toEqual(upgraded);
    expect((await stat(join(dataDir, SECRETS_FILE))).mode & 0o777).toBe(0o600);
  });

  it('are reused on the next start', async () => {
    const first = await loadOrCreateSecrets(dataDir);
    await expect(loadOrCreateSecrets(dataDir)).resolves.toEqual(first);
  });

  it('are never silently replaced when the file is damaged', async () => {
    await writeFile(join(dataDir, SECRETS_FILE), '{"jwtSecret": "short"}');
    await expect(loadOrCreateSecrets(dataDir)).rejects.toThrow(`${join(dataDir, SECRETS_FILE)} is not valid. Delete it`);
  });
});
