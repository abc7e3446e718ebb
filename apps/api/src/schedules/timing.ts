import { type ScheduleTiming } from '@verity/contracts';
import { Cron } from 'croner';
import { ApiError } from '../errors';

const MINUTE_MS = 60_000;
const invalid = (message: string) => new ApiError(400, 'validation_failed', message);

/** The IANA zone as Intl spells it ("europe/paris" → "Europe/Paris"); a 400 for a zone Intl does not know. */
export function canonicalTimezone(timezone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone;
  } catch {
    throw invalid(`“${timezone}” is not a time zone: use an IANA name such as Europe/Paris or UTC.`);
  }
}

/** The five-field cron expression a timing stands for; null for an interval, which counts from when it was set. */
export function cronOf(timing: ScheduleTiming): string | null {
  switch (timing.kind) {
    case 'interval':
      return null;
    case 'hourly':
      return `${timing.minute} * * * *`;
    case 'daily': {
      const [hours, minutes] = timing.time.split(':').map(Number);
      return `${minutes} ${hours} * * *`;
    }
    case 'cron':
      return timing.cron.trim().replace(/\s+/g, ' ');
  }
}

/** Refuses what croner would read as something else: seconds or years (six or seven fields), or nonsense. */
export function checkTiming(timing: ScheduleTiming, timezone: string): void {
  const cron = cronOf(timing);
  if (cron === null) return;
  if (cron.split(' ').length !== 5) {
    throw invalid(`“${cron}” is not a five-field cron expression (minute hour day-of-month month day-of-week), e.g. 0 9 * * 1-5.`);
  }
  try {
    if (!new Cron(cron, { timezone, paused: true }).nextRun()) throw new Error('it never runs');
  } catch (error) {
    throw invalid(`“${cron}” is not a cron expression Verity can run: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/** When a schedule runs next after `after`, to the minute. */
export function nextRunAfter(timing: ScheduleTiming, timezone: string, after: Date): Date {
  const cron = cronOf(timing);
  if (cron === null) {
    const next = after.getTime() + (timing as Extract<ScheduleTiming, { kind: 'interval' }>).every_minutes * MINUTE_MS;
    return new Date(Math.floor(next / MINUTE_MS) * MINUTE_MS);
  }
  const next = new Cron(cron, { timezone, paused: true }).nextRun(after);
  if (!next) throw new Error(`The cron expression ${cron} has no next run`);
  return next;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The timing in words, with its zone: "Every 15 minutes", "Every day at 09:00 (Europe/Paris)". */
export function describeTiming(timing: ScheduleTiming, timezone: string): string {
  const zone = ` (${timezone})`;
  switch (timing.kind) {
    case 'interval':
      return timing.every_minutes === 1 ? 'Every minute' : timing.every_minutes % 60 === 0 ? `Every ${timing.every_minutes / 60 === 1 ? 'hour' : `${timing.every_minutes / 60} hours`}` : `Every ${timing.every_minutes} minutes`;
    case 'hourly':
      return `Every hour at :${pad(timing.minute)}${zone}`;
    case 'daily':
      return `Every day at ${timing.time}${zone}`;
    case 'cron':
      return `Cron “${cronOf(timing)}”${zone}`;
  }
}
