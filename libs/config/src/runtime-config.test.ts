import { loadRuntimeConfig, parseRuntimeConfig, REMOTE_NAMES, RuntimeConfigError } from './runtime-config';
import { isLocalUrl } from './is-local-url';

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

describe('runtime config', () => {
  it('accepts a complete document', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
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
});
