import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient } from '@verity/api-client';
import { createStubApiClient } from '@verity/api-client/testing';
import { type StepResult, type TestRun, type VisualCheckResult } from '@verity/contracts';
import { formatDateTime } from '@verity/ui';
import { makeFailedRun, makeRun, makeStep, passedStep, RUN_ID } from '../testing/fixtures';
import { cleanupRunsViews, installObjectUrls, renderRunsView } from '../testing/render-runs-view';

afterEach(async () => {
  await cleanupRunsViews();
  jest.restoreAllMocks();
});

const BASELINE_RUN = '33333333-3333-4333-8333-333333333333';
const ACCEPTED_AT = '2025-01-02T09:30:00.000Z';
const LINE = 'Check that the page matches the baseline';

const differs: VisualCheckResult = {
  name: 'page',
  viewport: '1280x800',
  baseline: { run_id: BASELINE_RUN, file: 'step-02-current.png' },
  current: 'step-02-current.png',
  diff: 'step-02-diff.png',
  diff_percent: 4.2137,
  max_diff_percent: 0,
  status: 'differs',
};

/** A run whose step 2 is a visual check, failed as the engine records it unless said otherwise. */
function runWithCheck(visual: VisualCheckResult, overrides: Partial<TestRun> = {}, step: Partial<StepResult> = {}): TestRun {
  const check = makeStep(1, {
    instruction: LINE,
    status: visual.status === 'differs' ? 'failed' : 'completed',
    error: visual.status === 'differs' ? 'The page differs from its baseline: 4.2% of its pixels changed (none allowed) — see the diff in the review.' : null,
    screenshot: 'step-02.jpg',
    visual,
    ...step,
  });
  const base = visual.status === 'differs' ? makeFailedRun({ summary: `Step 2 failed: ${check.error}` }) : makeRun({ status: 'completed', verdict: 'passed', summary: 'All 3 steps passed.' });
  return { ...base, steps: [passedStep(0), check, visual.status === 'differs' ? makeStep(2, { status: 'cancelled' }) : passedStep(2)], ...overrides };
}

/** The API of one run: "Accept as new baseline" records the time on the step, as the API does. */
function runApi(initial: TestRun, overrides: Partial<ApiClient> = {}) {
  let current = initial;
  const getTestRun = jest.fn(async () => current);
  const fetchArtifact = jest.fn(async (_runId: string, name: string) => new Blob([name], { type: 'image/png' }));
  const acceptBaseline = jest.fn(async (_runId: string, { index }: { index: number }) => {
    current = { ...current, steps: current.steps.map((step) => (step.index === index && step.visual ? { ...step, visual: { ...step.visual, became_baseline_at: ACCEPTED_AT } } : step)) };
    return current;
  });
  return { api: createStubApiClient({ getTestRun, fetchArtifact, acceptBaseline, ...overrides }), fetchArtifact, acceptBaseline };
}

/** The comparison of the page, once this run's picture is in (while pictures load, their placeholders are statuses too). */
async function comparison() {
  const check = await screen.findByRole('region', { name: 'Visual check: the page at 1280×800' });
  await within(check).findByAltText('This run: the page at 1280×800');
  return check;
}

