import { loadRuntimeConfig, type RuntimeConfig } from '@verity/config';

/** The runtime config as the web app sees it on a page at `baseURL`: /config.json resolved against that address. */
export function runtimeConfigAt(baseURL: string): Promise<RuntimeConfig> {
  return loadRuntimeConfig(fetch, `${baseURL}/config.json`, `${baseURL}/`);
}
