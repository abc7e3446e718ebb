import { act, cleanup, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { type LoadRemoteModule } from '@verity/mfe';
import { findMountedView, loadFakeRemote, renderShell } from '../testing/render-shell';

afterEach(async () => {
  // Parcels unmount asynchronously after the page: let that finish inside act().
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  jest.restoreAllMocks();
});

describe('shell routes', () => {
  it.each([
    ['/', 'marketing', 'landing', {}, ''],
    ['/blog/', 'marketing', 'blog-index', {}, ''],
    ['/blog/first-steps', 'marketing', 'blog-article', { slug: 'first-steps' }, ''],
    ['/terms', 'marketing', 'terms', {}, ''],
    ['/privacy', 'marketing', 'privacy', {}, ''],
    ['/app/cases', 'tests_mfe', 'cases', {}, ''],
    ['/app/tests', 'tests_mfe', 'test-list', {}, ''],
    ['/app/test/new', 'tests_mfe', 'test-new', {}, ''],
    ['/app/test/new-simple', 'tests_mfe', 'test-new-simple', {}, ''],
    ['/app/test/t-1/edit', 'tests_mfe', 'test-edit', { testId: 't-1' }, ''],
    ['/app/editor/test/t-1', 'tests_mfe', 'test-view', { testId: 't-1' }, ''],
    ['/app/runs?test_id=t-1', 'runs_mfe', 'run-list', {}, '?test_id=t-1'],
    ['/app/editor/run/r-1', 'runs_mfe', 'run-detail', { runId: 'r-1' }, ''],
    ['/app/editor/review/r-1', 'runs_mfe', 'run-review', { runId: 'r-1' }, ''],
    ['/app/suites', 'runs_mfe', 'suite-list', {}, ''],
    ['/app/suites/s-1', 'runs_mfe', 'suite-detail', { suiteId: 's-1' }, ''],
    ['/app/billing', 'billing_mfe', 'billing', {}, ''],
    ['/app/billing-success?session_id=s-1', 'billing_mfe', 'billing-success', {}, '?session_id=s-1'],
    ['/app/billing/checkout/s-1', 'billing_mfe', 'sandbox-checkout', { sessionId: 's-1' }, ''],
    ['/app/models', 'settings_mfe', 'models', {}, ''],
    ['/app/settings', 'settings_mfe', 'settings', {}, ''],
  ] as const)('%s mounts %s / %s for a signed-in user', async (path, remote, view, params, search) => {
    renderShell([path]);
    const mounted = await findMountedView(remote, view);
    expect(JSON.parse(within(mounted).getByTestId('probe').textContent ?? '')).toEqual({ view, params, search, signedIn: true });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('mounts /app/onboarding for a user who has not completed it', async () => {
    renderShell(['/app/onboarding'], { onboardingCompleted: false });
    await findMountedView('onboarding_mfe', 'onboarding');
  });

  it('moves between remotes from the header without leaving the page', async () => {
    renderShell(['/']);
    await findMountedView('marketing', 'landing');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Tests' }));
    await findMountedView('tests_mfe', 'test-list');
    await waitFor(() => expect(document.querySelector('[data-remote="marketing"]')).toBeNull());
  });

  it('shows the app links and Sign out to a signed-in user, Sign in and Sign up to a visitor', async () => {
    renderShell(['/']);
    await findMountedView('marketing', 'landing');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Runs' })).toHaveAttribute('href', '/app/runs');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Models' })).toHaveAttribute('href', '/app/models');
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    await act(async () => cleanup());

    renderShell(['/'], { signedIn: false });
    await findMountedView('marketing', 'landing');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Runs' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the not-found screen for an unknown route, with Go back and Start Over', async () => {
    const { router } = renderShell(['/app/tests', '/no/such/page']);
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Verity');

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await findMountedView('tests_mfe', 'test-list');
    expect(router.state.location.pathname).toBe('/app/tests');

    await act(() => router.navigate('/no/such/page'));
    await userEvent.click(await screen.findByRole('link', { name: 'Start Over' }));
    await findMountedView('marketing', 'landing');
  });

  it('keeps the header and other routes working when a remote cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadWithBillingDown: LoadRemoteModule = async (id) => {
      if (id.startsWith('billing_mfe/')) throw new Error('Failed to fetch mf-manifest.json');
      return loadFakeRemote(id);
    };
    renderShell(['/app/billing'], { loadRemoteModule: loadWithBillingDown });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Billing is unavailable right now');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Runs' }));
    await findMountedView('runs_mfe', 'run-list');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the DEBUG badge when the API and auth are local, and not otherwise', async () => {
    renderShell(['/']);
    await findMountedView('marketing', 'landing');
    expect(screen.getByText('DEBUG')).toBeInTheDocument();
    await act(async () => cleanup());

    renderShell(['/'], { configOrigin: 'https://app.verity.dev' });
    await findMountedView('marketing', 'landing');
    expect(screen.queryByText('DEBUG')).toBeNull();
  });
});
