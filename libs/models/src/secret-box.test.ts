import { createSecretBox, maskedKey } from './secret-box';

const SERVER_KEY = 'a-server-key-that-is-long-enough-1234567890';

describe('the secret box', () => {
  it('seals a key so the text holds no trace of it, and opens it again', () => {
    const box = createSecretBox(SERVER_KEY);
    const sealed = box.seal('sk-proj-abcdef1234567890');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('abcdef');
    expect(box.seal('sk-proj-abcdef1234567890')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('sk-proj-abcdef1234567890');
  });

  it('refuses to open under another key, or a tampered text', () => {
    const sealed = createSecretBox(SERVER_KEY).seal('sk-secret');
    expect(() => createSecretBox(`${SERVER_KEY}-other`).open(sealed)).toThrow('The secret cannot be opened with this server key (was VERITY_SECRET_KEY changed?).');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => createSecretBox(SERVER_KEY).open([version, iv, tag, flipped].join('.'))).toThrow('cannot be opened');
    expect(() => createSecretBox(SERVER_KEY).open('plain-text-key')).toThrow('Not a sealed secret.');
  });

  it('wants a long server key', () => {
    expect(() => createSecretBox('short')).toThrow('at least 32 characters');
  });

  it('masks a key to its kind and last four characters', () => {
    expect(maskedKey('sk-proj-abcdef1234567890')).toBe('sk-proj-…7890');
    expect(maskedKey('sk-ant-api03-xyzw9876')).toBe('sk-ant-…9876');
    expect(maskedKey('gsk_123456789')).toBe('…6789');
    expect(maskedKey('short')).toBe('••••');
  });
});
