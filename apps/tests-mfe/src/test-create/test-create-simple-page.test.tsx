import { screen, waitFor, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeTest } from '@verity/api-client/testing';
import { MESSAGES } from '@verity/contracts';
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
    const createTestFromDescription = jest.fn(async () => drafted);
    const { navigate } = await renderTestsView('test-new-simple', { api: createFakeTestsApi({}, { createTestFromDescription }).api });
    await fillGoalForm();
    await user.click(screen.getByRole('button', { name: 'Draft the steps' }));

    expect(createTestFromDescription).toHaveBeenCalledWith({
      name: 'Sign up',
      base_url: 'https://shop.example',
      goal_description: 'A visitor signs up with email',
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/test/new-simple?test=t-drafted', { replace: true }));
    expect(await screen.findByText('Drafted 3 steps for “Sign up”.')).toBeInTheDocument();
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
