import { type OnboardingInput, type Profile } from '@verity/contracts';
import { type OnboardingAnswers, profiles } from '@verity/db';
import { eq, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.ownerId,
    email: row.email,
    onboarding_completed: row.onboardingCompleted,
    onboarding: row.onboarding ?? null,
    credit_balance: row.creditBalance,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Creates the profile of a user seen for the first time, with the signup grant and its ledger entry, in one
 * statement: concurrent first requests insert it once (ON CONFLICT), and the ledger's unique reference keeps
 * the grant single even if the profile were recreated.
 */
export async function ensureProfile(db: Db, { userId, email, signupCredits }: { userId: string; email: string | null; signupCredits: number }) {
  await db.execute(sql`
    with created as (
      insert into profiles (owner_id, email, credit_balance)
      values (${userId}, ${email}, ${signupCredits})
      on conflict (owner_id) do nothing
      returning owner_id, credit_balance
    )
    insert into credit_ledger (owner_id, delta, balance_after, reason, reference)
    select owner_id, credit_balance, credit_balance, 'signup_grant', 'signup' from created where credit_balance > 0
    on conflict do nothing`);
}

export async function findProfile(db: Db, ownerId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.ownerId, ownerId));
  return row ? toProfile(row) : null;
}

export async function saveOnboarding(db: Db, ownerId: string, answers: Required<OnboardingInput>): Promise<Profile | null> {
  const onboarding: OnboardingAnswers = answers;
  const [row] = await db
    .update(profiles)
    .set({ onboarding, onboardingCompleted: true, updatedAt: new Date() })
    .where(eq(profiles.ownerId, ownerId))
    .returning();
  return row ? toProfile(row) : null;
}
