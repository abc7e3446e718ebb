import { type NotificationChannel, type NotificationDelivery, type NotificationEvent } from '@verity/contracts';
import { notificationChannels, notificationDeliveries } from '@verity/db';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';

type ChannelRow = typeof notificationChannels.$inferSelect;
type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type { ChannelRow, DeliveryRow };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toDelivery(row: DeliveryRow): NotificationDelivery {
  return {
    id: row.id,
    channel_id: row.channelId,
    event: row.event as NotificationDelivery['event'],
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_response: row.lastResponse,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
  };
}

function toChannel(row: ChannelRow, lastDelivery: DeliveryRow | null): NotificationChannel {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    folder_id: row.folderId,
    events: row.events,
    enabled: row.enabled,
    last_delivery: lastDelivery ? toDelivery(lastDelivery) : null,
    created_at: row.createdAt.toISOString(),
  };
}

const owned = (ownerId: string, id: string) => and(eq(notificationChannels.ownerId, ownerId), eq(notificationChannels.id, id));

async function latestDeliveries(db: Db, channelIds: string[]): Promise<Map<string, DeliveryRow>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([notificationDeliveries.channelId])
    .from(notificationDeliveries)
    .where(sql`${notificationDeliveries.channelId} in ${channelIds}`)
    .orderBy(notificationDeliveries.channelId, desc(notificationDeliveries.createdAt));
  return new Map(rows.map((row) => [row.channelId, row]));
}

export type NewChannel = Pick<ChannelRow, 'kind' | 'target' | 'sealedUrl' | 'sealedSecret' | 'folderId' | 'events' | 'siteUrl'>;

export async function insertChannel(db: Db, ownerId: string, channel: NewChannel): Promise<NotificationChannel> {
  const [row] = await db.insert(notificationChannels).values({ ownerId, ...channel }).returning();
  return toChannel(row!, null);
}

export async function listChannels(db: Db, ownerId: string): Promise<NotificationChannel[]> {
  const rows = await db.select().from(notificationChannels).where(eq(notificationChannels.ownerId, ownerId)).orderBy(notificationChannels.createdAt);
  const latest = await latestDeliveries(db, rows.map((row) => row.id));
  return rows.map((row) => toChannel(row, latest.get(row.id) ?? null));
}

export async function findChannelRow(db: Db, ownerId: string, id: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(notificationChannels).where(owned(ownerId, id));
  return row ?? null;
}

export async function findChannel(db: Db, ownerId: string, id: string): Promise<NotificationChannel | null> {
  const row = await findChannelRow(db, ownerId, id);
  return row ? toChannel(row, (await latestDeliveries(db, [row.id])).get(row.id) ?? null) : null;
}

export async function updateChannel(db: Db, ownerId: string, id: string, changes: Partial<Pick<ChannelRow, 'enabled' | 'events'>>): Promise<NotificationChannel | null> {
  const [row] = await db.update(notificationChannels).set({ ...changes, updatedAt: new Date() }).where(owned(ownerId, id)).returning({ id: notificationChannels.id });
  return row ? findChannel(db, ownerId, row.id) : null;
}

export async function deleteChannel(db: Db, ownerId: string, id: string): Promise<boolean> {
  return (await db.delete(notificationChannels).where(owned(ownerId, id)).returning({ id: notificationChannels.id })).length > 0;
}

/** The owner's enabled channels that want `event` about something in `folderId` (or in no folder). */
export async function channelsFor(db: Db, ownerId: string, event: NotificationEvent, folderId: string | null): Promise<ChannelRow[]> {
  return db
    .select()
    .from(notificationChannels)
    .where(
      and(
        eq(notificationChannels.ownerId, ownerId),
        eq(notificationChannels.enabled, true),
        sql`${notificationChannels.events} ? ${event}`,
        folderId ? or(isNull(notificationChannels.folderId), eq(notificationChannels.folderId, folderId)) : isNull(notificationChannels.folderId),
      ),
    );
}

export async function insertDelivery(db: Db, delivery: Pick<DeliveryRow, 'ownerId' | 'channelId' | 'event' | 'subject' | 'payload'>): Promise<DeliveryRow> {
  const [row] = await db.insert(notificationDeliveries).values(delivery).returning();
  return row!;
}

export async function listDeliveries(db: Db, ownerId: string, channelId: string, limit = 20): Promise<NotificationDelivery[]> {
  const rows = await db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.ownerId, ownerId), eq(notificationDeliveries.channelId, channelId)))
    .orderBy(desc(notificationDeliveries.createdAt))
    .limit(limit);
  return rows.map(toDelivery);
}

/** A delivery with its channel, for the sender; null when either is gone. */
export async function findDeliveryWithChannel(db: Db, deliveryId: string): Promise<{ delivery: DeliveryRow; channel: ChannelRow } | null> {
  const [row] = await db
    .select({ delivery: notificationDeliveries, channel: notificationChannels })
    .from(notificationDeliveries)
    .innerJoin(notificationChannels, eq(notificationChannels.id, notificationDeliveries.channelId))
    .where(eq(notificationDeliveries.id, deliveryId));
  return row ?? null;
}

export async function recordAttempt(
  db: Db,
  deliveryId: string,
  attempt: Pick<DeliveryRow, 'status' | 'lastStatusCode' | 'lastResponse' | 'lastError'>,
): Promise<DeliveryRow> {
  const [row] = await db
    .update(notificationDeliveries)
    .set({
      ...attempt,
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      deliveredAt: attempt.status === 'delivered' ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(eq(notificationDeliveries.id, deliveryId))
    .returning();
  return row!;
}
