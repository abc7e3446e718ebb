import { RUN_STATUS_LABELS, type RunStatus, type StepStatus, SUITE_STATUS_LABELS, type SuiteStatus, type TestRun } from '@verity/contracts';
import { formatDateTime, formatRelativeTime } from '@verity/ui';
import { RUN_STATUS_DESCRIPTIONS, STEP_STATUS_LABELS } from './run-status';

type IconName = 'check' | 'cross' | 'spinner' | 'circle' | 'ban' | 'question' | 'clock' | 'plus';

const RUN_ICONS: Record<RunStatus, IconName> = {
  created: 'plus',
  pending: 'clock',
  running: 'spinner',
  completed: 'check',
  failed: 'cross',
  cancelled: 'ban',
  unknown: 'question',
};

const STEP_ICONS: Record<StepStatus, IconName> = {
  not_started: 'circle',
  running: 'spinner',
  completed: 'check',
  failed: 'cross',
  cancelled: 'ban',
  unknown: 'question',
};

/** A 16 px glyph beside a status's words: the shape tells the status apart without relying on colour. */
function StatusIcon({ name }: { name: IconName }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  return (
    <svg className={`rm-icon rm-icon-${name}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      {name === 'check' && <path d="M3.5 8.5l3 3 6-7" {...common} />}
      {name === 'cross' && <path d="M4.5 4.5l7 7m0-7l-7 7" {...common} />}
      {name === 'spinner' && <path d="M8 2a6 6 0 1 1-6 6" {...common} />}
      {name === 'circle' && <circle cx="8" cy="8" r="5" {...common} />}
      {name === 'ban' && (
        <>
          <circle cx="8" cy="8" r="5.5" {...common} />
          <path d="M4.2 11.8l7.6-7.6" {...common} />
        </>
      )}
      {name === 'question' && <path d="M6 6a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.2v.5M8 12v.01" {...common} />}
      {name === 'clock' && (
        <>
          <circle cx="8" cy="8" r="5.5" {...common} />
          <path d="M8 5v3l2 1.5" {...common} />
        </>
      )}
      {name === 'plus' && <path d="M8 4v8M4 8h8" {...common} />}
    </svg>
  );
}

/** A run's status in words, with an icon and a colour (never colour alone), e.g. "Passed". */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  return (
    <span className={`rm-status rm-status-${status}`} title={RUN_STATUS_DESCRIPTIONS[status]}>
      <StatusIcon name={RUN_ICONS[status]} />
      {RUN_STATUS_LABELS[status]}
    </span>
  );
}

/** A suite's status reads like a run's: the same icons and colours as the run status it matches. */
const SUITE_AS_RUN: Record<SuiteStatus, RunStatus> = { running: 'running', passed: 'completed', failed: 'failed', cancelled: 'cancelled' };

export function SuiteStatusBadge({ status }: { status: SuiteStatus }) {
  const asRun = SUITE_AS_RUN[status];
  return (
    <span className={`rm-status rm-status-${asRun}`}>
      <StatusIcon name={RUN_ICONS[asRun]} />
      {SUITE_STATUS_LABELS[status]}
    </span>
  );
}

/** A step's status in words with its icon: "Passed", "Not started"… */
export function StepStatusBadge({ status }: { status: StepStatus }) {
  return (
    <span className={`rm-step-status rm-step-status-${status}`}>
      <StatusIcon name={STEP_ICONS[status]} />
      {STEP_STATUS_LABELS[status]}
    </span>
  );
}

/** The verdict in words: passed, failed, or none (an infrastructure failure, or not finished yet). */
export function verdictText(run: Pick<TestRun, 'status' | 'verdict'>): string {
  if (run.verdict === 'passed') return 'Passed';
  if (run.verdict === 'failed') return 'Failed';
  if (run.status === 'failed') return 'No verdict: the run could not finish';
  if (run.status === 'cancelled') return 'No verdict: cancelled';
  return 'Not yet';
}

export function VerdictBadge({ run }: { run: Pick<TestRun, 'status' | 'verdict'> }) {
  const tone = run.verdict ?? 'none';
  return (
    <span className={`rm-verdict rm-verdict-${tone}`}>
      <span className="rm-verdict-label">Verdict:</span> {verdictText(run)}
    </span>
  );
}

/** A time as "5 minutes ago", with the exact date for hover and assistive technology. */
export function RelativeTime({ iso }: { iso: string }) {
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact}>
      {formatRelativeTime(iso)}
    </time>
  );
}
