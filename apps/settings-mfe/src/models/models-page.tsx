import { useState } from 'react';
import { type ModelCheckResult, type ModelProvider, type ModelsOverview, type UpdateModelProviderInput } from '@verity/contracts';
import { ConfirmDialog, errorText, notify } from '@verity/ui';
import { useCreateModel } from '../data/create-model';
import { useDeleteModel } from '../data/delete-model';
import { useModels } from '../data/get-models';
import { useTestModel } from '../data/test-model';
import { useUpdateModel } from '../data/update-model';
import { Screen } from '../shared/screen';
import { LoadFailed } from '../shared/form-field';
import { ModelForm, modelInput, type ModelFormValues } from './model-form';
import { UsageTable } from './usage-table';

const PROTOCOL_LABELS: Record<ModelProvider['protocol'], string> = { openai: 'OpenAI-compatible', anthropic: 'Anthropic' };

/** /app/models: bring your own model — add, edit, remove and test one; see the deployment's and the usage. */
export function ModelsPage() {
  const overview = useModels();

  return (
    <Screen title="Models" description="The AI models that read the steps Verity cannot read on its own: add your own, test it, see what it costs.">
      <h1>Models</h1>
      <p className="settings-lead">
        A model reads the steps that neither the step language nor its intents understand. Its answer is always an exact step, kept with the test and replayed
        in later runs with no model call.
      </p>
      {overview.isPending ? (
        <p role="status" className="ui-muted">
          Loading your models…
        </p>
      ) : overview.isError ? (
        <LoadFailed what="Your models" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <YourModels overview={overview.data} />
          <DeploymentModel overview={overview.data} />
          <UsageTable usage={overview.data.usage} />
        </>
      )}
    </Screen>
  );
}

function YourModels({ overview }: { overview: ModelsOverview }) {
  const [editing, setEditing] = useState<string | null>(null);
  const create = useCreateModel();
  const add = (values: ModelFormValues) => create.mutate(modelInput(values), { onSuccess: (created) => notify.success(`Model “${created.name}” added.`) });
  return (
    <section className="settings-section" aria-labelledby="settings-your-models">
      <h2 id="settings-your-models">Your models</h2>
      {overview.providers.length === 0 ? (
        <p className="ui-muted">You have not added a model. {overview.deployment ? "The server's model reads lines for you meanwhile." : 'Add one to have lines the step language cannot read understood.'}</p>
      ) : (
        <ul className="settings-list" aria-labelledby="settings-your-models">
          {overview.providers.map((provider) =>
            editing === provider.id ? (
              <li key={provider.id} className="settings-card">
                <EditModel provider={provider} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <ModelCard key={provider.id} provider={provider} onEdit={() => setEditing(provider.id)} />
            ),
          )}
        </ul>
      )}
      <h3 className="settings-subheading">Add a model</h3>
      <ModelForm key={create.isSuccess ? create.data.id : 'new'} isSaving={create.isPending} serverError={create.isError ? errorText(create.error) : null} onSave={add} />
    </section>
  );
}

function EditModel({ provider, onDone }: { provider: ModelProvider; onDone: () => void }) {
  const update = useUpdateModel();
  const save = (values: ModelFormValues) => {
    // Without a new key, the stored one stays.
    const { api_key: apiKey, ...rest } = modelInput(values);
    const input: UpdateModelProviderInput = { ...rest, ...(apiKey ? { api_key: apiKey } : {}) };
    update.mutate(
      { id: provider.id, input },
      {
        onSuccess: (saved) => {
          notify.success(`Model “${saved.name}” saved.`);
          onDone();
        },
      },
    );
  };
  return <ModelForm provider={provider} isSaving={update.isPending} serverError={update.isError ? errorText(update.error) : null} onSave={save} onCancel={onDone} />;
}

