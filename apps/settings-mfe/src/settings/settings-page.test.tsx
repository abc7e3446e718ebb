import { act, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeProfile } from '@verity/api-client/testing';
import { type ApiToken } from '@verity/contracts';
import { type AccountDetails, type RemoteAccount } from '@verity/mfe';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { AppToaster, notify } from '@verity/ui';
import * as lifecycles from '../remote-entry';

afterEach(async () => {
  act(() => void notify.dismiss());
  await cleanupRemoteViews();
});

const ADA: AccountDetails = { email: 'ada@example.com', name: 'Ada Lovelace', providers: ['email'] };

function fakeAccount(details: AccountDetails = ADA, overrides: Partial<RemoteAccount> = {}) {
  return {
    details: jest.fn(async () => details),
    rename: jest.fn(async (_name: string) => undefined),
    changePassword: jest.fn(async (_current: string, _next: string) => undefined),
    ...overrides,
  };
}

async function renderSettings({ account = fakeAccount(), api = {} }: { account?: RemoteAccount; api?: Partial<ApiClient> } = {}) {
  render(<AppToaster />);
  const client = createStubApiClient({ getProfile: async () => makeProfile(), listApiTokens: async () => [], getNotificationChannels: async () => [], getFolders: async () => [], ...api });
  const view = await renderRemoteView(lifecycles, { remote: 'settings_mfe', view: 'settings', api: client, account });
  return { ...view, api: client, account };
}

const user = userEvent.setup();

