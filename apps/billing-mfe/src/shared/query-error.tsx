import { LoadFailed } from '@verity/ui';

/** A failed read, said in the screen with a way to try again. */
export function QueryError(props: { what: string; error: unknown; onRetry: () => void }) {
  return <LoadFailed {...props} className="billing-alert" retryClassName="billing-secondary" />;
}