function ModelCard({ provider, onEdit }: { provider: ModelProvider; onEdit: () => void }) {
  const titleId = `settings-model-${provider.id}`;
  const check = useTestModel();
  const use = useUpdateModel();
  const remove = useDeleteModel();
  const putInUse = () =>
    use.mutate(
      { id: provider.id, input: { in_use: true } },
      {
        onSuccess: () => notify.success(`Your runs now use “${provider.name}”.`),
        onError: (error) => notify.error(`“${provider.name}” could not be put in use: ${errorText(error)}`),
      },
    );
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  const removeModel = () =>
    remove.mutate(provider.id, {
      onSuccess: () => notify.success(`Model “${provider.name}” removed, with its key.`),
      onError: (error) => notify.error(`“${provider.name}” could not be removed: ${errorText(error)}`),
      onSettled: () => setIsConfirmingRemove(false),
    });
  const lastCheck = provider.last_check;
  return (
    <li className="settings-card" aria-labelledby={titleId}>
      <div className="settings-card-head">
        <h3 id={titleId}>{provider.name}</h3>
        {provider.in_use && <span className="settings-badge">In use for your runs</span>}
      </div>
      <dl className="settings-facts">
        <dt>Protocol</dt>
        <dd>{PROTOCOL_LABELS[provider.protocol]}</dd>
        <dt>Model</dt>
        <dd>{provider.model}</dd>
        <dt>Base URL</dt>
        <dd>{provider.base_url ?? "The provider's own"}</dd>
        <dt>API key</dt>
        <dd>{provider.key_hint}</dd>
        <dt>Last test</dt>
        <dd>{lastCheck ? checkSummary(lastCheck) : 'Not tested yet'}</dd>
      </dl>
      <div className="settings-actions">
        <button type="button" className="ui-button" onClick={() => check.mutate(provider.id)} disabled={check.isPending}>
          {check.isPending ? 'Testing…' : 'Test'}
        </button>
        {!provider.in_use && (
          <button type="button" className="ui-button ui-button-secondary" onClick={putInUse} disabled={use.isPending}>
            Use for my runs
          </button>
        )}
        <button type="button" className="ui-button ui-button-secondary" onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="ui-button ui-button-danger-outline"
          disabled={remove.isPending}
          onClick={() => setIsConfirmingRemove(true)}
        >
          Remove
        </button>
      </div>
      {isConfirmingRemove && (
        <ConfirmDialog
          title={`Remove “${provider.name}”?`}
          confirmLabel="Remove"
          pendingLabel="Removing…"
          cancelLabel="Keep it"
          isPending={remove.isPending}
          onConfirm={removeModel}
          onCancel={() => setIsConfirmingRemove(false)}
        >
          <p>The model and its stored key are deleted. Lines it already read keep their stored answers, which runs replay with no model call.</p>
        </ConfirmDialog>
      )}
      {check.isPending && (
        <p role="status" className="ui-muted">
          Asking {provider.model} a few built-in tasks…
        </p>
      )}
      {check.isError && (
        <p role="alert" className="ui-alert">
          The test could not run: {errorText(check.error)}
        </p>
      )}
      {check.isSuccess && <CheckResult result={check.data} />}
    </li>
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function checkSummary(check: Pick<ModelCheckResult, 'passed' | 'total' | 'latency_ms' | 'input_tokens' | 'output_tokens' | 'error'>): string {
  if (check.error) return `Failed: ${check.error}`;
  const tokens = (check.input_tokens + check.output_tokens).toLocaleString('en-US');
  return `${check.passed} of ${check.total} tasks right, in ${seconds(check.latency_ms)}, ${tokens} tokens`;
}

/** Each built-in task, the model's answer, and whether it was right. */
function CheckResult({ result }: { result: ModelCheckResult }) {
  return (
    <div role="status" className="settings-check-result">
      <p>
        <strong>{checkSummary(result)}</strong>
      </p>
      <ol>
        {result.tasks.map((task) => (
          <li key={task.line}>
            <span className={task.is_right ? 'settings-right' : 'settings-wrong'}>{task.is_right ? '✓ Right' : '✗ Wrong'}</span>: “{task.line}” → {task.answer ? `“${task.answer}”` : 'no step'}
            {task.note && <span className="ui-muted"> — {task.note}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

function DeploymentModel({ overview }: { overview: ModelsOverview }) {
  const { deployment, calls_allowed: allowed, max_calls_per_run: maxCalls } = overview;
  return (
    <section className="settings-section" aria-labelledby="settings-deployment-model">
      <h2 id="settings-deployment-model">This server&apos;s model</h2>
      <p className="ui-notice">
        {deployment ? `${deployment.model} (${PROTOCOL_LABELS[deployment.protocol]}) reads lines for users who have no model in use.` : 'This server has no model of its own.'}{' '}
        {allowed ? `A run makes at most ${maxCalls} model calls.` : 'This server never calls a model: a line only a model could read fails, saying it needs one.'}
      </p>
    </section>
  );
}
