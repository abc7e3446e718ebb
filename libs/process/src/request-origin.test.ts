import Fastify from 'fastify';
import { requestOrigin } from './request-origin';
import { trustProxySchema } from './trust-proxy';

describe('requestOrigin', () => {
  it.each([
    ['http', 'localhost:3000', 'http://localhost:3000'],
    ['http', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['https', 'Verity.Example', 'https://verity.example'],
    ['https', 'verity.example:443', 'https://verity.example'],
    ['http', '[::1]:3000', 'http://[::1]:3000'],
  ])('%s + %s → %s', (protocol, host, expected) => {
    expect(requestOrigin({ protocol, host })).toBe(expected);
  });

  it.each([
    ['http', ''],
    ['http', 'evil.example/path'],
    ['http', 'user@evil.example'],
    ['http', 'evil.example:3000:4000'],
    ['http', 'a b'],
    ['http', 'evil.example\\@good'],
    ['http', 'evil.example?x=1'],
    ['http', 'evil.example#x'],
    ['http', 'evil.example:99999'],
    ['ftp', 'localhost'],
    ['javascript', 'alert(1)'],
  ])('refuses %s + %j', (protocol, host) => {
    expect(requestOrigin({ protocol, host })).toBeNull();
  });
});

describe('requestOrigin in a Fastify server', () => {
  async function originOf(trust: string | undefined, remoteAddress: string, headers: Record<string, string>) {
    const app = Fastify({ trustProxy: trustProxySchema.parse(trust) });
    app.get('/', async (request) => ({ origin: requestOrigin(request) }));
    const response = await app.inject({ url: '/', remoteAddress, headers });
    await app.close();
    return response.json().origin as string | null;
  }
  const forwarded = { host: '127.0.0.1:8000', 'x-forwarded-host': 'verity.example', 'x-forwarded-proto': 'https' };

  it('takes X-Forwarded-Host and -Proto from a trusted proxy (the local BFF)', async () => {
    expect(await originOf(undefined, '127.0.0.1', forwarded)).toBe('https://verity.example');
  });

  it('ignores them from anyone else, who gets the Host they sent', async () => {
    expect(await originOf(undefined, '203.0.113.9', forwarded)).toBe('http://127.0.0.1:8000');
  });
});
