import { type ExpandedStep, type StepResolution } from '@verity/contracts';
import { useDomId } from '@verity/ui';

const STATUS_WORDS: Record<ExpandedStep['status'], { mark: string; words: string }> = {
  running: { mark: '…', words: 'Running' },
  completed: { mark: '✓', words: 'Done' },
  failed: { mark: '✗', words: 'Failed' },
};

/**
 * The grammar steps a line became on the page — an intent's ("Log in as …"), or a model's reading, fresh or
 * replayed — in order, each with what happened to it; the line's own error says why the failed one failed.
 */
export function ExpandedSteps({ steps, resolvedBy }: { steps: ExpandedStep[]; resolvedBy?: StepResolution }) {
  const headingId = useDomId();
  const count = steps.length === 1 ? '1 step' : `${steps.length} steps`;
  const heading = resolvedBy === 'model' ? `Read by a model as ${count}` : resolvedBy === 'stored' ? `Replayed from a stored model answer as ${count}` : `Done as ${count}`;
  return (
    <div className="rm-expanded">
      <p id={headingId}>{heading}</p>
      <ol aria-labelledby={headingId}>
        {steps.map((step, index) => {
          const { mark, words } = STATUS_WORDS[step.status];
          return (
            <li key={`${index}-${step.step}`} className={`rm-expanded-${step.status}`}>
              <span aria-hidden="true" className="rm-expanded-mark">
                {mark}
              </span>
              <span className="ui-sr-only">{words}: </span>
              {step.step}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
