import { ApiError } from '../errors';
import { canonicalTimezone, checkTiming, cronOf, describeTiming, nextRunAfter } from './timing';

const at = (iso: string) => new Date(iso);

describe('schedule timings', () => {
  it('turns each kind into its cron expression', () => {
    expect(cronOf({ kind: 'interval', every_minutes: 15 })).toBeNull();
    expect(cronOf({ kind: 'hourly', minute: 5 })).toBe('5 * * * *');
    expect(cronOf({ kind: 'daily', time: '09:30' })).toBe('30 9 * * *');
    expect(cronOf({ kind: 'cron', cron: ' 0  9 * * 1-5 ' })).toBe('0 9 * * 1-5');
  });

  it('finds the next run in the schedule’s own time zone, across a daylight-saving change', () => {
    const daily = { kind: 'daily', time: '09:00' } as const;
    expect(nextRunAfter(daily, 'Europe/Paris', at('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    // Paris moves to summer time on 2026-03-29: 09:00 is then 07:00 UTC.
    expect(nextRunAfter(daily, 'Europe/Paris', at('2026-03-28T09:00:00Z')).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(nextRunAfter({ kind: 'hourly', minute: 5 }, 'UTC', at('2026-11-26T10:05:00Z')).toISOString()).toBe('2026-11-26T11:05:00.000Z');
    expect(nextRunAfter({ kind: 'cron', cron: '0 9 * * 1-5' }, 'UTC', at('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });

  it('counts an interval from the moment given, to the minute', () => {
    expect(nextRunAfter({ kind: 'interval', every_minutes: 15 }, 'UTC', at('2026-11-26T10:00:42Z')).toISOString()).toBe('2026-11-26T10:15:00.000Z');
  });

  it('refuses a cron expression with seconds, an impossible one, and an unknown time zone, with a 400 that says why', () => {
    const problem = (work: () => void) => {
      try {
        work();
      } catch (error) {
        return error instanceof ApiError ? [error.statusCode, error.message] : error;
      }
      return null;
    };
    expect(problem(() => checkTiming({ kind: 'cron', cron: '*/5 * * * * *' }, 'UTC'))).toEqual([
      400,
      '“*/5 * * * * *” is not a five-field cron expression (minute hour day-of-month month day-of-week), e.g. 0 9 * * 1-5.',
    ]);
    expect(problem(() => checkTiming({ kind: 'cron', cron: '61 * * * *' }, 'UTC'))).toEqual([400, expect.stringMatching(/^“61 \* \* \* \*” is not a cron expression Verity can run: /)]);
    expect(problem(() => checkTiming({ kind: 'cron', cron: '0 9 * * 1-5' }, 'UTC'))).toBeNull();
    expect(problem(() => canonicalTimezone('Mars/Olympus'))).toEqual([400, '“Mars/Olympus” is not a time zone: use an IANA name such as Europe/Paris or UTC.']);
    expect(canonicalTimezone('europe/paris')).toBe('Europe/Paris');
  });

  it('says each timing in words', () => {
    expect(describeTiming({ kind: 'interval', every_minutes: 1 }, 'UTC')).toBe('Every minute');
    expect(describeTiming({ kind: 'interval', every_minutes: 90 }, 'UTC')).toBe('Every 90 minutes');
    expect(describeTiming({ kind: 'interval', every_minutes: 120 }, 'UTC')).toBe('Every 2 hours');
    expect(describeTiming({ kind: 'hourly', minute: 5 }, 'UTC')).toBe('Every hour at :05 (UTC)');
    expect(describeTiming({ kind: 'daily', time: '09:00' }, 'Europe/Paris')).toBe('Every day at 09:00 (Europe/Paris)');
    expect(describeTiming({ kind: 'cron', cron: '0 9 * * 1-5' }, 'UTC')).toBe('Cron “0 9 * * 1-5” (UTC)');
  });
});
