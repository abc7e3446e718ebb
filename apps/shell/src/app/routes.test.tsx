import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@verity/config';
import { defineRemote, type LoadRemoteModule, REMOTE_VIEWS, RemoteHostProvider, type RemoteProps } from '@verity/mfe';
import { createRoutes } from './routes';

/** Every view of every remote renders what it received, so a test can read it back. */
function Probe({ view, params, search }: RemoteProps) {
  return <p data-testid="probe">{JSON.stringify({ view, params, search })}</p>;
}

const fakeRemotes = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [
    remote,
    defineRemote(remote, Object.fromEntries(REMOTE_VIEWS[remote].map((view) => [view, Probe])) as never),
  ]),
) as Record<RemoteName, ReturnType<typeof defineRemote>>;

const loadFakeRemote: LoadRemoteModule = async (id) => {
  const remote = id.replace(/\/lifecycles$/, '') as RemoteName;
  if (!(remote in fakeRemotes)) throw new Error(`unexpected remote request ${id}`);
  return fakeRemotes[remote];
};

function renderShell(entries: string[], loadRemoteModule: LoadRemoteModule = loadFakeRemote) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: entries, initialIndex: entries.length - 1 });
  const host = { queryClient: new QueryClient(), config: {} as RuntimeConfig, session: null, loadRemoteModule };
  render(
    <RemoteHostProvider value={host}>
      <RouterProvider router={router} />
    </RemoteHostProvider>,
  );
  return router;
}

async function findMountedView(remote: RemoteName, view: string) {
  let element: Element | null = null;
  await waitFor(() => {
    element = document.querySelector(`main [data-remote="${remote}"][data-view="${view}"]`);
    if (!element) throw new Error(`${remote}/${view} is not mounted`);
  });
  return element as unknown as HTMLElement;
}

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
    ['/app/onboarding', 'onboarding_mfe', 'onboarding', {}, ''],
    ['/app/cases', 'tests_mfe', 'cases', {}, ''],
    ['/app/tests', 'tests_mfe', 'test-list', {}, ''],
    ['/app/test/new', 'tests_mfe', 'test-new', {}, ''],
    ['/app/test/new-simple', 'tests_mfe', 'test-new-simple', {}, ''],
    ['/app/test/t-1/edit', 'tests_mfe', 'test-edit', { testId: 't-1' }, ''],
    ['/app/editor/test/t-1', 'tests_mfe', 'test-view', { testId: 't-1' }, ''],
    ['/app/runs?test_id=t-1', 'runs_mfe', 'run-list', {}, '?test_id=t-1'],
    ['/app/editor/run/r-1', 'runs_mfe', 'run-detail', { runId: 'r-1' }, ''],
    ['/app/editor/review/r-1', 'runs_mfe', 'run-review', { runId: 'r-1' }, ''],
    ['/app/billing', 'billing_mfe', 'billing', {}, ''],
    ['/app/billing-success', 'billing_mfe', 'billing-success', {}, ''],
  ] as const)('%s mounts %s / %s', async (path, remote, view, params, search) => {
    renderShell([path]);
    const mounted = await findMountedView(remote, view);
    expect(JSON.parse(within(mounted).getByTestId('probe').textContent ?? '')).toEqual({ view, params, search });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends /app to the cases', async () => {
    const router = renderShell(['/app']);
    await findMountedView('tests_mfe', 'cases');
    expect(router.state.location.pathname).toBe('/app/cases');
  });

  it('moves between remotes from the header without leaving the page', async () => {
    renderShell(['/']);
    await findMountedView('marketing', 'landing');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Tests' }));
    await findMountedView('tests_mfe', 'test-list');
    await waitFor(() => expect(document.querySelector('[data-remote="marketing"]')).toBeNull());
  });

  it('shows the not-found screen for an unknown route, with Go back and Start Over', async () => {
    const router = renderShell(['/app/tests', '/no/such/page']);
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');

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
    renderShell(['/app/billing'], loadWithBillingDown);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Billing is unavailable right now');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Runs' }));
    await findMountedView('runs_mfe', 'run-list');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
