import { trustProxySchema } from './trust-proxy';

describe('trustProxySchema', () => {
  it('trusts only this machine by default', () => {
    expect(trustProxySchema.parse(undefined)).toEqual(['loopback']);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
  ])('reads %j', (value, expected) => {
    expect(trustProxySchema.parse(value)).toEqual(expected);
  });
});

describe('TRUST_PROXY in a Fastify server', () => {
  async function clientIp(trust: string | undefined, remoteAddress: string) {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ trustProxy: trustProxySchema.parse(trust) });
    app.get('/', async (request) => ({ ip: request.ip }));
    const response = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.7' } });
    await app.close();
    return response.json().ip as string;
  }

  it('takes the forwarded client address from the local BFF', async () => {
    expect(await clientIp(undefined, '127.0.0.1')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For sent by anyone else, so a caller cannot pick its rate-limit address', async () => {
    expect(await clientIp(undefined, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('trusts a configured proxy network', async () => {
    expect(await clientIp('10.0.0.0/8', '10.1.2.3')).toBe('198.51.100.7');
  });
});
