import { failureMessage } from '@verity/ui';

/** A polite "Loading …" status with a few placeholder lines. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="tm-loading">
      <p>{label}</p>
      <div className="tm-skeleton" style={{ width: '70%' }} aria-hidden="true" />
      <div className="tm-skeleton" style={{ width: '55%' }} aria-hidden="true" />
      <div className="tm-skeleton" style={{ width: '62%' }} aria-hidden="true" />
    </div>
  );
}

/** A failed load, with the reason and a way to try again. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="tm-alert">
      <p className="tm-alert-title">{title}</p>
      <p>{failureMessage(error)}</p>
      <button type="button" className="tm-button tm-button-secondary tm-button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
