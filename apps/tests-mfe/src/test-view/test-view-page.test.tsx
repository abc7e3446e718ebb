import { screen, waitFor, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeFolder, makeTest, makeTestRun } from '@verity/api-client/testing';
import { SECRET_MASK, type Test } from '@verity/contracts';
import { createFakeTestsApi } from '../testing/fake-tests-api';
import { cleanupTestsViews, renderTestsView } from '../testing/render-tests-view';
import { user } from '../testing/user';

jest.setTimeout(15_000);
afterEach(cleanupTestsViews);

const checkout = makeFolder({ id: 'f-checkout', name: 'Checkout' });
const signIn = makeTest({
  id: 't-1',
  configuration: {
    name: 'Sign in',
    base_url: 'https://shop.example',
    instructions: ['Go to /login', 'Type "{{email}}" into "Email"', 'Click "Sign in"'],
    folder_id: 'f-checkout',
    variables: { email: 'ada@example.com' },
  },
});
const finished = makeTestRun({
  id: 'r-1',
  test_id: 't-1',
  status: 'failed',
  configuration: signIn.configuration,
  steps: [
    { index: 0, instruction: 'Go to /login', status: 'completed' },
    { index: 1, instruction: 'Type "{{email}}" into "Email"', status: 'failed' },
  ],
  started_at: '2025-01-02T10:00:00.000Z',
  finished_at: '2025-01-02T10:00:12.400Z',
  credits_used: 1,
});
const otherTestsRun = makeTestRun({ id: 'r-other', test_id: 't-other', status: 'completed' });

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function renderView(overrides = {}) {
  const fake = createFakeTestsApi({ tests: [signIn], folders: [checkout], runs: [finished, otherTestsRun] }, overrides);
  const view = await renderTestsView('test-view', { api: fake.api, params: { testId: 't-1' } });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return { ...fake, ...view };
}

