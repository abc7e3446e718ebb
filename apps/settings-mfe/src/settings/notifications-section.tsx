import { type FormEvent, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  type CreatedNotificationChannel,
  type NotificationChannel,
  type NotificationChannelKind,
  type NotificationDelivery,
  type NotificationEvent,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
} from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { foldersQueryOptions } from '@verity/query';
import { ConfirmDialog, DataTable, type DataTableColumn, errorText, formatDateTime, notify } from '@verity/ui';
import { useNotificationChanges, useNotificationChannels, useNotificationDeliveries } from '../data/notification-channels';
import { describedBy, FormActions, FormField, LoadFailed } from '../shared/form-field';
import { ShownOnce } from '../shared/shown-once';

const KIND_LABELS: Record<NotificationChannelKind, string> = { email: 'E-mail', slack: 'Slack', webhook: 'Webhook' };
const KIND_HINTS: Record<NotificationChannelKind, string> = {
  email: 'Who should hear about it, e.g. your team’s list.',
  slack: 'A Slack (or Mattermost, Discord /slack) incoming webhook URL: https://hooks.slack.com/services/…',
  webhook: 'Your endpoint: it receives JSON signed with a secret shown once (the Verity-Signature header).',
};
const DELIVERY_LABELS: Record<NotificationDelivery['status'], string> = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' };

/** Settings → Notifications: where Verity tells you about failures and recoveries, with each channel's delivery log. */
export function NotificationsSection() {
  const id = `settings-notifications${useId()}`;
  const channels = useNotificationChannels();
  const [created, setCreated] = useState<CreatedNotificationChannel | null>(null);
  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Notifications</h2>
      <p className="ui-muted">
        Be told when a run or a suite fails, when it passes again, and when a scheduled run cannot start: by e-mail, in Slack, or at your own
        webhook.
      </p>
      {created?.signing_secret ? <SigningSecret channel={created} onDone={() => setCreated(null)} /> : <ChannelForm idPrefix={id} onCreated={setCreated} />}
      <h3 className="settings-subheading">Your channels</h3>
      {channels.isPending ? (
        <p role="status" className="ui-muted">
          Loading your channels…
        </p>
      ) : channels.isError ? (
        <LoadFailed what="Your notification channels" error={channels.error} onRetry={() => void channels.refetch()} />
      ) : channels.data.length === 0 ? (
        <p className="ui-muted">No channels yet: nothing is sent.</p>
      ) : (
        <ul className="settings-list">
          {channels.data.map((channel) => (
            <ChannelItem key={channel.id} channel={channel} />
          ))}
        </ul>
      )}
    </section>
  );
}

function useFolderNames() {
  const { api } = useRemoteProps();
  return useQuery(foldersQueryOptions(api));
}

function ChannelForm({ idPrefix, onCreated }: { idPrefix: string; onCreated: (channel: CreatedNotificationChannel) => void }) {
  const { create } = useNotificationChanges();
  const folders = useFolderNames();
  const [kind, setKind] = useState<NotificationChannelKind>('email');
  const [target, setTarget] = useState('');
  const [folderId, setFolderId] = useState('');
  const [events, setEvents] = useState<NotificationEvent[]>([...NOTIFICATION_EVENTS]);
  const [error, setError] = useState<string | undefined>();
  const targetId = `${idPrefix}-target`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = target.trim();
    const problem = !value ? (kind === 'email' ? 'Enter an e-mail address such as qa@example.com.' : 'Enter the webhook’s http(s) URL.') : events.length === 0 ? 'Choose at least one event to be told about.' : undefined;
    setError(problem);
    if (problem) return;
    const scope = { folder_id: folderId || null, events };
    create.mutate(kind === 'email' ? { kind, email: value, ...scope } : { kind, url: value, ...scope }, {
      onSuccess: (channel) => {
        setTarget('');
        notify.success(`${KIND_LABELS[channel.kind]} channel added: ${channel.target}.`);
        onCreated(channel);
      },
    });
  }

  return (
    <form className="settings-form" noValidate onSubmit={handleSubmit} aria-label="New notification channel" aria-busy={create.isPending}>
      <FormField inputId={`${idPrefix}-kind`} label="Send to">
        <select id={`${idPrefix}-kind`} value={kind} onChange={(event) => setKind(event.target.value as NotificationChannelKind)}>
          <option value="email">An e-mail address</option>
          <option value="slack">A Slack incoming webhook</option>
          <option value="webhook">A webhook (signed JSON)</option>
        </select>
      </FormField>
      <FormField inputId={targetId} label={kind === 'email' ? 'E-mail address' : 'Webhook URL'} hint={KIND_HINTS[kind]} error={error}>
        <input
          id={targetId}
          type={kind === 'email' ? 'email' : 'url'}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(targetId, KIND_HINTS[kind], error)}
        />
      </FormField>
      <FormField inputId={`${idPrefix}-scope`} label="About">
        <select id={`${idPrefix}-scope`} value={folderId} onChange={(event) => setFolderId(event.target.value)}>
          <option value="">All my tests</option>
          {(folders.data ?? [])
            .filter((folder) => !folder.deleted_at)
            .map((folder) => (
              <option key={folder.id} value={folder.id}>
                The folder “{folder.name}”
              </option>
            ))}
        </select>
      </FormField>
      <fieldset className="settings-choices">
        <legend>When</legend>
        {NOTIFICATION_EVENTS.map((name) => (
          <label key={name} className="settings-check">
            <input
              type="checkbox"
              checked={events.includes(name)}
              onChange={(event) => setEvents(event.target.checked ? [...events, name] : events.filter((other) => other !== name))}
            />{' '}
            {NOTIFICATION_EVENT_LABELS[name]}
          </label>
        ))}
      </fieldset>
      <FormActions failure="The channel was not added" error={create.error} isPending={create.isPending} label="Add channel" pendingLabel="Adding…" />
    </form>
  );
}

