import { screen, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@verity/api-client';
import { createStubApiClient, makeSuiteRun } from '@verity/api-client/testing';
import { type SuiteRunDetail, type TestRun } from '@verity/contracts';
import { makeFailedRun, makeRun } from '../testing/fixtures';
import { cleanupRunsViews, renderRunsView } from '../testing/render-runs-view';

afterEach(async () => {
  await cleanupRunsViews();
});

const SUITE_ID = '55555555-5555-4555-8555-555555555555';
const runId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const named = (name: string, run: TestRun): TestRun => ({ ...run, suite_id: SUITE_ID, configuration: { ...run.configuration, name } });

function runningSuite(): SuiteRunDetail {
  return makeSuiteRun({
    id: SUITE_ID,
    name: 'Smoke',
    created_at: new Date(Date.now() - 65_000).toISOString(),
    runs: [
      named('About page', makeRun({ id: runId(1), status: 'completed', verdict: 'passed', finished_at: new Date().toISOString() })),
      named('Checkout', makeFailedRun({ id: runId(2) })),
      named('Sign up', makeRun({ id: runId(3), status: 'running' })),
      named('Search', makeRun({ id: runId(4), status: 'pending' })),
    ],
  });
}

describe('a suite run’s page', () => {
  it('shows the suite’s progress, counts, timing and each run linked, with the step a failure stopped at', async () => {
    const getSuiteRun = jest.fn(async () => runningSuite());
    await renderRunsView('suite-detail', { params: { suiteId: SUITE_ID }, api: createStubApiClient({ getSuiteRun }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Smoke' })).toBeInTheDocument();
    expect(getSuiteRun).toHaveBeenCalledWith(SUITE_ID, expect.anything());
    expect(document.title).toBe('Suite run of Smoke · Verity');
    expect(screen.getAllByText('Running')[0]).toHaveClass('rm-status-running');
    expect(screen.getByText(/running for 1 min 0[5-6] s/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 passed · 1 failed · 2 queued or running');
    expect(screen.getByRole('progressbar', { name: '2 of 4 finished' })).toHaveAttribute('value', '2');

    const table = screen.getByRole('table', { name: '4 runs' });
    const checkout = within(table).getByRole('link', { name: /^Checkout, run of/ });
    expect(checkout).toHaveAttribute('href', `/app/editor/run/${runId(2)}`);
    expect(within(checkout.closest('tr')!).getByText('Failed at step 2')).toBeInTheDocument();
  });

  it('cancels the runs still going after confirming, and shows the suite as the API answers', async () => {
    const suite = runningSuite();
    const cancelled: SuiteRunDetail = makeSuiteRun({
      id: suite.id,
      name: suite.name,
      created_at: suite.created_at,
      finished_at: new Date().toISOString(),
      runs: suite.runs.map((run) => (run.status === 'running' || run.status === 'pending' ? { ...run, status: 'cancelled' } : run)),
    });
    const cancelSuiteRun = jest.fn(async () => cancelled);
    await renderRunsView('suite-detail', {
      params: { suiteId: SUITE_ID },
      api: createStubApiClient({ getSuiteRun: async () => suite, cancelSuiteRun, getProfile: jest.fn() }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel suite' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the suite run of “Smoke”?' });
    expect(dialog).toHaveTextContent('2 runs still queued or running will stop.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel suite' }));

    expect(await screen.findByText('Suite cancelled: its queued runs were withdrawn and their credits refunded.')).toBeInTheDocument();
    expect(cancelSuiteRun).toHaveBeenCalledWith(SUITE_ID);
    expect(screen.getByRole('status')).toHaveTextContent('1 passed · 1 failed · 2 cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel suite' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run folder again' })).toBeEnabled();
  });

  it('runs the folder again once the suite has ended, and opens the new suite', async () => {
    const ended = makeSuiteRun({ id: SUITE_ID, name: 'Smoke', runs: [named('About page', makeRun({ status: 'completed', verdict: 'passed' }))] });
    const next = makeSuiteRun({ id: '66666666-6666-4666-8666-666666666666', name: 'Smoke' });
    const runFolder = jest.fn(async () => next);
    const { navigate } = await renderRunsView('suite-detail', {
      params: { suiteId: SUITE_ID },
      api: createStubApiClient({ getSuiteRun: async () => ended, runFolder, getProfile: jest.fn() }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoke' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run folder again' }));
    expect(runFolder).toHaveBeenCalledWith(ended.folder_id);
    expect(await screen.findByText('“Smoke”: 1 run queued.')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith(`/app/suites/${next.id}`);
  });

  it('says how many credits are missing when the folder cannot run again, with the way to Billing', async () => {
    const ended = makeSuiteRun({ id: SUITE_ID, name: 'Smoke', runs: [named('About page', makeRun({ status: 'completed', verdict: 'passed' }))] });
    const message = 'Not enough credits: the 3 tests of “Smoke” cost 3 credits and you have 1, so 2 more credits are needed. Buy credits or redeem a promo code to run this folder.';
    const runFolder = jest.fn(async () => {
      throw new ApiError(message, { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    });
    const { navigate } = await renderRunsView('suite-detail', { params: { suiteId: SUITE_ID }, api: createStubApiClient({ getSuiteRun: async () => ended, runFolder }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Run folder again' }));
    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/app/billing');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answers a suite that does not exist with its not-found screen', async () => {
    const getSuiteRun = jest.fn(async () => {
      throw new ApiError('Suite not found.', { kind: 'http', status: 404, errorCode: 'not_found' });
    });
    await renderRunsView('suite-detail', { params: { suiteId: SUITE_ID }, api: createStubApiClient({ getSuiteRun }) });
    expect(await screen.findByRole('heading', { name: 'Suite not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your suite runs' })).toHaveAttribute('href', '/app/suites');
  });
});

describe('the suite run list', () => {
  it('lists suites with their status, folder, counts and credits, each linked to its page', async () => {
    const getSuiteRuns = jest.fn(async () => {
      const { runs: _runs, ...summary } = runningSuite();
      const ended = makeSuiteRun({ id: '66666666-6666-4666-8666-666666666666', name: 'Nightly', runs: [makeRun({ status: 'completed' })] });
      const { runs: _endedRuns, ...endedSummary } = ended;
      return [summary, { ...endedSummary, finished_at: ended.created_at }];
    });
    await renderRunsView('suite-list', { search: '?folder_id=33333333-3333-4333-8333-333333333333', api: createStubApiClient({ getSuiteRuns }) });

    const table = await screen.findByRole('table', { name: 'Suite runs' });
    expect(getSuiteRuns).toHaveBeenCalledWith({ folder_id: '33333333-3333-4333-8333-333333333333', limit: 50 }, expect.anything());
    const smoke = within(table).getByRole('link', { name: /^Smoke, suite run of/ });
    expect(smoke).toHaveAttribute('href', `/app/suites/${SUITE_ID}`);
    expect(within(smoke.closest('tr')!).getByText('1 passed · 1 failed · 2 queued or running')).toBeInTheDocument();
    const nightly = within(table).getByRole('link', { name: /^Nightly, suite run of/ }).closest('tr')!;
    expect(within(nightly).getByText('Passed')).toHaveClass('rm-status-completed');
    expect(screen.getByRole('link', { name: 'Clear filter' })).toHaveAttribute('href', '/app/suites');
  });

  it('explains how to start one when there is none', async () => {
    await renderRunsView('suite-list', { api: createStubApiClient({ getSuiteRuns: async () => [] }) });
    expect(await screen.findByRole('heading', { name: 'No suite runs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your tests' })).toHaveAttribute('href', '/app/tests');
  });
});
