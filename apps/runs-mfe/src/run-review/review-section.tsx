import { type FormEvent, useState } from 'react';
import { type ReviewDecision, type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { failureMessage, notify, useDomId } from '@verity/ui';
import { useReviewTestRun } from '../data/review-test-run';
import { formatDateTime, formatRelativeTime } from '@verity/ui';
import { decisionsFor, REVIEW_DECISION_TEXT } from './review-decisions';

/** The notes' limit, as the API checks it (runReviewInputSchema). */
const NOTES_MAX_LENGTH = 10_000;

/** The reviewer's decision on a passed or failed run: the saved one, or the form to make (or change) it. */
export function ReviewSection({ run }: { run: TestRun }) {
  const headingId = useDomId();
  const [isEditing, setIsEditing] = useState(false);
  const review = run.review;
  return (
    <section className="ui-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your review</h2>
      {review && !isEditing ? (
        <div className="rm-card rm-saved-review">
          <p>
            Reviewed <ReviewedAt iso={review.reviewed_at} />.
          </p>
          <dl>
            <dt>Decision</dt>
            <dd>{REVIEW_DECISION_TEXT[review.decision].title}</dd>
            <dt>Notes</dt>
            <dd>{review.notes.trim() ? review.notes : <span className="ui-muted">No notes.</span>}</dd>
          </dl>
          <div className="rm-actions">
            <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setIsEditing(true)}>
              Change the review
            </button>
            {review.decision === 'test_problem' && run.test_id && (
              <InternalLink to={routeTo(ROUTES.editTest, { testId: run.test_id })} className="ui-button ui-button-small">
                Fix the test
              </InternalLink>
            )}
          </div>
        </div>
      ) : (
        <ReviewForm run={run} onSaved={() => setIsEditing(false)} onCancel={review ? () => setIsEditing(false) : undefined} />
      )}
    </section>
  );
}

/** "2 hours ago (Jan 2, 2025, 9:30 AM)"; just the date once it is too old to say it relatively. */
function ReviewedAt({ iso }: { iso: string }) {
  const exact = formatDateTime(iso);
  const relative = formatRelativeTime(iso);
  return <time dateTime={iso}>{relative === exact ? exact : `${relative} (${exact})`}</time>;
}

type ReviewFormProps = { run: TestRun; onSaved: () => void; onCancel?: () => void };

function ReviewForm({ run, onSaved, onCancel }: ReviewFormProps) {
  const save = useReviewTestRun();
  const decisions = decisionsFor(run);
  // A pass is usually confirmed as it is; a failure needs the reviewer's own judgement.
  const initialDecision = run.review?.decision ?? (run.status === 'completed' ? 'passed_as_expected' : null);
  const [decision, setDecision] = useState<ReviewDecision | null>(initialDecision);
  const [notes, setNotes] = useState(run.review?.notes ?? '');
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const notesId = useDomId();
  const notesHintId = useDomId();
  const decisionErrorId = useDomId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!decision) {
      setDecisionError('Choose a decision.');
      return;
    }
    setDecisionError(null);
    setSaveError(null);
    try {
      await save.mutateAsync({ runId: run.id, decision, notes: notes.trim() });
      notify.success('Review saved.');
      onSaved();
    } catch (error) {
      setSaveError(error);
      notify.error(`Could not save the review: ${failureMessage(error)}`);
    }
  };

  return (
    <form className="rm-form rm-card" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <fieldset className="rm-fieldset" aria-describedby={decisionError ? decisionErrorId : undefined}>
        <legend>Decision</legend>
        {decisions.map((value) => (
          <label key={value} className="rm-choice">
            <input
              type="radio"
              name="decision"
              value={value}
              checked={decision === value}
              onChange={() => {
                setDecision(value);
                setDecisionError(null);
              }}
            />
            <span className="rm-choice-title">{REVIEW_DECISION_TEXT[value].title}</span>
            <span className="rm-choice-hint">{REVIEW_DECISION_TEXT[value].hint}</span>
          </label>
        ))}
        {decisionError && (
          <p id={decisionErrorId} className="ui-field-error" role="alert">
            {decisionError}
          </p>
        )}
      </fieldset>

      <div className="rm-field">
        <label htmlFor={notesId}>
          Notes <span className="ui-muted">(optional)</span>
        </label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={NOTES_MAX_LENGTH}
          aria-describedby={notesHintId}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p id={notesHintId} className="ui-hint">
          What you saw, a ticket link, what to change in the site or the steps.
        </p>
      </div>

      {saveError !== null && (
        <div className="ui-alert" role="alert">
          <p>Could not save the review: {failureMessage(saveError)}</p>
        </div>
      )}

      <div className="rm-actions">
        <button type="submit" className="ui-button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save review'}
        </button>
        {onCancel && (
          <button type="button" className="ui-button ui-button-secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
