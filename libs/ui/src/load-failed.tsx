import { errorText } from './error-text';

export interface LoadFailedProps {
  /** What could not be loaded, as the sentence starts: "Your balance". */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** The screen's own classes for the alert and its button (each remote styles its own). */
  className: string;
  retryClassName: string;
}

/** A failed read, said in the screen with the reason and a way to try again. */
export function LoadFailed({ what, error, onRetry, className, retryClassName }: LoadFailedProps) {
  return (
    <div role="alert" className={className}>
      {what} could not be loaded: {errorText(error)}
      <button type="button" className={retryClassName} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
