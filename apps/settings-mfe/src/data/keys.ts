// Keys of this remote's own queries; the shared entities' keys (profile, models, account) are in @verity/query.

export const apiTokenKeys = {
  all: () => ['api-tokens'] as const,
  list: () => [...apiTokenKeys.all(), 'list'] as const,
};

export const notificationKeys = {
  all: () => ['notification-channels'] as const,
  list: () => [...notificationKeys.all(), 'list'] as const,
  deliveries: (channelId: string) => [...notificationKeys.all(), 'deliveries', channelId] as const,
};
