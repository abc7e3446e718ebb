import { act, screen, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@verity/api-client';
import { createStubApiClient, makeTest } from '@verity/api-client/testing';
import { RUN_STATUSES, type TestRun } from '@verity/contracts';
import { makeFailedRun, makeRun, passedStep, TEST_ID } from '../testing/fixtures';
import { cleanupRunsViews, renderRunsView } from '../testing/render-runs-view';

afterEach(async () => {
  jest.useRealTimers();
  await cleanupRunsViews();
});

const table = () => screen.getByRole('table', { name: 'Runs' });
const rowOf = (name: RegExp | string) => {
  const link = within(table()).getByRole('link', { name: typeof name === 'string' ? new RegExp(`^${name},`) : name });
  const row = link.closest('tr');
  if (!row) throw new Error('The link is not in a row');
  return row;
};

const runId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the run list', () => {
  it('shows every status of the spec in words, with the test, times, duration, credits and verdict', async () => {
    const runs: TestRun[] = RUN_STATUSES.map((status, n) =>
      makeRun({
        id: runId(n),
        status,
        configuration: { name: `Test ${status}`, base_url: `https://${status}.example.com`, instructions: ['Go to /'], folder_id: null },
      }),
    );
    const getTestRuns = jest.fn(async () => runs);
    await renderRunsView('run-list', { api: createStubApiClient({ getTestRuns }) });

    expect(await screen.findByRole('table', { name: 'Runs' })).toBeInTheDocument();
    expect(getTestRuns).toHaveBeenCalledWith({ limit: 100 }, expect.anything());
    const labels = { created: 'Created', pending: 'Queued', running: 'Running', completed: 'Passed', failed: 'Failed', cancelled: 'Cancelled', unknown: 'Unknown' };
    for (const status of RUN_STATUSES) {
      const row = rowOf(`Test ${status}`);
      expect(within(row).getAllByText(labels[status])[0]).toHaveClass(`rm-status-${status}`);
    }
    expect(screen.getByText('Showing 7 runs.')).toBeInTheDocument();
    expect(document.title).toBe('Runs · Verity');
  });

  it('says how each finished run went: started and finished, how long, credits, and the step a failure stopped at', async () => {
    const passed = makeRun({
      id: runId(1),
      status: 'completed',
      verdict: 'passed',
      credits_used: 2,
      started_at: '2025-01-01T00:00:00.000Z',
      finished_at: '2025-01-01T00:00:12.400Z',
      steps: [passedStep(0), passedStep(1), passedStep(2)],
    });
    const failed = makeFailedRun({ id: runId(2), configuration: { ...makeRun().configuration, name: 'Checkout' } });
    const broken = makeRun({ id: runId(3), status: 'failed', verdict: null, configuration: { ...makeRun().configuration, name: 'Broken' } });
    await renderRunsView('run-list', { api: createStubApiClient({ getTestRuns: async () => [passed, failed, broken] }) });

    const passedRow = await screen.findByRole('row', { name: /Sign in, run of/ });
    expect(within(passedRow).getByText('12.4 s')).toBeInTheDocument();
    expect(within(passedRow).getByText('2')).toBeInTheDocument();
    expect(within(passedRow).getAllByText('Passed')).toHaveLength(2);
    expect(within(rowOf('Checkout')).getByText('Failed at step 2')).toBeInTheDocument();
    expect(within(rowOf('Broken')).getByText('No verdict')).toBeInTheDocument();
    expect(within(passedRow).getByRole('link', { name: /^Sign in, run of/ })).toHaveAttribute('href', `/app/editor/run/${runId(1)}`);
  });

  it('opens a run through the shell router', async () => {
    const { navigate } = await renderRunsView('run-list', { api: createStubApiClient({ getTestRuns: async () => [makeRun()] }) });
    await userEvent.click(await screen.findByRole('link', { name: /^Sign in, run of/ }));
    expect(navigate).toHaveBeenCalledWith(`/app/editor/run/${makeRun().id}`, { replace: undefined });
  });

  it('lists the runs of one test when the URL says test_id, with its name and a way to clear the filter', async () => {
    const getTestRuns = jest.fn(async () => [makeRun()]);
    const getTest = jest.fn(async () => makeTest({ configuration: { ...makeTest().configuration, name: 'Sign in flow' } }));
    const { navigate } = await renderRunsView('run-list', { search: `?test_id=${TEST_ID}`, api: createStubApiClient({ getTestRuns, getTest }) });

    expect(await screen.findByRole('link', { name: 'Sign in flow' })).toHaveAttribute('href', `/app/editor/test/${TEST_ID}`);
    expect(getTestRuns).toHaveBeenCalledWith({ test_id: TEST_ID, limit: 100 }, expect.anything());
    expect(screen.getByText(/Showing the runs of/)).toBeInTheDocument();
    expect(document.title).toBe('Runs of Sign in flow · Verity');
    await userEvent.click(screen.getByRole('link', { name: 'Clear filter' }));
    expect(navigate).toHaveBeenCalledWith('/app/runs', { replace: undefined });
  });

  it("names a deleted test's runs by the name they ran with", async () => {
    const getTest = async () => {
      throw new ApiError('Test not found.', { kind: 'http', status: 404, errorCode: 'not_found' });
    };
    await renderRunsView('run-list', { search: `?test_id=${TEST_ID}`, api: createStubApiClient({ getTestRuns: async () => [makeRun()], getTest }) });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const runs = [makeRun({ id: runId(1), status: 'completed' }), makeFailedRun({ id: runId(2), configuration: { ...makeRun().configuration, name: 'Checkout' } })];
    await renderRunsView('run-list', { api: createStubApiClient({ getTestRuns: async () => runs }) });
    await screen.findByRole('table', { name: 'Runs' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(rowOf('Checkout')).toBeInTheDocument();
    expect(screen.getByText('1 failed of 2 runs.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(screen.getByText('No cancelled runs here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all statuses' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
  });

  it('teaches what to do when there are no runs', async () => {
    await renderRunsView('run-list', { api: createStubApiClient({ getTestRuns: async () => [] }) });
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your tests' })).toHaveAttribute('href', '/app/tests');
  });

  it("points to the test when it has not run yet", async () => {
    await renderRunsView('run-list', {
      search: `?test_id=${TEST_ID}`,
      api: createStubApiClient({ getTestRuns: async () => [], getTest: async () => makeTest() }),
    });
    expect(await screen.findByRole('heading', { name: 'This test has not run yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the test' })).toHaveAttribute('href', `/app/editor/test/${TEST_ID}`);
  });

  it('shows a loading state, then the error with a way to try again', async () => {
    let fail = true;
    const getTestRuns = jest.fn(async () => {
      if (fail) throw new ApiError('Network error: offline', { kind: 'network' });
      return [makeRun()];
    });
    const { container } = await renderRunsView('run-list', { api: createStubApiClient({ getTestRuns }) });
    // The screen's own status: the host's "Loading …" may still be leaving.
    const screenRoot = container.querySelector<HTMLElement>('[data-remote="runs_mfe"]')!;
    expect(within(screenRoot).getByRole('status')).toHaveTextContent('Loading the runs…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The runs could not be loaded.');
    expect(alert).toHaveTextContent('Network error: offline');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Runs' })).toBeInTheDocument();
  });

  it('refreshes every 2 s while a run is queued or running, then every 30 s', async () => {
    jest.useFakeTimers();
    let status: TestRun['status'] = 'running';
    const getTestRuns = jest.fn(async () => [makeRun({ status })]);
    await renderRunsView('run-list', { api: createStubApiClient({ getTestRuns }) });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(getTestRuns).toHaveBeenCalledTimes(1);
    expect(within(table()).getByText('Running')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(getTestRuns).toHaveBeenCalledTimes(2);
    status = 'completed';
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(getTestRuns).toHaveBeenCalledTimes(3);
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(within(table()).getByText('Passed')).toHaveClass('rm-status-completed');

    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(getTestRuns).toHaveBeenCalledTimes(3);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(getTestRuns).toHaveBeenCalledTimes(4);
  });
});
