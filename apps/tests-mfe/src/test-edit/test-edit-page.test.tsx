import { screen, waitFor, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeFolder, makeTest } from '@verity/api-client/testing';
import { MESSAGES, SECRET_MASK, type Test, type UpdateTestInput } from '@verity/contracts';
import { UNSAVED_CHANGES_MESSAGE } from '../shared/unsaved-changes-guard';
import { createFakeTestsApi } from '../testing/fake-tests-api';
import { cleanupTestsViews, renderTestsView } from '../testing/render-tests-view';
import { fill, user } from '../testing/user';

jest.setTimeout(15_000);

let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(false);
});
afterEach(async () => {
  confirmSpy.mockRestore();
  await cleanupTestsViews();
});

const archive = makeFolder({ id: 'f-archive', name: 'Archive', deleted_at: '2025-02-01T00:00:00.000Z' });
const checkout = makeFolder({ id: 'f-checkout', name: 'Checkout' });
const signIn = makeTest({
  id: 't-1',
  configuration: {
    name: 'Sign in',
    base_url: 'https://shop.example',
    instructions: ['Go to /login', 'Click "Sign in"'],
    folder_id: 'f-archive',
    variables: { email: 'ada@example.com' },
    viewport: { width: 1024, height: 768 },
    step_timeout_ms: 15_000,
    goal_description: 'A user signs in',
  },
});

