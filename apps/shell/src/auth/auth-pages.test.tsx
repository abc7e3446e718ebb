import { act, cleanup, screen, waitFor } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { createFakeAuth } from '../testing/fake-auth';
import { renderShell } from '../testing/render-shell';

afterEach(async () => {
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

const at = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('/login', () => {
  it('signs in and goes to the redirect target', async () => {
    const { router, auth } = renderShell(['/login?redirect=%2Fapp%2Fruns'], { signedIn: false });
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(at(router)).toBe('/app/runs'));
    expect(auth.calls).toContain('signIn grace@example.com');
  });

  it('says what is missing before asking the auth service', async () => {
    const { auth } = renderShell(['/login'], { signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address, like ada@example.com.');
    expect(auth.calls.filter((call) => call.startsWith('signIn'))).toEqual([]);
  });

  it('shows the auth service refusal in words and stays on the page', async () => {
    const { router } = renderShell(['/login'], { signedIn: false });
    await userEvent.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('titles the page and describes it for search and share previews', async () => {
    renderShell(['/login'], { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in to Verity' });
    await waitFor(() => expect(document.title).toBe('Sign in · Verity'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sign in to Verity to create tests, run them in a real browser and review the results.',
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  });

  it('shows the status param as a message', async () => {
    renderShell(['/login?status=password-reset'], { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in to Verity' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
    await act(async () => cleanup());
    renderShell(['/login?status=Your%20trial%20has%20ended'], { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in to Verity' });
    expect(screen.getByRole('status')).toHaveTextContent('Your trial has ended');
  });

  it('offers Google only when the auth backend has it configured', async () => {
    renderShell(['/login'], { signedIn: false });
    await screen.findByRole('heading', { name: 'Sign in to Verity' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await act(async () => cleanup());

    const { auth } = renderShell(['/login?redirect=%2Fapp%2Ftests'], { signedIn: false, googleEnabled: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(auth.calls).toContain('signInWithGoogle http://localhost/login?redirect=%2Fapp%2Ftests');
  });
});

describe('/signup', () => {
  it('checks the fields, creates the account and starts at /app', async () => {
    const { router, auth } = renderShell(['/signup'], { signedIn: false, onboardingCompleted: false });
    await userEvent.type(await screen.findByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(at(router)).toBe('/app/onboarding'));
    expect(auth.calls).toContain('signUp new@example.com');
  });

  it('explains an address that already has an account', async () => {
    renderShell(['/signup'], { signedIn: false });
    await userEvent.type(await screen.findByLabelText('Email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists. Sign in instead.');
  });
});

describe('/forgot-password and /reset-password', () => {
  it('sends the reset link to /reset-password and says to check the inbox', async () => {
    const { auth } = renderShell(['/forgot-password'], { signedIn: false });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(auth.calls).toContain('requestPasswordReset ada@example.com http://localhost/reset-password');
  });

  it('sets the new password of the recovered session, signs out and asks to sign in again', async () => {
    const auth = createFakeAuth({ signedIn: true });
    const { router } = renderShell(['/reset-password'], { auth });
    await userEvent.type(await screen.findByLabelText('New password'), 'brand new pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand new pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(at(router)).toBe('/login?status=password-reset'));
    expect(auth.calls).toEqual(expect.arrayContaining(['updatePassword', 'logout']));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('says the link has expired when there is no recovered session', async () => {
    renderShell(['/reset-password'], { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'This reset link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
