import { screen, waitFor, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeFolder, makeTest } from '@verity/api-client/testing';
import { MESSAGES } from '@verity/contracts';
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
