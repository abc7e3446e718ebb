import { type OnboardingInput, type Profile } from '@verity/contracts';
import { type OnboardingAnswers, profiles } from '@verity/db';
import { eq } from 'drizzle-orm';
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
