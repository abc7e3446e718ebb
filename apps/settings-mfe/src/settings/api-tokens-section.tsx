import { type FormEvent, useId, useState } from 'react';
import { type ApiToken, type CreatedApiToken } from '@verity/contracts';
import { ConfirmDialog, DataTable, type DataTableColumn, errorText, formatDate, notify } from '@verity/ui';
import { useCreateApiToken } from '../data/create-api-token';
import { useApiTokens } from '../data/get-api-tokens';
import { useRevokeApiToken } from '../data/revoke-api-token';
import { describedBy, FormActions, FormField, LoadFailed } from '../shared/form-field';
import { ShownOnce } from '../shared/shown-once';

const EXPIRY_CHOICES = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'Never', days: null },
] as const;
const DEFAULT_EXPIRY = '90 days';
const MAX_NAME_LENGTH = 100;
const NAME_HINT = 'What uses it, so you know which to revoke: “GitHub Actions”, “nightly script”.';

/** Settings → API tokens: personal access tokens for CI and scripts, shown once, listed without their secret, revocable. */
export function ApiTokensSection() {
  const id = `settings-tokens${useId()}`;
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>API tokens</h2>
      <p className="ui-muted">
        A token lets CI and scripts call the Verity API as you: send it as <code>Authorization: Bearer &lt;token&gt;</code>. It is shown once, when you
        create it. Tokens are managed here, while signed in; a token cannot create or revoke tokens.
      </p>
      {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : <CreateTokenForm idPrefix={id} onCreated={setCreated} />}
      <h3 className="settings-subheading">Your tokens</h3>
      {tokens.isPending ? (
        <p role="status" className="ui-muted">
          Loading your tokens…
        </p>
      ) : tokens.isError ? (
        <LoadFailed what="Your API tokens" error={tokens.error} onRetry={() => void tokens.refetch()} />
      ) : tokens.data.length === 0 ? (
        <p className="ui-muted">You have no API tokens.</p>
      ) : (
        <TokensTable tokens={tokens.data} />
      )}
    </section>
  );
}

function CreateTokenForm({ idPrefix, onCreated }: { idPrefix: string; onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<string>(DEFAULT_EXPIRY);
  const [error, setError] = useState<string | undefined>();
  const nameId = `${idPrefix}-name`;
  const expiryId = `${idPrefix}-expiry`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = !trimmed ? 'Give the token a name, e.g. the CI that uses it.' : trimmed.length > MAX_NAME_LENGTH ? `Use at most ${MAX_NAME_LENGTH} characters.` : undefined;
    setError(problem);
    if (problem) return;
    const days = EXPIRY_CHOICES.find((choice) => choice.label === expiry)?.days ?? null;
    create.mutate(
      { name: trimmed, expires_in_days: days },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
      },
    );
  }

  return (
    <form className="settings-form" noValidate onSubmit={handleSubmit} aria-label="New API token" aria-busy={create.isPending}>
      <FormField inputId={nameId} label="Name" hint={NAME_HINT} error={error}>
        <input
          id={nameId}
          value={name}
          maxLength={MAX_NAME_LENGTH + 20}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(nameId, NAME_HINT, error)}
        />
      </FormField>
      <FormField inputId={expiryId} label="Expires after">
        <select id={expiryId} value={expiry} onChange={(event) => setExpiry(event.target.value)}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.label}>{choice.label}</option>
          ))}
        </select>
      </FormField>
      <FormActions failure="The token was not created" error={create.error} isPending={create.isPending} label="Create token" pendingLabel="Creating…" />
    </form>
  );
}

/** The secret, once: copy it now or create another later. */
function NewToken({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  return (
    <ShownOnce secret={token.token} what="token" onDone={onDone}>
      <strong>“{token.name}” is ready.</strong>
    </ShownOnce>
  );
}

const TOKEN_COLUMNS: DataTableColumn[] = [
  { label: 'Name' },
  { label: 'Token' },
  { label: 'Created' },
  { label: 'Last used' },
  { label: 'Expires' },
  { label: 'Actions', isLabelHidden: true },
];

const isExpired = (token: ApiToken) => token.expires_at !== null && Date.parse(token.expires_at) <= Date.now();

function TokensTable({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState<ApiToken | null>(null);
  const revokeConfirmed = (token: ApiToken) =>
    revoke.mutate(token.id, {
      onSuccess: () => notify.success(`“${token.name}” revoked: the API refuses it from now on.`),
      onError: (error) => notify.error(`“${token.name}” could not be revoked: ${errorText(error)}`),
      onSettled: () => setConfirming(null),
    });
  return (
    <DataTable
      columns={TOKEN_COLUMNS}
      caption="Your API tokens"
      afterTable={
        confirming && (
          <ConfirmDialog
            title={`Revoke “${confirming.name}”?`}
            confirmLabel="Revoke"
            pendingLabel="Revoking…"
            cancelLabel="Keep it"
            isPending={revoke.isPending}
            onConfirm={() => revokeConfirmed(confirming)}
            onCancel={() => setConfirming(null)}
          >
            <p>Every script or CI job that uses it is refused from now on. This cannot be undone: create a new token to replace it.</p>
          </ConfirmDialog>
        )
      }
    >
      {tokens.map((token) => (
        <tr key={token.id}>
          <th scope="row">{token.name}</th>
          <td>
            <code>{token.prefix}…</code>
          </td>
          <td>{formatDate(token.created_at)}</td>
          <td>{token.last_used_at ? formatDate(token.last_used_at) : 'Never'}</td>
          <td>{token.expires_at ? `${isExpired(token) ? 'Expired ' : ''}${formatDate(token.expires_at)}` : 'Never'}</td>
          <td>
            <button type="button" className="ui-button ui-button-danger-outline ui-button-small" onClick={() => setConfirming(token)}>
              Revoke<span className="ui-sr-only"> “{token.name}”</span>
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
