import { useState } from 'react';
import { type Schedule } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { ConfirmDialog, ErrorState, failureMessage, formatDateTime, formatRelativeTime, LoadingState, notify, useDomId } from '@verity/ui';
import { useScheduleChanges, useSchedules } from '../data/schedules';
import { ScheduleForm } from './schedule-form';

export type ScheduleTarget = { test_id: string } | { folder_id: string };

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

/** What the last turn did: the run or suite run it started, or why it was skipped. */
function LastTurn({ schedule }: { schedule: Schedule }) {
  if (!schedule.last_run_at) return <p className="ui-hint">It has not run yet.</p>;
  if (schedule.last_outcome === 'skipped') {
    return (
      <p className="tm-schedule-skipped">
        Skipped <When iso={schedule.last_run_at} />: {schedule.last_message}
      </p>
    );
  }
  const link = schedule.last_suite_id ? (
    <InternalLink to={routeTo(ROUTES.suite, { suiteId: schedule.last_suite_id })}>the suite run</InternalLink>
  ) : schedule.last_run_id ? (
    <InternalLink to={routeTo(ROUTES.run, { runId: schedule.last_run_id })}>the run</InternalLink>
  ) : null;
  return (
    <p className="ui-hint">
      Last started <When iso={schedule.last_run_at} />
      {link && <>: see {link}</>}.
    </p>
  );
}

function ScheduleItem({ schedule }: { schedule: Schedule }) {
  const { update, remove } = useScheduleChanges();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const toggle = () =>
    void notify
      .promise(update.mutateAsync({ schedule, input: { enabled: !schedule.enabled } }), {
        loading: schedule.enabled ? 'Pausing the schedule…' : 'Resuming the schedule…',
        success: schedule.enabled ? 'Schedule paused: it starts nothing until you resume it.' : 'Schedule resumed.',
        error: (error) => `Could not change the schedule: ${failureMessage(error)}`,
      })
      .catch(() => undefined);
  const handleDelete = async () => {
    try {
      await notify.promise(remove.mutateAsync(schedule), {
        loading: 'Deleting the schedule…',
        success: 'Schedule deleted. The runs it started stay.',
        error: (error) => `Could not delete the schedule: ${failureMessage(error)}`,
      });
      setConfirmingDelete(false);
    } catch {
      // The toast said why; the dialog stays open.
    }
  };

  return (
    <li className="tm-schedule">
      <div>
        <p className="tm-schedule-title">
          <strong>{schedule.description}</strong> {!schedule.enabled && <span className="tm-badge">Paused</span>}
        </p>
        <p className="ui-hint">
          {schedule.next_run_at ? (
            <>
              Next run <When iso={schedule.next_run_at} />.
            </>
          ) : (
            'Paused: no runs until you resume it.'
          )}
        </p>
        <LastTurn schedule={schedule} />
      </div>
      <div className="tm-actions">
        <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={toggle} disabled={update.isPending}>
          {schedule.enabled ? 'Pause' : 'Resume'}
        </button>
        <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setConfirmingDelete(true)}>
          Delete
        </button>
      </div>
      {isConfirmingDelete && (
        <ConfirmDialog
          title="Delete this schedule?"
          confirmLabel="Delete schedule"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirmingDelete(false)}
        >
          <p>“{schedule.description}” stops. The runs it already started stay.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** A test's or a folder's schedules: when each runs next, what the last turn did, and a form to add one. */
export function ScheduleSection({ target, what }: { target: ScheduleTarget; what: 'test' | 'folder' }) {
  const schedules = useSchedules(target);
  const { create } = useScheduleChanges();
  const [isAdding, setAdding] = useState(false);
  const headingId = useDomId();
  // A folder's schedules sit inside the folder's own section, under its heading.
  const Heading = what === 'folder' ? 'h3' : 'h2';

  return (
    <section aria-labelledby={headingId} className="tm-schedules">
      <div className="ui-section-header">
        <Heading id={headingId}>Schedule</Heading>
        {!isAdding && (
          <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setAdding(true)}>
            Add schedule
          </button>
        )}
      </div>
      {schedules.isPending ? (
        <LoadingState label="Loading the schedules…" lines={1} />
      ) : schedules.isError ? (
        <ErrorState title="The schedules could not be loaded." error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : schedules.data.length === 0 && !isAdding ? (
        <p className="ui-hint">
          {what === 'test' ? 'This test runs only when someone starts it.' : 'This folder runs only when someone starts it.'} Add a schedule to run it
          every few minutes, every hour, every day or on a cron expression.
        </p>
      ) : (
        <ul className="tm-schedule-list">
          {schedules.data.map((schedule) => (
            <ScheduleItem key={schedule.id} schedule={schedule} />
          ))}
        </ul>
      )}
      {isAdding && (
        <ScheduleForm
          isPending={create.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={async (timing, timezone) => {
            const created = await create.mutateAsync({ ...target, timing, timezone });
            notify.success(`Scheduled: ${created.description}.`);
            setAdding(false);
          }}
        />
      )}
    </section>
  );
}
