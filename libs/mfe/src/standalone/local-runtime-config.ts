import { REMOTE_NAMES, type RuntimeConfig } from '@verity/config';
import { remoteFolder } from '../remote-contract';

/** The runtime config a standalone page uses: everything on the page's own origin, as `npm start` serves it. */
export function localRuntimeConfig(origin: string): RuntimeConfig {
  const wsOrigin = origin.replace(/^http/, 'ws');
  return {
    apiBaseUrl: `${origin}/api`,
    wsBaseUrl: `${wsOrigin}/api`,
    authUrl: origin,
    anonKey: 'local-anon-key',
    debug: true,
    siteUrl: origin,
    socialHandle: null,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `${origin}/remotes/${remoteFolder(name)}/mf-manifest.json`]),
    ) as RuntimeConfig['remotes'],
  };
}
