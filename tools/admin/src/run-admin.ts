import { createDatabase, createPool, type Database } from '@verity/db';
import { type AdminCommand, parseCommand, USAGE, UsageError } from './commands';
import { connectDatabase } from './connect-database';
import { grantCredits } from './grant-credits';
import { createPromoCode, listPromoCodes, PromoCodeExistsError, type PromoCodeRow } from './promo-codes';

export interface AdminIo {
  env: Record<string, string | undefined>;
  rootDir: string;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: Date;
}

/** Exit codes: 0 done, 1 the command could not be carried out, 2 bad input. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let command: AdminCommand;
  try {
    command = parseCommand(argv, io.now);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\nSee: npm run admin -- --help`);
    return 2;
  }
  if (command.name === 'help') {
    io.out(USAGE);
    return 0;
  }
  const signupCredits = Number.parseInt(io.env.SIGNUP_CREDITS ?? '100', 10);
  if (!(signupCredits >= 0)) {
    io.err('SIGNUP_CREDITS must be a whole number (the credits a new user starts with, as the API is configured).');
    return 2;
  }

  let database;
  try {
    database = await connectDatabase(io);
  } catch (error) {
    io.err(`Could not open the database: ${messageOf(error)}`);
    return 1;
  }
  const pool = createPool(database.databaseUrl, { max: 2, onError: () => undefined });
  try {
    return await execute(command, createDatabase(pool), { ...io, signupCredits });
  } catch (error) {
    io.err(`${command.name} failed on ${database.description}: ${messageOf(error)}`);
    return 1;
  } finally {
    await pool.end();
    await database.release();
  }
}

async function execute(command: Exclude<AdminCommand, { name: 'help' }>, db: Database, io: AdminIo & { signupCredits: number }): Promise<number> {
  switch (command.name) {
    case 'promo create': {
      const { name: _name, ...promo } = command;
      try {
        await createPromoCode(db, promo);
      } catch (error) {
        if (!(error instanceof PromoCodeExistsError)) throw error;
        io.err(`${error.message} Pick another code; \`npm run admin -- promo list\` shows the existing ones.`);
        return 1;
      }
      io.out(`Created promo code ${describePromo({ ...promo, redemptionCount: 0 })}.`);
      return 0;
    }
    case 'promo list': {
      const codes = await listPromoCodes(db);
      io.out(codes.length ? promoTable(codes, io.now ?? new Date()) : 'No promo codes yet: npm run admin -- promo create CODE --credits N');
      return 0;
    }
    case 'credits grant': {
      const reference = command.reason ?? `admin grant ${(io.now ?? new Date()).toISOString()}`;
      const outcome = await grantCredits(db, { email: command.email, credits: command.credits, reference, signupCredits: io.signupCredits });
      if (outcome.granted) {
        io.out(`Granted ${command.credits} credits to ${command.email} (user ${outcome.userId}); their balance is now ${outcome.balance}.`);
        return 0;
      }
      if (outcome.reason === 'already_granted') {
        io.out(`Nothing changed: ${command.email} already received a grant with reason "${reference}" (balance ${outcome.balance}).`);
        return 0;
      }
      io.err(
        outcome.reason === 'unknown_email'
          ? `No user has the email ${command.email}: they must sign up first.`
          : `Several profiles have the email ${command.email}; grant to one of them by fixing the duplicate first.`,
      );
      return 1;
    }
  }
}

function describePromo({ code, credits, maxRedemptions, expiresAt, redemptionCount }: Pick<PromoCodeRow, 'code' | 'credits' | 'maxRedemptions' | 'expiresAt' | 'redemptionCount'>) {
  const limit = maxRedemptions === null ? 'unlimited redemptions' : `${redemptionCount} of ${maxRedemptions} redemptions used`;
  return `${code}: ${credits} credits, ${limit}, ${expiresAt ? `expires ${expiresAt.toISOString()}` : 'never expires'}`;
}

function promoTable(codes: PromoCodeRow[], now: Date): string {
  const rows = codes.map((promo) => [
    promo.code,
    String(promo.credits),
    promo.maxRedemptions === null ? `${promo.redemptionCount}` : `${promo.redemptionCount}/${promo.maxRedemptions}`,
    promo.expiresAt ? promo.expiresAt.toISOString() : 'never',
    promo.expiresAt && promo.expiresAt <= now ? 'expired' : promo.maxRedemptions !== null && promo.redemptionCount >= promo.maxRedemptions ? 'used up' : 'active',
  ]);
  const table = [['CODE', 'CREDITS', 'REDEEMED', 'EXPIRES', 'STATUS'], ...rows];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

/** The root cause: drizzle's "Failed query: …" wraps what Postgres or the network actually said. */
function messageOf(error: unknown): string {
  let current = error;
  while (isErrorLike(current) && isErrorLike(current.cause)) current = current.cause;
  if (!isErrorLike(current)) return String(current);
  return current.message || current.code || 'unknown error';
}

// Duck-typed: errors raised by Node's own sockets may come from another realm than ours (as under jest).
type ErrorLike = { message: string; cause?: unknown; code?: string };
const isErrorLike = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';
