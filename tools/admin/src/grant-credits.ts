import { addCredits, type Database, ensureProfileWithSignupGrant, profiles, users } from '@verity/db';
import { eq, sql } from 'drizzle-orm';

export interface Grant {
  /** Lower-cased. */
  email: string;
  credits: number;
  /** The ledger entry's reference; a user gets one admin grant per reference. */
  reference: string;
  /** What the API would give this user on their first request, should they have no profile yet. */
  signupCredits: number;
}

export type GrantOutcome =
  | { granted: true; userId: string; balance: number }
  | { granted: false; reason: 'unknown_email' | 'ambiguous_email' }
  | { granted: false; reason: 'already_granted'; userId: string; balance: number };

/**
 * Adds credits to the user with this email (the auth service's users, else the profiles' emails, as with a
 * hosted Supabase project), with an `admin_grant` ledger entry, in one transaction.
 */
export async function grantCredits(db: Database, { email, credits, reference, signupCredits }: Grant): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const found = await findUserIds(tx, email);
    if (found.length === 0) return { granted: false, reason: 'unknown_email' };
    if (found.length > 1) return { granted: false, reason: 'ambiguous_email' };
    const userId = found[0]!;

    // A user who signed up but never reached the API has no profile yet. Creating it as the API would (with
    // the signup grant) keeps their signup credits: the API's own creation would find the profile and skip it.
    await ensureProfileWithSignupGrant(tx, { userId, email, signupCredits });

    const balance = await addCredits(tx, userId, { credits, reason: 'admin_grant', reference });
    if (balance === null) {
      const [profile] = await tx.select({ balance: profiles.creditBalance }).from(profiles).where(eq(profiles.ownerId, userId));
      return { granted: false, reason: 'already_granted', userId, balance: profile!.balance };
    }
    return { granted: true, userId, balance };
  });
}

async function findUserIds(db: Pick<Database, 'select'>, email: string): Promise<string[]> {
  const [authUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (authUser) return [authUser.id];
  const owners = await db.select({ id: profiles.ownerId }).from(profiles).where(eq(sql`lower(${profiles.email})`, email));
  return owners.map((owner) => owner.id);
}