/** A generic webhook's signing secret, once. */
function SigningSecret({ channel, onDone }: { channel: CreatedNotificationChannel; onDone: () => void }) {
  return (
    <ShownOnce secret={channel.signing_secret ?? ''} what="signing secret" onDone={onDone}>
      <strong>The webhook to {channel.target} is ready.</strong> Check each request with this signing secret (see the Verity-Signature header).
    </ShownOnce>
  );
}

function deliveryLine(delivery: NotificationDelivery): string {
  const answer = delivery.last_status_code ? ` (HTTP ${delivery.last_status_code})` : '';
  const why = delivery.status !== 'delivered' && delivery.last_error ? `: ${delivery.last_error}` : '';
  return `${DELIVERY_LABELS[delivery.status]}${answer}, ${formatDateTime(delivery.created_at)}${why}`;
}

function ChannelItem({ channel }: { channel: NotificationChannel }) {
  const { update, remove, sendTest } = useNotificationChanges();
  const folders = useFolderNames();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const folder = channel.folder_id ? folders.data?.find((candidate) => candidate.id === channel.folder_id) : null;
  const scope = channel.folder_id ? `the folder “${folder?.name ?? '…'}”` : 'all your tests';
  const events = channel.events.map((name) => NOTIFICATION_EVENT_LABELS[name].toLowerCase()).join('; ');

  const test = () =>
    sendTest.mutate(channel, {
      onSuccess: (delivery) =>
        delivery.status === 'delivered' ? notify.success(`Test message sent to ${channel.target}.`) : notify.error(`The test message was not delivered: ${delivery.last_error}`),
      onError: (error) => notify.error(`The test message was not sent: ${errorText(error)}`),
    });
  const toggle = () =>
    update.mutate(
      { channel, input: { enabled: !channel.enabled } },
      {
        onSuccess: () => notify.success(channel.enabled ? `${channel.target} is off: nothing is sent there.` : `${channel.target} is on again.`),
        onError: (error) => notify.error(`The channel was not changed: ${errorText(error)}`),
      },
    );

  return (
    <li className="settings-card settings-channel">
      <div>
        <p>
          <strong>
            {KIND_LABELS[channel.kind]}: {channel.target}
          </strong>{' '}
          {!channel.enabled && <span className="settings-badge settings-badge-off">Off</span>}
        </p>
        <p className="ui-muted">
          About {scope}, when: {events}.
        </p>
        <p className="ui-muted">{channel.last_delivery ? `Last message: ${deliveryLine(channel.last_delivery)}` : 'Nothing sent yet.'}</p>
      </div>
      <div className="settings-actions">
        <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={test} disabled={sendTest.isPending}>
          {sendTest.isPending ? 'Sending…' : 'Send test'}
        </button>
        <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={toggle} disabled={update.isPending}>
          {channel.enabled ? 'Turn off' : 'Turn on'}
        </button>
        <button type="button" className="ui-button ui-button-secondary ui-button-small" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          Delivery log
        </button>
        <button type="button" className="ui-button ui-button-danger-outline ui-button-small" onClick={() => setConfirming(true)}>
          Remove<span className="ui-sr-only"> {channel.target}</span>
        </button>
      </div>
      {showLog && <DeliveryLog channel={channel} />}
      {confirming && (
        <ConfirmDialog
          title={`Remove ${channel.target}?`}
          confirmLabel="Remove"
          pendingLabel="Removing…"
          cancelLabel="Keep it"
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(channel, {
              onSuccess: () => notify.success(`${channel.target} removed: nothing more is sent there.`),
              onError: (error) => notify.error(`The channel was not removed: ${errorText(error)}`),
              onSettled: () => setConfirming(false),
            })
          }
          onCancel={() => setConfirming(false)}
        >
          <p>Nothing more is sent there, and its delivery log goes with it.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

const DELIVERY_COLUMNS: DataTableColumn[] = [{ label: 'When' }, { label: 'Message' }, { label: 'Status' }, { label: 'Tries' }, { label: 'Last answer' }];

function DeliveryLog({ channel }: { channel: NotificationChannel }) {
  const deliveries = useNotificationDeliveries(channel.id, true);
  if (deliveries.isPending) return <p role="status" className="ui-muted">Loading the delivery log…</p>;
  if (deliveries.isError) return <LoadFailed what="The delivery log" error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <p className="ui-muted">Nothing sent yet.</p>;
  return (
    <DataTable columns={DELIVERY_COLUMNS} caption={`Delivery log of ${channel.target}`}>
      {deliveries.data.map((delivery) => (
        <tr key={delivery.id}>
          <td>{formatDateTime(delivery.created_at)}</td>
          <td>{delivery.subject}</td>
          <td>{DELIVERY_LABELS[delivery.status]}</td>
          <td>{delivery.attempts}</td>
          <td>
            {delivery.last_status_code ? `HTTP ${delivery.last_status_code}` : ''}
            {delivery.last_response ? ` “${delivery.last_response}”` : ''}
            {delivery.last_error && delivery.status !== 'delivered' ? ` ${delivery.last_error}` : ''}
            {!delivery.last_status_code && !delivery.last_error ? '—' : ''}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
