import { newUser, type TestUser, useApi } from '../testing/api-harness';

describe('sign-in tests and the tests that start signed in with them', () => {
  const api = useApi();
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  const create = (user: TestUser, configuration: Record<string, unknown>) =>
    inject(user, 'POST', '/api/tests/', { configuration: { name: 'A test', base_url: 'https://example.com', instructions: ['Go to /'], ...configuration } });
  const refusal = (message: string) => ({ ok: false, data: null, error: message, error_code: 'validation_failed' });

  it('keeps a sign-in test and a test that starts with its session, and a run takes both settings', async () => {
    const signIn = (await create(alice, { name: 'Sign in', provides_session: true })).json().data;
    expect(signIn.configuration.provides_session).toBe(true);
    const orders = await create(alice, { name: 'Orders', session_from: signIn.id });
    expect(orders.statusCode).toBe(201);
    expect(orders.json().data.configuration.session_from).toBe(signIn.id);

    const run = await inject(alice, 'POST', `/api/tests/${orders.json().data.id}/run`);
    expect(run.json().data.configuration.session_from).toBe(signIn.id);
    // Until the worker has it, a run shows no session.
    expect(run.json().data).not.toHaveProperty('session');

    const cleared = await inject(alice, 'PUT', `/api/tests/${orders.json().data.id}`, { configuration: { session_from: null } });
    expect(cleared.json().data.configuration).not.toHaveProperty('session_from');
  });

  it('refuses a session from a test that is not a sign-in test, someone else’s, the test itself, or on a sign-in test', async () => {
    const plain = (await create(alice, { name: 'Plain' })).json().data;
    const mustBeSignIn = refusal('“Start signed in with” must be one of your sign-in tests.');
    expect((await create(alice, { session_from: plain.id })).json()).toEqual(mustBeSignIn);
    const bobs = (await create(bob, { provides_session: true })).json().data;
    expect((await create(alice, { session_from: bobs.id })).json()).toEqual(mustBeSignIn);

    const signIn = (await create(alice, { name: 'Sign in', provides_session: true })).json().data;
    const other = (await create(alice, { name: 'Other sign in', provides_session: true })).json().data;
    expect((await create(alice, { provides_session: true, session_from: signIn.id })).json()).toEqual(
      refusal('A sign-in test starts signed out: it cannot also start signed in with another test.'),
    );
    expect((await inject(alice, 'PUT', `/api/tests/${other.id}`, { configuration: { session_from: signIn.id } })).statusCode).toBe(400);
    const self = await inject(alice, 'PUT', `/api/tests/${signIn.id}`, { configuration: { provides_session: null, session_from: signIn.id } });
    expect(self.json()).toEqual(refusal('A test cannot start signed in with itself.'));
    expect((await create(alice, { session_from: 'not-a-uuid' })).statusCode).toBe(400);
  });
});
