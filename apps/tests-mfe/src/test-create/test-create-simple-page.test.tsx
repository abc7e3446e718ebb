import { act, screen, waitFor, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeTest } from '@verity/api-client/testing';
import { MESSAGES } from '@verity/contracts';
import { testKeys } from '@verity/query';
import { createFakeTestsApi } from '../testing/fake-tests-api';
import { cleanupTestsViews, renderTestsView } from '../testing/render-tests-view';
import { fill, user } from '../testing/user';

jest.setTimeout(15_000);
afterEach(cleanupTestsViews);

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

const drafted = makeTest({
  id: 't-drafted',
  configuration: {
    name: 'Sign up',
    base_url: 'https://shop.example',
    instructions: ['Go to /signup', 'Type "ada@example.com" into "Email"', 'Click "Create account"'],
    goal_description: 'A visitor signs up with email',
    folder_id: null,
  },
});

async function fillGoalForm() {
  await fill(field('Name'), 'Sign up');
  await fill(field('Base URL'), 'https://shop.example');
  await fill(field('Goal'), 'A visitor signs up with email');
}

describe('create a test from a description', () => {
  it('needs a name, a base URL and a goal (spec message)', async () => {
    const createTestFromDescription = jest.fn();
    await renderTestsView('test-new-simple', { api: createFakeTestsApi({}, { createTestFromDescription }).api });
    expect(document.title).toBe('Create a test from a description · Verity');
    await fill(field('Name'), 'Sign up');
    await user.click(screen.getByRole('button', { name: 'Draft the steps' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.describedTestFieldsRequired);
    expect(field('Goal')).toHaveAttribute('aria-invalid', 'true');
    expect(createTestFromDescription).not.toHaveBeenCalled();
  });

  it('drafts the steps and opens them for review', async () => {
    const draft = {
      unmapped: [{ clause: 'pay with the gift card', reason: 'There is no field called "gift card" on the page.' }],
      failure: { step: 3, reason: 'The page does not show "Welcome".' },
    };
    const createTestFromDescription = jest.fn(async () => ({ ...drafted, draft }));
    const { navigate } = await renderTestsView('test-new-simple', { api: createFakeTestsApi({}, { createTestFromDescription }).api });
    await fillGoalForm();
    await user.click(screen.getByRole('button', { name: 'Draft the steps' }));

    expect(createTestFromDescription).toHaveBeenCalledWith(
      { name: 'Sign up', base_url: 'https://shop.example', goal_description: 'A visitor signs up with email' },
      { draftId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/test/new-simple?test=t-drafted', { replace: true }));
    expect(await screen.findByText('Drafted 3 steps for “Sign up”.')).toBeInTheDocument();
  });

  it('shows which part of the goal is being done and the steps so far, and cancels the draft on request', async () => {
    let rejectDraft: (error: unknown) => void = () => undefined;
    const createTestFromDescription = jest.fn(() => new Promise<never>((_resolve, reject) => (rejectDraft = reject)));
    const getDraftProgress = jest.fn(async () => ({
      clause: 'add the mug to the cart',
      clause_number: 2,
      clauses_total: 3,
      steps: ['Go to /', 'Click the "Mug" link'],
      started_at: '2026-11-23T10:00:00.000Z',
    }));
    const cancelDraft = jest.fn(async () => {
      rejectDraft(new ApiError('Drafting was cancelled; no test was created.', { kind: 'http', status: 409, errorCode: 'draft_cancelled' }));
    });
    await renderTestsView('test-new-simple', { api: createFakeTestsApi({}, { createTestFromDescription, getDraftProgress, cancelDraft }).api });
    await fillGoalForm();
    await user.click(screen.getByRole('button', { name: 'Draft the steps' }));

    expect(await screen.findByText('Working on “add the mug to the cart” (part 2 of 3).')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Steps so far' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Go to /', 'Click the "Mug" link']);
    const draftId = (createTestFromDescription.mock.calls[0] as unknown as [unknown, { draftId: string }])[1].draftId;
    expect(getDraftProgress).toHaveBeenCalledWith(draftId, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Cancel drafting' }));
    expect(cancelDraft).toHaveBeenCalledWith(draftId);
    await waitFor(() => expect(screen.queryByText(/Working on/)).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Goal')).toHaveValue('A visitor signs up with email');
  });

  it('shows the draft report above the drafted steps', async () => {
    const draft = {
      unmapped: [{ clause: 'pay with the gift card', reason: 'There is no field called "gift card" on the page.' }],
      failure: { step: 3, reason: 'The page does not show "Welcome".' },
    };
    const { api } = createFakeTestsApi({ tests: [drafted] });
    const view = await renderTestsView('test-new-simple', { api, search: '?test=t-drafted' });
    await screen.findByRole('heading', { name: 'Review the drafted steps' });
    expect(screen.queryByText(/this test fails at step/)).not.toBeInTheDocument();
    act(() => view.queryClient.setQueryData(testKeys.draftReport('t-drafted'), draft));
    expect(await screen.findByText('Drafted; on the site as it is now this test fails at step 3: The page does not show "Welcome".')).toBeInTheDocument();
    expect(screen.getByText('“pay with the gift card”: There is no field called "gift card" on the page.')).toBeInTheDocument();
    expect(screen.queryByText(/Drafted with the model/)).not.toBeInTheDocument();
  });

  it('names the parts of the goal a model drafted, to be read closely', async () => {
    const draft = { unmapped: [], failure: null, model: { name: 'gpt-4o-mini', clauses: ['get rid of the finished ones'], calls: 1, input_tokens: 400, output_tokens: 15 } };
    const { api } = createFakeTestsApi({ tests: [drafted] });
    const view = await renderTestsView('test-new-simple', { api, search: '?test=t-drafted' });
    await screen.findByRole('heading', { name: 'Review the drafted steps' });
    act(() => view.queryClient.setQueryData(testKeys.draftReport('t-drafted'), draft));
    expect(await screen.findByText('Drafted with the model gpt-4o-mini')).toBeInTheDocument();
    expect(screen.getByText('“get rid of the finished ones”')).toBeInTheDocument();
  });

  it('says clearly when no planner is available, with a way to the full editor', async () => {
    const unavailable = new ApiError('Creating a test from a description is not available yet: no planner is configured.', {
      kind: 'http',
      status: 501,
      errorCode: 'planner_unavailable',
    });
    await renderTestsView('test-new-simple', {
      api: createFakeTestsApi({}, { createTestFromDescription: async () => Promise.reject(unavailable) }).api,
    });
    await fillGoalForm();
    await user.click(screen.getByRole('button', { name: 'Draft the steps' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Drafting steps from a goal is not available here yet.');
    expect(within(alert).getByRole('link', { name: 'Write the steps in the full editor' })).toHaveAttribute(
      'href',
      '/app/test/new?name=Sign+up&base_url=https%3A%2F%2Fshop.example',
    );
  });

  it('shows the drafted steps for review, editable, and saves them', async () => {
    const { api, state } = createFakeTestsApi({ tests: [drafted] });
    const { navigate } = await renderTestsView('test-new-simple', { api, search: '?test=t-drafted' });

    const steps = await screen.findByRole('textbox', { name: 'Drafted steps (3 steps)' });
    expect(steps).toHaveValue('Go to /signup\nType "ada@example.com" into "Email"\nClick "Create account"');
    expect(screen.getByText('A visitor signs up with email')).toBeInTheDocument();
    await fill(steps, '\nExpect the page to contain "Welcome"');
    await user.click(screen.getByRole('button', { name: 'Save steps' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/editor/test/t-drafted', undefined));
    expect(state.tests[0]?.configuration.instructions).toEqual([
      'Go to /signup',
      'Type "ada@example.com" into "Email"',
      'Click "Create account"',
      'Expect the page to contain "Welcome"',
    ]);
  });

  it('opens the drafted test in the full editor', async () => {
    const { api } = createFakeTestsApi({ tests: [drafted] });
    const { navigate } = await renderTestsView('test-new-simple', { api, search: '?test=t-drafted' });
    await user.click(await screen.findByRole('button', { name: 'Open in the full editor' }));
    expect(navigate).toHaveBeenCalledWith('/app/test/t-drafted/edit', undefined);
  });

  it('checks edited drafted steps against the step language before saving them', async () => {
    const { api, state } = createFakeTestsApi({ tests: [drafted] });
    const { navigate } = await renderTestsView('test-new-simple', { api, search: '?test=t-drafted' });
    const steps = await screen.findByRole('textbox', { name: 'Drafted steps (3 steps)' });
    await fill(steps, '\nMake it work');
    await user.click(screen.getByRole('button', { name: 'Save steps' }));

    expect(await screen.findByText(/^1 line of the steps is not a step Verity understands\./)).toBeInTheDocument();
    expect(screen.getByText(/^Line 4 "Make it work"/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/editor/test/t-drafted', undefined));
    expect(state.tests[0]?.configuration.instructions).toHaveLength(4);
  });
});