async function renderEdit(overrides = {}) {
  const fake = createFakeTestsApi({ tests: [signIn], folders: [checkout, archive] }, overrides);
  const view = await renderTestsView('test-edit', { api: fake.api, params: { testId: 't-1' } });
  await screen.findByRole('heading', { level: 1, name: 'Edit test' });
  return { ...fake, ...view };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('edit a test', () => {
  it('shows every field of the test and saves the changes', async () => {
    const { state, navigate } = await renderEdit();
    expect(document.title).toBe('Edit Sign in · Verity');
    expect(field('Name')).toHaveValue('Sign in');
    expect(field('Base URL')).toHaveValue('https://shop.example');
    expect(field(/^Steps/)).toHaveValue('Go to /login\nClick "Sign in"');
    expect(field('Name of variable 1')).toHaveValue('email');
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveValue(1024);
    expect(screen.getByRole('spinbutton', { name: /Step timeout in seconds/ })).toHaveValue(15);
    // Its folder was deleted: still offered, and labelled so.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Folder/ })).toHaveDisplayValue('Archive (deleted)'));

    await user.clear(field(/^Steps/));
    await fill(field(/^Steps/), 'Go to /login\nClick "Log in"');
    await user.selectOptions(screen.getByRole('combobox', { name: /Folder/ }), 'Checkout');
    await user.click(screen.getByRole('button', { name: 'Remove variable 1' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Width' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Height' }));
    await user.clear(screen.getByRole('spinbutton', { name: /Step timeout in seconds/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/editor/test/t-1', undefined));
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(state.tests[0]?.configuration).toEqual({
      name: 'Sign in',
      base_url: 'https://shop.example',
      instructions: ['Go to /login', 'Click "Log in"'],
      folder_id: 'f-checkout',
      goal_description: 'A user signs in',
    });
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  });

  it('keeps a saved secret it never shows, replaces it when a value is typed, and asks again for a renamed one', async () => {
    const withSecret = makeTest({ id: 't-1', configuration: { ...signIn.configuration, secret_variables: { password: SECRET_MASK } } });
    const updateTest = jest.fn(async (_id: string, input: UpdateTestInput) => ({ ...withSecret, configuration: { ...withSecret.configuration, name: input.configuration.name ?? '' } }));
    const fake = createFakeTestsApi({ tests: [withSecret], folders: [checkout, archive] }, { updateTest });
    await renderTestsView('test-edit', { api: fake.api, params: { testId: 't-1' } });
    await screen.findByRole('heading', { level: 1, name: 'Edit test' });

    expect(field('Name of variable 2')).toHaveValue('password');
    const secretValue = screen.getByLabelText('Value of variable 2');
    expect(secretValue).toHaveAttribute('type', 'password');
    expect(secretValue).toHaveValue('');
    expect(secretValue).toHaveAttribute('placeholder', 'Saved (hidden): type to replace');
    expect(screen.getByRole('checkbox', { name: 'Secret variable 2' })).toBeChecked();

    // Saved with nothing typed: the secret is kept (the API's SECRET_MASK), never sent as a value.
    await fill(field('Name'), ' (v2)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateTest).toHaveBeenCalledTimes(1));
    expect(updateTest.mock.calls[0]![1].configuration).toMatchObject({ variables: { email: 'ada@example.com' }, secret_variables: { password: SECRET_MASK } });

    // Renamed, it must be typed again; typed, the new value is sent.
    await fill(field('Name of variable 2'), '_2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Type the secret’s value again: a renamed secret is saved anew.')).toBeInTheDocument();
    expect(updateTest).toHaveBeenCalledTimes(1);
    // The form takes the user to the field in error first.
    await waitFor(() => expect(field('Name of variable 2')).toHaveFocus());
    await fill(screen.getByLabelText('Value of variable 2'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateTest).toHaveBeenCalledTimes(2));
    expect(updateTest.mock.calls[1]![1].configuration.secret_variables).toEqual({ password_2: 'a-new-password' });
  });

  it('makes a variable secret, and a saved secret plain only with a new value', async () => {
    const { state } = await renderEdit();
    await user.click(screen.getByRole('checkbox', { name: 'Secret variable 1' }));
    expect(screen.getByLabelText('Value of variable 1')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(state.tests[0]?.configuration.secret_variables).toEqual({ email: SECRET_MASK }));
    expect(state.tests[0]?.configuration.variables).toBeUndefined();
  });

  it('keeps the spec message for an emptied name', async () => {
    const updateTest = jest.fn();
    await renderEdit({ updateTest });
    await user.clear(field('Name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.testNameAndUrlRequired);
    expect(updateTest).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes, through its links, the shell’s links and the browser', async () => {
    const { navigate } = await renderEdit();
    const back = screen.getByRole('link', { name: 'Back to the test' });

    // Nothing changed: no question.
    await user.click(back);
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/app/editor/test/t-1', { replace: undefined });
    navigate.mockClear();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await fill(field('Name'), ' (v2)');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(back);
    expect(confirmSpy).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(navigate).not.toHaveBeenCalled();

    const shellLink = document.body.appendChild(document.createElement('a'));
    shellLink.href = '/app/runs';
    shellLink.textContent = 'Runs';
    const shellNavigation = jest.fn((event: MouseEvent) => event.preventDefault());
    shellLink.addEventListener('click', shellNavigation);
    await user.click(shellLink);
    expect(confirmSpy).toHaveBeenCalledTimes(2);
    expect(shellNavigation).not.toHaveBeenCalled();

    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    confirmSpy.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Tests' }));
    expect(navigate).toHaveBeenCalledWith('/app/tests', { replace: undefined });
    shellLink.remove();
  });

  it('answers an unknown test with the not-found screen and a way back', async () => {
    await renderTestsView('test-edit', { api: createFakeTestsApi().api, params: { testId: 'nope' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your tests' })).toHaveAttribute('href', '/app/tests');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(document.title).toBe('Test not found · Verity');
  });

  it('logs any other loader failure and rethrows it to the remote’s error screen', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new ApiError('Internal server error', { kind: 'http', status: 500 });
    const getTest = jest.fn(async () => Promise.reject(failure));
    await renderTestsView('test-edit', { api: createFakeTestsApi({}, { getTest }).api, params: { testId: 't-1' } });

    const fallback = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(fallback).getByRole('heading', { name: 'Tests is unavailable right now' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not load test t-1:', failure);
    expect(getTest).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});

describe('signing in', () => {
  const base = { base_url: 'https://shop.example', instructions: ['Go to /'], folder_id: null };
  const signInAsAda = makeTest({ id: 't-ada', configuration: { ...base, name: 'Sign in as Ada', provides_session: true } });
  const signInAsBob = makeTest({ id: 't-bob', configuration: { ...base, name: 'Sign in as Bob', provides_session: true } });
  const search = makeTest({ id: 't-search', configuration: { ...base, name: 'Search' } });
  const checkoutTest = (configuration: Partial<Test['configuration']> = {}) =>
    makeTest({ id: 't-checkout', configuration: { ...base, name: 'Checkout', ...configuration } });

  const startSignedInWith = () => screen.getByRole('combobox', { name: 'Start signed in with' });
  const isSignInTest = () => screen.getByRole('checkbox', { name: 'This is a sign-in test' });
  const optionNames = () => within(startSignedInWith()).getAllByRole('option').map((option) => option.textContent);
  const save = () => user.click(screen.getByRole('button', { name: 'Save changes' }));

  async function renderEditOf(test: Test, others: Test[] = [signInAsAda, signInAsBob, search]) {
    const fake = createFakeTestsApi({ tests: [test, ...others.filter((other) => other.id !== test.id)], folders: [] });
    const updateTest = jest.spyOn(fake.api, 'updateTest');
    const view = await renderTestsView('test-edit', { api: fake.api, params: { testId: test.id } });
    await screen.findByRole('heading', { level: 1, name: 'Edit test' });
    await waitFor(() => expect(optionNames()).toContain('Sign in as Bob'));
    const sent = (call = 0) => updateTest.mock.calls[call]![1].configuration;
    return { ...fake, ...view, updateTest, sent };
  }

  it('starts the test signed in with the sign-in test chosen, sent as session_from', async () => {
    const { state, navigate, sent } = await renderEditOf(checkoutTest());
    expect(optionNames()).toEqual(['Nobody — start signed out', 'Sign in as Ada', 'Sign in as Bob']);
    expect(startSignedInWith()).toHaveDisplayValue('Nobody — start signed out');

    await user.selectOptions(startSignedInWith(), 'Sign in as Ada');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await save();

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/editor/test/t-checkout', undefined));
    expect(sent()).toMatchObject({ session_from: 't-ada', provides_session: null });
    expect(state.tests.find((test) => test.id === 't-checkout')?.configuration.session_from).toBe('t-ada');
  });

  it('clears the sign-in test with "Nobody", sent as null', async () => {
    const { state, sent } = await renderEditOf(checkoutTest({ session_from: 't-bob' }));
    expect(startSignedInWith()).toHaveDisplayValue('Sign in as Bob');

    await user.selectOptions(startSignedInWith(), 'Nobody — start signed out');
    await save();

    await waitFor(() => expect(sent()).toMatchObject({ session_from: null }));
    await waitFor(() => expect(state.tests.find((test) => test.id === 't-checkout')?.configuration).not.toHaveProperty('session_from'));
  });

  it('makes the test a sign-in test: the session it started with is cleared and the choice disabled', async () => {
    const { state, sent } = await renderEditOf(checkoutTest({ session_from: 't-ada' }));
    expect(startSignedInWith()).toBeEnabled();

    await user.click(isSignInTest());
    expect(startSignedInWith()).toBeDisabled();
    expect(startSignedInWith()).toHaveDisplayValue('Nobody — start signed out');
    expect(startSignedInWith()).toHaveAccessibleDescription(/A sign-in test starts signed out/);
    // Unticked again, the choice it had is not brought back: the user picks again.
    await user.click(isSignInTest());
    expect(startSignedInWith()).toBeEnabled();
    expect(startSignedInWith()).toHaveDisplayValue('Nobody — start signed out');
    await user.click(isSignInTest());
    await save();

    await waitFor(() => expect(sent()).toMatchObject({ provides_session: true, session_from: null }));
    const saved = () => state.tests.find((test) => test.id === 't-checkout')?.configuration;
    await waitFor(() => expect(saved()?.provides_session).toBe(true));
    expect(saved()).not.toHaveProperty('session_from');
  });

  it('shows a sign-in test as one, never offers it its own session, and unticked sends null', async () => {
    const { sent } = await renderEditOf(signInAsAda);
    expect(isSignInTest()).toBeChecked();
    expect(startSignedInWith()).toBeDisabled();
    expect(optionNames()).toEqual(['Nobody — start signed out', 'Sign in as Bob']);
    expect(isSignInTest()).not.toHaveAccessibleDescription(/starts signed in with this test/);

    await user.click(isSignInTest());
    await save();
    await waitFor(() => expect(sent()).toMatchObject({ provides_session: null, session_from: null }));
  });

  it('names the tests that start signed in with a sign-in test, and warns that unticking it fails their runs', async () => {
    await renderEditOf(signInAsAda, [signInAsBob, search, checkoutTest({ session_from: 't-ada' })]);
    expect(isSignInTest()).toHaveAccessibleDescription(/“Checkout” starts signed in with this test\.$/);

    await user.click(isSignInTest());
    expect(isSignInTest()).toHaveAccessibleDescription(
      /“Checkout” starts signed in with this test\. Saved as it is now, its runs will fail until it starts with another sign-in test\.$/,
    );
  });

  it('shows a sign-in test that was deleted as such, and asks for another before saving', async () => {
    const { updateTest, sent } = await renderEditOf(checkoutTest({ session_from: 't-gone' }));
    expect(startSignedInWith()).toHaveDisplayValue('A deleted test');

    await save();
    expect(await screen.findByText('The sign-in test this test started with was deleted: choose another, or start signed out.')).toBeInTheDocument();
    expect(startSignedInWith()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(startSignedInWith()).toHaveFocus());
    expect(updateTest).not.toHaveBeenCalled();

    await user.selectOptions(startSignedInWith(), 'Sign in as Bob');
    await save();
    await waitFor(() => expect(sent()).toMatchObject({ session_from: 't-bob' }));
  });
});
