import { screen, waitFor, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeFolder, makeTest } from '@verity/api-client/testing';
import { type CreateTestInput, MESSAGES, type Test } from '@verity/contracts';
import { createFakeTestsApi } from '../testing/fake-tests-api';
import { cleanupTestsViews, renderTestsView } from '../testing/render-tests-view';
import { fill, user } from '../testing/user';

jest.setTimeout(15_000);

afterEach(cleanupTestsViews);

const checkout = makeFolder({ id: 'f-checkout', name: 'Checkout' });

async function renderCreate(overrides = {}, search = '', tests: Test[] = []) {
  const fake = createFakeTestsApi({ folders: [checkout], tests }, overrides);
  const view = await renderTestsView('test-new', { api: fake.api, search });
  await screen.findByRole('option', { name: 'Checkout' });
  return { ...fake, ...view };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('create a test', () => {
  it('refuses a test without a name or base URL with the spec message', async () => {
    const createTest = jest.fn();
    await renderCreate({ createTest });
    expect(document.title).toBe('Create a test · Verity');

    await user.click(screen.getByRole('button', { name: 'Create test' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.testNameAndUrlRequired);
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Base URL')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Name')).toHaveFocus());

    await fill(field('Name'), 'Sign in');
    await user.click(screen.getByRole('button', { name: 'Create test' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.testNameAndUrlRequired);
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(createTest).not.toHaveBeenCalled();
  });

  it('wants an http(s) base URL, a valid variable name and a whole viewport', async () => {
    const createTest = jest.fn();
    await renderCreate({ createTest });
    await fill(field('Name'), 'Sign in');
    await fill(field('Base URL'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await fill(field('Name of variable 1'), '2fa code');
    await fill(screen.getByRole('spinbutton', { name: 'Width' }), '100');
    await fill(screen.getByRole('spinbutton', { name: /Step timeout in seconds/ }), '600');
    await user.click(screen.getByRole('button', { name: 'Create test' }));

    expect(screen.getByText('The base URL must start with http:// or https://, e.g. https://example.com.')).toBeInTheDocument();
    expect(field('Base URL')).toHaveAccessibleDescription(/must start with http:\/\/ or https:\/\//);
    expect(screen.getByText('A variable name starts with a letter or _ and has only letters, digits and _.')).toBeInTheDocument();
    expect(screen.getByText(/Give both: a width from 320 to 3840 and a height from 240 to 2160 pixels/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Step timeout in seconds/ })).toHaveAccessibleDescription(
      /Give a whole number of seconds from 1 to 120, or leave it empty for your default/,
    );
    expect(createTest).not.toHaveBeenCalled();
  });

  it('creates the test with its steps, folder, variables and viewport, then opens it', async () => {
    const { state, navigate } = await renderCreate();
    await fill(field('Name'), 'Sign in');
    await fill(field('Base URL'), 'https://shop.example');
    await user.selectOptions(screen.getByRole('combobox', { name: /Folder/ }), 'Checkout');
    await fill(field('Steps (0 steps)'), 'Go to /login\n\n  Type "{{email}}" into "Email"  \nClick "Sign in"');
    expect(screen.getByRole('textbox', { name: 'Steps (3 steps)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await waitFor(() => expect(field('Name of variable 1')).toHaveFocus());
    await fill(field('Name of variable 1'), 'email');
    await fill(field('Value of variable 1'), 'ada@example.com');
    await fill(screen.getByRole('spinbutton', { name: 'Width' }), '1024');
    await fill(screen.getByRole('spinbutton', { name: 'Height' }), '768');
    const stepTimeout = screen.getByRole('spinbutton', { name: /Step timeout in seconds/ });
    expect(stepTimeout).toHaveAccessibleDescription(/Leave empty for your default/);
    await fill(stepTimeout, '20');
    const neverCall = screen.getByRole('checkbox', { name: 'Never call an AI model for this test' });
    expect(neverCall).toHaveAccessibleDescription(/fails with “needs a model”/);
    await user.click(neverCall);
    await user.click(screen.getByRole('button', { name: 'Create test' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/app/editor/test/${state.tests[0]?.id}`, undefined));
    expect(state.tests[0]?.configuration).toEqual({
      name: 'Sign in',
      base_url: 'https://shop.example',
      instructions: ['Go to /login', 'Type "{{email}}" into "Email"', 'Click "Sign in"'],
      folder_id: 'f-checkout',
      variables: { email: 'ada@example.com' },
      viewport: { width: 1024, height: 768 },
      step_timeout_ms: 20_000,
      model_calls: 'never',
    });
    expect(await screen.findByText('Test “Sign in” created.')).toBeInTheDocument();
  });

  it('creates a test with a secret variable: typed in a password field, sent apart from the plain ones', async () => {
    const createTest = jest.fn(async (input: CreateTestInput) => makeTest({ id: 't-new', configuration: { ...input.configuration, instructions: input.configuration.instructions ?? [], folder_id: null } }));
    await renderCreate({ createTest });
    await fill(field('Name'), 'Sign in');
    await fill(field('Base URL'), 'https://shop.example');
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await waitFor(() => expect(field('Name of variable 1')).toHaveFocus());
    await fill(field('Name of variable 1'), 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Secret variable 1' }));
    const value = screen.getByLabelText('Value of variable 1');
    expect(value).toHaveAttribute('type', 'password');
    await fill(value, 'abc');
    await user.click(screen.getByRole('button', { name: 'Create test' }));
    expect(await screen.findByText('A secret has at least 4 characters.')).toBeInTheDocument();
    expect(createTest).not.toHaveBeenCalled();

    await waitFor(() => expect(field('Name of variable 1')).toHaveFocus());
    await fill(screen.getByLabelText('Value of variable 1'), 'defg');
    await user.click(screen.getByRole('button', { name: 'Create test' }));
    await waitFor(() => expect(createTest).toHaveBeenCalledTimes(1));
    expect(createTest.mock.calls[0]![0].configuration).toMatchObject({ secret_variables: { password: 'abcdefg' } });
    expect(createTest.mock.calls[0]![0].configuration).not.toHaveProperty('variables');
  });

  it('shows the server’s refusal above the form and as a toast', async () => {
    const refusal = new ApiError('base_url must be an http:// or https:// URL.', { kind: 'http', status: 400, errorCode: 'validation_failed' });
    await renderCreate({ createTest: async () => Promise.reject(refusal) });
    await fill(field('Name'), 'Sign in');
    await fill(field('Base URL'), 'https://shop.example');
    await user.click(screen.getByRole('button', { name: 'Create test' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('base_url must be an http:// or https:// URL.');
    expect(await screen.findByText('Could not create the test: base_url must be an http:// or https:// URL.')).toBeInTheDocument();
  });

  it('starts from the name and base URL given in the address', async () => {
    await renderCreate({}, '?name=Checkout%20flow&base_url=https%3A%2F%2Fshop.example');
    expect(field('Name')).toHaveValue('Checkout flow');
    expect(field('Base URL')).toHaveValue('https://shop.example');
  });
});

describe('signing in', () => {
  const signInAsAda = makeTest({ id: 't-ada', configuration: { name: 'Sign in as Ada', base_url: 'https://shop.example', instructions: [], folder_id: null, provides_session: true } });
  const signInAsBob = makeTest({ id: 't-bob', configuration: { name: 'Sign in as Bob', base_url: 'https://shop.example', instructions: [], folder_id: null, provides_session: true } });
  const search = makeTest({ id: 't-search', configuration: { name: 'Search', base_url: 'https://shop.example', instructions: [], folder_id: null } });
  const startSignedInWith = () => screen.getByRole('combobox', { name: 'Start signed in with' });
  const isSignInTest = () => screen.getByRole('checkbox', { name: 'This is a sign-in test' });
  const optionNames = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

  async function fillNameAndUrl(name: string) {
    await fill(field('Name'), name);
    await fill(field('Base URL'), 'https://shop.example');
  }

  it('creates a sign-in test: ticking the box clears and disables "Start signed in with", and the test is saved as one', async () => {
    const { state, navigate } = await renderCreate({}, '', [signInAsAda, search]);
    await waitFor(() => expect(startSignedInWith()).toBeEnabled());
    expect(isSignInTest()).toHaveAccessibleDescription(
      'When it passes, Verity keeps the browser’s cookies and local storage (encrypted) so other tests can start signed in. A sign-in test starts signed out.',
    );
    await fillNameAndUrl('Sign in as Cy');
    await user.selectOptions(startSignedInWith(), 'Sign in as Ada');
    await user.click(isSignInTest());

    expect(startSignedInWith()).toBeDisabled();
    expect(startSignedInWith()).toHaveDisplayValue('Nobody — start signed out');
    expect(startSignedInWith()).toHaveAccessibleDescription(/A sign-in test starts signed out/);
    await user.click(screen.getByRole('button', { name: 'Create test' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/app/editor/test/${state.tests[0]?.id}`, undefined));
    expect(state.tests[0]?.configuration).toMatchObject({ name: 'Sign in as Cy', provides_session: true });
    expect(state.tests[0]?.configuration).not.toHaveProperty('session_from');
  });

  it('creates a test that starts signed in with a sign-in test: only sign-in tests are offered, by name', async () => {
    const createTest = jest.fn(async (input: CreateTestInput) => makeTest({ id: 't-new', configuration: { ...input.configuration, instructions: [], folder_id: null } }));
    await renderCreate({ createTest }, '', [signInAsBob, search, signInAsAda]);
    await waitFor(() => expect(optionNames(startSignedInWith())).toEqual(['Nobody — start signed out', 'Sign in as Ada', 'Sign in as Bob']));
    expect(startSignedInWith()).toHaveAccessibleDescription('The sign-in test runs first when no session is saved or it has expired.');
    await fillNameAndUrl('Checkout');
    await user.selectOptions(startSignedInWith(), 'Sign in as Bob');
    await user.click(screen.getByRole('button', { name: 'Create test' }));

    await waitFor(() => expect(createTest).toHaveBeenCalledTimes(1));
    expect(createTest.mock.calls[0]![0].configuration).toMatchObject({ session_from: 't-bob' });
    expect(createTest.mock.calls[0]![0].configuration).not.toHaveProperty('provides_session');
  });

  it('sends neither when the test signs in for nobody and starts signed out', async () => {
    const createTest = jest.fn(async (input: CreateTestInput) => makeTest({ id: 't-new', configuration: { ...input.configuration, instructions: [], folder_id: null } }));
    await renderCreate({ createTest }, '', [signInAsAda]);
    await fillNameAndUrl('Checkout');
    await user.click(screen.getByRole('button', { name: 'Create test' }));
    await waitFor(() => expect(createTest).toHaveBeenCalledTimes(1));
    expect(createTest.mock.calls[0]![0].configuration).not.toHaveProperty('provides_session');
    expect(createTest.mock.calls[0]![0].configuration).not.toHaveProperty('session_from');
  });

  it('says how to make a sign-in test while the user has none, the choice disabled', async () => {
    await renderCreate({}, '', [search]);
    await waitFor(() => expect(startSignedInWith()).toHaveAccessibleDescription(/None of your tests is a sign-in test yet/));
    expect(startSignedInWith()).toHaveAccessibleDescription(/tick “This is a sign-in test” on the test that signs in/);
    expect(startSignedInWith()).toBeDisabled();
    expect(optionNames(startSignedInWith())).toEqual(['Nobody — start signed out']);
  });
});

describe('checking the steps against the step language', () => {
  it('shows each unreadable line with the parser’s sentence once the box is left, and fixes it with a suggestion', async () => {
    await renderCreate();
    const steps = field('Steps (0 steps)');
    await fill(steps, 'Go to /login\nClik the Sign in button');
    expect(screen.queryByText(/not a step Verity understands/)).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('1 line is not a step Verity understands:')).toBeInTheDocument();
    expect(screen.getByText(/^Line 2 "Clik the Sign in button": not a step I understand\. Did you mean: Click the "Sign in" button/)).toBeInTheDocument();
    expect(field('Steps (2 steps)')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'On line 2, use Click the "Sign in" button' }));
    expect(field('Steps (2 steps)')).toHaveValue('Go to /login\nClick the "Sign in" button');
    expect(await screen.findByText('All 2 steps are understood.')).toBeInTheDocument();
    expect(field('Steps (2 steps)')).not.toHaveAttribute('aria-invalid');
  });

  it('stops a save with unreadable lines, unless the user saves anyway', async () => {
    const { state, navigate } = await renderCreate();
    await fill(field('Name'), 'Sign in');
    await fill(field('Base URL'), 'https://shop.example');
    await fill(field('Steps (0 steps)'), 'Go to /login\nDo the sign in dance');
    await user.click(screen.getByRole('button', { name: 'Create test' }));

    expect(await screen.findByText(/^1 line of the steps is not a step Verity understands\./)).toBeInTheDocument();
    expect(screen.getByText(/^Line 2 "Do the sign in dance"/)).toBeInTheDocument();
    expect(state.tests).toEqual([]);
    await waitFor(() => expect(field('Steps (2 steps)')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/app/editor/test/${state.tests[0]?.id}`, undefined));
    expect(state.tests[0]?.configuration.instructions).toEqual(['Go to /login', 'Do the sign in dance']);
  });

  it('keeps the grammar’s help at hand, collapsed until asked for', async () => {
    await renderCreate();
    const summary = screen.getByText('How to write steps');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByText('Check that the URL contains "/dashboard"')).toBeVisible();
  });
});
