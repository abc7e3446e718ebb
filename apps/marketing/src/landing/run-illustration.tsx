import { type ReviewDecision, type StepStatus } from '@verity/contracts';
import { SAMPLE_TEST } from './sample-test';

const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  not_started: 'Not started',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  unknown: 'Unknown',
};

const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
  confirmed_bug: 'Confirmed bug',
  test_problem: 'Test problem',
  flaky: 'Flaky',
  passed_as_expected: 'Passed as expected',
};

type IllustratedStep = { status: StepStatus; seconds?: number; reason?: string; candidates?: string[] };

/** The sample test's run on the day the pricing page's button was reworded (the blog's "How to read a failed run"). */
const ILLUSTRATED_STEPS: IllustratedStep[] = [
  { status: 'completed', seconds: 0.9 },
  {
    status: 'failed',
    seconds: 10,
    reason: 'No element on the page matched "Start free trial".',
    candidates: ['button "Start your free trial"', 'link "Free trial FAQ"'],
  },
  { status: 'not_started' },
  { status: 'not_started' },
  { status: 'not_started' },
  { status: 'not_started' },
];

function StatusBadge({ status }: { status: StepStatus }) {
  return <span className={`mk-status mk-status-${status}`}>{STEP_STATUS_LABELS[status]}</span>;
}

/**
 * A drawing of the run and review screens in HTML: the statuses, reason and review a real run shows, on
 * example values. It says so in its caption; nothing here is presented as a real run.
 */
export function RunIllustration() {
  return (
    <figure className="mk-figure">
      <div className="mk-illustration">
        <section className="mk-panel" aria-label="Illustration: a failed run">
          <div className="mk-panel-head">
            <p className="mk-panel-title">Run of “{SAMPLE_TEST.name}”</p>
            <StatusBadge status="failed" />
          </div>
          <p className="mk-verdict">Failed at step 2: no element on the page matched “Start free trial”.</p>
          <ol className="mk-run-steps">
            {SAMPLE_TEST.steps.map((instruction, index) => {
              const step = ILLUSTRATED_STEPS[index] ?? { status: 'not_started' };
              return (
                <li key={instruction} className="mk-run-step">
                  <span className="mk-run-step-index">{index + 1}</span>
                  <code>{instruction}</code>
                  <span className="mk-run-step-status">
                    <StatusBadge status={step.status} />{' '}
                    {step.seconds !== undefined ? <span className="mk-run-step-time">{step.seconds.toFixed(1)} s</span> : null}
                  </span>
                  {step.reason ? (
                    <div className="mk-run-step-detail">
                      {step.reason} Closest candidates:
                      <ul>
                        {step.candidates?.map((candidate) => (
                          <li key={candidate}>{candidate}</li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
        <section className="mk-panel" aria-label="Illustration: the review of that run">
          <div className="mk-panel-head">
            <p className="mk-panel-title">Review</p>
          </div>
          <p className="ui-small ui-muted">The verdict is the machine’s call. The review is yours: what really happened?</p>
          <ul className="mk-review-options">
            {(Object.keys(REVIEW_DECISION_LABELS) as ReviewDecision[]).map((decision) => (
              <li key={decision} aria-current={decision === 'test_problem' ? 'true' : undefined}>
                {REVIEW_DECISION_LABELS[decision]}
              </li>
            ))}
          </ul>
          <p className="mk-review-note">The button now says “Start your free trial”. Updating step 2; not a product bug.</p>
        </section>
      </div>
      <figcaption>
        Illustration of the run and review screens with example values, not a real run. Every real step also keeps its
        screenshot, and a run keeps the browser’s console errors, failed requests and a Playwright trace.
      </figcaption>
    </figure>
  );
}
