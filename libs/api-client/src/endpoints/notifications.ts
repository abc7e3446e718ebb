import {
  type CreatedNotificationChannel,
  createdNotificationChannelSchema,
  type CreateNotificationChannelInput,
  type NotificationChannel,
  notificationChannelSchema,
  type NotificationDelivery,
  notificationDeliverySchema,
  type UpdateNotificationChannelInput,
} from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { idSegment } from '../validate-input';

const channelPath = (id: string) => `/notification-channels/${idSegment(id, 'channel')}`;

/** Where failures and recoveries are told: e-mail, Slack, signed webhooks, each with its delivery log. */
export function createNotificationsApi(send: SendRequest) {
  return {
    async getNotificationChannels(options: RequestOptions = {}): Promise<NotificationChannel[]> {
      return requireData('getNotificationChannels', z.array(notificationChannelSchema), await send({ method: 'GET', path: '/notification-channels', ...options }));
    },

    /** A generic webhook's answer holds its signing secret, shown once. */
    async createNotificationChannel(input: CreateNotificationChannelInput, options: RequestOptions = {}): Promise<CreatedNotificationChannel> {
      return requireData('createNotificationChannel', createdNotificationChannelSchema, await send({ method: 'POST', path: '/notification-channels', body: input, ...options }));
    },

    async updateNotificationChannel(id: string, input: UpdateNotificationChannelInput, options: RequestOptions = {}): Promise<NotificationChannel> {
      return requireData('updateNotificationChannel', notificationChannelSchema, await send({ method: 'PUT', path: channelPath(id), body: input, ...options }));
    },

    async deleteNotificationChannel(id: string, options: RequestOptions = {}): Promise<void> {
      await send({ method: 'DELETE', path: channelPath(id), ...options });
    },

    async getNotificationDeliveries(id: string, options: RequestOptions = {}): Promise<NotificationDelivery[]> {
      return requireData('getNotificationDeliveries', z.array(notificationDeliverySchema), await send({ method: 'GET', path: `${channelPath(id)}/deliveries`, ...options }));
    },

    /** Sends a test message now, once; the delivery says how it went. */
    async sendTestNotification(id: string, options: RequestOptions = {}): Promise<NotificationDelivery> {
      return requireData('sendTestNotification', notificationDeliverySchema, await send({ method: 'POST', path: `${channelPath(id)}/test`, ...options }));
    },
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
