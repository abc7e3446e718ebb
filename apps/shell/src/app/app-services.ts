import { type QueryClient } from '@tanstack/react-query';
import { type Analytics, createAppAnalytics } from '@verity/analytics';
import { type ApiClient, createApiClient } from '@verity/api-client';
import { type RuntimeConfig } from '@verity/config';
import { createQueryClient } from '@verity/query';
import { createServerFnClient } from '@verity/server-fn';
import { type AuthController, createAuthController } from '../auth/auth-controller';

export interface AppServices {
  config: RuntimeConfig;
  queryClient: QueryClient;
  auth: AuthController;
  api: ApiClient;
  /** The app's one analytics instance, shared with every remote. */
  analytics: Analytics;
}

/** The app's singletons, built once from the runtime config. */
export function createAppServices(config: RuntimeConfig): AppServices {
  // One QueryClient for the whole app: the remotes receive it, so cached data survives moving between them.
  const queryClient = createQueryClient();
  const auth = createAuthController({
    // supabase-js is a fifth of the app's script: only pages that sign in, up or out (or return from Google) load it.
    loadSupabase: () =>
      import('@verity/auth-client/browser-client').then(({ createBrowserAuthClient }) =>
        createBrowserAuthClient({ authUrl: config.authUrl, anonKey: config.anonKey, siteUrl: config.siteUrl }),
      ),
    serverFunctions: createServerFnClient(),
    queryClient,
    authUrl: config.authUrl,
    anonKey: config.anonKey,
  });
  const api = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => auth.getAccessToken() });
  return { config, queryClient, auth, api, analytics: createAppAnalytics({ debug: config.debug }) };
}
