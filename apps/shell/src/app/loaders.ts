import { type QueryClient } from '@tanstack/react-query';
import { type ApiClient } from '@verity/api-client';
import { profileQueryOptions } from '@verity/query';
import { ROUTES } from '@verity/mfe';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { type AuthController, type AuthSnapshot } from '../auth/auth-controller';
import { loginDestination, loginUrlFor } from '../auth/redirect-param';

export interface LoaderDependencies {
  auth: AuthController;
  api: Pick<ApiClient, 'getProfile'>;
  queryClient: QueryClient;
}

/** The route loaders that hold the spec's guards and redirects (section 2). */
export function createLoaders({ auth, api, queryClient }: LoaderDependencies) {
  async function requireUser(request: Request): Promise<AuthSnapshot> {
    const snapshot = await auth.load();
    if (!snapshot.user) throw redirect(loginUrlFor(new URL(request.url)));
    return snapshot;
  }

  async function redirectSignedIn(to: (url: URL) => string, request: Request) {
    const { user } = await auth.load();
    if (user) throw redirect(to(new URL(request.url)));
    return null;
  }

  const profile = () => queryClient.fetchQuery(profileQueryOptions(api));

  return {
    /** Every page: the current session and user. */
    root: (): Promise<AuthSnapshot> => auth.load(),

    /** Everything under /app needs a signed-in user. */
    app: async ({ request }: LoaderFunctionArgs) => {
      await requireUser(request);
      return null;
    },

    appIndex: async ({ request }: LoaderFunctionArgs) => {
      await requireUser(request);
      const { onboarding_completed } = await profile();
      throw redirect(onboarding_completed ? ROUTES.cases : ROUTES.onboarding);
    },

    onboarding: async ({ request }: LoaderFunctionArgs) => {
      await requireUser(request);
      if ((await profile()).onboarding_completed) throw redirect(ROUTES.cases);
      return null;
    },

    login: ({ request }: LoaderFunctionArgs) => redirectSignedIn((url) => loginDestination(url.search), request),
    signup: ({ request }: LoaderFunctionArgs) => redirectSignedIn((url) => loginDestination(url.search), request),
    forgotPassword: ({ request }: LoaderFunctionArgs) => redirectSignedIn(() => ROUTES.app, request),

    logout: async () => {
      // Spec section 2: /logout clears the client cache and calls the server logout function.
      queryClient.clear();
      await auth.logout();
      throw redirect(ROUTES.login);
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
