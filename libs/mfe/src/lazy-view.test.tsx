import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createAnalytics } from '@verity/analytics';
import { createApiClient } from '@verity/api-client';
import { type RuntimeConfig } from '@verity/config';
import { defineRemote } from './define-remote';
import { lazyView } from './lazy-view';
import { type RemoteProps } from './remote-contract';
import { RemoteHostProvider } from './remote-host';
import { RemoteView } from './remote-view';

const config = { apiBaseUrl: 'http://localhost:3000/api' } as RuntimeConfig;
const host = {
  queryClient: new QueryClient(),
  config,
  api: createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => 'token' }),
  session: { access_token: 'token', expires_at: 1_900_000_000 },
  analytics: createAnalytics([]),
  account: { details: jest.fn(), rename: jest.fn(), changePassword: jest.fn() },
};

function RunReview({ params }: RemoteProps) {
  return <h1>Review of {params.runId}</h1>;
}

/** A download the test finishes, or fails, when it chooses. */
function deferredDownloads() {
  const pending: Array<{ resolve: (view: typeof RunReview) => void; reject: (error: Error) => void }> = [];
  const load = jest.fn(() => new Promise<typeof RunReview>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, latest: () => pending[pending.length - 1]! };
}

function show(review: ReturnType<typeof lazyView>) {
  const lifecycles = defineRemote('runs_mfe', { 'run-list': () => <h1>Runs</h1>, 'run-detail': () => <h1>Run</h1>, 'run-review': review, 'suite-list': () => <h1>Suites</h1>, 'suite-detail': () => <h1>Suite</h1> });
  render(
    <RemoteHostProvider value={{ ...host, loadRemoteModule: async () => lifecycles }}>
      <RemoteView remote="runs_mfe" view="run-review" params={{ runId: 'r1' }} navigate={jest.fn()} />
    </RemoteHostProvider>,
  );
}

afterEach(async () => {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  jest.restoreAllMocks();
});

describe('a screen loaded on first use', () => {
  it('is downloaded when first shown, saying so meanwhile, and only once', async () => {
    const downloads = deferredDownloads();
    const review = lazyView(downloads.load);
    expect(downloads.load).not.toHaveBeenCalled();

    show(review);
    // The remote is mounted (its own status goes) while the screen's code is still on its way.
    await waitFor(() => {
      expect(downloads.load).toHaveBeenCalledTimes(1);
      expect(screen.getAllByRole('status')).toHaveLength(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => downloads.latest().resolve(RunReview));
    expect(await screen.findByRole('heading', { name: 'Review of r1' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => cleanup());
    show(review);
    expect(await screen.findByRole('heading', { name: 'Review of r1' })).toBeInTheDocument();
    expect(downloads.load).toHaveBeenCalledTimes(1);
  });

  it('whose download fails shows the remote fallback, and "Try again" downloads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const downloads = deferredDownloads();
    show(lazyView(downloads.load));
    await waitFor(() => expect(downloads.load).toHaveBeenCalledTimes(1));
    await act(async () => downloads.latest().reject(new Error('Loading chunk 270 failed.')));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen stopped because of an error.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(downloads.load).toHaveBeenCalledTimes(2);
    await act(async () => downloads.latest().resolve(RunReview));
    expect(await screen.findByRole('heading', { name: 'Review of r1' })).toBeInTheDocument();
  });
});
