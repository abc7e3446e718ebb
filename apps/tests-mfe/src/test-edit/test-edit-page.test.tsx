import { screen, waitFor, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeFolder, makeTest } from '@verity/api-client/testing';
import { MESSAGES, SECRET_MASK, type UpdateTestInput } from '@verity/contracts';
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
