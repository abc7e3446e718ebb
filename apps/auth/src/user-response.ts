import { type UserWithIdentities } from './store/users';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A user as GoTrue answers it. */
export function toUserResponse(user: UserWithIdentities) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmed_at: iso(user.emailConfirmedAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: user.identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.providerId,
      user_id: identity.userId,
      identity_data: identity.identityData,
      provider: identity.provider,
      last_sign_in_at: iso(identity.lastSignInAt),
      created_at: identity.createdAt.toISOString(),
      updated_at: identity.updatedAt.toISOString(),
      email: typeof identity.identityData.email === 'string' ? identity.identityData.email : user.email,
    })),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

export type UserResponse = ReturnType<typeof toUserResponse>;
