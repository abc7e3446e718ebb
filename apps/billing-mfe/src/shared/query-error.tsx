import { errorText } from '@verity/ui';

/** A failed read, said in the screen with a way to try again. */
export function QueryError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="billing-alert">
      {what} could not be loaded: {errorText(error)}
      <button type="button" className="billing-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
