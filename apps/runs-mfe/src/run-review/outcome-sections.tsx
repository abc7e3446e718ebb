import { type ReactNode } from 'react';
import { type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { Candidates } from '../shared/candidates';
import { ExpandedSteps } from '../shared/expanded-steps';
import { ProposedFix } from '../shared/proposed-fix';
import { failingStep, previousScreenshotStep, type StepRow, type StepRowOfKind, stepsOnly } from '../shared/run-steps';
import { NoScreenshot, Screenshot } from '../shared/screenshot';
import { VisualComparison } from '../shared/visual-comparison';
import { useDomId } from '@verity/ui';

type OutcomeProps = { run: TestRun; rows: StepRow[] };

function StepFigure({ run, row, caption, alt, missing }: { run: TestRun; row: StepRowOfKind | null; caption: ReactNode; alt: string; missing: string }) {
  const name = row?.result.screenshot;
  const captionId = useDomId();
  return (
    <figure className="rm-figure" aria-labelledby={captionId}>
      {row && name ? (
        <Screenshot runId={run.id} name={name} alt={alt} title={`Step ${row.number}: ${row.result.instruction}`} className="rm-thumb" />
      ) : (
        <NoScreenshot>{missing}</NoScreenshot>
      )}
      <figcaption id={captionId}>{caption}</figcaption>
    </figure>
  );
}

/** A failed run: the step it stopped at, why, what the page looked like before and at the failure. */
export function FailureSection({ run, rows }: OutcomeProps) {
  const headingId = useDomId();
  const failing = failingStep(rows);
  const total = stepsOnly(rows).length;

  if (!failing) {
    return (
      <section className="ui-section" aria-labelledby={headingId}>
        <h2 id={headingId}>What failed</h2>
        <p className="rm-reason">{run.summary ?? run.error ?? 'The run failed without naming a step.'}</p>
        <p>
          <InternalLink to={routeTo(ROUTES.run, { runId: run.id })}>See every step of the run</InternalLink>
        </p>
      </section>
    );
  }

  const before = previousScreenshotStep(rows, failing);
  const { number, result } = failing;
  return (
    <section className="ui-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        What failed: step {number} of {total}
      </h2>
      <p className="rm-instruction-box">{result.instruction}</p>
      {result.expanded && result.expanded.length > 0 && <ExpandedSteps steps={result.expanded} resolvedBy={result.resolved_by} />}

      <h3>What the page showed instead</h3>
      <p className="rm-reason">{result.error ?? run.error ?? 'The step failed without a reason.'}</p>
      {result.candidates && result.candidates.length > 0 && <Candidates candidates={result.candidates} />}
      <ProposedFix run={run} result={result} />
      <VisualComparison run={run} result={result} number={number} heading="h3" />

      <div className="rm-shots ui-section">
        <StepFigure
          run={run}
          row={before}
          alt={before ? `Before the failure: screenshot after step ${before.number}` : ''}
          missing="No earlier screenshot: this was the first step."
          caption={
            before ? (
              <>
                <strong>Before</strong>: after step {before.number}, “{before.result.instruction}”
              </>
            ) : (
              <strong>Before</strong>
            )
          }
        />
        <StepFigure
          run={run}
          row={failing}
          alt={`Screenshot of the failing step ${number}`}
          missing="The page could not be photographed at the failure."
          caption={
            <>
              <strong>At the failure</strong>: step {number}
            </>
          }
        />
      </div>
      <p className="ui-small ui-muted rm-after-shots">
        {number === 2 ? 'Step 1 passed. ' : number > 2 ? `Steps 1 to ${number - 1} passed. ` : ''}
        <InternalLink to={routeTo(ROUTES.run, { runId: run.id })}>See every step of the run</InternalLink>
      </p>
    </section>
  );
}

/** A passed run: every step passed, and what the page looked like at the end. */
export function PassSection({ run, rows }: OutcomeProps) {
  const headingId = useDomId();
  const steps = stepsOnly(rows);
  const last = [...steps].reverse().find((row) => row.result.screenshot) ?? null;
  const pictured = steps.filter((row) => row.result.visual);
  return (
    <section className="ui-section" aria-labelledby={headingId}>
      <h2 id={headingId}>It passed</h2>
      <div className="rm-success">
        <p>{run.summary ?? `All ${steps.length} steps passed.`}</p>
      </div>
      {last && (
        <div className="rm-shots">
          <StepFigure
            run={run}
            row={last}
            alt={`Screenshot after the last step, step ${last.number}`}
            missing=""
            caption={
              <>
                <strong>At the end</strong>: after step {last.number}, “{last.result.instruction}”
              </>
            }
          />
        </div>
      )}
      {pictured.map((row) => (
        <VisualComparison key={row.key} run={run} result={row.result} number={row.number} heading="h3" />
      ))}
    </section>
  );
}
