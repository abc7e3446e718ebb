import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderStartupError } from './startup-error-page';

const root = document.getElementById('root') as HTMLElement;

async function start() {
  // Asked for at once, while the shared modules download: the config is needed as soon as they are.
  const configResponse = fetch('/config.json', { headers: { accept: 'application/json' }, cache: 'no-store' });
  configResponse.catch(() => undefined);
  const fetchConfig: typeof fetch = () => configResponse;
  // Shared modules (React, @verity/*) are consumable only behind an async import, once Module Federation
  // has set up the share scope: a static import in this entry fails with RUNTIME-006 and a blank page.
  const { loadRuntimeConfig, remoteFallbackPlugin } = await import('./startup-modules');
  const bootstrap = import('./bootstrap');
  const config = await loadRuntimeConfig(fetchConfig);
  registerPlugins([remoteFallbackPlugin()]);
  // Where each remote lives is decided by the deployment (/config.json), never by this build.
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const { renderApp } = await bootstrap;
  renderApp(root, config);
}

start().catch((error: unknown) => {
  console.error('Verity could not start', error);
  renderStartupError(root, error);
});
