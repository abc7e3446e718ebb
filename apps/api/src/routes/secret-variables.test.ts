import { SECRET_MASK } from '@verity/contracts';
import { testRuns, tests } from '@verity/db';
import { createSecretBox } from '@verity/models';
import { eq } from 'drizzle-orm';
import { NO_MODELS } from '../app';
import { newUser, type TestUser, useApi } from '../testing/api-harness';

const SERVER_KEY = 'the-api-test-server-key-is-long-enough-0123456789';
const box = createSecretBox(SERVER_KEY);
const PASSWORD = 'hunter2-but-longer';

describe('secret variables', () => {
  const api = useApi({ models: { ...NO_MODELS, box } });
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  const create = (user: TestUser, configuration: Record<string, unknown>) =>
    inject(user, 'POST', '/api/tests/', { configuration: { name: 'Sign in', base_url: 'https://example.com', instructions: ['Type "{{password}}" into "Password"'], ...configuration } });
  const storedSecrets = async (id: string) => (await api().db.select({ secrets: tests.secretVariables }).from(tests).where(eq(tests.id, id)))[0]!.secrets;

  it('stores a secret sealed, apart from the configuration, and shows it masked in every answer', async () => {
    const created = await create(alice, { variables: { user: 'ada' }, secret_variables: { password: PASSWORD } });
    expect(created.statusCode).toBe(201);
    const test = created.json().data;
    expect(test.configuration).toMatchObject({ variables: { user: 'ada' }, secret_variables: { password: SECRET_MASK } });

    const sealed = await storedSecrets(test.id);
    expect(Object.keys(sealed)).toEqual(['password']);
    expect(sealed.password).not.toContain(PASSWORD);
    expect(box.open(sealed.password!)).toBe(PASSWORD);
    const [row] = await api().db.select().from(tests).where(eq(tests.id, test.id));
    expect(JSON.stringify(row!.configuration)).not.toContain('secret');

    for (const url of ['/api/tests/', `/api/tests/${test.id}`, `/api/tests/${test.id}/export?format=playwright`, `/api/tests/${test.id}/export?format=text`]) {
      const response = await inject(alice, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(PASSWORD);
      expect(response.body).not.toContain(sealed.password);
    }
    expect((await inject(alice, 'GET', `/api/tests/${test.id}`)).json().data.configuration.secret_variables).toEqual({ password: SECRET_MASK });
  });

  it('keeps a secret sent back masked, replaces one given a new value, and drops one left out', async () => {
    const test = (await create(alice, { secret_variables: { password: PASSWORD, token: 'tok-1234' } })).json().data;
    const before = await storedSecrets(test.id);

    // Saving the test as it was shown keeps both secrets as they were.
    const unchanged = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { ...test.configuration, name: 'Renamed' } });
    expect(unchanged.statusCode).toBe(200);
    expect(await storedSecrets(test.id)).toEqual(before);
    // Leaving secret_variables out of a patch keeps them too.
    await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { name: 'Renamed again' } });
    expect(await storedSecrets(test.id)).toEqual(before);

    const changed = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { secret_variables: { password: 'a-new-password' } } });
    expect(changed.json().data.configuration.secret_variables).toEqual({ password: SECRET_MASK });
    const after = await storedSecrets(test.id);
    expect(Object.keys(after)).toEqual(['password']);
    expect(box.open(after.password!)).toBe('a-new-password');

    const cleared = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { secret_variables: null } });
    expect(cleared.json().data.configuration.secret_variables).toBeUndefined();
    expect(await storedSecrets(test.id)).toEqual({});
  });

  it('refuses a masked value with nothing saved, a name used twice and a short secret', async () => {
    expect((await create(alice, { secret_variables: { password: SECRET_MASK } })).json()).toEqual({
      ok: false,
      data: null,
      error: 'Type the value of the secret variable “password”: it has none saved yet.',
      error_code: 'validation_failed',
    });
    const both = await create(alice, { variables: { Password: 'x' }, secret_variables: { password: PASSWORD } });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe('“password” is both a variable and a secret variable: keep one of them.');
    const short = await create(alice, { secret_variables: { pin: '123' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain("A secret's value has at least 4 characters");
    const test = (await create(alice, {})).json().data;
    const masked = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { secret_variables: { password: SECRET_MASK } } });
    expect(masked.statusCode).toBe(400);
  });

  it('a run takes the test’s sealed secrets with it and shows them masked', async () => {
    const test = (await create(alice, { secret_variables: { password: PASSWORD } })).json().data;
    const started = await inject(alice, 'POST', `/api/tests/${test.id}/run`);
    expect(started.statusCode).toBe(201);
    const run = started.json().data;
    expect(run.configuration.secret_variables).toEqual({ password: SECRET_MASK });
    const [row] = await api().db.select().from(testRuns).where(eq(testRuns.id, run.id));
    expect(box.open(row!.secretVariables.password!)).toBe(PASSWORD);
    expect(JSON.stringify(row!.configuration)).not.toContain('secret_variables');

    // A later edit of the test does not change what the run runs with.
    await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { secret_variables: { password: 'changed-later' } } });
    const [again] = await api().db.select().from(testRuns).where(eq(testRuns.id, run.id));
    expect(box.open(again!.secretVariables.password!)).toBe(PASSWORD);
    const shown = await inject(alice, 'GET', `/api/test-runs/${run.id}`);
    expect(shown.body).not.toContain(PASSWORD);
    expect(shown.json().data.configuration.secret_variables).toEqual({ password: SECRET_MASK });
  });

  it('is scoped to the owner: another user can neither read nor keep them', async () => {
    const test = (await create(alice, { secret_variables: { password: PASSWORD } })).json().data;
    expect((await inject(bob, 'GET', `/api/tests/${test.id}`)).statusCode).toBe(404);
    expect((await inject(bob, 'PUT', `/api/tests/${test.id}`, { configuration: { secret_variables: { password: SECRET_MASK } } })).statusCode).toBe(404);
  });
});

describe('secret variables on a server without VERITY_SECRET_KEY', () => {
  const api = useApi();
  it('answers 503 secret_key_missing and saves nothing', async () => {
    const user = await newUser();
    const response = await api().injectAs(user, 'POST', '/api/tests/', { configuration: { name: 'Sign in', base_url: 'https://example.com', secret_variables: { password: PASSWORD } } });
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: 'Secret variables cannot be saved here: the server has no VERITY_SECRET_KEY to keep them encrypted. Ask the operator to set it.',
      error_code: 'secret_key_missing',
    });
    expect(response.statusCode).toBe(503);
    expect((await api().injectAs(user, 'GET', '/api/tests/')).json().data).toEqual([]);
  });
});
