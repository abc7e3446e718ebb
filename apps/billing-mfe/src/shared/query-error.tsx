import { LoadFailed } from '@verity/ui';

/** A failed read, said in the screen with a way to try again, in the kit's alert look. */
export function QueryError(props: { what: string; error: unknown; onRetry: () => void }) {
  return <LoadFailed {...props} className="ui-alert" retryClassName="ui-button ui-button-secondary ui-button-small" />;
}
