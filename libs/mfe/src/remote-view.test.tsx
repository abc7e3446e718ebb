import { useEffect } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { createAnalytics, useAnalytics } from '@verity/analytics';
import { createMemoryAdapter } from '@verity/analytics/testing';
import { type ApiClient, createApiClient } from '@verity/api-client';
import { type RuntimeConfig } from '@verity/config';
import { defineRemote } from './define-remote';
import { type RemoteLifecycles, type RemoteProps } from './remote-contract';
import { RemoteHostProvider } from './remote-host';
import { InternalLink } from './remote-props-context';
import { RemoteView, type RemoteViewProps } from './remote-view';
import { createUnavailableRemote } from './remote-unavailable';
import { type LoadRemoteModule } from './load-remote-module';

const config = { apiBaseUrl: 'http://localhost:3000/api' } as RuntimeConfig;
const queryClient = new QueryClient();
const session = { access_token: 'token', expires_at: 1_900_000_000 };
const api = createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => session.access_token });
const recordedAnalytics = createMemoryAdapter();
const analytics = createAnalytics([recordedAnalytics]);
const account = { details: jest.fn(), rename: jest.fn(), changePassword: jest.fn() };

const mounted = jest.fn<void, [string]>();
const unmounted = jest.fn<void, [string]>();
const receivedQueryClient = jest.fn<void, [QueryClient]>();
const receivedApi = jest.fn<void, [ApiClient]>();
let shouldCrash = false;
let crashMessage = 'review exploded';

function RunDetail({ params, search, api: apiClient }: RemoteProps) {
  const client = useQueryClient();
  const { page } = useAnalytics();
  useEffect(() => receivedQueryClient(client), [client]);
  useEffect(() => page('Run detail', { run_id: params.runId }), [page, params.runId]);
  useEffect(() => receivedApi(apiClient), [apiClient]);
  useEffect(() => {
    mounted('run-detail');
    return () => unmounted('run-detail');
  }, []);
  return (
    <section>
      <h1>Run {params.runId}</h1>
      <p>search: {search || 'none'}</p>
      <InternalLink to="/app/runs">All runs</InternalLink>
    </section>
  );
}

function RunList() {
  useEffect(() => {
    mounted('run-list');
    return () => unmounted('run-list');
  }, []);
  return <h1>Runs</h1>;
}

function RunReview() {
  if (shouldCrash) throw new Error(crashMessage);
  return <h1>Review</h1>;
}

const lifecycles = defineRemote('runs_mfe', {
  'run-list': RunList,
  'run-detail': RunDetail,
  'run-review': RunReview,
  'suite-list': () => <h1>Suites</h1>,
  'suite-detail': () => <h1>Suite</h1>,
});

function Page({
  navigate = jest.fn(),
  loadRemoteModule,
  ...view
}: Omit<RemoteViewProps<'runs_mfe'>, 'remote' | 'navigate'> & { navigate?: RemoteViewProps['navigate'] }) {
  return (
    <RemoteHostProvider value={{ queryClient, config, api, session, analytics, account, loadRemoteModule }}>
      <header>
        <nav aria-label="Main">
          <a href="/app/tests">Tests</a>
        </nav>
      </header>
      <main>
        <RemoteView remote="runs_mfe" navigate={navigate} {...view} />
      </main>
    </RemoteHostProvider>
  );
}

const silenceConsoleError = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

beforeEach(() => {
  mounted.mockClear();
  unmounted.mockClear();
  receivedQueryClient.mockClear();
  shouldCrash = false;
  crashMessage = 'review exploded';
});

afterEach(async () => {
  // Parcels unmount asynchronously after the page does: clean up by hand (hence /pure) inside act().
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  jest.restoreAllMocks();
});

