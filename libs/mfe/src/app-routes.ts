/**
 * The app's routes, in one place: `ROUTES` as the shell's route table matches them, `routeTo` for every link and
 * redirect. Renaming a route changes both; renaming a parameter makes every link that fills it fail to compile.
 */
export const ROUTES = {
  landing: '/',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  logout: '/logout',
  app: '/app',
  onboarding: '/app/onboarding',
  cases: '/app/cases',
  tests: '/app/tests',
  newTest: '/app/test/new',
  newSimpleTest: '/app/test/new-simple',
  editTest: '/app/test/:testId/edit',
  test: '/app/editor/test/:testId',
  runs: '/app/runs',
  run: '/app/editor/run/:runId',
  review: '/app/editor/review/:runId',
  suites: '/app/suites',
  suite: '/app/suites/:suiteId',
  billing: '/app/billing',
  billingSuccess: '/app/billing-success',
  checkout: '/app/billing/checkout/:sessionId',
  models: '/app/models',
  settings: '/app/settings',
} as const;

export type AppRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** `'/app/editor/run/:runId'` → `'runId'`; never for a route without parameters. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string>;
/** A route with parameters must be given them; one without takes none. */
type RouteArgs<P extends string> = [RouteParamName<P>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: Record<RouteParamName<P>, string>, query?: Query];

/**
 * A link to `route`: each `:parameter` filled in (encoded), then the query, if any.
 * `routeTo(ROUTES.run, { runId })`, `routeTo(ROUTES.runs, {}, { test_id: testId })`.
 */
export function routeTo<P extends AppRoute>(route: P, ...[params, query]: RouteArgs<P>): string {
  const values: Record<string, string | undefined> = params ?? {};
  const path = route.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No ${name} for the route ${route}`);
    return encodeURIComponent(value);
  });
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${path}${search}`;
}
