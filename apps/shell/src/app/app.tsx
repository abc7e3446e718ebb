import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { type LoadRemoteModule, type RemoteHost, RemoteHostProvider, ROUTES } from '@verity/mfe';
import { reportMutationErrors, signOutOnCredentialsError } from '@verity/query';
import { failureMessage, notify } from '@verity/ui';
import { AuthProvider, useAuthSnapshot } from '../auth/auth-context';
import { type AppServices } from './app-services';
import { createLoaders } from './loaders';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

type RoutedAppProps = { services: AppServices; router: Router; loadRemoteModule: LoadRemoteModule | undefined };

function RoutedApp({ services, router, loadRemoteModule }: RoutedAppProps) {
  const { session } = useAuthSnapshot();
  // Remotes get a new session (after a refresh) through their parcel's update.
  const host = useMemo<RemoteHost>(
    () => ({
      queryClient: services.queryClient,
      config: services.config,
      api: services.api,
      analytics: services.analytics,
      account: services.auth.account,
      session,
      ...(loadRemoteModule ? { loadRemoteModule } : {}),
    }),
    [services, session, loadRemoteModule],
  );
  return (
    <RemoteHostProvider value={host}>
      <RouterProvider router={router} />
    </RemoteHostProvider>
  );
}

type AppProps = {
  services: AppServices;
  /** Tests pass a memory router and their own remotes; the browser uses the defaults. */
  createRouter?: (routes: ReturnType<typeof createRoutes>) => Router;
  loadRemoteModule?: LoadRemoteModule;
};

/** The whole web app: providers, then the router with the spec's guards. */
export function App({ services, createRouter = createBrowserRouter, loadRemoteModule }: AppProps) {
  const [router] = useState(() => createRouter(createRoutes(createLoaders(services))));
  // Spec sections 2 and 8: invalid credentials in any query or mutation, of the shell or a remote, sign out.
  useEffect(
    () =>
      signOutOnCredentialsError(services.queryClient, () => {
        const headedFor = router.state.navigation.location?.pathname ?? router.state.location.pathname;
        if (headedFor !== ROUTES.logout) void router.navigate(ROUTES.logout, { replace: true });
      }),
    [services.queryClient, router],
  );
  // A change that failed is never silent: a toast says why, unless the screen shows the failure itself.
  useEffect(() => reportMutationErrors(services.queryClient, (error) => notify.error(failureMessage(error))), [services.queryClient]);
  return (
    <QueryClientProvider client={services.queryClient}>
      <AuthProvider controller={services.auth}>
        <RoutedApp services={services} router={router} loadRemoteModule={loadRemoteModule} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
