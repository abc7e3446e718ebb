import { parseRuntimeConfigDocument, REMOTE_NAMES, type RuntimeConfigDocument } from '@verity/config';
import { type BffEnv, remoteUrlVariable } from './env';
import { remoteFolder } from './remotes';

/**
 * GET /config.json: everything the web app learns at run time. The API, its websocket and the auth API are
 * all reached through this origin (the BFF proxies them). Without SITE_URL every location is a path on the
 * page's own origin, which the browser resolves, so the same deployment works at localhost, 127.0.0.1, a LAN
 * address or a domain; absolute URLs appear only where SITE_URL or a REMOTE_*_URL names them.
 * Validated here, so a bad deployment fails at start rather than in every browser.
 */
export function buildRuntimeConfig(env: BffEnv): RuntimeConfigDocument {
  const site = env.SITE_URL ?? '';
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[remoteUrlVariable(name)] ?? `${site}/remotes/${remoteFolder(name)}/mf-manifest.json`]),
  );
  return parseRuntimeConfigDocument({
    apiBaseUrl: `${site}/api`,
    wsBaseUrl: `${site.replace(/^http/, 'ws')}/api`,
    authUrl: env.SITE_URL ?? '/',
    anonKey: env.ANON_KEY,
    // Debug logging in the browser: on outside production unless VERITY_DEBUG says otherwise.
    debug: env.VERITY_DEBUG ? env.VERITY_DEBUG === 'true' : env.NODE_ENV !== 'production',
    siteUrl: env.SITE_URL ?? '/',
    socialHandle: env.SOCIAL_HANDLE ?? null,
    remotes,
  });
}