describe('the Settings screen', () => {
  it('signs the user out when the API refuses the credentials for the profile', async () => {
    const expired = new ApiError('Could not validate credentials: the access token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    render(<AppToaster />);
    const client = createStubApiClient({ getProfile: async () => Promise.reject(expired) });
    const { navigate } = await renderRemoteView(lifecycles, { remote: 'settings_mfe', view: 'settings', api: client, account: fakeAccount() });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
    expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
  });

  it('shows the profile from the auth service and saves a new name there', async () => {
    const account = fakeAccount();
    await renderSettings({ account });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.title).toBe('Settings · Verity');
    const profile = await screen.findByRole('form', { name: 'Profile' });
    expect(within(profile).getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(within(profile).getByLabelText('E-mail')).toHaveAttribute('readonly');
    const name = within(profile).getByLabelText('Name');
    expect(name).toHaveValue('Ada Lovelace');
    await user.clear(name);
    await user.type(name, '  Ada King ');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(account.rename).toHaveBeenCalledWith('Ada King');
  });

  it('says why the profile could not be loaded and loads it again on Try again', async () => {
    const details = jest.fn().mockRejectedValueOnce(new Error('Could not reach the sign-in service.')).mockResolvedValue(ADA);
    await renderSettings({ account: fakeAccount(ADA, { details }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded: Could not reach the sign-in service.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
  });

  it('changes the password with the current one, after checking the two new ones match', async () => {
    const account = fakeAccount();
    await renderSettings({ account });
    const password = await screen.findByRole('form', { name: 'Change password' });
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
    expect(within(password).getByLabelText('New password')).toHaveAccessibleDescription('Enter a new password.');

    await user.type(within(password).getByLabelText('Current password'), 'old secret words');
    await user.type(within(password).getByLabelText('New password'), 'new secret words');
    await user.type(within(password).getByLabelText('New password again'), 'new secret word');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(within(password).getByLabelText('New password again')).toHaveAccessibleDescription('The two new passwords are not the same.');
    expect(account.changePassword).not.toHaveBeenCalled();

    await user.type(within(password).getByLabelText('New password again'), 's');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed. Use the new one the next time you sign in.')).toBeInTheDocument();
    expect(account.changePassword).toHaveBeenCalledWith('old secret words', 'new secret words');
    expect(within(password).getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the auth service's refusal and keeps what was typed", async () => {
    const changePassword = jest.fn(async () => {
      throw new Error('Your current password is not correct.');
    });
    await renderSettings({ account: fakeAccount(ADA, { changePassword }) });
    const password = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(password).getByLabelText('Current password'), 'wrong');
    await user.type(within(password).getByLabelText('New password'), 'new secret words');
    await user.type(within(password).getByLabelText('New password again'), 'new secret words');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByRole('alert')).toHaveTextContent('Your password was not changed: Your current password is not correct.');
    expect(within(password).getByLabelText('New password')).toHaveValue('new secret words');
  });

  it('offers no password form to someone who signs in with Google only', async () => {
    await renderSettings({ account: fakeAccount({ email: 'g@example.com', name: null, providers: ['google'] }) });
    expect(await screen.findByText('You sign in with Google: your password is kept there.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('shows the run defaults and saves a custom window, a longer timeout and screenshots on failure', async () => {
    const updateRunDefaults = jest.fn(async (input: Parameters<ApiClient['updateRunDefaults']>[0]) =>
      makeProfile({ run_defaults: { step_timeout_ms: 5_000, viewport: { width: 1280, height: 800 }, screenshots: 'every_step', ...input } as never }),
    );
    await renderSettings({ api: { updateRunDefaults } });
    const defaults = await screen.findByRole('form', { name: 'Run defaults' });
    expect(within(defaults).getByLabelText('Step timeout (seconds)')).toHaveValue(5);
    expect(within(defaults).getByLabelText('Browser window')).toHaveDisplayValue('Desktop — 1280 × 800');
    expect(within(defaults).getByRole('radio', { name: 'After every step' })).toBeChecked();

    await user.clear(within(defaults).getByLabelText('Step timeout (seconds)'));
    await user.type(within(defaults).getByLabelText('Step timeout (seconds)'), '500');
    await user.selectOptions(within(defaults).getByLabelText('Browser window'), 'Custom size');
    await user.clear(within(defaults).getByLabelText('Width (pixels)'));
    await user.type(within(defaults).getByLabelText('Width (pixels)'), '100');
    await user.click(within(defaults).getByRole('button', { name: 'Save run defaults' }));
    expect(within(defaults).getByLabelText('Step timeout (seconds)')).toHaveAccessibleDescription(
      'How long a step waits for its element or its check before it fails (5 s unless you change it). One step can wait longer: end its line with “within 20 seconds”. Give a whole number of seconds from 1 to 120.',
    );
    expect(within(defaults).getByLabelText('Width (pixels)')).toHaveAccessibleDescription('Give a width from 320 to 3840 pixels.');
    expect(updateRunDefaults).not.toHaveBeenCalled();

    await user.clear(within(defaults).getByLabelText('Step timeout (seconds)'));
    await user.type(within(defaults).getByLabelText('Step timeout (seconds)'), '30');
    await user.clear(within(defaults).getByLabelText('Width (pixels)'));
    await user.type(within(defaults).getByLabelText('Width (pixels)'), '1024');
    await user.click(within(defaults).getByRole('radio', { name: 'Only at the step that fails' }));
    await user.click(within(defaults).getByRole('button', { name: 'Save run defaults' }));
    expect(await screen.findByText('Run defaults saved. They apply to the next runs.')).toBeInTheDocument();
    expect(updateRunDefaults).toHaveBeenCalledWith({ step_timeout_ms: 30_000, viewport: { width: 1024, height: 800 }, screenshots: 'on_failure' });
  });

  it('links to the Models page', async () => {
    const { navigate } = await renderSettings();
    await user.click(await screen.findByRole('link', { name: 'Models' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/models', expect.anything()));
  });
});

describe('Settings → API tokens', () => {
  const TOKEN: ApiToken = {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'GitHub Actions',
    prefix: 'vrt_3kQ9xY1z',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: null,
    expires_at: null,
  };

  it('creates a token, shows its secret once with a way to copy it, and lists it without the secret', async () => {
    let stored: ApiToken[] = [];
    const createApiToken = jest.fn(async (input: { name: string; expires_in_days?: number | null }) => {
      const created = { ...TOKEN, name: input.name, expires_at: '2027-02-18T10:00:00.000Z' };
      stored = [created];
      return { ...created, token: 'vrt_3kQ9xY1zSECRETSECRETSECRETSECRETSECRETSEC' };
    });
    await renderSettings({ api: { listApiTokens: async () => stored, createApiToken } });
    const section = await screen.findByRole('region', { name: 'API tokens' });
    expect(await within(section).findByText('You have no API tokens.')).toBeInTheDocument();

    const form = within(section).getByRole('form', { name: 'New API token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(/Give the token a name/);
    expect(createApiToken).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Name'), '  GitHub Actions ');
    expect(within(form).getByLabelText('Expires after')).toHaveValue('90 days');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(createApiToken).toHaveBeenCalledWith({ name: 'GitHub Actions', expires_in_days: 90 });

    const shown = await within(section).findByRole('status');
    expect(shown).toHaveTextContent('“GitHub Actions” is ready. Copy it now: it will not be shown again.');
    expect(within(shown).getByText('vrt_3kQ9xY1zSECRETSECRETSECRETSECRETSECRETSEC')).toBeInTheDocument();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith('vrt_3kQ9xY1zSECRETSECRETSECRETSECRETSECRETSEC');
    expect(await screen.findByText('Token copied.')).toBeInTheDocument();

    const table = await within(section).findByRole('table', { name: 'Your API tokens' });
    expect(within(table).getByRole('rowheader', { name: 'GitHub Actions' })).toBeInTheDocument();
    expect(within(table).getByText('vrt_3kQ9xY1z…')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('SECRET');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByText(/SECRET/)).not.toBeInTheDocument();
    expect(within(section).getByRole('form', { name: 'New API token' })).toBeInTheDocument();
  });

  it('revokes a token once the user confirms, and says when it could not', async () => {
    let stored: ApiToken[] = [TOKEN];
    const revokeApiToken = jest
      .fn()
      .mockImplementationOnce(async () => {
        throw new ApiError('The API is not answering.', { kind: 'http', status: 503 });
      })
      .mockImplementationOnce(async () => {
        stored = [];
        return TOKEN;
      });
    await renderSettings({ api: { listApiTokens: async () => stored, revokeApiToken } });
    const table = await screen.findByRole('table', { name: 'Your API tokens' });

    await user.click(within(table).getByRole('button', { name: 'Revoke “GitHub Actions”' }));
    let dialog = screen.getByRole('dialog', { name: 'Revoke “GitHub Actions”?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('“GitHub Actions” could not be revoked: The API is not answering.')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke “GitHub Actions”' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke “GitHub Actions”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(revokeApiToken).toHaveBeenLastCalledWith(TOKEN.id);
    expect(await screen.findByText('“GitHub Actions” revoked: the API refuses it from now on.')).toBeInTheDocument();
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
  });
});
