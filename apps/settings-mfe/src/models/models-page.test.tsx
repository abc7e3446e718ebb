import { act, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient } from '@verity/api-client/testing';
import { type ModelProvider, type ModelsOverview } from '@verity/contracts';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { AppToaster, notify } from '@verity/ui';
import * as lifecycles from '../remote-entry';

afterEach(async () => {
  act(() => void notify.dismiss());
  await cleanupRemoteViews();
  jest.restoreAllMocks();
});

const AT = '2026-11-20T10:00:00.000Z';
const provider = (overrides: Partial<ModelProvider> = {}): ModelProvider => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'OpenAI',
  protocol: 'openai',
  base_url: null,
  model: 'gpt-4o-mini',
  key_hint: 'sk-proj-…7f3a',
  in_use: true,
  last_check: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});
const overview = (overrides: Partial<ModelsOverview> = {}): ModelsOverview => ({
  providers: [provider()],
  deployment: { protocol: 'anthropic', model: 'claude-haiku-4-5' },
  calls_allowed: true,
  max_calls_per_run: 20,
  usage: [{ month: '2026-11', runs: 4, calls: 6, input_tokens: 3_000, output_tokens: 120, replayed: 3, estimated_cost_usd: 0.00052 }],
  ...overrides,
});

async function renderModels(implementations: Partial<ApiClient> = {}) {
  render(<AppToaster />);
  const api = createStubApiClient({ getModels: async () => overview(), ...implementations });
  const view = await renderRemoteView(lifecycles, { remote: 'settings_mfe', view: 'models', api });
  return { ...view, api };
}

const user = userEvent.setup();
const addForm = () => screen.getByRole('form', { name: 'Add a model' });

