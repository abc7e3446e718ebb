import { act, cleanup, screen, waitFor } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { createStubApiClient, makeProfile } from '@verity/api-client/testing';
import { ApiError } from '@verity/api-client';
import { createFakeAuth } from '../testing/fake-auth';
import { findMountedView, renderShell } from '../testing/render-shell';

afterEach(async () => {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  jest.restoreAllMocks();
});

async function landsOn(router: { state: { location: { pathname: string; search: string } } }, path: string) {
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path));
}

describe('guards and redirects (spec section 2)', () => {
  it.each([
    ['/app/tests', '/login?redirect=%2Fapp%2Ftests'],
    ['/app/runs?test_id=t-1', '/login?redirect=%2Fapp%2Fruns%3Ftest_id%3Dt-1'],
    ['/app', '/login?redirect=%2Fapp'],
    ['/app/onboarding', '/login?redirect=%2Fapp%2Fonboarding'],
    ['/app/no-such-page', '/login?redirect=%2Fapp%2Fno-such-page'],
  ])('sends a signed-out visitor of %s to %s', async (path, expected) => {
    const { router } = renderShell([path], { signedIn: false });
    await landsOn(router, expected);
    expect(await screen.findByRole('heading', { name: 'Sign in to Verity' })).toBeInTheDocument();
  });

  it.each([
    ['/login?redirect=%2Fapp%2Fruns%3Ftest_id%3Dt-1', '/app/runs?test_id=t-1'],
    ['/login', '/app/cases'],
    ['/login?redirect=%2F', '/app/cases'],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/app/cases'],
    ['/login?redirect=42', '/app/cases'],
    ['/forgot-password', '/app/cases'],
  ])('sends a signed-in visitor of %s to %s', async (path, expected) => {
    const { router } = renderShell([path]);
    await landsOn(router, expected);
  });

  it('sends /app to onboarding until it is completed, then to the cases', async () => {
    const first = renderShell(['/app'], { onboardingCompleted: false });
    await landsOn(first.router, '/app/onboarding');
    await findMountedView('onboarding_mfe', 'onboarding');
    await act(async () => cleanup());

    const second = renderShell(['/app/'], { onboardingCompleted: true });
    await landsOn(second.router, '/app/cases');
    await findMountedView('tests_mfe', 'cases');
  });

  it('sends a user who completed onboarding from /app/onboarding to /app/cases', async () => {
    const { router } = renderShell(['/app/onboarding'], { onboardingCompleted: true });
    await landsOn(router, '/app/cases');
  });

  it('/logout clears the query cache, ends the session and lands on /login', async () => {
    const { router, auth, queryClient } = renderShell(['/app/tests']);
    await findMountedView('tests_mfe', 'test-list');
    queryClient.setQueryData(['tests', 'list'], [{ id: 'cached' }]);

    await act(() => router.navigate('/logout'));
    await landsOn(router, '/login');
    expect(auth.calls).toContain('logout');
    expect(queryClient.getQueryData(['tests', 'list'])).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('the application error screen on routes', () => {
  it('shows the spec texts when the root load fails, and Try Again re-runs it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = createFakeAuth({ signedIn: true });
    auth.failLoadWith(new Error('The sign-in service is unavailable. Try again in a moment.'));
    renderShell(['/'], { auth });

    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Something went wrong on our end.')).toBeInTheDocument();
    expect(screen.getByText('Something Unexpected Happened')).toBeInTheDocument();

    auth.failLoadWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await findMountedView('marketing', 'landing');
  });

  it('logs other errors to the console, and Back to Home goes to /', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const exploded = new Error('profile exploded');
    const api = createStubApiClient({ getProfile: () => Promise.reject(exploded) });
    const { router } = renderShell(['/app'], { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Home' }));
    expect(logged).toHaveBeenCalledWith('Application error:', exploded);
    await landsOn(router, '/');
  });

  it("signs the user out when the API says it 'Could not validate credentials'", async () => {
    const rejected = new ApiError('Could not validate credentials: the token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    const api = createStubApiClient({ getProfile: () => Promise.reject(rejected) });
    const { router, auth } = renderShell(['/app'], { api });
    await landsOn(router, '/login');
    expect(auth.calls).toContain('logout');
  });

  it('signs the user out when any query or mutation of the app is refused for invalid credentials', async () => {
    const { router, auth, queryClient } = renderShell(['/app/tests']);
    await findMountedView('tests_mfe', 'test-list');
    const rejected = new ApiError('Could not validate credentials: the token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
    // As a remote's "Run now" would fail: a mutation of the shared QueryClient, its error handled by the screen.
    await act(async () => {
      await queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.reject(rejected) }).execute(undefined).catch(() => undefined);
    });
    await landsOn(router, '/login');
    expect(auth.calls).toContain('logout');
  });

  it('says in a toast why a change failed, unless its screen shows the failure itself', async () => {
    const { queryClient } = renderShell(['/app/tests']);
    await findMountedView('tests_mfe', 'test-list');
    const fail = (message: string, meta?: { showsOwnError: boolean }) =>
      act(async () => {
        const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.reject(new ApiError(message, { kind: 'http', status: 409 })), meta });
        await mutation.execute(undefined).catch(() => undefined);
      });
    await fail('The folder is not empty.');
    expect(await screen.findByText('The folder is not empty.')).toBeInTheDocument();
    await fail('Shown by the form.', { showsOwnError: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Shown by the form.')).not.toBeInTheDocument();
  });

  it('keeps the loaders of working pages unaffected by a profile that loads', async () => {
    const api = createStubApiClient({ getProfile: async () => makeProfile({ onboarding_completed: true }) });
    const { router } = renderShell(['/app'], { api });
    await landsOn(router, '/app/cases');
  });
});
