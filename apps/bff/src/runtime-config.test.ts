import { EnvConfigError, parseEnv, REMOTE_NAMES } from '@verity/config';
import { bffEnvSchema } from './env';
import { buildRuntimeConfig } from './runtime-config';

const required = { ANON_KEY: 'anon-key', API_URL: 'http://127.0.0.1:8000', AUTH_URL: 'http://127.0.0.1:9999' };

function configFor(env: Record<string, string>) {
  return buildRuntimeConfig(parseEnv(bffEnvSchema, { ...required, ...env }));
}

describe('GET /config.json contents', () => {
  it('puts everything on the local origin by default', () => {
    expect(configFor({ PORT: '3123' })).toEqual({
      apiBaseUrl: 'http://localhost:3123/api',
      wsBaseUrl: 'ws://localhost:3123/api',
      authUrl: 'http://localhost:3123',
      anonKey: 'anon-key',
      debug: true,
      siteUrl: 'http://localhost:3123',
      socialHandle: null,
      remotes: {
        marketing: 'http://localhost:3123/remotes/marketing/mf-manifest.json',
        tests_mfe: 'http://localhost:3123/remotes/tests-mfe/mf-manifest.json',
        runs_mfe: 'http://localhost:3123/remotes/runs-mfe/mf-manifest.json',
        billing_mfe: 'http://localhost:3123/remotes/billing-mfe/mf-manifest.json',
        onboarding_mfe: 'http://localhost:3123/remotes/onboarding-mfe/mf-manifest.json',
      },
    });
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