describe('the Models screen', () => {
  it("lists the user's models with their key masked, the server's model and the usage per month", async () => {
    await renderModels({ getModels: async () => overview({ providers: [provider({ last_check: { passed: 2, total: 3, latency_ms: 1_400, input_tokens: 900, output_tokens: 30, error: null, checked_at: AT } }), provider({ id: '22222222-2222-4222-8222-222222222222', name: 'Local Llama', base_url: 'http://localhost:11434/v1', model: 'llama3.1', key_hint: '••••', in_use: false })] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Models' })).toBeInTheDocument();
    expect(document.title).toBe('Models · Verity');
    const openai = await screen.findByRole('listitem', { name: 'OpenAI' });
    expect(within(openai).getByText('In use for your runs')).toBeInTheDocument();
    expect(within(openai).getByText('sk-proj-…7f3a')).toBeInTheDocument();
    expect(within(openai).getByText('2 of 3 tasks right, in 1.4 s, 930 tokens')).toBeInTheDocument();
    expect(within(openai).queryByRole('button', { name: 'Use for my runs' })).not.toBeInTheDocument();
    const llama = screen.getByRole('listitem', { name: 'Local Llama' });
    expect(within(llama).getByText('http://localhost:11434/v1')).toBeInTheDocument();
    expect(within(llama).getByText('Not tested yet')).toBeInTheDocument();
    expect(within(llama).getByRole('button', { name: 'Use for my runs' })).toBeEnabled();
    expect(screen.getByText(/claude-haiku-4-5 \(Anthropic\) reads lines for users who have no model in use\. A run makes at most 20 model calls\./)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Usage' })).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('November 2026463,1203≈ $0.0005');
  });

  it('adds a model, checking the fields first, and shows the server\'s refusal', async () => {
    const createModel = jest.fn(async () => Promise.reject(new ApiError('This server may not call that base URL: 10.0.0.5 is a private address.', { kind: 'http', status: 400, errorCode: 'base_url_refused' })));
    await renderModels({ createModel });
    await screen.findByRole('listitem', { name: 'OpenAI' });
    await user.click(within(addForm()).getByRole('button', { name: 'Add model' }));
    expect(within(addForm()).getByText('Give the model a name.')).toBeInTheDocument();
    expect(within(addForm()).getByRole('textbox', { name: 'Model' })).toHaveAccessibleDescription("Give the model's name at the provider, e.g. gpt-4o-mini.");
    expect(within(addForm()).getByLabelText('API key')).toHaveAccessibleDescription('Stored encrypted, and never shown again. Give the API key.');
    expect(createModel).not.toHaveBeenCalled();

    await user.type(within(addForm()).getByRole('textbox', { name: 'Name' }), 'Claude');
    await user.selectOptions(within(addForm()).getByRole('combobox', { name: 'Protocol' }), 'anthropic');
    await user.type(within(addForm()).getByRole('textbox', { name: 'Base URL (optional)' }), 'http://10.0.0.5/v1');
    await user.type(within(addForm()).getByRole('textbox', { name: 'Model' }), 'claude-sonnet-4-5');
    await user.type(within(addForm()).getByLabelText('API key'), 'sk-ant-secret');
    await user.click(within(addForm()).getByRole('checkbox', { name: 'Use this model for my runs' }));
    await user.click(within(addForm()).getByRole('button', { name: 'Add model' }));
    expect(createModel).toHaveBeenCalledWith({ name: 'Claude', protocol: 'anthropic', base_url: 'http://10.0.0.5/v1', model: 'claude-sonnet-4-5', api_key: 'sk-ant-secret', in_use: false });
    expect(await within(addForm()).findByRole('alert')).toHaveTextContent('This server may not call that base URL: 10.0.0.5 is a private address.');
  });

  it('tests a model and shows each task, its answer and whether it was right', async () => {
    const testModel = jest.fn(async () => ({
      passed: 2,
      total: 3,
      latency_ms: 2_100,
      input_tokens: 1_500,
      output_tokens: 60,
      error: null,
      checked_at: AT,
      tasks: [
        { line: 'Put the blue backpack in my cart', answer: 'Click the 1st "Add to cart" button', is_right: true, note: null },
        { line: 'Sign up for the newsletter with qa@example.com', answer: 'Type "qa@example.com" into "Email address"', is_right: true, note: null },
        { line: 'Make sure the bike light costs $12.50', answer: null, is_right: false, note: 'No step: the line is a check.' },
      ],
    }));
    await renderModels({ testModel });
    const card = await screen.findByRole('listitem', { name: 'OpenAI' });
    await user.click(within(card).getByRole('button', { name: 'Test' }));
    const result = await within(card).findByText('2 of 3 tasks right, in 2.1 s, 1,560 tokens');
    expect(testModel).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
    const tasks = within(result.closest('[role="status"]') as HTMLElement).getAllByRole('listitem');
    expect(tasks.map((task) => task.textContent)).toEqual([
      '✓ Right: “Put the blue backpack in my cart” → “Click the 1st "Add to cart" button”',
      '✓ Right: “Sign up for the newsletter with qa@example.com” → “Type "qa@example.com" into "Email address"”',
      '✗ Wrong: “Make sure the bike light costs $12.50” → no step — No step: the line is a check.',
    ]);
  });

  it('edits a model and keeps its key when none is typed', async () => {
    const updateModel = jest.fn(async (_id: string, input: object) => provider({ ...input, name: 'OpenAI prod' }));
    await renderModels({ updateModel });
    const card = await screen.findByRole('listitem', { name: 'OpenAI' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit OpenAI' });
    expect(within(form).getByLabelText('API key')).toHaveAccessibleDescription('Leave empty to keep the current key (sk-proj-…7f3a).');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'OpenAI prod');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateModel).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111', { name: 'OpenAI prod', protocol: 'openai', base_url: null, model: 'gpt-4o-mini', in_use: true }));
    expect(await screen.findByText('Model “OpenAI prod” saved.')).toBeInTheDocument();
  });

  it('removes a model once the user confirms in a dialog that starts on the harmless choice', async () => {
    const deleteModel = jest.fn(async () => undefined);
    await renderModels({ deleteModel });
    const card = await screen.findByRole('listitem', { name: 'OpenAI' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove “OpenAI”?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteModel).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    dialog = screen.getByRole('dialog', { name: 'Remove “OpenAI”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(deleteModel).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111');
    expect(await screen.findByText('Model “OpenAI” removed, with its key.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there is no model yet, none on the server, and never a call', async () => {
    await renderModels({ getModels: async () => overview({ providers: [], deployment: null, calls_allowed: false, usage: [] }) });
    expect(await screen.findByText(/You have not added a model\. Add one to have lines the step language cannot read understood\./)).toBeInTheDocument();
    expect(screen.getByText(/This server has no model of its own\. This server never calls a model/)).toBeInTheDocument();
    expect(screen.getByText('No run has called a model or replayed a stored answer yet.')).toBeInTheDocument();
  });

  it('says when the models cannot be loaded, and loads them again', async () => {
    const getModels = jest.fn<Promise<ModelsOverview>, []>().mockRejectedValueOnce(new Error('Network down')).mockResolvedValueOnce(overview());
    await renderModels({ getModels });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your models could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'OpenAI' })).toBeInTheDocument();
  });
});
