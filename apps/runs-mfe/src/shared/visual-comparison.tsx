import { useState } from 'react';
import { isActiveRun, type StepResult, type TestRun, type VisualCheckResult } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { ConfirmDialog, failureMessage, formatDateTime, notify, useDomId } from '@verity/ui';
import { useAcceptBaseline } from '../data/accept-baseline';
import { NoScreenshot, Screenshot } from './screenshot';

type VisualComparisonProps = {
  run: Pick<TestRun, 'id' | 'test_id' | 'status' | 'configuration'>;
  result: StepResult;
  /** The step's number as the run shows it (1-based). */
  number: number;
  heading?: 'h3' | 'h4';
};

/** 'page' → "the page", 'page #2' → "the page (check 2)", '"Pricing"' stays as the step names it. */
export function visualSubjectText(name: string): string {
  const [, base = name, nth] = /^(.*?)(?: #(\d+))?$/.exec(name) ?? [];
  const subject = base === 'page' ? 'the page' : base;
  return nth ? `${subject} (check ${nth})` : subject;
}

const sizeText = (viewport: string) => viewport.replace('x', '×');

/** "4.2%", "0.35%", "less than 0.01%". */
function shareText(percent: number): string {
  if (percent < 0.01) return 'less than 0.01%';
  return `${Number(percent.toFixed(percent < 1 ? 2 : 1))}%`;
}

/** How the picture compared, in a sentence. */
function comparisonText(visual: VisualCheckResult): string {
  const allowed = visual.max_diff_percent === 0 ? 'none allowed' : `allowed ${visual.max_diff_percent}%`;
  const change = visual.diff_percent === null ? null : visual.diff_percent === 0 ? 'no pixel changed' : `${shareText(visual.diff_percent)} of its pixels changed (${allowed})`;
  switch (visual.status) {
    case 'new':
      return 'There was no baseline to compare with yet.';
    case 'matched':
      return `It matches its baseline: ${change ?? 'no pixel changed'}.`;
    case 'differs':
      return change === null ? 'It differs from its baseline: the two pictures are not the same size.' : `It differs from its baseline: ${change}.`;
  }
}

/** Where the test's baseline stands after this run, when this run's picture is or could be it. */
function baselineNote(run: VisualComparisonProps['run'], visual: VisualCheckResult): string | null {
  if (visual.became_baseline_at) {
    const when = formatDateTime(visual.became_baseline_at);
    return visual.status === 'new' ? `This picture became the test's baseline on ${when}.` : `Accepted as the new baseline on ${when}: later runs compare with this picture.`;
  }
  if (visual.status === 'new' && !isActiveRun(run)) return "This run did not pass, so its picture was not kept as the baseline: accept it to make it the baseline.";
  return null;
}

/**
 * A visual check's pictures side by side — the baseline it was compared with, this run's picture and the pixels that
 * changed — with how they compared, and "Accept as new baseline" when this run's picture could replace the baseline.
 */
export function VisualComparison({ run, result, number, heading: Heading = 'h4' }: VisualComparisonProps) {
  const headingId = useDomId();
  const accept = useAcceptBaseline();
  const [isConfirming, setIsConfirming] = useState(false);
  const visual = result.visual;
  if (!visual) return null;

  const subject = visualSubjectText(visual.name);
  const size = sizeText(visual.viewport);
  const note = baselineNote(run, visual);
  const canAccept = Boolean(run.test_id) && !isActiveRun(run) && !visual.became_baseline_at && visual.status !== 'matched';
  const titled = (what: string) => `Step ${number}: ${what}`;

  const handleAccept = async () => {
    try {
      await accept.mutateAsync({ runId: run.id, index: result.index });
      notify.success(`This picture is now the baseline of ${subject} at ${size}.`);
    } catch {
      // Said under the button (showsOwnError).
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <section className="rm-visual" aria-labelledby={headingId}>
      <Heading id={headingId}>
        Visual check: {subject} at {size}
      </Heading>
      <p className="ui-small">{comparisonText(visual)}</p>
      <div className="rm-visual-shots">
        <figure className="rm-figure">
          {visual.baseline ? (
            <Screenshot runId={visual.baseline.run_id} name={visual.baseline.file} alt={`Baseline: ${subject} at ${size}`} title={titled('the baseline')} />
          ) : (
            <NoScreenshot>No baseline yet</NoScreenshot>
          )}
          <figcaption>
            <strong>Baseline</strong>
            {visual.baseline && (
              <>
                , from <InternalLink to={routeTo(ROUTES.run, { runId: visual.baseline.run_id })}>an earlier run</InternalLink>
              </>
            )}
          </figcaption>
        </figure>
        <figure className="rm-figure">
          <Screenshot runId={run.id} name={visual.current} alt={`This run: ${subject} at ${size}`} title={titled('this run’s picture')} />
          <figcaption>
            <strong>This run</strong>
          </figcaption>
        </figure>
        <figure className="rm-figure">
          {visual.diff ? (
            <Screenshot runId={run.id} name={visual.diff} alt={`Difference: the pixels of ${subject} that changed, in red`} title={titled('the difference')} />
          ) : (
            <NoScreenshot>{visual.baseline ? 'No difference image: the sizes differ' : 'Nothing to compare yet'}</NoScreenshot>
          )}
          <figcaption>
            <strong>Difference</strong>
            {visual.diff && <>: changed pixels in red{visual.diff_percent !== null && ` (${visual.diff_percent === 0 ? 'none' : shareText(visual.diff_percent)})`}</>}
          </figcaption>
        </figure>
      </div>
      <p role="status" className="ui-small">
        {note}
      </p>
      {canAccept && (
        <button type="button" className="ui-button ui-button-secondary" onClick={() => setIsConfirming(true)} disabled={accept.isPending}>
          Accept as new baseline
        </button>
      )}
      {visual.status !== 'matched' && !visual.became_baseline_at && !run.test_id && (
        <p className="ui-small ui-muted">The test of this run was deleted, so there is no baseline to replace.</p>
      )}
      {accept.isError && (
        <p role="alert" className="rm-step-error">
          The picture did not become the baseline: {failureMessage(accept.error)}
        </p>
      )}
      {isConfirming && (
        <ConfirmDialog
          title="Accept as new baseline?"
          confirmLabel="Accept as new baseline"
          pendingLabel="Accepting…"
          cancelLabel={visual.baseline ? 'Keep the baseline' : 'Cancel'}
          isPending={accept.isPending}
          onConfirm={() => void handleAccept()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            Later runs of “{run.configuration.name}” compare {subject} at {size} with this run’s picture
            {visual.baseline ? ' instead of the current baseline' : ''}.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
