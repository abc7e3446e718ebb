// Keys of this remote's own queries; the shared entities' keys (profile, models, account) are in @verity/query.

export const apiTokenKeys = {
  all: () => ['api-tokens'] as const,
  list: () => [...apiTokenKeys.all(), 'list'] as const,
};
