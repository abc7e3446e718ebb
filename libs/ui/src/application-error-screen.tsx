import { useEffect, useId, useRef } from 'react';
import { isCredentialsError } from '@verity/api-client';
import { useUiStyles } from './ui-styles';

export type ApplicationErrorScreenProps = {
  /** What was thrown: a route loader's rejection or a render error. */
  error: unknown;
  /** 'Try Again': the shell re-runs the route's load. */
  onTryAgain: () => void;
  /** 'Back to Home': the shell goes to /. */
  onBackToHome: () => void;
  /** The API refused the token: the shell goes to /logout. Called once per error, on mount. */
  onCredentialsError: () => void;
};

const NOT_HANDLED = Symbol('not handled');

/**
 * The screen for an error nothing else handled (spec section 2, "Application error screen"). An error
 * saying the credentials are invalid is not shown: the user is signed out instead.
 */
export function ApplicationErrorScreen({ error, onTryAgain, onBackToHome, onCredentialsError }: ApplicationErrorScreenProps) {
  useUiStyles();
  const headingId = useId();
  const isSigningOut = isCredentialsError(error);
  // Strict Mode runs effects twice and callers often pass inline callbacks: act once per error.
  const handledError = useRef<unknown>(NOT_HANDLED);

  useEffect(() => {
    if (Object.is(handledError.current, error)) return;
    handledError.current = error;
    if (isSigningOut) onCredentialsError();
    else console.error('Application error:', error);
  }, [error, isSigningOut, onCredentialsError]);

  if (isSigningOut) {
    return (
      <p role="status" className="ui-screen">
        Signing you out…
      </p>
    );
  }

  return (
    <section role="alert" aria-labelledby={headingId} className="ui-screen ui-error-screen">
      <h1 id={headingId}>Application Error</h1>
      <p className="ui-lead">Oops! Something went wrong on our end.</p>
      <h2>Something Unexpected Happened</h2>
      <p>
        We've encountered an issue. Please try refreshing the page or returning home. Our team has been notified and
        is working on it.
      </p>
      <div className="ui-actions">
        <button type="button" className="ui-button" onClick={onTryAgain}>
          Try Again
        </button>
        <button type="button" className="ui-button ui-button-secondary" onClick={onBackToHome}>
          Back to Home
        </button>
      </div>
    </section>
  );
}