describe('a visual check in the review', () => {
  beforeEach(() => installObjectUrls());

  it('shows the baseline, this run and the difference side by side, with how much changed', async () => {
    const { api, fetchArtifact } = runApi(runWithCheck(differs));
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });
    const check = await comparison();
    expect(check).toHaveTextContent('It differs from its baseline: 4.2% of its pixels changed (none allowed).');
    expect((await within(check).findByAltText('Baseline: the page at 1280×800')).getAttribute('src')).toMatch(/^blob:/);
    expect(await within(check).findByAltText('This run: the page at 1280×800')).toBeInTheDocument();
    expect(await within(check).findByAltText('Difference: the pixels of the page that changed, in red')).toBeInTheDocument();
    // The baseline is a file of the run that took it; the others are this run's.
    expect(fetchArtifact.mock.calls.map(([runId, name]) => [runId, name])).toEqual(
      expect.arrayContaining([
        [BASELINE_RUN, 'step-02-current.png'],
        [RUN_ID, 'step-02-current.png'],
        [RUN_ID, 'step-02-diff.png'],
      ]),
    );
    const captions = within(check).getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent);
    expect(captions).toEqual(['Baseline, from an earlier run', 'This run', 'Difference: changed pixels in red (4.2%)']);
    expect(within(check).getByRole('link', { name: 'an earlier run' })).toHaveAttribute('href', `/app/editor/run/${BASELINE_RUN}`);
  });

  it('accepts this run\'s picture as the new baseline once confirmed, and says so', async () => {
    const { api, acceptBaseline } = runApi(runWithCheck(differs));
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });
    const check = await comparison();
    await userEvent.click(within(check).getByRole('button', { name: 'Accept as new baseline' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept as new baseline?' });
    expect(dialog).toHaveTextContent('Later runs of “Sign in” compare the page at 1280×800 with this run’s picture instead of the current baseline.');
    // Keeping the baseline changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the baseline' }));
    expect(acceptBaseline).not.toHaveBeenCalled();

    await userEvent.click(within(check).getByRole('button', { name: 'Accept as new baseline' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept as new baseline' }));
    expect(acceptBaseline).toHaveBeenCalledWith(RUN_ID, { index: 1 });
    expect(await screen.findByText('This picture is now the baseline of the page at 1280×800.')).toBeInTheDocument();
    await waitFor(() => expect(within(check).getByRole('status')).toHaveTextContent(`Accepted as the new baseline on ${formatDateTime(ACCEPTED_AT)}: later runs compare with this picture.`));
    expect(within(check).queryByRole('button', { name: 'Accept as new baseline' })).not.toBeInTheDocument();
  });

  it('says why the picture did not become the baseline', async () => {
    const acceptBaseline = jest.fn(async () => {
      throw new ApiError("This run's test was deleted: there is no test to keep the baseline for.", { kind: 'http', status: 400, errorCode: 'test_deleted' });
    });
    const { api } = runApi(runWithCheck(differs), { acceptBaseline });
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });
    const check = await comparison();
    await userEvent.click(within(check).getByRole('button', { name: 'Accept as new baseline' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept as new baseline' }));
    expect(await within(check).findByRole('alert')).toHaveTextContent("The picture did not become the baseline: This run's test was deleted");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the new baseline a passing run kept, with nothing to accept', async () => {
    const kept: VisualCheckResult = { ...differs, baseline: null, diff: null, diff_percent: null, status: 'new', became_baseline_at: ACCEPTED_AT };
    const { api } = runApi(runWithCheck(kept));
    await renderRunsView('run-review', { params: { runId: RUN_ID }, api });
    const check = await comparison();
    expect(check).toHaveTextContent('There was no baseline to compare with yet.');
    expect(within(check).getByText('No baseline yet')).toBeInTheDocument();
    expect(within(check).getByRole('status')).toHaveTextContent(`This picture became the test's baseline on ${formatDateTime(ACCEPTED_AT)}.`);
    expect(within(check).queryByRole('button', { name: 'Accept as new baseline' })).not.toBeInTheDocument();
  });
});

describe('a visual check on the run page', () => {
  beforeEach(() => installObjectUrls());

  it('shows the comparison under its step; a match has nothing to accept, a deleted test nowhere to put it', async () => {
    const matched: VisualCheckResult = { ...differs, diff_percent: 0, status: 'matched' };
    const { api } = runApi(runWithCheck(matched));
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    const step = await screen.findByRole('listitem', { name: `Step 2: ${LINE}` });
    const check = within(step).getByRole('region', { name: 'Visual check: the page at 1280×800' });
    expect(check).toHaveTextContent('It matches its baseline: no pixel changed.');
    expect(within(check).queryByRole('button', { name: 'Accept as new baseline' })).not.toBeInTheDocument();
    await cleanupRunsViews();

    const element: VisualCheckResult = { ...differs, name: '"Pricing" #2' };
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api: runApi(runWithCheck(element, { test_id: null })).api });
    const orphan = await screen.findByRole('region', { name: 'Visual check: "Pricing" (check 2) at 1280×800' });
    expect(orphan).toHaveTextContent('The test of this run was deleted, so there is no baseline to replace.');
    // Its pictures may have loaded by now (each a button that enlarges it): none of its buttons accepts anything.
    expect(within(orphan).queryByRole('button', { name: 'Accept as new baseline' })).toBeNull();
  });

  it('offers a new picture from a run that did not pass as the baseline', async () => {
    const unsaved: VisualCheckResult = { ...differs, baseline: null, diff: null, diff_percent: null, status: 'new' };
    const run = runWithCheck(unsaved, { status: 'failed', verdict: 'failed' });
    const { api, acceptBaseline } = runApi({ ...run, steps: [passedStep(0), run.steps[1]!, makeStep(2, { status: 'failed', error: 'No "Team" on the page.' })] });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    const check = await comparison();
    expect(within(check).getByRole('status')).toHaveTextContent('This run did not pass, so its picture was not kept as the baseline: accept it to make it the baseline.');
    expect(within(check).getByText('Nothing to compare yet')).toBeInTheDocument();
    await userEvent.click(within(check).getByRole('button', { name: 'Accept as new baseline' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept as new baseline?' });
    expect(dialog).not.toHaveTextContent('instead of the current baseline');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept as new baseline' }));
    expect(acceptBaseline).toHaveBeenCalledWith(RUN_ID, { index: 1 });
    await waitFor(() => expect(within(check).getByRole('status')).toHaveTextContent("This picture became the test's baseline on"));
  });
});
