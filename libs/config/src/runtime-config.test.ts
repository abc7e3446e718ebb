import { isLocalUrl } from './is-local-url';
import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  parseRuntimeConfigDocument,
  REMOTE_NAMES,
  resolveRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfigDocument,
} from './runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:3000/api',
  wsBaseUrl: 'ws://localhost:3000/api',
  authUrl: 'http://localhost:3000',
  anonKey: 'anon',
  debug: true,
  siteUrl: 'http://localhost:3000',
  socialHandle: null,
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://localhost:3000/remotes/${name}/mf-manifest.json`]),
  ),
};

/** What the BFF serves when SITE_URL is not set: every location on the page's own origin. */
const sameOrigin: RuntimeConfigDocument = {
  apiBaseUrl: '/api',
  wsBaseUrl: '/api',
  authUrl: '/',
  anonKey: 'anon',
  debug: true,
  siteUrl: '/',
  socialHandle: null,
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as RuntimeConfigDocument['remotes'],
};

describe('runtime config', () => {
  it('accepts a complete document', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
    expect(parseRuntimeConfigDocument(valid)).toEqual(valid);
  });

  it('names every bad field', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: 'ftp://x', anonKey: '' })).toThrow(
      /apiBaseUrl: .*anonKey: /,
    );
  });

  it('requires every remote to have a location', () => {
    const { billing_mfe: _missing, ...others } = valid.remotes;
    expect(() => parseRuntimeConfig({ ...valid, remotes: others })).toThrow(/remotes\.billing_mfe/);
  });

  it('rejects an unknown remote name', () => {
    expect(() => parseRuntimeConfig({ ...valid, remotes: { ...valid.remotes, admin: 'http://x/mf-manifest.json' } })).toThrow(
      RuntimeConfigError,
    );
  });

  it('loads from the absolute /config.json path', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('reports an HTTP failure with its status', async () => {
    const fetchImpl = async () => new Response('nope', { status: 503 });
    await expect(loadRuntimeConfig(fetchImpl as typeof fetch)).rejects.toThrow('Could not load /config.json: HTTP 503');
  });
});

describe('a same-origin document', () => {
  it('is valid: paths on the page’s origin stand for the API, the websocket, auth, the site and the remotes', () => {
    expect(parseRuntimeConfigDocument(sameOrigin)).toEqual(sameOrigin);
  });

  it.each([
    ['another origin without a scheme', '//evil.example/api'],
    ['a backslash path browsers read as another origin', '/\\evil.example/api'],
    ['a relative path', 'api'],
    ['a path with spaces', '/a b'],
    ['another scheme', 'javascript:alert(1)'],
  ])('refuses %s', (_case, location) => {
    expect(() => parseRuntimeConfigDocument({ ...sameOrigin, apiBaseUrl: location })).toThrow(
      'apiBaseUrl: must be an http(s):// URL or a path on this origin (/…)',
    );
  });

  it('still refuses a ws:// API or an http:// websocket', () => {
    expect(() => parseRuntimeConfigDocument({ ...sameOrigin, apiBaseUrl: 'ws://x/api', wsBaseUrl: 'http://x/api' })).toThrow(
      /apiBaseUrl: .*wsBaseUrl: must be a ws\(s\):\/\/ URL or a path on this origin/,
    );
  });

  it.each([
    ['http://127.0.0.1:3000/app/tests', 'http://127.0.0.1:3000', 'ws://127.0.0.1:3000/api'],
    ['http://localhost:3000/', 'http://localhost:3000', 'ws://localhost:3000/api'],
    ['http://192.168.1.20:3000/login?redirect=/app', 'http://192.168.1.20:3000', 'ws://192.168.1.20:3000/api'],
    ['https://verity.example/app', 'https://verity.example', 'wss://verity.example/api'],
  ])('resolves against the page at %s', (pageUrl, origin, ws) => {
    expect(resolveRuntimeConfig(sameOrigin, pageUrl)).toEqual({
      ...sameOrigin,
      apiBaseUrl: `${origin}/api`,
      wsBaseUrl: ws,
      authUrl: origin,
      siteUrl: origin,
      remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${origin}/remotes/${name}/mf-manifest.json`])),
    });
  });

  it('keeps configured absolute URLs as they are, wherever the page is', () => {
    const configured = { ...sameOrigin, apiBaseUrl: 'https://agent.verity.dev/api', wsBaseUrl: 'wss://agent.verity.dev/api' };
    expect(resolveRuntimeConfig(configured, 'http://127.0.0.1:3000/')).toMatchObject({
      apiBaseUrl: 'https://agent.verity.dev/api',
      wsBaseUrl: 'wss://agent.verity.dev/api',
      authUrl: 'http://127.0.0.1:3000',
    });
  });

  it('cannot be resolved without the page’s address', () => {
    expect(() => resolveRuntimeConfig(sameOrigin, undefined)).toThrow('Cannot resolve "/api" without the page\'s address');
  });

  it('is loaded resolved against the page', async () => {
    const fetchImpl = async () => new Response(JSON.stringify(sameOrigin), { status: 200 });
    const config = await loadRuntimeConfig(fetchImpl as typeof fetch, '/config.json', 'http://127.0.0.1:4000/app');
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4000/api');
    expect(config.wsBaseUrl).toBe('ws://127.0.0.1:4000/api');
  });
});

describe('isLocalUrl', () => {
  it.each([
    ['http://localhost:3000/api', true],
    ['http://127.0.0.1:8000', true],
    ['http://app.localhost', true],
    ['https://api.verity.dev', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isLocalUrl(url)).toBe(expected);
  });

  it.each([
    ['http://127.0.0.1:3000/app', true],
    ['http://localhost:3000/', true],
    ['http://192.168.1.20:3000/', false],
    ['https://verity.example/', false],
  ])('a same-origin API is local on a page at %s → %s', (pageUrl, expected) => {
    expect(isLocalUrl(resolveRuntimeConfig(sameOrigin, pageUrl).apiBaseUrl)).toBe(expected);
  });
});
