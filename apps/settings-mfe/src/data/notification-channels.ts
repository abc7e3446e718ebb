import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateNotificationChannelInput, type NotificationChannel, type UpdateNotificationChannelInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { notificationKeys } from './keys';

/** A delivery being retried moves on its own: the list is refreshed every 10 s while one is pending. */
const PENDING_POLL_MS = 10_000;

export function useNotificationChannels() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api.getNotificationChannels({ signal }),
    refetchInterval: (query) => (query.state.data?.some((channel) => channel.last_delivery?.status === 'pending') ? PENDING_POLL_MS : false),
  });
}

export function useNotificationDeliveries(channelId: string, enabled: boolean) {
  const { api } = useRemoteProps();
  return useQuery({ queryKey: notificationKeys.deliveries(channelId), queryFn: ({ signal }) => api.getNotificationDeliveries(channelId, { signal }), enabled });
}

/** Add, change, remove and try channels; every channel list and log is refreshed after. Each form or toast shows its own failure. */
export function useNotificationChanges() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
  return {
    create: useMutation({ meta: { showsOwnError: true }, mutationFn: (input: CreateNotificationChannelInput) => api.createNotificationChannel(input), onSuccess: refresh }),
    update: useMutation({
      meta: { showsOwnError: true },
      mutationFn: ({ channel, input }: { channel: NotificationChannel; input: UpdateNotificationChannelInput }) => api.updateNotificationChannel(channel.id, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ meta: { showsOwnError: true }, mutationFn: (channel: NotificationChannel) => api.deleteNotificationChannel(channel.id), onSuccess: refresh }),
    sendTest: useMutation({ meta: { showsOwnError: true }, mutationFn: (channel: NotificationChannel) => api.sendTestNotification(channel.id), onSuccess: refresh }),
  };
}
