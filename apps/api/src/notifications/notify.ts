import type PgBoss from 'pg-boss';
import { type Transaction } from '../database/transaction';
import { channelsFor, insertDelivery } from '../repositories/notification-channels';
import { type EventContent } from './notification-content';

/** Each delivery is a job here: pg-boss retries a failed try with growing waits (see deliveryQueuePolicy). */
export const NOTIFICATION_DELIVERY_QUEUE = 'notification-delivery';
export interface DeliveryJob {
  deliveryId: string;
}

export type DeliveryQueue = Pick<PgBoss, 'send'>;

/**
 * Queues the message for every enabled channel of the owner that wants this event about this folder, in the
 * caller's transaction: the deliveries and their jobs commit with what caused them, or not at all.
 */
export async function notify(tx: Transaction, queue: DeliveryQueue, ownerId: string, folderId: string | null, content: EventContent): Promise<number> {
  const channels = await channelsFor(tx.db, ownerId, content.event, folderId);
  for (const channel of channels) {
    const delivery = await insertDelivery(tx.db, { ownerId, channelId: channel.id, event: content.event, subject: content.subject, payload: { ...content } });
    const job: DeliveryJob = { deliveryId: delivery.id };
    await queue.send(NOTIFICATION_DELIVERY_QUEUE, job, { db: tx.queueConnection });
  }
  return channels.length;
}
