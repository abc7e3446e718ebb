import { ROUTES, routeTo } from './app-routes';

describe('the app routes', () => {
  it('fills in parameters, encoded, and adds a query', () => {
    expect(routeTo(ROUTES.run, { runId: 'r-1' })).toBe('/app/editor/run/r-1');
    expect(routeTo(ROUTES.editTest, { testId: 'a/b c' })).toBe('/app/test/a%2Fb%20c/edit');
    expect(routeTo(ROUTES.runs, {}, { test_id: 't 1' })).toBe('/app/runs?test_id=t+1');
    expect(routeTo(ROUTES.billing, {}, { checkout: 'cancelled' })).toBe('/app/billing?checkout=cancelled');
    expect(routeTo(ROUTES.tests)).toBe('/app/tests');
  });

  it('refuses a link with a parameter missing', () => {
    expect(() => routeTo(ROUTES.review, {} as { runId: string })).toThrow('No runId for the route /app/editor/review/:runId');
  });

  it('keeps every signed-in screen under /app and every route distinct', () => {
    const paths = Object.values(ROUTES);
    expect(new Set(paths).size).toBe(paths.length);
    const signedIn = ['onboarding', 'cases', 'tests', 'newTest', 'newSimpleTest', 'editTest', 'test', 'runs', 'run', 'review', 'billing', 'billingSuccess', 'checkout', 'models', 'settings'] as const;
    for (const name of signedIn) expect(ROUTES[name].startsWith('/app/')).toBe(true);
  });
});
