import { render, screen, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { type ApiClient, ApiError } from '@verity/api-client';
import { createStubApiClient, makeFolder, makeProfile } from '@verity/api-client/testing';
import { type CreateNotificationChannelInput, type NotificationChannel, type NotificationDelivery } from '@verity/contracts';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { AppToaster } from '@verity/ui';
import * as lifecycles from '../remote-entry';

afterEach(cleanupRemoteViews);
const user = userEvent.setup();
const nightly = makeFolder({ id: '33333333-3333-4333-8333-333333333333', name: 'Nightly' });

const delivery = (overrides: Partial<NotificationDelivery> = {}): NotificationDelivery => ({
  id: 'd-1',
  channel_id: 'c-1',
  event: 'failed',
  subject: '“Checkout” failed',
  status: 'delivered',
  attempts: 2,
  last_status_code: 200,
  last_response: 'ok',
  last_error: null,
  created_at: '2026-11-26T07:00:00.000Z',
  delivered_at: '2026-11-26T07:00:12.000Z',
  ...overrides,
});

/** An in-memory API of channels, as the real one answers. */
function channelsApi(initial: NotificationChannel[] = []) {
  let channels = [...initial];
  const api: Partial<ApiClient> = {
    getProfile: async () => makeProfile(),
    listApiTokens: async () => [],
    getFolders: async () => [nightly],
    getNotificationChannels: async () => channels,
    createNotificationChannel: jest.fn(async (input: CreateNotificationChannelInput) => {
      const channel: NotificationChannel = {
        id: `c-${channels.length + 1}`,
        kind: input.kind,
        target: 'email' in input ? input.email : new URL(input.url).host + '/…',
        folder_id: input.folder_id ?? null,
        events: input.events ?? ['failed', 'recovered', 'schedule_skipped'],
        enabled: true,
        last_delivery: null,
        created_at: '2026-11-26T07:00:00.000Z',
      };
      channels = [...channels, channel];
      return { ...channel, signing_secret: input.kind === 'webhook' ? 'whsec_SECRETSECRET' : null };
    }),
    updateNotificationChannel: jest.fn(async (id: string, input: { enabled?: boolean }) => {
      channels = channels.map((channel) => (channel.id === id ? { ...channel, ...input } : channel));
      return channels.find((channel) => channel.id === id)!;
    }),
    sendTestNotification: jest.fn(async () => delivery({ event: 'test', subject: 'Verity test notification', status: 'failed', attempts: 1, last_status_code: 503, last_response: 'down', last_error: 'The receiver answered HTTP 503.' })),
    getNotificationDeliveries: async () => [delivery()],
  };
  return api;
}

async function renderSettings(api: Partial<ApiClient>) {
  render(<AppToaster />);
  await renderRemoteView(lifecycles, { remote: 'settings_mfe', view: 'settings', api: createStubApiClient(api) });
  return screen.findByRole('region', { name: 'Notifications' });
}

describe('Settings → Notifications', () => {
  it('adds a signed webhook about one folder, shows its signing secret once, and lists it', async () => {
    const api = channelsApi();
    const section = await renderSettings(api);
    expect(await within(section).findByText('No channels yet: nothing is sent.')).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'New notification channel' });
    await user.selectOptions(within(form).getByLabelText('Send to'), 'A webhook (signed JSON)');
    await user.type(within(form).getByLabelText('Webhook URL'), 'https://ci.example.com/hooks/verity');
    await user.selectOptions(within(form).getByLabelText('About'), 'The folder “Nightly”');
    await user.click(within(form).getByLabelText('A scheduled run does not start'));
    await user.click(within(form).getByRole('button', { name: 'Add channel' }));

    expect(api.createNotificationChannel).toHaveBeenCalledWith({ kind: 'webhook', url: 'https://ci.example.com/hooks/verity', folder_id: nightly.id, events: ['failed', 'recovered'] });
    expect(await within(section).findByText('whsec_SECRETSECRET')).toBeInTheDocument();
    expect(within(section).getByText(/it will not be shown again/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByText('whsec_SECRETSECRET')).not.toBeInTheDocument();
    const item = await within(section).findByText('Webhook: ci.example.com/…');
    expect(item.closest('li')).toHaveTextContent('About the folder “Nightly”, when: a run or a suite run fails; the first pass after a failure.');
  });

  it('refuses an empty address without calling the API', async () => {
    const api = channelsApi();
    const section = await renderSettings(api);
    await user.click(await within(section).findByRole('button', { name: 'Add channel' }));
    expect(within(section).getByText('Enter an e-mail address such as qa@example.com.')).toBeInTheDocument();
    expect(within(section).getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.createNotificationChannel).not.toHaveBeenCalled();
  });

  it('says when a test message was not delivered, turns a channel off, and shows its delivery log', async () => {
    const channel: NotificationChannel = {
      id: 'c-1',
      kind: 'slack',
      target: 'hooks.slack.com/…',
      folder_id: null,
      events: ['failed'],
      enabled: true,
      last_delivery: delivery(),
      created_at: '2026-11-26T07:00:00.000Z',
    };
    const api = channelsApi([channel]);
    const section = await renderSettings(api);
    const item = (await within(section).findByText('Slack: hooks.slack.com/…')).closest('li')!;
    expect(item).toHaveTextContent('Last message: Delivered (HTTP 200)');

    await user.click(within(item).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('The test message was not delivered: The receiver answered HTTP 503.')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('hooks.slack.com/… is off: nothing is sent there.')).toBeInTheDocument();
    expect(api.updateNotificationChannel).toHaveBeenCalledWith('c-1', { enabled: false });
    expect(await within(item).findByText('Off')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Delivery log' }));
    const log = await within(item).findByRole('table', { name: 'Delivery log of hooks.slack.com/…' });
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent('“Checkout” failedDelivered2HTTP 200 “ok”');
  });

  it('says why the channels could not be loaded', async () => {
    const api = channelsApi();
    api.getNotificationChannels = async () => Promise.reject(new ApiError('Network error: offline', { kind: 'network' }));
    const section = await renderSettings(api);
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your notification channels could not be loaded: Network error: offline');
  });
});
