import { parseArgs } from 'node:util';
import { z } from 'zod';

/** What an operator asked for, validated: each field is what the database will get. */
export type AdminCommand =
  | { name: 'help' }
  | { name: 'promo create'; code: string; credits: number; maxRedemptions: number | null; expiresAt: Date | null }
  | { name: 'promo list' }
  | { name: 'credits grant'; email: string; credits: number; reason: string | null };

/** Bad input: the message says what to change; the CLI prints it and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npm run admin -- <command>

  promo create CODE --credits N [--max N] [--expires DATE]
      Create a promo code worth N credits, redeemable by up to --max users (default: unlimited) until
      --expires: YYYY-MM-DD (valid through that day, UTC) or an ISO time with a zone (2026-01-31T18:00:00Z).
  promo list
      List the promo codes with their redemptions.
  credits grant EMAIL N [--reason TEXT]
      Add N credits to the user with this email, with an admin_grant entry in their credit history.
      --reason is recorded as the entry's reference; a user gets one grant per reason, so repeating the
      command with the same --reason changes nothing.

Database: DATABASE_URL, else the local stack's embedded Postgres in VERITY_DATA_DIR (default .verity):
the running one, or started for the command.`;

const MAX_CREDITS = 1_000_000;

const wholeNumber = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .regex(/^\d+$/, `${what} must be a whole number from 1 to ${MAX_CREDITS.toLocaleString('en-US')}.`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_CREDITS, `${what} must be a whole number from 1 to ${MAX_CREDITS.toLocaleString('en-US')}.`);

const codeSchema = z
  .string({ error: 'CODE is required: promo create CODE --credits N.' })
  .transform((code) => code.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{1,63}$/, 'CODE must be 2 to 64 letters, digits, - or _, starting with a letter or digit.'));

const emailSchema = z
  .string({ error: 'EMAIL is required: credits grant EMAIL N.' })
  .transform((email) => email.trim().toLowerCase())
  .pipe(z.email('EMAIL must be an email address.'));

const reasonSchema = z.string().trim().min(1, '--reason cannot be empty.').max(200, '--reason must be at most 200 characters.');

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoWithZone = z.iso.datetime({ offset: true });

/** A date means "valid through that day" (UTC); a time must say its zone, so no one guesses the server's. */
export function parseExpiry(value: string, now = new Date()): Date {
  const dateOnly = DATE_ONLY.exec(value);
  let expiresAt: Date;
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const startOfDay = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-02-30 over into March: refuse it rather than expire on a day nobody wrote.
    if (startOfDay.getUTCMonth() !== month - 1 || startOfDay.getUTCDate() !== day) throw new UsageError(`--expires ${value} is not a calendar date.`);
    expiresAt = new Date(Date.UTC(year, month - 1, day + 1));
  } else if (isoWithZone.safeParse(value).success) {
    expiresAt = new Date(value);
  } else {
    throw new UsageError(`--expires must be YYYY-MM-DD or an ISO time with a zone such as 2026-01-31T18:00:00Z (got "${value}").`);
  }
  if (expiresAt <= now) throw new UsageError(`--expires ${value} is in the past: the code could never be redeemed.`);
  return expiresAt;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error.issues[0]!.message);
  return result.data;
}

function readArgs<O extends Record<string, { type: 'string' }>>(args: string[], options: O, positionalNames: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs takes "-5" for an option; say what is actually wrong.
    const negative = args.find((arg) => /^-\d/.test(arg));
    if (negative) throw new UsageError(`Numbers must be positive (got ${negative}).`);
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '([^']+)'/.exec(message)?.[1];
    throw new UsageError(unknown ? `Unknown option ${unknown}.` : message);
  }
  if (parsed.positionals.length > positionalNames.length) {
    throw new UsageError(`Unexpected argument "${parsed.positionals[positionalNames.length]}".`);
  }
  return { values: parsed.values as Partial<Record<keyof O, string>>, positionals: parsed.positionals };
}

/** Turns argv (after `npm run admin --`) into a command, or throws a UsageError saying what is wrong. */
export function parseCommand(argv: string[], now = new Date()): AdminCommand {
  if (argv.length === 0) throw new UsageError('Which command? promo create, promo list or credits grant.');
  if (argv.some((arg) => arg === '--help' || arg === '-h') || argv[0] === 'help') return { name: 'help' };
  const [group, action, ...rest] = argv;
  const command = `${group} ${action ?? ''}`.trim();

  switch (command) {
    case 'promo create': {
      const { values, positionals } = readArgs(rest, { credits: { type: 'string' }, max: { type: 'string' }, expires: { type: 'string' } }, ['CODE']);
      return {
        name: command,
        code: parse(codeSchema, positionals[0]),
        credits: parse(wholeNumber('--credits'), values.credits),
        maxRedemptions: values.max === undefined ? null : parse(wholeNumber('--max'), values.max),
        expiresAt: values.expires === undefined ? null : parseExpiry(values.expires, now),
      };
    }
    case 'promo list':
      readArgs(rest, {}, []);
      return { name: command };
    case 'credits grant': {
      const { values, positionals } = readArgs(rest, { reason: { type: 'string' } }, ['EMAIL', 'N']);
      return {
        name: command,
        email: parse(emailSchema, positionals[0]),
        credits: parse(wholeNumber('N'), positionals[1]),
        reason: values.reason === undefined ? null : parse(reasonSchema, values.reason),
      };
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
