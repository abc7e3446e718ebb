import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationErrorScreen } from './application-error-screen';

function renderScreen(error: unknown) {
  const callbacks = { onTryAgain: jest.fn(), onBackToHome: jest.fn(), onCredentialsError: jest.fn() };
  const view = render(
    <StrictMode>
      <ApplicationErrorScreen error={error} {...callbacks} />
    </StrictMode>,
  );
  return { ...callbacks, ...view };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ApplicationErrorScreen', () => {
  it("shows the spec's heading and texts in an alert", () => {
    renderScreen(new Error('Cannot read properties of undefined'));

    const alert = screen.getByRole('alert', { name: 'Application Error' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Application Error$/);
    expect(alert).toContainElement(screen.getByText('Oops! Something went wrong on our end.'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Something Unexpected Happened$/);
    expect(
      screen.getByText(
        "We've encountered an issue. Please try refreshing the page or returning home. Our team has been notified and is working on it.",
      ),
    ).toBeInTheDocument();
    // The error's own text is not shown to the user.
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it("'Try Again' and 'Back to Home' call their callbacks", async () => {
    const user = userEvent.setup();
    const { onTryAgain, onBackToHome } = renderScreen(new Error('boom'));

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    expect(onBackToHome).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onBackToHome).toHaveBeenCalledTimes(1);
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });

  it('is usable from the keyboard, in reading order', async () => {
    const user = userEvent.setup();
    const { onTryAgain, onBackToHome } = renderScreen(new Error('boom'));

    await user.tab();
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onTryAgain).toHaveBeenCalledTimes(1);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onBackToHome).toHaveBeenCalledTimes(1);
  });

  it('logs any other error to the console once, even in Strict Mode and across re-renders', () => {
    const error = new Error('boom');
    const { onCredentialsError, rerender, onTryAgain, onBackToHome } = renderScreen(error);
    rerender(
      <StrictMode>
        <ApplicationErrorScreen error={error} onTryAgain={onTryAgain} onBackToHome={onBackToHome} onCredentialsError={() => undefined} />
      </StrictMode>,
    );

    expect(consoleError.mock.calls.filter(([label]) => label === 'Application error:')).toEqual([['Application error:', error]]);
    expect(onCredentialsError).not.toHaveBeenCalled();
  });

  it("signs the user out, once, instead of showing the screen when the message says 'could not validate credentials'", () => {
    const { onCredentialsError } = renderScreen(new Error('Could not validate credentials: the access token has expired.'));

    expect(onCredentialsError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    expect(consoleError.mock.calls.filter(([label]) => label === 'Application error:')).toEqual([]);
  });
});
