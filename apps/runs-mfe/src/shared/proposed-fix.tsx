import { type StepResult, type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { failureMessage, useDomId } from '@verity/ui';
import { useApplyProposedFix } from '../data/apply-proposed-fix';

/**
 * A failed step's proposed fix — the same step finding its element another way, which worked on the page the
 * failure left — and "Use this step in the test", which puts it in place of the line.
 */
export function ProposedFix({ run, result, heading: Heading = 'h3' }: { run: Pick<TestRun, 'id' | 'test_id'>; result: StepResult; heading?: 'h3' | 'h4' }) {
  const headingId = useDomId();
  const apply = useApplyProposedFix();
  const fix = result.proposed_fix;
  if (!fix) return null;
  const source = fix.by === 'model' ? `Proposed by the model ${fix.model ?? ''}`.trim() : 'Found on the page';
  return (
    <section className="rm-fix" aria-labelledby={headingId}>
      <Heading id={headingId}>Proposed fix</Heading>
      <p className="rm-fix-step">
        <code>{fix.step}</code>
      </p>
      <p className="ui-small ui-muted">
        {source}. It finds the element another way and worked on the page as the failure left it; what the step does and checks stays the same.
      </p>
      {apply.isSuccess ? (
        <p role="status" className="ui-small">
          The test now uses this step. <InternalLink to={routeTo(ROUTES.test, { testId: apply.data.id })}>Open the test</InternalLink> to run it again.
        </p>
      ) : run.test_id ? (
        <button
          type="button"
          className="ui-button ui-button-secondary"
          disabled={apply.isPending}
          onClick={() => apply.mutate({ runId: run.id, index: result.index })}
        >
          {apply.isPending ? 'Saving…' : 'Use this step in the test'}
        </button>
      ) : (
        <p className="ui-small ui-muted">The test of this run was deleted, so there is no test to put it in.</p>
      )}
      {apply.isError && (
        <p role="alert" className="rm-step-error">
          The step was not put in the test: {failureMessage(apply.error)}
        </p>
      )}
    </section>
  );
}
