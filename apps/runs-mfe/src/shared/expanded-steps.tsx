import { type ExpandedStep } from '@verity/contracts';
import { useDomId } from './use-dom-id';

const STATUS_WORDS: Record<ExpandedStep['status'], { mark: string; words: string }> = {
  running: { mark: '…', words: 'Running' },
  completed: { mark: '✓', words: 'Done' },
  failed: { mark: '✗', words: 'Failed' },
};

/**
 * A line written as an intent ("Log in as …") and the grammar steps it became on the page, in order, each with
 * what happened to it; the line's own error says why the failed one failed.
 */
export function ExpandedSteps({ steps }: { steps: ExpandedStep[] }) {
  const headingId = useDomId();
  return (
    <div className="rm-expanded">
      <p id={headingId}>Done as {steps.length === 1 ? '1 step' : `${steps.length} steps`}</p>
      <ol aria-labelledby={headingId}>
        {steps.map((step, index) => {
          const { mark, words } = STATUS_WORDS[step.status];
          return (
            <li key={`${index}-${step.step}`} className={`rm-expanded-${step.status}`}>
              <span aria-hidden="true" className="rm-expanded-mark">
                {mark}
              </span>
              <span className="rm-sr-only">{words}: </span>
              {step.step}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
