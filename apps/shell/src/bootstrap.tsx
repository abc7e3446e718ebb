import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RuntimeConfig } from '@verity/config';
import { type RemoteHost, RemoteHostProvider } from '@verity/mfe';
import { createQueryClient } from '@verity/query';
import { createRoutes } from './app/routes';

export function renderApp(root: HTMLElement, config: RuntimeConfig) {
  // One QueryClient for the whole app: the remotes receive it, so cached data survives moving between them.
  const queryClient = createQueryClient();
  const host: RemoteHost = { queryClient, config, session: null };
  const router = createBrowserRouter(createRoutes());
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RemoteHostProvider value={host}>
          <RouterProvider router={router} />
        </RemoteHostProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
