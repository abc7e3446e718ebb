import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type RuntimeConfig } from '@verity/config';
import { startLoadingRemoteModule } from '@verity/mfe';
import { App } from './app/app';
import { createAppServices } from './app/app-services';
import { remoteOfPath } from './app/routes';

export function renderApp(root: HTMLElement, config: RuntimeConfig) {
  // The first page's remote downloads while the shell reads the session, not after.
  const remote = remoteOfPath(window.location.pathname);
  if (remote) startLoadingRemoteModule(`${remote}/lifecycles`);
  const services = createAppServices(config);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
