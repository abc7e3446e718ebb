import { type FormEvent, useState } from 'react';
import { type ScheduleKind, type ScheduleTiming } from '@verity/contracts';
import { failureMessage, useDomId } from '@verity/ui';

const KIND_LABELS: Record<ScheduleKind, string> = {
  interval: 'Every few minutes',
  hourly: 'Every hour',
  daily: 'Every day',
  cron: 'Cron expression',
};

/** The browser's own zone first, then every zone Intl knows. */
function timezones(): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [own, ...all.filter((zone) => zone !== own), ...(all.includes('UTC') || own === 'UTC' ? [] : ['UTC'])];
}

function timingOf(kind: ScheduleKind, fields: { minutes: string; minute: string; time: string; cron: string }): ScheduleTiming {
  switch (kind) {
    case 'interval':
      return { kind, every_minutes: Number(fields.minutes) };
    case 'hourly':
      return { kind, minute: Number(fields.minute) };
    case 'daily':
      return { kind, time: fields.time };
    case 'cron':
      return { kind, cron: fields.cron };
  }
}

type ScheduleFormProps = {
  isPending: boolean;
  /** Resolves once saved; rejects with the API's reason, shown under the form. */
  onSubmit: (timing: ScheduleTiming, timezone: string) => Promise<unknown>;
  onCancel: () => void;
};

/** A new schedule: how often, and in which time zone (the browser's by default). The API checks the rest. */
export function ScheduleForm({ isPending, onSubmit, onCancel }: ScheduleFormProps) {
  const id = useDomId();
  const [kind, setKind] = useState<ScheduleKind>('daily');
  const [fields, setFields] = useState({ minutes: '60', minute: '0', time: '09:00', cron: '0 9 * * 1-5' });
  const [timezone, setTimezone] = useState(() => timezones()[0]!);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await onSubmit(timingOf(kind, fields), timezone);
    } catch (reason) {
      setError(failureMessage(reason));
    }
  };

  return (
    <form className="tm-schedule-form" aria-label="New schedule" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="tm-field">
        <label htmlFor={`${id}-kind`}>Repeat</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as ScheduleKind)}>
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {kind === 'interval' && (
        <div className="tm-field">
          <label htmlFor={`${id}-minutes`}>Every how many minutes</label>
          <input id={`${id}-minutes`} type="number" inputMode="numeric" min={1} max={10080} value={fields.minutes} onChange={set('minutes')} className="tm-input-short" />
        </div>
      )}
      {kind === 'hourly' && (
        <div className="tm-field">
          <label htmlFor={`${id}-minute`}>At minute</label>
          <input id={`${id}-minute`} type="number" inputMode="numeric" min={0} max={59} value={fields.minute} onChange={set('minute')} className="tm-input-short" />
        </div>
      )}
      {kind === 'daily' && (
        <div className="tm-field">
          <label htmlFor={`${id}-time`}>At</label>
          <input id={`${id}-time`} type="time" value={fields.time} onChange={set('time')} className="tm-input-short" />
        </div>
      )}
      {kind === 'cron' && (
        <div className="tm-field">
          <label htmlFor={`${id}-cron`}>Cron expression</label>
          <input id={`${id}-cron`} value={fields.cron} onChange={set('cron')} aria-describedby={`${id}-cron-hint`} spellCheck={false} />
          <p id={`${id}-cron-hint`} className="ui-hint">
            Five fields: minute, hour, day of the month, month, day of the week. “0 9 * * 1-5” is 09:00 on weekdays.
          </p>
        </div>
      )}
      {kind !== 'interval' && (
        <div className="tm-field">
          <label htmlFor={`${id}-zone`}>Time zone</label>
          <select id={`${id}-zone`} value={timezone} onChange={(event) => setTimezone(event.target.value)}>
            {timezones().map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="tm-actions">
        <button type="submit" className="ui-button ui-button-small" disabled={isPending}>
          {isPending ? 'Saving…' : 'Add schedule'}
        </button>
        <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={onCancel} disabled={isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
