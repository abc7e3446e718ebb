import { sql } from 'drizzle-orm';
import { type Database } from './client';

/**
 * Creates the profile of a user seen for the first time, with the signup grant and its ledger entry, in one
 * statement: concurrent first requests insert it once (ON CONFLICT), and the ledger's unique reference keeps
 * the grant single even if the profile were recreated. The API runs it on a user's first request; the admin
 * command runs it before granting credits to a user who never reached the API.
 */
export async function ensureProfileWithSignupGrant(
  db: Pick<Database, 'execute'>,
  { userId, email, signupCredits }: { userId: string; email: string | null; signupCredits: number },
): Promise<void> {
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
