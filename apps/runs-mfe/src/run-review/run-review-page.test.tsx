import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeTest } from '@verity/api-client/testing';
import { type TestRun, type UpdateRunInput } from '@verity/contracts';
import { makeFailedRun, makeRun, makeStep, passedStep, RUN_ID, TEST_ID } from '../testing/fixtures';
import { cleanupRunsViews, installObjectUrls, renderRunsView } from '../testing/render-runs-view';

afterEach(async () => {
  await cleanupRunsViews();
  jest.restoreAllMocks();
});

const REVIEWED_AT = '2025-01-02T09:30:00.000Z';

/** The API's side of a review: PUT /test-runs/{id} records it on the run. */
function reviewApi(initial: TestRun, overrides: Partial<ApiClient> = {}) {
  let current = initial;
  const getTestRun = jest.fn(async () => current);
  const fetchArtifact = jest.fn(async (_runId: string, name: string) => new Blob([name], { type: 'image/png' }));
  const updateTestRun = jest.fn(async (_id: string, input: UpdateRunInput) => {
    current = { ...current, review: { decision: input.review!.decision, notes: input.review!.notes ?? '', reviewed_at: REVIEWED_AT } };
    return current;
  });
  return { api: createStubApiClient({ getTestRun, fetchArtifact, updateTestRun, ...overrides }), getTestRun, fetchArtifact, updateTestRun };
}

