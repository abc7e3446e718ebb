import { parseCommand, parseExpiry, UsageError } from './commands';

const NOW = new Date('2026-03-10T12:00:00Z');
const parse = (line: string) => parseCommand(line.split(' ').filter(Boolean), NOW);
const usageError = (line: string) => {
  try {
    parse(line);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`"${line}" parsed without error`);
};

describe('parseCommand', () => {
  it('reads promo create with its options, upper-casing the code', () => {
    expect(parse('promo create welcome10 --credits 10')).toEqual({ name: 'promo create', code: 'WELCOME10', credits: 10, maxRedemptions: null, expiresAt: null });
    expect(parse('promo create SPRING-26 --credits 50 --max 100 --expires 2026-04-30')).toEqual({
      name: 'promo create',
      code: 'SPRING-26',
      credits: 50,
      maxRedemptions: 100,
      expiresAt: new Date('2026-05-01T00:00:00Z'),
    });
    expect(parse('promo create --credits=5 LATE').name).toBe('promo create');
  });

  it('reads promo list and credits grant', () => {
    expect(parse('promo list')).toEqual({ name: 'promo list' });
    expect(parse('credits grant Ada@Example.com 25')).toEqual({ name: 'credits grant', email: 'ada@example.com', credits: 25, reason: null });
    expect(parseCommand(['credits', 'grant', 'ada@example.com', '25', '--reason', 'Outage on 3 March'], NOW)).toMatchObject({ reason: 'Outage on 3 March' });
  });

  it('answers help for --help anywhere and for help', () => {
    expect(parse('--help')).toEqual({ name: 'help' });
    expect(parse('promo create -h')).toEqual({ name: 'help' });
    expect(parse('help')).toEqual({ name: 'help' });
  });

  it.each([
    ['', 'Which command? promo create, promo list or credits grant.'],
    ['promo', 'Unknown command "promo".'],
    ['refund all', 'Unknown command "refund all".'],
    ['promo create --credits 5', 'CODE is required: promo create CODE --credits N.'],
    ['promo create A --credits 5', 'CODE must be 2 to 64 letters, digits, - or _, starting with a letter or digit.'],
    ['promo create HI!THERE --credits 5', 'CODE must be 2 to 64 letters, digits, - or _, starting with a letter or digit.'],
    ['promo create WELCOME', '--credits is required.'],
    ['promo create WELCOME --credits 0', '--credits must be a whole number from 1 to 1,000,000.'],
    ['promo create WELCOME --credits 2.5', '--credits must be a whole number from 1 to 1,000,000.'],
    ['promo create WELCOME --credits 5 --max many', '--max must be a whole number from 1 to 1,000,000.'],
    ['promo create WELCOME --credits 5 --colour red', 'Unknown option --colour.'],
    ['promo create WELCOME EXTRA --credits 5', 'Unexpected argument "EXTRA".'],
    ['promo list --all', 'Unknown option --all.'],
    ['credits grant not-an-email 5', 'EMAIL must be an email address.'],
    ['credits grant ada@example.com', 'N is required.'],
    ['credits grant ada@example.com -5', 'Numbers must be positive (got -5).'],
    ['credits grant ada@example.com 1000001', 'N must be a whole number from 1 to 1,000,000.'],
    ['credits grant ada@example.com 5 --credits 5', 'Unknown option --credits.'],
  ])('refuses "%s"', (line, message) => {
    expect(usageError(line)).toBe(message);
  });
});

describe('parseExpiry', () => {
  it('reads a date as valid through that day, UTC, and a zoned ISO time as that instant', () => {
    expect(parseExpiry('2026-12-31', NOW)).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(parseExpiry('2026-03-10', NOW)).toEqual(new Date('2026-03-11T00:00:00Z'));
    expect(parseExpiry('2026-06-01T09:30:00+02:00', NOW)).toEqual(new Date('2026-06-01T07:30:00Z'));
  });

  it('refuses past, impossible and zoneless values', () => {
    expect(() => parseExpiry('2026-03-09', NOW)).toThrow('--expires 2026-03-09 is in the past: the code could never be redeemed.');
    expect(() => parseExpiry('2026-02-30', NOW)).toThrow('--expires 2026-02-30 is not a calendar date.');
    expect(() => parseExpiry('2026-06-01T09:30:00', NOW)).toThrow('--expires must be YYYY-MM-DD or an ISO time with a zone');
    expect(() => parseExpiry('next week', NOW)).toThrow('(got "next week")');
  });
});
