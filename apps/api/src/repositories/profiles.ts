import {
  DEFAULT_RUN_DEFAULTS,
  type OnboardingInput,
  type Profile,
  type RunDefaults,
  runDefaultsSchema,
  type UpdateRunDefaultsInput,
} from '@verity/contracts';
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
    run_defaults: runDefaultsOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The saved defaults over the product's, so a value added to the product later has its default. */
function runDefaultsOf(row: Pick<ProfileRow, 'runDefaults'>): RunDefaults {
  const merged = { ...DEFAULT_RUN_DEFAULTS, ...row.runDefaults };
  const parsed = runDefaultsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_RUN_DEFAULTS;
}

export async function findRunDefaults(db: Db, ownerId: string): Promise<RunDefaults> {
  const [row] = await db.select({ runDefaults: profiles.runDefaults }).from(profiles).where(eq(profiles.ownerId, ownerId));
  return runDefaultsOf(row ?? { runDefaults: null });
}

/** Saves the given run defaults over the current ones, in one statement (no lost update between two tabs). */
export async function saveRunDefaults(db: Db, ownerId: string, changes: UpdateRunDefaultsInput): Promise<Profile | null> {
  const [row] = await db
    .update(profiles)
    .set({
      runDefaults: sql`coalesce(${profiles.runDefaults}, '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.ownerId, ownerId))
    .returning();
  return row ? toProfile(row) : null;
}

/** The caller's credit balance, locked until the transaction ends: spending several runs' worth checks once. */
export async function lockCreditBalance(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ creditBalance: profiles.creditBalance }).from(profiles).where(eq(profiles.ownerId, ownerId)).for('update');
  return row?.creditBalance ?? 0;
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
