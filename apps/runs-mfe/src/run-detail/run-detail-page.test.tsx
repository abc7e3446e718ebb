import { act, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError, createApiClient } from '@verity/api-client';
import { createFakeFetch, createStubApiClient, makeTestRun } from '@verity/api-client/testing';
import { type RealtimeServerMessage, type RunSession, type TestRun } from '@verity/contracts';
import { formatDateTime } from '@verity/ui';
import { FakeWebSocket } from '@verity/query/testing';
import { INSTRUCTIONS, makeFailedRun, makeRun, makeStep, passedStep, RUN_ID, SESSION, TEST_ID } from '../testing/fixtures';
import { cleanupRunsViews, installObjectUrls, renderRunsView } from '../testing/render-runs-view';

afterEach(async () => {
  jest.useRealTimers();
  await cleanupRunsViews();
  FakeWebSocket.uninstall();
  jest.restoreAllMocks();
});

const steps = () => screen.getByRole('list', { name: 'Steps' });
const stepItem = (instruction: string) => within(steps()).getByRole('listitem', { name: new RegExp(`: ${escapeRegExp(instruction)}$`) });
/** A frame from the API, and the render it causes (the query cache notifies on the next task). */
async function push(socket: FakeWebSocket, message: RealtimeServerMessage) {
  await act(async () => {
    socket.receive(message);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const verdict = () => screen.getByText('Verdict:').parentElement;
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renderRun(run: TestRun | (() => TestRun), extra: Parameters<typeof createStubApiClient>[0] = {}) {
  const getTestRun = jest.fn(async () => (typeof run === 'function' ? run() : run));
  const fetchArtifact = jest.fn(async () => new Blob(['png'], { type: 'image/png' }));
  const api = createStubApiClient({ getTestRun, fetchArtifact, ...extra });
  return { api, getTestRun, fetchArtifact };
}

describe('the run detail', () => {
  it('signs the user out when the API refuses the credentials for the run, showing no error of it', async () => {
    const expired = new ApiError('Could not validate credentials: the access token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    const api = createStubApiClient({ getTestRun: async () => Promise.reject(expired) });
    const { navigate } = await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
    expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
  });

  it('heads the page with the test, status, verdict, summary, timings and credits', async () => {
    installObjectUrls();
    const run = makeFailedRun({ credits_used: 3 });
    const { api, getTestRun } = renderRun(run);
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(getTestRun).toHaveBeenCalledWith(RUN_ID, expect.anything());
    expect(document.title).toBe('Run of Sign in · Verity');
    expect(screen.getAllByText('Failed')[0]).toHaveClass('rm-status-failed');
    expect(verdict()).toHaveTextContent('Verdict: Failed');
    expect(screen.getByText('Step 2 failed: no "Sign in" on the page.')).toBeInTheDocument();
    expect(fact('Duration')).toHaveTextContent('12.0 s');
    expect(fact('Credits used')).toHaveTextContent('3');
    // A run that read no line with a model says nothing of models.
    expect(screen.queryByText('Model', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Steps passed')).toHaveTextContent('1 of 3');
    expect(fact('Started')).toHaveTextContent(/Jan 1, 2025/);
    expect(screen.getByRole('link', { name: 'Review this run' })).toHaveAttribute('href', `/app/editor/review/${RUN_ID}`);
    expect(screen.getByRole('link', { name: 'Open the test' })).toHaveAttribute('href', `/app/editor/test/${TEST_ID}`);
  });

  it('shows each step: number, instruction, status in words, action, locator, duration, error and closest candidates', async () => {
    installObjectUrls();
    const { api } = renderRun(makeFailedRun());
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('list', { name: 'Steps' });

    const first = stepItem('Go to /');
    expect(within(first).getByRole('heading', { level: 3, name: 'Step 1: Go to /' })).toBeInTheDocument();
    expect(within(first).getByText('Passed')).toBeInTheDocument();
    expect(within(first).getByText('Did step 1')).toBeInTheDocument();
    expect(within(first).getByText("getByRole('button', { name: 'Step 1' })")).toBeInTheDocument();
    expect(within(first).getByText('Took 1.2 s')).toBeInTheDocument();

    const failed = stepItem('Click "Sign in"');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    // How long it could wait, beside how long it took: a step that failed at its limit says so.
    expect(within(failed).getByText('Took 5.0 s')).toBeInTheDocument();
    expect(within(failed).getByText('Time limit 5.0 s')).toBeInTheDocument();
    expect(within(first).queryByText(/Time limit/)).not.toBeInTheDocument();
    expect(within(failed).getByText('No button or link "Sign in" on the page.')).toBeInTheDocument();
    expect(within(within(failed).getByRole('list', { name: 'Closest matches on the page' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'link "Log in"',
      'button "Sign up"',
    ]);
    // No fix was proposed for this failure: none is shown.
    expect(within(failed).queryByRole('region', { name: 'Proposed fix' })).not.toBeInTheDocument();

    expect(within(stepItem(INSTRUCTIONS[2] as string)).getByText('Not started')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 steps run')).toBeInTheDocument();
    expect(within(stepItem(INSTRUCTIONS[2] as string)).getByText('Not run: an earlier step failed.')).toBeInTheDocument();
  });

  it("shows a failed step's proposed fix under it, with the button that puts it in the test", async () => {
    const run = makeFailedRun();
    const failed = { ...run.steps[1]!, proposed_fix: { step: 'Click the "Log in" link', by: 'page' as const } };
    const { api } = renderRun({ ...run, steps: [run.steps[0]!, failed, run.steps[2]!] });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('list', { name: 'Steps' });
    const fix = within(stepItem('Click "Sign in"')).getByRole('region', { name: 'Proposed fix' });
    expect(within(fix).getByRole('heading', { level: 4, name: 'Proposed fix' })).toBeInTheDocument();
    expect(within(fix).getByText('Click the "Log in" link')).toBeInTheDocument();
    expect(within(fix).getByRole('button', { name: 'Use this step in the test' })).toBeEnabled();
  });

  it('shows the grammar steps an intent line became, each with its outcome, under the line', async () => {
    installObjectUrls();
    const login = 'Log in as standard_user with password secret_sauce';
    const run = makeRun({
      status: 'failed',
      verdict: 'failed',
      steps: [
        passedStep(0),
        makeStep(1, {
          instruction: login,
          status: 'failed',
          resolved_by: 'intent',
          action: 'Typed ... (joined)',
          error: 'No button "Login" on the page.',
          expanded: [
            { step: 'Type "standard_user" into "Username"', status: 'completed', action: "Typed 'standard_user' into the field 'Username'" },
            { step: 'Type "••••••••" into "Password"', status: 'completed', action: "Typed '••••••••' into the field 'Password'" },
            { step: 'Click the "Login" button', status: 'failed', error: 'No button "Login" on the page.' },
          ],
        }),
        makeStep(2),
      ],
    });
    const { api } = renderRun(run);
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('list', { name: 'Steps' });

    const line = stepItem(login);
    const expanded = within(line).getByRole('list', { name: 'Done as 3 steps' });
    expect(within(expanded).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✓Done: Type "standard_user" into "Username"',
      '✓Done: Type "••••••••" into "Password"',
      '✗Failed: Click the "Login" button',
    ]);
    expect(within(line).getByText('No button "Login" on the page.')).toBeInTheDocument();
    // The steps replace the joined action; a grammar line keeps its action.
    expect(within(line).queryByText('Typed ... (joined)')).not.toBeInTheDocument();
    expect(within(stepItem('Go to /')).queryByRole('list', { name: /^Done as/ })).not.toBeInTheDocument();
    expect(within(stepItem('Go to /')).getByText('Did step 1')).toBeInTheDocument();
  });

  it('says which model read lines, its calls, tokens and estimated cost, and the lines replayed with no call', async () => {
    installObjectUrls();
    const model_usage = { model: 'gpt-4o-mini', calls: 2, input_tokens: 1_800, output_tokens: 40, replayed: 1, estimated_cost_usd: 0.000294 };
    const read = makeStep(1, { status: 'completed', resolved_by: 'model', expanded: [{ step: 'Click the "Sign in" button', status: 'completed' }] });
    const replayed = makeStep(2, { status: 'completed', resolved_by: 'stored', expanded: [{ step: 'Check that the page shows "Hi"', status: 'completed' }] });
    const { api } = renderRun(makeRun({ status: 'completed', verdict: 'passed', steps: [passedStep(0), read, replayed], model_usage }));
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('list', { name: 'Steps' });
    expect(within(screen.getByRole('list', { name: 'Read by a model as 1 step' })).getByRole('listitem')).toHaveTextContent('Click the "Sign in" button');
    expect(within(screen.getByRole('list', { name: 'Replayed from a stored model answer as 1 step' })).getByRole('listitem')).toHaveTextContent('Check that the page shows "Hi"');
    expect(fact('Model')).toHaveTextContent('gpt-4o-mini: 2 calls, 1,840 tokens (≈ $0.0003); 1 line replayed from stored answers');
  });

  it('lists steps not reported yet as not started, from the instructions', async () => {
    const { api } = renderRun(makeRun({ status: 'pending', steps: [] }));
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('list', { name: 'Steps' });
    expect(within(steps()).getAllByText('Not started')).toHaveLength(3);
    expect(screen.getByText(/Queued: it starts as soon as a browser is free/)).toBeInTheDocument();
  });

  it('says a queued run cannot start while no worker has a browser, with the fix; a finished run does not', async () => {
    const runner = { state: 'unavailable' as const, problem: 'No browser for test runs: nothing found.', fix: 'Run `npx playwright-core install chromium`, then run the test again.' };
    const getHealth = async () => ({ status: 'ok' as const, runner, workers: [] });
    const { api } = renderRun(makeRun({ status: 'pending', steps: [] }), { getHealth });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    const notice = (await screen.findByText('Test runs cannot start: no browser')).closest('[role="status"]');
    expect(notice).toHaveTextContent(`${runner.problem}Run npx playwright-core install chromium, then run the test again.`);
  });

  it('shows no browser notice on a finished run', async () => {
    installObjectUrls();
    const getHealth = jest.fn(async () => ({ status: 'ok' as const, runner: { state: 'unavailable' as const, problem: 'No browser.', fix: 'Install one.' }, workers: [] }));
    const { api } = renderRun(makeFailedRun(), { getHealth });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('list', { name: 'Steps' });
    await waitFor(() => expect(getHealth).toHaveBeenCalled());
    expect(screen.queryByText('Test runs cannot start: no browser')).not.toBeInTheDocument();
  });

  it('shows a run that could not start: the reason with its command as code, and why its steps did not run', async () => {
    const reason =
      'The test did not run. No browser for test runs: nothing found. Run `npx playwright-core install chromium` in the Verity folder, then run the test again. Your credits were refunded.';
    const run = makeRun({ status: 'failed', verdict: null, summary: reason, error: reason, steps: [], started_at: '2025-01-01T00:00:00.000Z', finished_at: '2025-01-01T00:00:00.050Z' });
    const { api } = renderRun(run);
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    const summary = (await screen.findByText(/^The test did not run\. No browser for test runs/)).closest('p') as HTMLElement;
    expect(summary).toHaveTextContent(reason.replaceAll('`', ''));
    expect(within(summary).getByText('npx playwright-core install chromium').tagName).toBe('CODE');
    expect(within(steps()).getAllByText('Not run: the run could not finish (see above).')).toHaveLength(3);
    expect(within(steps()).queryByText('Not run: an earlier step failed.')).not.toBeInTheDocument();
  });

  it('treats instructions that are not an array as no steps', async () => {
    const run = makeRun({ status: 'completed', configuration: { ...makeRun().configuration, instructions: 'Go to /' as never } });
    const { api } = renderRun(run);
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    expect(await screen.findByText('This run has no steps: its test had no instructions when it ran.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Steps' })).not.toBeInTheDocument();
  });

  it('re-polls every 2 s while running and every 30 s once finished', async () => {
    jest.useFakeTimers();
    let current = makeRun({ status: 'running', steps: [passedStep(0), makeStep(1, { status: 'running' })] });
    const { api, getTestRun } = renderRun(() => current);
    installObjectUrls();
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(getTestRun).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(getTestRun).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(getTestRun).toHaveBeenCalledTimes(3);

    current = makeRun({ status: 'completed', verdict: 'passed', steps: [passedStep(0), passedStep(1), passedStep(2)] });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(getTestRun).toHaveBeenCalledTimes(4);
    expect(verdict()).toHaveTextContent('Verdict: Passed');

    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(getTestRun).toHaveBeenCalledTimes(4);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(getTestRun).toHaveBeenCalledTimes(5);
  });

  it('applies the updates the websocket pushes at once, authenticating with its first message', async () => {
    FakeWebSocket.install();
    installObjectUrls();
    let current = makeRun({ status: 'running', steps: [makeStep(0, { status: 'running' })] });
    const { api, getTestRun } = renderRun(() => current);
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api, session: SESSION });
    await screen.findByRole('list', { name: 'Steps' });

    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://localhost:3000/api/ws');
    act(() => socket.accept());
    expect(socket.sent).toEqual([
      { type: 'auth', access_token: 'token-1' },
      { type: 'subscribe', run_id: RUN_ID },
    ]);
    expect(screen.getByText('Live')).toBeInTheDocument();

    current = makeRun({ status: 'running', steps: [passedStep(0), makeStep(1, { status: 'running' })], updated_at: '2025-01-01T00:00:05.000Z' });
    await push(socket, { type: 'run.updated', run: current });
    expect(within(stepItem('Go to /')).getByText('Passed')).toBeInTheDocument();
    expect(within(stepItem('Click "Sign in"')).getByText('Running')).toBeInTheDocument();

    // Updates may have been missed (the API lost its database for a while): the run is fetched again.
    const callsBefore = getTestRun.mock.calls.length;
    await push(socket, { type: 'resync' });
    await waitFor(() => expect(getTestRun.mock.calls.length).toBe(callsBefore + 1));

    current = makeRun({
      status: 'completed',
      verdict: 'passed',
      summary: 'All 3 steps passed.',
      steps: [passedStep(0), passedStep(1), passedStep(2)],
      updated_at: '2025-01-01T00:00:09.000Z',
    });
    await push(socket, { type: 'run.updated', run: current });
    expect(verdict()).toHaveTextContent('Verdict: Passed');
    expect(screen.getByText('All 3 steps passed.')).toBeInTheDocument();
    // A finished run changes no more by itself: the socket closes.
    expect(socket.isClosed).toBe(true);
  });

  it('fetches each screenshot with the bearer token and shows it through an object URL, enlarged in a dialog', async () => {
    const objectUrls = installObjectUrls();
    const run = makeFailedRun();
    const png = new Blob(['png'], { type: 'image/png' });
    const fake = createFakeFetch(async (request) =>
      request.url.includes('/artifacts/')
        ? ({ ok: true, status: 200, blob: async () => png, text: async () => '' } as Response)
        : ({ ok: true, status: 200, text: async () => JSON.stringify({ ok: true, data: run, error: null, error_code: null }) } as Response),
    );
    const api = createApiClient({ baseUrl: 'http://localhost:3000/api', getAccessToken: () => 'token-1', fetch: fake.fetch });
    const { unmount } = await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });

    const image = await screen.findByAltText('Screenshot after step 1');
    const artifactRequest = fake.requests.find((request) => request.url.endsWith('/artifacts/step-01.png'));
    expect(artifactRequest?.url).toBe(`http://localhost:3000/api/test-runs/${RUN_ID}/artifacts/step-01.png`);
    expect(artifactRequest?.headers.authorization).toBe('Bearer token-1');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(objectUrls.createObjectURL).toHaveBeenCalledWith(png);

    await userEvent.click(screen.getByRole('button', { name: 'Screenshot after step 2 (enlarge)' }));
    const dialog = screen.getByRole('dialog', { name: 'Step 2: Click "Sign in"' });
    expect(within(dialog).getByAltText('Screenshot after step 2').getAttribute('src')).toMatch(/^blob:/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Screenshot after step 2 (enlarge)' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Screenshot after step 1 (enlarge)' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Step 1: Go to /' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const created = objectUrls.createObjectURL.mock.results.map((result) => result.value as string);
    unmount();
    await cleanupRunsViews();
    expect(objectUrls.revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual([...created].sort());
  });

  it('shows console errors and failed requests in collapsible sections, and downloads the trace with the token', async () => {
    const objectUrls = installObjectUrls();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`trace-${RUN_ID}.zip`);
      expect(this.href).toMatch(/^blob:/);
    });
    const run = makeFailedRun({
      artifacts: {
        trace: 'trace.zip',
        consoleErrors: [{ message: 'Uncaught TypeError: x is undefined', url: 'https://example.com/app.js' }],
        failedRequests: [
          { url: 'https://example.com/api/me', method: 'GET', status: 500 },
          { url: 'https://cdn.example.com/font.woff2', method: 'GET', status: null, failure: 'net::ERR_FAILED' },
        ],
      },
    });
    const { api, fetchArtifact } = renderRun(run);
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('heading', { level: 2, name: 'Diagnostics' });

    const consoleSummary = screen.getByText('Console errors').closest('summary') as HTMLElement;
    expect(consoleSummary).toHaveTextContent('Console errors1 entry');
    expect(consoleSummary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(consoleSummary);
    expect(consoleSummary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Uncaught TypeError: x is undefined')).toBeVisible();
    expect(screen.getByText('Failed requests').closest('summary')).toHaveTextContent('Failed requests2 entries');
    expect(screen.getByText(/HTTP 500/)).toBeInTheDocument();
    expect(screen.getByText(/net::ERR_FAILED/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /trace\.playwright\.dev/ })).toHaveAttribute('href', 'https://trace.playwright.dev');
    expect(screen.getByText(`npx playwright show-trace trace-${RUN_ID}.zip`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download trace' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchArtifact).toHaveBeenCalledWith(RUN_ID, 'trace.zip');
    expect(await screen.findByText(`Trace saved as trace-${RUN_ID}.zip.`)).toBeInTheDocument();
    await waitFor(() => expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith(objectUrls.createObjectURL.mock.results.at(-1)?.value));
  });

  it('cancels a running run after confirming', async () => {
    let current = makeRun({ status: 'running', steps: [passedStep(0), makeStep(1, { status: 'running' })] });
    const updateTestRun = jest.fn(async () => {
      current = makeRun({ ...current, status: 'cancelled', steps: [passedStep(0), makeStep(1, { status: 'cancelled' })], updated_at: '2025-01-01T00:01:00.000Z' });
      return current;
    });
    installObjectUrls();
    const { api } = renderRun(() => current, { updateTestRun });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this run?' });
    expect(within(dialog).getByRole('button', { name: 'Keep running' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel run' }));

    expect(updateTestRun).toHaveBeenCalledWith(RUN_ID, { status: 'cancelled' });
    expect(await screen.findByText('Run cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Cancelled')[0]).toHaveClass('rm-status-cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  });

  it('says once why a cancel failed: its own toast, and not the default one for failed changes', async () => {
    const updateTestRun = jest.fn(async () => {
      throw new ApiError('This run is completed: only created, pending or running runs can be cancelled.', { kind: 'http', status: 409 });
    });
    installObjectUrls();
    const { api } = renderRun(makeRun({ status: 'running', steps: [passedStep(0), makeStep(1, { status: 'running' })] }), { updateTestRun });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel run' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this run?' })).getByRole('button', { name: 'Cancel run' }));
    expect(await screen.findByText('Could not cancel the run: This run is completed: only created, pending or running runs can be cancelled.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(/only created, pending or running runs can be cancelled/)).toHaveLength(1);
  });

  it('keeps the run when the user does not confirm', async () => {
    const updateTestRun = jest.fn();
    const { api } = renderRun(makeRun({ status: 'pending' }), { updateTestRun });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep running' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updateTestRun).not.toHaveBeenCalled();
  });

  it('queues a run that was only created, debiting its credits', async () => {
    let current = makeRun({ status: 'created', queued_at: null });
    const scheduleTestRun = jest.fn(async () => {
      current = { ...current, status: 'pending', queued_at: '2025-01-01T00:00:02.000Z', updated_at: '2025-01-01T00:00:02.000Z' };
      return current;
    });
    const { api } = renderRun(() => current, { scheduleTestRun });
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    expect(await screen.findByText('This run is created but not queued yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel run' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start run' }));
    expect(scheduleTestRun).toHaveBeenCalledWith(RUN_ID);
    expect(await screen.findByText('Run queued.')).toBeInTheDocument();
    expect(screen.getAllByText('Queued')[0]).toHaveClass('rm-status-pending');
    expect(screen.queryByRole('button', { name: 'Start run' })).not.toBeInTheDocument();
  });

  it('runs the test again and opens the new run', async () => {
    installObjectUrls();
    const next = makeTestRun({ id: '33333333-3333-4333-8333-333333333333' });
    const runTest = jest.fn(async () => next);
    const { api } = renderRun(makeFailedRun(), { runTest });
    const { navigate } = await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Run again' }));
    expect(runTest).toHaveBeenCalledWith(TEST_ID);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/app/editor/run/${next.id}`));
  });

  it('signs the user out when "Run again" is refused for invalid credentials, with no message or toast of it', async () => {
    installObjectUrls();
    const runTest = jest.fn(async () => {
      throw new ApiError('Could not validate credentials: the access token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    });
    const { api } = renderRun(makeFailedRun(), { runTest });
    const { navigate } = await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
    expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
  });

  it('says how to get credits when a new run is refused for lack of them (402)', async () => {
    installObjectUrls();
    const runTest = jest.fn(async () => {
      throw new ApiError('Not enough credits: a run costs 1 and your balance is 0.', { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    });
    const { api } = renderRun(makeFailedRun(), { runTest });
    const { navigate } = await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Run again' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits to run “Sign in”. Buy credits or redeem a promo code, then run it again.');
    await userEvent.click(within(alert).getByRole('link', { name: 'Go to Billing' }));
    expect(navigate).toHaveBeenCalledWith('/app/billing', { replace: undefined });
    expect(screen.getByText('The run did not start: not enough credits.')).toBeInTheDocument();
  });

  it('answers an unknown run with the not-found screen and a way back to the runs', async () => {
    const getTestRun = jest.fn(async () => {
      throw new ApiError('Run not found.', { kind: 'http', status: 404, errorCode: 'not_found' });
    });
    const consoleError = jest.spyOn(console, 'error');
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api: createStubApiClient({ getTestRun }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your runs' })).toHaveAttribute('href', '/app/runs');
    expect(getTestRun).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
    expect(document.title).toBe('Run not found · Verity');
  });

  it('logs any other load failure and hands it to the error screen', async () => {
    const failure = new ApiError('Internal server error', { kind: 'http', status: 500, errorCode: 'internal_error' });
    const getTestRun = jest.fn(async () => {
      throw failure;
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api: createStubApiClient({ getTestRun }) });
    expect(await screen.findByRole('heading', { name: 'Runs is unavailable right now' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(`Could not load run ${RUN_ID}:`, failure);
  });
});

describe('the session a run started with', () => {
  const SIGN_IN_TEST_ID = '33333333-3333-4333-8333-333333333333';
  const session = (overrides: Partial<RunSession> = {}): RunSession => ({
    test_id: SIGN_IN_TEST_ID,
    test_name: 'Sign in as Ada',
    source: 'saved',
    saved_at: '2025-11-26T09:40:00.000Z',
    expires_at: '2025-12-03T09:40:00.000Z',
    ...overrides,
  });
  const sessionLine = () => screen.getByText(/^Started signed in with/);

  async function renderWithSession(runSession?: RunSession) {
    installObjectUrls();
    const { api } = renderRun(makeFailedRun(runSession && { session: runSession }));
    await renderRunsView('run-detail', { params: { runId: RUN_ID }, api });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  }

  it('names the sign-in test, linked to its page, and when the session it started with was saved', async () => {
    await renderWithSession(session());
    expect(sessionLine()).toHaveTextContent(`Started signed in with “Sign in as Ada” — a session saved ${formatDateTime('2025-11-26T09:40:00.000Z')}`);
    expect(within(sessionLine()).getByRole('link', { name: 'Sign in as Ada' })).toHaveAttribute('href', `/app/editor/test/${SIGN_IN_TEST_ID}`);
  });

  it('says the sign-in test ran first when no session was saved or it had expired', async () => {
    await renderWithSession(session({ source: 'signed_in_first' }));
    expect(sessionLine()).toHaveTextContent('Started signed in with “Sign in as Ada” — it ran first: no session was saved, or it had expired');
    expect(within(sessionLine()).getByRole('link', { name: 'Sign in as Ada' })).toHaveAttribute('href', `/app/editor/test/${SIGN_IN_TEST_ID}`);
  });

  it('says the sign-in test ran again when the saved session had expired at the site, and links no deleted test', async () => {
    await renderWithSession(session({ source: 'signed_in_again', test_id: null }));
    expect(sessionLine()).toHaveTextContent('Started signed in with “Sign in as Ada” — it ran again: the saved session had expired at the site');
    expect(within(sessionLine()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing of signing in for a run that started signed out', async () => {
    await renderWithSession();
    expect(screen.queryByText(/Started signed in with/)).not.toBeInTheDocument();
  });
});
