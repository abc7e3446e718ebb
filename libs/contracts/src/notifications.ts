import { z } from 'zod';

/** Where a notification goes: an e-mail address, a Slack-compatible incoming webhook, or any HTTPS endpoint (signed JSON). */
export const NOTIFICATION_CHANNEL_KINDS = ['email', 'slack', 'webhook'] as const;
export type NotificationChannelKind = (typeof NOTIFICATION_CHANNEL_KINDS)[number];

/**
 * What is notified: a run or a suite run that did not pass, the first pass after a failure, and a scheduled turn
 * that did not start (not enough credits…). `test` is what "Send test" sends.
 */
export const NOTIFICATION_EVENTS = ['failed', 'recovered', 'schedule_skipped'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  failed: 'A run or a suite run fails',
  recovered: 'The first pass after a failure',
  schedule_skipped: 'A scheduled run does not start',
};

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How many times a delivery is tried (the first try and its retries, with growing waits) before it counts as failed. */
export const DELIVERY_ATTEMPTS = 5;

/** The signature header a generic webhook carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Verity-Signature';

const eventsSchema = z
  .array(z.enum(NOTIFICATION_EVENTS, { error: `events must be some of ${NOTIFICATION_EVENTS.join(', ')}.` }), { error: 'events must be a list.' })
  .min(1, 'Choose at least one event to be told about.');

export const createNotificationChannelInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('email'),
      email: z.email('Enter an e-mail address such as qa@example.com.').max(254, 'Enter an e-mail address such as qa@example.com.'),
      folder_id: z.guid('folder_id must be a folder id.').nullable().optional(),
      events: eventsSchema.optional(),
    }),
    z.strictObject({
      kind: z.enum(['slack', 'webhook']),
      url: z.url({ protocol: /^https?$/, error: 'Enter the webhook’s http(s) URL.' }).max(2000, 'Use at most 2,000 characters for the URL.'),
      folder_id: z.guid('folder_id must be a folder id.').nullable().optional(),
      events: eventsSchema.optional(),
    }),
  ],
  { error: "kind must be one of 'email', 'slack' or 'webhook'." },
);
export type CreateNotificationChannelInput = z.input<typeof createNotificationChannelInputSchema>;

export const updateNotificationChannelInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
  events: eventsSchema.optional(),
});
export type UpdateNotificationChannelInput = z.input<typeof updateNotificationChannelInputSchema>;

export const notificationDeliverySchema = z.object({
  id: z.string(),
  channel_id: z.string(),
  event: z.union([z.enum(NOTIFICATION_EVENTS), z.literal('test')]),
  /** One line: what happened ("Checkout failed at step 4"). */
  subject: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last answer: its HTTP status and the start of its body; null for mail or before a try. */
  last_status_code: z.number().int().nullable(),
  last_response: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;

export const notificationChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_CHANNEL_KINDS),
  /** The e-mail address, or the webhook's address with its secret parts hidden. */
  target: z.string(),
  /** Null: every test and folder of the owner. */
  folder_id: z.string().nullable(),
  events: z.array(z.enum(NOTIFICATION_EVENTS)),
  enabled: z.boolean(),
  last_delivery: notificationDeliverySchema.nullable(),
  created_at: z.string(),
});
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** POST /notification-channels answers a generic webhook's signing secret once: only its sealed copy is kept. */
export const createdNotificationChannelSchema = notificationChannelSchema.extend({ signing_secret: z.string().nullable() });
export type CreatedNotificationChannel = z.infer<typeof createdNotificationChannelSchema>;
