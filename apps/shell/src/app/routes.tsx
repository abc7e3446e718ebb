import { matchPath, type RouteObject } from 'react-router';
import { type RemoteName } from '@verity/config';
import { type RemoteViewName, ROUTES } from '@verity/mfe';
import { type Loaders } from './loaders';
import { NotFoundPage } from './not-found-page';
import { RemoteRoute } from './remote-route';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

type RemoteRouteDefinition = {
  [R in RemoteName]: { path: string; remote: R; view: RemoteViewName<R> };
}[RemoteName];

/** Every screen route of the app (spec section 2) and the remote view that renders it. */
export const REMOTE_ROUTES: readonly RemoteRouteDefinition[] = [
  { path: ROUTES.landing, remote: 'marketing', view: 'landing' },
  { path: ROUTES.blog, remote: 'marketing', view: 'blog-index' },
  { path: ROUTES.blogArticle, remote: 'marketing', view: 'blog-article' },
  { path: ROUTES.terms, remote: 'marketing', view: 'terms' },
  { path: ROUTES.privacy, remote: 'marketing', view: 'privacy' },
  { path: ROUTES.onboarding, remote: 'onboarding_mfe', view: 'onboarding' },
  { path: ROUTES.cases, remote: 'tests_mfe', view: 'cases' },
  { path: ROUTES.tests, remote: 'tests_mfe', view: 'test-list' },
  { path: ROUTES.newTest, remote: 'tests_mfe', view: 'test-new' },
  { path: ROUTES.newSimpleTest, remote: 'tests_mfe', view: 'test-new-simple' },
  { path: ROUTES.editTest, remote: 'tests_mfe', view: 'test-edit' },
  { path: ROUTES.test, remote: 'tests_mfe', view: 'test-view' },
  { path: ROUTES.runs, remote: 'runs_mfe', view: 'run-list' },
  { path: ROUTES.run, remote: 'runs_mfe', view: 'run-detail' },
  { path: ROUTES.review, remote: 'runs_mfe', view: 'run-review' },
  { path: ROUTES.suites, remote: 'runs_mfe', view: 'suite-list' },
  { path: ROUTES.suite, remote: 'runs_mfe', view: 'suite-detail' },
  { path: ROUTES.billing, remote: 'billing_mfe', view: 'billing' },
  { path: ROUTES.billingSuccess, remote: 'billing_mfe', view: 'billing-success' },
  { path: ROUTES.checkout, remote: 'billing_mfe', view: 'sandbox-checkout' },
  { path: ROUTES.models, remote: 'settings_mfe', view: 'models' },
  { path: ROUTES.settings, remote: 'settings_mfe', view: 'settings' },
];

const isAppRoute = (path: string) => path.startsWith(`${ROUTES.app}/`);

/** The remote that renders a path, if a remote does. */
export function remoteOfPath(pathname: string): RemoteName | null {
  return REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname))?.remote ?? null;
}

function remoteRoute({ path, remote, view }: RemoteRouteDefinition, loaders: Loaders): RouteObject {
  return {
    path,
    element: <RemoteRoute remote={remote} view={view} />,
    ...(path === ROUTES.onboarding ? { loader: loaders.onboarding } : {}),
  };
}

/** The shell's route table: it owns every URL and every guard; remotes only render the view a route names. */
export function createRoutes(loaders: Loaders): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: (
        <p role="status" className="app-loading">
          Loading Verity…
        </p>
      ),
      loader: loaders.root,
      // The root layout loads the current user and session for every page (spec section 2).
      shouldRevalidate: () => true,
      children: [
        {
          // Errors of a page show inside the layout, so the header stays usable.
          errorElement: <RouteErrorScreen />,
          children: [
            ...REMOTE_ROUTES.filter(({ path }) => !isAppRoute(path)).map((route) => remoteRoute(route, loaders)),
            // The sign-in pages are downloaded with their route: a signed-in visit to /app never needs them.
            { path: ROUTES.login, loader: loaders.login, lazy: async () => ({ Component: (await import('../auth/login-page')).LoginPage }) },
            { path: ROUTES.signup, loader: loaders.signup, lazy: async () => ({ Component: (await import('../auth/signup-page')).SignupPage }) },
            {
              path: ROUTES.forgotPassword,
              loader: loaders.forgotPassword,
              lazy: async () => ({ Component: (await import('../auth/forgot-password-page')).ForgotPasswordPage }),
            },
            { path: ROUTES.resetPassword, lazy: async () => ({ Component: (await import('../auth/reset-password-page')).ResetPasswordPage }) },
            { path: ROUTES.logout, loader: loaders.logout, element: <p role="status">Signing out…</p> },
            {
              path: ROUTES.app,
              loader: loaders.app,
              children: [
                { index: true, loader: loaders.appIndex },
                ...REMOTE_ROUTES.filter(({ path }) => isAppRoute(path)).map((route) => remoteRoute(route, loaders)),
                // Unknown /app pages are still behind the guard: signed-out visitors go to /login first.
                { path: '*', element: <NotFoundPage /> },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