describe('the run review', () => {
  beforeEach(() => installObjectUrls());

  it('shows the failing step, why it failed, its closest candidates and the screenshots before and at the failure', async () => {
    const { api, fetchArtifact } = reviewApi(makeFailedRun());
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Review: Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Review of Sign in · Verity');
    expect(screen.getByText('Verdict:').parentElement).toHaveTextContent('Verdict: Failed');
    expect(screen.getByRole('heading', { level: 2, name: 'What failed: step 2 of 3' })).toBeInTheDocument();
    expect(screen.getByText('Click "Sign in"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What the page showed instead' })).toBeInTheDocument();
    expect(screen.getByText('No button or link "Sign in" on the page.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Closest matches on the page' })).getAllByRole('listitem')).toHaveLength(2);

    expect((await screen.findByAltText('Before the failure: screenshot after step 1')).getAttribute('src')).toMatch(/^blob:/);
    expect((await screen.findByAltText('Screenshot of the failing step 2')).getAttribute('src')).toMatch(/^blob:/);
    expect(fetchArtifact.mock.calls.map(([runId, name]) => [runId, name])).toEqual(
      expect.arrayContaining([
        [RUN_ID, 'step-01.png'],
        [RUN_ID, 'step-02.png'],
      ]),
    );
    expect(screen.getByRole('figure', { name: /^Before/ })).toHaveTextContent('Before: after step 1, “Go to /”');
    expect(screen.getByRole('figure', { name: /^At the failure/ })).toHaveTextContent('At the failure: step 2');
    expect(screen.getByText(/Step 1 passed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the run' })).toHaveAttribute('href', `/app/editor/run/${RUN_ID}`);
    expect(screen.getByRole('link', { name: 'Open the test' })).toHaveAttribute('href', `/app/editor/test/${TEST_ID}`);
  });

  it('shows the steps an intent line became under the failing line, the one that failed marked', async () => {
    const intent = makeStep(1, {
      instruction: 'Add the Sauce Labs Backpack to the cart',
      status: 'failed',
      resolved_by: 'intent',
      error: 'Neither an "Add to cart" button nor a link to "Sauce Labs Backpack" is on the page.',
      expanded: [{ step: 'Click the "Sauce Labs Backpack" link', status: 'failed', error: 'No link "Sauce Labs Backpack".' }],
    });
    const { api } = reviewApi(makeFailedRun({ steps: [passedStep(0), intent, makeStep(2)] }));
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });

    expect(await screen.findByRole('heading', { level: 2, name: 'What failed: step 2 of 3' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Done as 1 step' })).getByRole('listitem')).toHaveTextContent('Failed: Click the "Sauce Labs Backpack" link');
  });

  describe('a proposed fix', () => {
    const withFix = (by: 'page' | 'model', overrides: Partial<TestRun> = {}) => {
      const failed = makeFailedRun().steps[1]!;
      const proposed_fix = by === 'model' ? { step: 'Click the "Log in" link', by, model: 'gpt-4o-mini' } : { step: 'Click the "Log in" link', by };
      return makeFailedRun({ steps: [passedStep(0), { ...failed, proposed_fix }, makeStep(2)], ...overrides });
    };

    it('is shown under the failure and put in the test with "Use this step in the test"', async () => {
      const applyProposedFix = jest.fn(async () => makeTest({ id: TEST_ID }));
      const { api } = reviewApi(withFix('model'), { applyProposedFix });
      await renderRunsView('run-review', { params: { runId: RUN_ID }, api });
      const fix = await screen.findByRole('region', { name: 'Proposed fix' });
      expect(within(fix).getByText('Click the "Log in" link')).toBeInTheDocument();
      expect(fix).toHaveTextContent('Proposed by the model gpt-4o-mini. It finds the element another way');
      await userEvent.click(within(fix).getByRole('button', { name: 'Use this step in the test' }));
      expect(await within(fix).findByRole('status')).toHaveTextContent('The test now uses this step. Open the test to run it again.');
      expect(applyProposedFix).toHaveBeenCalledWith(RUN_ID, { index: 1 });
      expect(within(fix).queryByRole('button', { name: 'Use this step in the test' })).not.toBeInTheDocument();
    });

    it('says why the step was not put in the test, and cannot be used once the test is gone', async () => {
      const applyProposedFix = jest.fn(async () => {
        throw new ApiError('The test changed after this run: line 2 is no longer "Click "Sign in"".', { kind: 'http', status: 409, errorCode: 'test_changed' });
      });
      const { api } = reviewApi(withFix('page'), { applyProposedFix });
      await renderRunsView('run-review', { params: { runId: RUN_ID }, api });
      const fix = await screen.findByRole('region', { name: 'Proposed fix' });
      expect(fix).toHaveTextContent('Found on the page.');
      await userEvent.click(within(fix).getByRole('button', { name: 'Use this step in the test' }));
      expect(await within(fix).findByRole('alert')).toHaveTextContent('The step was not put in the test: The test changed after this run');
      await cleanupRunsViews();

      const orphan = reviewApi(withFix('page', { test_id: null }));
      await renderRunsView('run-review', { params: { runId: RUN_ID }, api: orphan.api });
      const gone = await screen.findByRole('region', { name: 'Proposed fix' });
      expect(gone).toHaveTextContent('The test of this run was deleted, so there is no test to put it in.');
      expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  it('says there is no earlier screenshot when the first step failed', async () => {
    const run = makeFailedRun({ steps: [makeStep(0, { status: 'failed', error: 'The page did not load.', screenshot: 'step-01.png' }), makeStep(1), makeStep(2)] });
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api: reviewApi(run).api });
    expect(await screen.findByText('No earlier screenshot: this was the first step.')).toBeInTheDocument();
    expect(await screen.findByAltText('Screenshot of the failing step 1')).toBeInTheDocument();
  });

  it('offers the decisions for a failure in words and saves the chosen one with notes', async () => {
    const { api, updateTestRun } = reviewApi(makeFailedRun());
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });

    const decision = await screen.findByRole('group', { name: 'Decision' });
    expect(within(decision).getAllByRole('radio').map((radio) => radio.closest('label')?.querySelector('.rm-choice-title')?.textContent)).toEqual([
      'Confirm the failure: it is a real bug',
      'The test needs fixing',
      'Flaky: it failed by chance',
    ]);
    expect(within(decision).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(screen.getByText('Choose a decision.')).toBeInTheDocument();
    expect(updateTestRun).not.toHaveBeenCalled();

    await userEvent.click(within(decision).getByRole('radio', { name: /The test needs fixing/ }));
    expect(screen.queryByText('Choose a decision.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Notes/ }), 'The button is now called “Log in”.');
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));

    expect(updateTestRun).toHaveBeenCalledWith(RUN_ID, { review: { decision: 'test_problem', notes: 'The button is now called “Log in”.' } });
    expect(await screen.findByText('Review saved.')).toBeInTheDocument();
    const saved = screen.getByText(/^Reviewed/).closest('.rm-saved-review') as HTMLElement;
    expect(within(saved).getByText('The test needs fixing')).toBeInTheDocument();
    expect(within(saved).getByText('The button is now called “Log in”.')).toBeInTheDocument();
    expect(within(saved).getByText(/Jan 2, 2025/)).toBeInTheDocument();
    expect(within(saved).getByRole('link', { name: 'Fix the test' })).toHaveAttribute('href', `/app/test/${TEST_ID}/edit`);
  });

  it('shows a saved review with its time, and changes it', async () => {
    const run = makeFailedRun({ review: { decision: 'flaky', notes: 'Slow network.', reviewed_at: '2025-01-01T10:00:00.000Z' } });
    const { api, updateTestRun } = reviewApi(run);
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });

    const saved = (await screen.findByText(/^Reviewed/)).closest('.rm-saved-review') as HTMLElement;
    expect(within(saved).getByText('Flaky: it failed by chance')).toBeInTheDocument();
    expect(within(saved).getByText('Slow network.')).toBeInTheDocument();
    expect(within(saved).getByText(/Jan 1, 2025/)).toBeInTheDocument();

    await userEvent.click(within(saved).getByRole('button', { name: 'Change the review' }));
    expect(screen.getByRole('radio', { name: /Flaky/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveValue('Slow network.');
    await userEvent.click(screen.getByRole('radio', { name: /Confirm the failure: it is a real bug/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(updateTestRun).toHaveBeenCalledWith(RUN_ID, { review: { decision: 'confirmed_bug', notes: 'Slow network.' } });
    expect(await screen.findByText('Confirm the failure: it is a real bug', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows a passed run as passed and lets the reviewer confirm it', async () => {
    const run = makeRun({
      status: 'completed',
      verdict: 'passed',
      summary: 'All 3 steps passed.',
      steps: [passedStep(0), passedStep(1), passedStep(2)],
    });
    const { api, updateTestRun } = reviewApi(run);
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });

    expect(await screen.findByRole('heading', { level: 2, name: 'It passed' })).toBeInTheDocument();
    expect(screen.getByText('All 3 steps passed.')).toBeInTheDocument();
    expect(await screen.findByAltText('Screenshot after the last step, step 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Passed as expected/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /The test needs fixing/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(updateTestRun).toHaveBeenCalledWith(RUN_ID, { review: { decision: 'passed_as_expected', notes: '' } });
    expect(await screen.findByText('Passed as expected', { selector: 'dd' })).toBeInTheDocument();
  });

  it('explains a run that could not finish, and still takes a review', async () => {
    const run = makeRun({ status: 'failed', verdict: null, summary: 'The browser could not start the run: crashed.', steps: [] });
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api: reviewApi(run).api });
    expect(await screen.findByText('The run could not finish')).toBeInTheDocument();
    expect(screen.getByText('The browser could not start the run: crashed.')).toBeInTheDocument();
    expect(screen.getByText('Verdict:').parentElement).toHaveTextContent('No verdict: the run could not finish');
    expect(screen.getByRole('group', { name: 'Decision' })).toBeInTheDocument();
  });

  it('waits for a run that is still running, without a form', async () => {
    const run = makeRun({ status: 'running', steps: [passedStep(0), makeStep(1, { status: 'running' })] });
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api: reviewApi(run).api });
    expect(await screen.findByText(/This run is still running\. Its review opens here as soon as it finishes\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch it live' })).toHaveAttribute('href', `/app/editor/run/${RUN_ID}`);
    expect(screen.queryByRole('group', { name: 'Decision' })).not.toBeInTheDocument();
  });

  it('has nothing to review for a run whose end is unknown', async () => {
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api: reviewApi(makeRun({ status: 'unknown' })).api });
    expect(await screen.findByText(/Verity does not know how this run ended/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save review' })).not.toBeInTheDocument();
  });

  it('has nothing to review for a cancelled run', async () => {
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api: reviewApi(makeRun({ status: 'cancelled' })).api });
    expect(await screen.findByText(/This run was cancelled before it finished/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save review' })).not.toBeInTheDocument();
  });

  it("shows why a review was not saved", async () => {
    const updateTestRun = jest.fn(async () => {
      throw new ApiError('This run is pending: only completed or failed runs can be reviewed.', { kind: 'http', status: 409, errorCode: 'run_not_reviewable' });
    });
    const { api } = reviewApi(makeFailedRun(), { updateTestRun });
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });
    await userEvent.click(await screen.findByRole('radio', { name: /Flaky/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not save the review: This run is pending: only completed or failed runs can be reviewed.'));
    expect(screen.getByRole('button', { name: 'Save review' })).toBeEnabled();
  });

  it('answers an unknown run with the not-found screen', async () => {
    const getTestRun = jest.fn(async () => {
      throw new ApiError('A valid run id is required.', { kind: 'http', status: 400, errorCode: 'invalid_id' });
    });
    await renderRunsView('run-review', { params: { runId: 'nope' }, api: createStubApiClient({ getTestRun }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your runs' })).toHaveAttribute('href', '/app/runs');
  });
});
