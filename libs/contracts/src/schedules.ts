import { z } from 'zod';

/**
 * When a schedule starts its test or folder: every N minutes (from when it was set), hourly at a minute, daily
 * at a time, or a five-field cron expression, in an IANA time zone.
 */
export const SCHEDULE_KINDS = ['interval', 'hourly', 'daily', 'cron'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** What the schedule's last turn did: started its runs, or skipped them (why is in `last_message`). */
export const SCHEDULE_OUTCOMES = ['started', 'skipped'] as const;
export type ScheduleOutcome = (typeof SCHEDULE_OUTCOMES)[number];

export const MAX_SCHEDULE_INTERVAL_MINUTES = 7 * 24 * 60;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const scheduleTimingSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('interval'),
      every_minutes: z
        .number({ error: `every_minutes must be a whole number of minutes from 1 to ${MAX_SCHEDULE_INTERVAL_MINUTES}.` })
        .int(`every_minutes must be a whole number of minutes from 1 to ${MAX_SCHEDULE_INTERVAL_MINUTES}.`)
        .min(1, `every_minutes must be a whole number of minutes from 1 to ${MAX_SCHEDULE_INTERVAL_MINUTES}.`)
        .max(MAX_SCHEDULE_INTERVAL_MINUTES, `every_minutes must be a whole number of minutes from 1 to ${MAX_SCHEDULE_INTERVAL_MINUTES}.`),
    }),
    z.strictObject({
      kind: z.literal('hourly'),
      minute: z
        .number({ error: 'minute must be a whole number from 0 to 59.' })
        .int('minute must be a whole number from 0 to 59.')
        .min(0, 'minute must be a whole number from 0 to 59.')
        .max(59, 'minute must be a whole number from 0 to 59.'),
    }),
    z.strictObject({
      kind: z.literal('daily'),
      time: z.string({ error: 'time must be a time of day such as 09:30.' }).regex(TIME_OF_DAY, 'time must be a time of day such as 09:30.'),
    }),
    z.strictObject({
      kind: z.literal('cron'),
      cron: z.string({ error: 'cron must be a cron expression such as 0 9 * * 1-5.' }).trim().min(1, 'cron must be a cron expression such as 0 9 * * 1-5.').max(100, 'Use at most 100 characters for the cron expression.'),
    }),
  ],
  { error: "kind must be one of 'interval', 'hourly', 'daily' or 'cron'." },
);
export type ScheduleTiming = z.infer<typeof scheduleTimingSchema>;

const timezoneSchema = z
  .string({ error: 'timezone must be an IANA time zone such as Europe/Paris.' })
  .trim()
  .min(1, 'timezone must be an IANA time zone such as Europe/Paris.')
  .max(64, 'timezone must be an IANA time zone such as Europe/Paris.');

export const createScheduleInputSchema = z.strictObject({
  /** Exactly one of test_id and folder_id: what the schedule runs. */
  test_id: z.guid('test_id must be a test id.').optional(),
  folder_id: z.guid('folder_id must be a folder id.').optional(),
  timing: scheduleTimingSchema,
  /** Default UTC. */
  timezone: timezoneSchema.optional(),
  /** Default true. */
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
});
export type CreateScheduleInput = z.input<typeof createScheduleInputSchema>;

/** Pause or resume (`enabled`), and/or change when it runs. */
export const updateScheduleInputSchema = z.strictObject({
  timing: scheduleTimingSchema.optional(),
  timezone: timezoneSchema.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
});
export type UpdateScheduleInput = z.input<typeof updateScheduleInputSchema>;

export const listSchedulesQuerySchema = z.object({
  test_id: z.guid('test_id must be a test id.').optional(),
  folder_id: z.guid('folder_id must be a folder id.').optional(),
});

export const scheduleSchema = z.object({
  id: z.string(),
  test_id: z.string().nullable(),
  folder_id: z.string().nullable(),
  /** The test's or the folder's name now. */
  target_name: z.string(),
  timing: scheduleTimingSchema,
  timezone: z.string(),
  /** In words: "Every day at 09:00 (Europe/Paris)". */
  description: z.string(),
  enabled: z.boolean(),
  /** Null while paused. */
  next_run_at: z.string().nullable(),
  last_run_at: z.string().nullable(),
  last_outcome: z.enum(SCHEDULE_OUTCOMES).nullable(),
  /** Why the last turn was skipped (not enough credits, the folder was deleted…); null when it started. */
  last_message: z.string().nullable(),
  /** What the last turn started: a run (a test's schedule) or a suite run (a folder's). */
  last_run_id: z.string().nullable(),
  last_suite_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
