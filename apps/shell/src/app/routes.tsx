import { matchPath, type RouteObject } from 'react-router';
import { type RemoteName } from '@verity/config';
import { type RemoteViewName } from '@verity/mfe';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { LoginPage } from '../auth/login-page';
import { ResetPasswordPage } from '../auth/reset-password-page';
import { SignupPage } from '../auth/signup-page';
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
  { path: '/', remote: 'marketing', view: 'landing' },
  { path: '/blog', remote: 'marketing', view: 'blog-index' },
  { path: '/blog/:slug', remote: 'marketing', view: 'blog-article' },
  { path: '/terms', remote: 'marketing', view: 'terms' },
  { path: '/privacy', remote: 'marketing', view: 'privacy' },
  { path: '/app/onboarding', remote: 'onboarding_mfe', view: 'onboarding' },
  { path: '/app/cases', remote: 'tests_mfe', view: 'cases' },
  { path: '/app/tests', remote: 'tests_mfe', view: 'test-list' },
  { path: '/app/test/new', remote: 'tests_mfe', view: 'test-new' },
  { path: '/app/test/new-simple', remote: 'tests_mfe', view: 'test-new-simple' },
  { path: '/app/test/:testId/edit', remote: 'tests_mfe', view: 'test-edit' },
  { path: '/app/editor/test/:testId', remote: 'tests_mfe', view: 'test-view' },
  { path: '/app/runs', remote: 'runs_mfe', view: 'run-list' },
  { path: '/app/editor/run/:runId', remote: 'runs_mfe', view: 'run-detail' },
  { path: '/app/editor/review/:runId', remote: 'runs_mfe', view: 'run-review' },
  { path: '/app/billing', remote: 'billing_mfe', view: 'billing' },
  { path: '/app/billing-success', remote: 'billing_mfe', view: 'billing-success' },
  { path: '/app/billing/checkout/:sessionId', remote: 'billing_mfe', view: 'sandbox-checkout' },
  { path: '/app/models', remote: 'settings_mfe', view: 'models' },
  { path: '/app/settings', remote: 'settings_mfe', view: 'settings' },
];

const isAppRoute = (path: string) => path.startsWith('/app/');

/** The remote that renders a path, if a remote does. */
export function remoteOfPath(pathname: string): RemoteName | null {
  return REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname))?.remote ?? null;
}

function remoteRoute({ path, remote, view }: RemoteRouteDefinition, loaders: Loaders): RouteObject {
  return {
    path,
    element: <RemoteRoute remote={remote} view={view} />,
    ...(path === '/app/onboarding' ? { loader: loaders.onboarding } : {}),
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
            { path: '/login', loader: loaders.login, element: <LoginPage /> },
            { path: '/signup', loader: loaders.signup, element: <SignupPage /> },
            { path: '/forgot-password', loader: loaders.forgotPassword, element: <ForgotPasswordPage /> },
            { path: '/reset-password', element: <ResetPasswordPage /> },
            { path: '/logout', loader: loaders.logout, element: <p role="status">Signing out…</p> },
            {
              path: '/app',
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
