import { failureMessage } from '../error-text';

/** A polite "Loading …" status with a few placeholder lines. */
export function LoadingState({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" className="ui-loading">
      <p>{label}</p>
      {Array.from({ length: lines }, (_, line) => (
        <div key={line} className="ui-skeleton" style={{ width: `${70 - ((line * 13) % 25)}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load, with the reason and a way to try again. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="ui-alert">
      <p className="ui-alert-title">{title}</p>
      <p>{failureMessage(error)}</p>
      <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