describe('test view', () => {
  it('shows a secret variable by name, its value masked', async () => {
    const withSecret = makeTest({ ...signIn, configuration: { ...signIn.configuration, secret_variables: { password: SECRET_MASK } } });
    const fake = createFakeTestsApi({ tests: [withSecret], folders: [checkout], runs: [] });
    await renderTestsView('test-view', { api: fake.api, params: { testId: 't-1' } });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByText('{{password}}').closest('li')).toHaveTextContent('{{password}} = •••••••• (secret)');
    expect(screen.getByText('{{email}}').closest('li')).toHaveTextContent('{{email}} = ada@example.com');
  });

  it('shows the configuration, the numbered steps and the run history of this test', async () => {
    await renderView();
    expect(document.title).toBe('Sign in · Verity');
    const steps = screen.getByRole('list', { name: /^Steps/ });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(signIn.configuration.instructions);

    const configuration = screen.getByRole('region', { name: 'Configuration' });
    expect(await within(configuration).findByText('Checkout')).toBeInTheDocument();
    expect(within(configuration).getByText('1280 × 800 (default)')).toBeInTheDocument();
    expect(within(configuration).getByText('Your default (Settings → Run defaults)')).toBeInTheDocument();
    expect(within(configuration).getByText('{{email}}')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Run history' });
    const rows = within(await within(history).findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Failed run details' })).toHaveAttribute('href', '/app/editor/run/r-1');
    expect(rows[0]).toHaveTextContent('12.4 s');
    expect(rows[0]).toHaveTextContent('1 / 3');
    expect(within(history).getByRole('link', { name: 'All runs of this test' })).toHaveAttribute('href', '/app/runs?test_id=t-1');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/app/test/t-1/edit');
  });

  it('says beside "Run now" when runs cannot start because no worker has a browser, and the command that fixes it', async () => {
    const runner = {
      state: 'unavailable' as const,
      problem: 'No browser for test runs: there is no Chrome or Chromium on this machine.',
      fix: 'Run `npx playwright-core install chromium` in the Verity folder, then run the test again.',
    };
    await renderView({ getHealth: async () => ({ status: 'ok' as const, runner, workers: [] }) });
    const notice = (await screen.findByText('Test runs cannot start: no browser')).closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(runner.problem);
    expect(within(notice).getByText('npx playwright-core install chromium').tagName).toBe('CODE');
    expect(screen.getByRole('button', { name: 'Run now' })).toHaveAccessibleDescription(/^Test runs cannot start: no browser/);
  });

  it('shows no notice, and describes nothing on "Run now", while runs can start', async () => {
    await renderView({ getHealth: async () => ({ status: 'ok' as const, runner: { state: 'ready' as const, workers: 1 }, workers: [] }) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run now' })).not.toHaveAttribute('aria-describedby'));
    expect(screen.queryByText(/Test runs cannot start/)).not.toBeInTheDocument();
  });

  it('starts a run with "Run now" and goes to it', async () => {
    const { navigate, state } = await renderView();
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/app/editor/run/${state.runs[0]?.id}`));
    expect(state.runs[0]?.test_id).toBe('t-1');
  });

  it('explains a run refused for lack of credits, with a link to Billing', async () => {
    const refused = new ApiError('Not enough credits: a run costs 1 credit.', { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    const { navigate } = await renderView({ runTest: async () => Promise.reject(refused) });
    await user.click(screen.getByRole('button', { name: 'Run now' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits to run “Sign in”. Buy credits or redeem a promo code, then run it again.');
    await user.click(within(alert).getByRole('link', { name: 'Go to Billing' }));
    expect(navigate).toHaveBeenCalledWith('/app/billing', { replace: undefined });
  });

  it('signs the user out when "Run now" is refused for invalid credentials, with no toast of it', async () => {
    const expired = new ApiError('Could not validate credentials: the access token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    const { navigate } = await renderView({ runTest: async () => Promise.reject(expired) });
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
    expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
  });

  it('exports the steps: copy to the clipboard and download as .txt', async () => {
    await renderView();
    const expected = '# Sign in\n# Base URL: https://shop.example\nGo to /login\nType "{{email}}" into "Email"\nClick "Sign in"\n';

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy steps' }));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByText('Steps copied to the clipboard.')).toBeInTheDocument();

    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:steps';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('sign-in-steps.txt');
      expect(this.href).toBe('blob:steps');
    });
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await readText(blobs[0] as Blob)).toBe(expected);
    clicked.mockRestore();
  });

  /** Catches what the page downloads: the file's name and text. */
  function catchDownloads() {
    const downloads: Array<{ name: string; blob: Blob }> = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
    return { downloads, restore: () => clicked.mockRestore() };
  }

  it('exports a Playwright test: downloads the spec the API writes, and says so', async () => {
    const { api } = await renderView();
    const exportTest = jest.spyOn(api, 'exportTest');
    const { downloads, restore } = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'Export as Playwright test' }));
    expect(await screen.findByText('Playwright test downloaded: sign-in.spec.ts.')).toBeInTheDocument();
    expect(exportTest).toHaveBeenCalledWith('t-1', 'playwright');
    expect(downloads.map(({ name }) => name)).toEqual(['sign-in.spec.ts']);
    const spec = await readText(downloads[0]!.blob);
    expect(spec).toContain("test('Sign in', async ({ page }) => {");
    expect(spec).toContain('  // 3. Click "Sign in"');
    restore();
  });

  it('says which steps the Playwright test could not do, after downloading it', async () => {
    const spec = { format: 'playwright' as const, file_name: 'sign-in.spec.ts', content: '// Sign in\n', untranslated_steps: [1, 3] };
    await renderView({ exportTest: async () => spec });
    const { downloads, restore } = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'Export as Playwright test' }));
    expect(
      await screen.findByText('sign-in.spec.ts downloaded. Steps 1 and 3 are not exported: the spec fails there with a TODO(verity) until written by hand.'),
    ).toBeInTheDocument();
    expect(downloads.map(({ name }) => name)).toEqual(['sign-in.spec.ts']);
    restore();
  });

  it('toasts a failed export, and downloads nothing', async () => {
    const failed = new ApiError('Test not found.', { kind: 'http', status: 404, errorCode: 'not_found' });
    await renderView({ exportTest: async () => Promise.reject(failed) });
    const { downloads, restore } = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'Export as Playwright test' }));
    expect(await screen.findByText('Could not export the Playwright test: Test not found.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export as Playwright test' })).toBeEnabled();
    restore();
  });

  it('deletes the test after confirming and goes back to the list', async () => {
    const { navigate, state } = await renderView();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Sign in”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete test' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app/tests'));
    expect(state.tests).toEqual([]);
  });

  it('answers an unknown test with the not-found screen', async () => {
    await renderTestsView('test-view', { api: createFakeTestsApi().api, params: { testId: 'missing' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your tests' })).toHaveAttribute('href', '/app/tests');
  });
});

describe('signing in, on the test page', () => {
  const base = { base_url: 'https://shop.example', instructions: ['Go to /'], folder_id: null };
  const signInAsAda = makeTest({ id: 't-ada', configuration: { ...base, name: 'Sign in as Ada', provides_session: true } });
  const checkout = (sessionFrom: string) => makeTest({ id: 't-checkout', configuration: { ...base, name: 'Checkout', session_from: sessionFrom } });
  const detail = (term: string) => within(screen.getByRole('region', { name: 'Configuration' })).queryByText(term, { selector: 'dt' })?.nextElementSibling;

  async function renderTest(test: Test) {
    const fake = createFakeTestsApi({ tests: test.id === signInAsAda.id ? [test] : [test, signInAsAda] });
    await renderTestsView('test-view', { api: fake.api, params: { testId: test.id } });
    await screen.findByRole('heading', { level: 1, name: test.configuration.name });
  }

  it('says a sign-in test is one, and that others can start with the session it leaves', async () => {
    await renderTest(signInAsAda);
    expect(detail('Sign-in test')).toHaveTextContent('Yes — other tests can start signed in with the session it leaves');
    expect(detail('Starts signed in with')).toBeUndefined();
  });

  it('links the sign-in test a test starts signed in with, by name', async () => {
    await renderTest(checkout('t-ada'));
    await waitFor(() => expect(detail('Starts signed in with')).toHaveTextContent('Sign in as Ada'));
    expect(within(detail('Starts signed in with') as HTMLElement).getByRole('link', { name: 'Sign in as Ada' })).toHaveAttribute('href', '/app/editor/test/t-ada');
    expect(detail('Sign-in test')).toBeUndefined();
  });

  it('says so when the sign-in test was deleted', async () => {
    await renderTest(checkout('t-gone'));
    await waitFor(() => expect(detail('Starts signed in with')).toHaveTextContent('A deleted test'));
    expect(within(detail('Starts signed in with') as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing of signing in for a test that neither signs in nor starts signed in', async () => {
    await renderTest(makeTest({ id: 't-plain', configuration: { ...base, name: 'Plain' } }));
    expect(detail('Sign-in test')).toBeUndefined();
    expect(detail('Starts signed in with')).toBeUndefined();
  });
});
