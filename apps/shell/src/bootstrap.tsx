import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type RuntimeConfig } from '@verity/config';
import { App } from './app/app';
import { createAppServices } from './app/app-services';

export function renderApp(root: HTMLElement, config: RuntimeConfig) {
  const services = createAppServices(config);
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
