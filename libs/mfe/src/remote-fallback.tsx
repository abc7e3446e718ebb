import { useId } from 'react';

export type RemoteFallbackProps = {
  /** The part of the app that failed, as people call it ("Billing"). */
  area: string;
  /** What went wrong, in one sentence. */
  reason: string;
  onRetry: () => void;
};

/**
 * What stands in for a part of the app that could not load or crashed. It fills only that part of the
 * page: the header, navigation and every other screen keep working.
 */
export function RemoteFallback({ area, reason, onRetry }: RemoteFallbackProps) {
  const headingId = useId();
  return (
    <section role="alert" aria-labelledby={headingId} className="remote-fallback">
      <h2 id={headingId}>{area} is unavailable right now</h2>
      <p>{reason} The rest of Verity still works: use the navigation, or try again.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
