import { EnvConfigError, parseEnv, REMOTE_NAMES, resolveRuntimeConfig } from '@verity/config';
import { bffEnvSchema } from './env';
import { buildRuntimeConfig } from './runtime-config';

const required = { ANON_KEY: 'anon-key', API_URL: 'http://127.0.0.1:8000', AUTH_URL: 'http://127.0.0.1:9999' };

function configFor(env: Record<string, string>) {
  return buildRuntimeConfig(parseEnv(bffEnvSchema, { ...required, ...env }));
}

describe('GET /config.json contents', () => {
  it('without SITE_URL, puts everything on the page’s own origin: paths only, whatever the port', () => {
    expect(configFor({ PORT: '3123' })).toEqual({
      apiBaseUrl: '/api',
      wsBaseUrl: '/api',
      authUrl: '/',
      anonKey: 'anon-key',
      debug: true,
      siteUrl: '/',
      socialHandle: null,
      remotes: {
        marketing: '/remotes/marketing/mf-manifest.json',
        tests_mfe: '/remotes/tests-mfe/mf-manifest.json',
        runs_mfe: '/remotes/runs-mfe/mf-manifest.json',
        billing_mfe: '/remotes/billing-mfe/mf-manifest.json',
        onboarding_mfe: '/remotes/onboarding-mfe/mf-manifest.json',
        settings_mfe: '/remotes/settings-mfe/mf-manifest.json',
      },
    });
  });

  it('without SITE_URL, holds no absolute URL but a REMOTE_*_URL', () => {
    const config = configFor({ REMOTE_BILLING_MFE_URL: 'http://localhost:4204/mf-manifest.json' });
    const absolute = JSON.stringify(config).match(/[a-z]+:\/\/[^"]*/g);
    expect(absolute).toEqual(['http://localhost:4204/mf-manifest.json']);
  });

  it('resolves in the browser to the address the page was opened on', () => {
    const config = configFor({});
    expect(resolveRuntimeConfig(config, 'http://127.0.0.1:3000/app/tests')).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:3000/api',
      wsBaseUrl: 'ws://127.0.0.1:3000/api',
      authUrl: 'http://127.0.0.1:3000',
      siteUrl: 'http://127.0.0.1:3000',
    });
    expect(resolveRuntimeConfig(config, 'https://verity.example/app').wsBaseUrl).toBe('wss://verity.example/api');
  });

  it('follows SITE_URL, SOCIAL_HANDLE and per-remote overrides', () => {
    const config = configFor({
      SITE_URL: 'https://verity.example/',
      SOCIAL_HANDLE: '@verity',
      NODE_ENV: 'production',
      REMOTE_TESTS_MFE_URL: 'https://cdn.example/tests/mf-manifest.json',
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://verity.example/api',
      wsBaseUrl: 'wss://verity.example/api',
      authUrl: 'https://verity.example',
      siteUrl: 'https://verity.example',
      socialHandle: '@verity',
      debug: false,
    });
    expect(config.remotes.tests_mfe).toBe('https://cdn.example/tests/mf-manifest.json');
    expect(config.remotes.runs_mfe).toBe('https://verity.example/remotes/runs-mfe/mf-manifest.json');
    expect(Object.keys(config.remotes)).toEqual([...REMOTE_NAMES]);
  });

  it('turns debug on in production only when VERITY_DEBUG=true, and off anywhere with VERITY_DEBUG=false', () => {
    expect(configFor({ NODE_ENV: 'production', VERITY_DEBUG: 'true' }).debug).toBe(true);
    expect(configFor({ NODE_ENV: 'development', VERITY_DEBUG: 'false' }).debug).toBe(false);
  });

  it('names the bad variable when the environment is wrong', () => {
    expect(() => configFor({ REMOTE_BILLING_MFE_URL: 'ftp://cdn/x', API_URL: '' })).toThrow(EnvConfigError);
    expect(() => configFor({ REMOTE_BILLING_MFE_URL: 'ftp://cdn/x' })).toThrow(
      'REMOTE_BILLING_MFE_URL: must be an http(s):// URL (got "ftp://cdn/x")',
    );
    expect(() => parseEnv(bffEnvSchema, {})).toThrow(/ANON_KEY: .*it is not set/);
  });
});
