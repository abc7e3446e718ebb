import { parseRuntimeConfig, REMOTE_NAMES, type RuntimeConfig } from '@verity/config';
import { type BffEnv, remoteUrlVariable } from './env';
import { remoteFolder } from './remotes';

/**
 * GET /config.json: everything the web app learns at run time. The API, its websocket and the auth API are
 * all reached through this origin (the BFF proxies them), so one build runs against any deployment.
 * Validated here, so a bad deployment fails at start rather than in every browser.
 */
export function buildRuntimeConfig(env: BffEnv): RuntimeConfig {
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[remoteUrlVariable(name)] ?? `${siteUrl}/remotes/${remoteFolder(name)}/mf-manifest.json`,
    ]),
  );
  return parseRuntimeConfig({
    apiBaseUrl: `${siteUrl}/api`,
    wsBaseUrl: `${siteUrl.replace(/^http/, 'ws')}/api`,
    authUrl: siteUrl,
    anonKey: env.ANON_KEY,
    // Debug logging in the browser: on outside production unless VERITY_DEBUG says otherwise.
    debug: env.VERITY_DEBUG ? env.VERITY_DEBUG === 'true' : env.NODE_ENV !== 'production',
    siteUrl,
    socialHandle: env.SOCIAL_HANDLE ?? null,
    remotes,
  });
}
