import { DELIVERY_ATTEMPTS } from '@verity/contracts';
import type PgBoss from 'pg-boss';
import { type Db } from '../database/transaction';
import { type DeliveryRow, findDeliveryWithChannel, recordAttempt } from '../repositories/notification-channels';
import { type NotificationContent } from './notification-content';
import { type DeliveryJob, NOTIFICATION_DELIVERY_QUEUE } from './notify';
import { type Sending, sendNotification } from './send-notification';

/** First retry after `retryDelaySeconds`, then doubling (pg-boss's backoff), DELIVERY_ATTEMPTS tries in all. */
export function deliveryQueuePolicy(retryDelaySeconds: number) {
  return { retryLimit: DELIVERY_ATTEMPTS - 1, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: 60 };
}

/**
 * Tries one delivery once and records the try. A failure that may be retried leaves it pending and throws, so
 * the queue tries again later; the last one marks it failed.
 */
export async function attemptDelivery(db: Db, sending: Sending, deliveryId: string, { isLastTry }: { isLastTry: boolean }): Promise<DeliveryRow | null> {
  const found = await findDeliveryWithChannel(db, deliveryId);
  if (!found || found.delivery.status !== 'pending') return found?.delivery ?? null;
  const attempt = await sendNotification(sending, found.channel, found.delivery.payload as unknown as NotificationContent, deliveryId);
  const recorded = await recordAttempt(db, deliveryId, {
    status: attempt.ok ? 'delivered' : isLastTry ? 'failed' : 'pending',
    lastStatusCode: attempt.statusCode,
    lastResponse: attempt.response,
    lastError: attempt.error,
  });
  if (!attempt.ok && !isLastTry) throw new Error(attempt.error ?? 'The delivery failed.');
  return recorded;
}

/** Sends queued deliveries, one job at a time; returns how to stop. */
export async function startDeliveries(queue: Pick<PgBoss, 'getQueue' | 'createQueue' | 'work' | 'offWork'>, db: Db, sending: Sending, retryDelaySeconds = 10): Promise<() => Promise<void>> {
  if (!(await queue.getQueue(NOTIFICATION_DELIVERY_QUEUE))) {
    await queue.createQueue(NOTIFICATION_DELIVERY_QUEUE, { name: NOTIFICATION_DELIVERY_QUEUE, ...deliveryQueuePolicy(retryDelaySeconds) });
  }
  await queue.work<DeliveryJob>(NOTIFICATION_DELIVERY_QUEUE, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
    if (!job) return;
    await attemptDelivery(db, sending, job.data.deliveryId, { isLastTry: job.retryCount >= job.retryLimit });
  });
  return () => queue.offWork(NOTIFICATION_DELIVERY_QUEUE);
}