describe('<RemoteView>', () => {
  it('shows a loading status until the remote is mounted', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const load: LoadRemoteModule = () => new Promise((done) => (resolve = done));
    render(<Page view="run-list" loadRemoteModule={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading runs…');
    resolve(lifecycles);
    expect(await screen.findByRole('heading', { name: 'Runs' })).toBeInTheDocument();
    // The remote draws its page while its mount is still settling: the status goes once the mount has resolved.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('mounts the remote with the shell props, updates it on new params and unmounts it on another view', async () => {
    const load = jest.fn(async (_id: string) => lifecycles);
    const navigate = jest.fn();
    const { rerender, container } = render(
      <Page view="run-detail" params={{ runId: 'r1' }} search="?tab=steps" navigate={navigate} loadRemoteModule={load} />,
    );

    expect(await screen.findByRole('heading', { name: 'Run r1' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('runs_mfe/lifecycles');
    expect(screen.getByText('search: ?tab=steps')).toBeInTheDocument();
    expect(container.querySelector('[data-remote="runs_mfe"][data-view="run-detail"]')).not.toBeNull();
    expect(receivedQueryClient).toHaveBeenCalledWith(queryClient);
    expect(receivedApi).toHaveBeenCalledWith(api);
    // The shell's analytics instance reaches the screen through useAnalytics().
    expect(recordedAnalytics.calls).toContainEqual({ method: 'page', name: 'Run detail', properties: { run_id: 'r1' } });

    await userEvent.click(screen.getByRole('link', { name: 'All runs' }));
    expect(navigate).toHaveBeenCalledWith('/app/runs', { replace: undefined });

    rerender(<Page view="run-detail" params={{ runId: 'r2' }} search="" navigate={navigate} loadRemoteModule={load} />);
    expect(await screen.findByRole('heading', { name: 'Run r2' })).toBeInTheDocument();
    expect(screen.getByText('search: none')).toBeInTheDocument();
    // Same screen, new params: updated in place, not remounted.
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(unmounted).not.toHaveBeenCalled();

    rerender(<Page view="run-list" navigate={navigate} loadRemoteModule={load} />);
    expect(await screen.findByRole('heading', { name: 'Runs' })).toBeInTheDocument();
    await waitFor(() => expect(unmounted).toHaveBeenCalledWith('run-detail'));
    expect(screen.queryByRole('heading', { name: /Run r/ })).not.toBeInTheDocument();
    expect(container.querySelector('[data-view="run-detail"]')).toBeNull();
  });

  it('contains a remote that cannot be downloaded and loads it again on "Try again"', async () => {
    const consoleError = silenceConsoleError();
    const load = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: 404'))
      .mockResolvedValueOnce(lifecycles);
    render(<Page view="run-list" loadRemoteModule={load} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Runs is unavailable right now' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Its code could not be downloaded.');
    expect(consoleError).toHaveBeenCalled();
    // The rest of the page is untouched.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tests' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Runs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats the federation fallback for a down remote as a download failure', async () => {
    silenceConsoleError();
    const load = async () => createUnavailableRemote('runs_mfe/lifecycles', new Error('manifest 502'));
    render(<Page view="run-list" loadRemoteModule={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Its code could not be downloaded.');
  });

  it('contains a remote that throws while mounting', async () => {
    silenceConsoleError();
    const broken: RemoteLifecycles = {
      ...lifecycles,
      mount: () => Promise.reject(new Error('mount failed')),
    };
    render(<Page view="run-list" loadRemoteModule={async () => broken} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Runs is unavailable right now');
    expect(alert).toHaveTextContent('It failed to start.');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("refuses to mount a remote without the shell's QueryClient, with the spec's message", async () => {
    const consoleError = silenceConsoleError();
    render(
      <RemoteHostProvider value={{ queryClient: undefined as unknown as QueryClient, config, api, session, analytics, account, loadRemoteModule: async () => lifecycles }}>
        <RemoteView remote="runs_mfe" view="run-list" navigate={jest.fn()} />
      </RemoteHostProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('It failed to start.');
    const [[label, error]] = consoleError.mock.calls as Array<[string, Error]>;
    expect(label).toBe('[mfe] runs_mfe/run-list: It failed to start.');
    // single-spa prefixes the parcel's status to the lifecycle's own error.
    expect(error.message).toMatch(/: QueryClient is required but not available\.$/);
    expect(mounted).not.toHaveBeenCalled();
  });

  it('contains a screen that throws while rendering and renders it again on "Try again"', async () => {
    const consoleError = silenceConsoleError();
    shouldCrash = true;
    const { container } = render(<Page view="run-review" loadRemoteModule={async () => lifecycles} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Runs is unavailable right now');
    expect(alert).toHaveTextContent('This screen stopped because of an error.');
    // The fallback sits inside the remote's own element; the shell around it still renders.
    expect(container.querySelector('[data-remote="runs_mfe"][data-view="run-review"]')).toContainElement(alert);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    shouldCrash = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
  });

  it("sends the user to /logout when a screen fails because the API 'Could not validate credentials'", async () => {
    silenceConsoleError();
    shouldCrash = true;
    crashMessage = 'Could not validate credentials: the token has expired. [token_expired]';
    const navigate = jest.fn();
    render(<Page view="run-review" navigate={navigate} loadRemoteModule={async () => lifecycles} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/logout', { replace: true }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly when the remote has no such screen', async () => {
    render(<Page view={'run-graph' as 'run-list'} loadRemoteModule={async () => lifecycles} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Runs has no screen called “run-graph”. Known screens: run-list, run-detail, run-review, suite-list, suite-detail.');
  });
});
