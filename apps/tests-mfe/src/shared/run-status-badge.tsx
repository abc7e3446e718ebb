import { RUN_STATUS_LABELS, type TestRun } from '@verity/contracts';
import { formatDateTime, formatRelativeTime } from '@verity/ui';

/** A run's status in words (never colour alone), e.g. "Passed". */
export function RunStatusBadge({ status }: { status: TestRun['status'] }) {
  return <span className={`tm-status tm-status-${status}`}>{RUN_STATUS_LABELS[status]}</span>;
}

/** A time as "5 minutes ago", with the exact date for hover and assistive technology. */
export function RelativeTime({ iso, prefix }: { iso: string; prefix?: string }) {
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact}>
      {prefix}
      {formatRelativeTime(iso)}
    </time>
  );
}
