import { Navigate, type RouteObject } from 'react-router';
import { type RemoteName } from '@verity/config';
import { type RemoteViewName } from '@verity/mfe';
import { NotFoundPage } from './not-found-page';
import { RemoteRoute } from './remote-route';
import { RootLayout } from './root-layout';

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
];

/** The shell's route table: it owns every URL; remotes only render the view a route names. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...REMOTE_ROUTES.map(({ path, remote, view }) => ({
          path,
          element: <RemoteRoute remote={remote} view={view} />,
        })),
        // Until the profile is loaded (a later issue), /app goes straight to the cases.
        { path: '/app', element: <Navigate to="/app/cases" replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
