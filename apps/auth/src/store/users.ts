import { identities, users } from '@verity/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor } from './executor';

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export interface UserWithIdentities extends UserRow {
  identities: IdentityRow[];
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Executor, id: string): Promise<UserWithIdentities | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  const rows = await db.select().from(identities).where(eq(identities.userId, id)).orderBy(asc(identities.createdAt));
  return { ...user, identities: rows };
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
}

export async function findUserIdByIdentity(db: Executor, provider: string, providerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.providerId, providerId)));
  return row?.userId ?? null;
}

interface NewUser {
  email: string;
  encryptedPassword: string | null;
  provider: string;
  providerId?: string;
  identityData?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
}

/** Creates a confirmed user and its first identity; null when the email is taken. */
export async function createUser(db: Executor, input: NewUser): Promise<UserRow | null> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        encryptedPassword: input.encryptedPassword,
        emailConfirmedAt: new Date(),
        appMetadata: { provider: input.provider, providers: [input.provider] },
        userMetadata: input.userMetadata ?? {},
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return null;
    await tx.insert(identities).values({
      userId: user.id,
      provider: input.provider,
      providerId: input.providerId ?? user.id,
      identityData: { sub: input.providerId ?? user.id, email, email_verified: true, phone_verified: false, ...input.identityData },
    });
    return user;
  });
}

/** Links a provider identity to an existing user and records the provider in app_metadata. */
export async function linkIdentity(
  db: Executor,
  userId: string,
  provider: string,
  providerId: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(identities).values({ userId, provider, providerId, identityData }).onConflictDoNothing();
    await tx
      .update(users)
      .set({
        appMetadata: sql`jsonb_set(${users.appMetadata}, '{providers}',
          (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(coalesce(${users.appMetadata}->'providers', '[]'::jsonb) || to_jsonb(${provider}::text)) p))`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}

export async function recordSignIn(db: Executor, userId: string, provider: string): Promise<void> {
  const now = new Date();
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  await db
    .update(identities)
    .set({ lastSignInAt: now })
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)));
}

export async function updateUser(
  db: Executor,
  userId: string,
  changes: { encryptedPassword?: string; userMetadata?: Record<string, unknown>; confirmEmail?: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...(changes.encryptedPassword ? { encryptedPassword: changes.encryptedPassword } : {}),
      ...(changes.userMetadata ? { userMetadata: changes.userMetadata } : {}),
      ...(changes.confirmEmail ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
