import { describeLedgerEntry, formatCredits, formatDelta, formatPrice, packName } from './format';

describe('billing formats', () => {
  it('counts credits in words', () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(0)).toBe('0 credits');
    expect(formatCredits(2000)).toBe('2,000 credits');
  });

  it('signs balance changes', () => {
    expect(formatDelta(100)).toBe('+100');
    expect(formatDelta(-1)).toBe('−1');
  });

  it('prices packs in dollars, without cents when whole', () => {
    expect(formatPrice(900)).toBe('$9');
    expect(formatPrice(12_900)).toBe('$129');
    expect(formatPrice(1_250)).toBe('$12.50');
  });

  it('names packs, and keeps an unknown id as it is', () => {
    expect(packName('team')).toBe('Team');
    expect(packName('enterprise')).toBe('enterprise');
  });

  it('says why each ledger entry changed the balance', () => {
    expect(describeLedgerEntry({ reason: 'signup_grant', reference: null })).toEqual({ text: 'Free credits for signing up' });
    expect(describeLedgerEntry({ reason: 'purchase', reference: 's-1' })).toEqual({ text: 'Credit pack purchase' });
    expect(describeLedgerEntry({ reason: 'promo', reference: 'WELCOME' })).toEqual({ text: 'Promo code WELCOME' });
    expect(describeLedgerEntry({ reason: 'run_debit', reference: 'r-1' })).toEqual({ text: 'Test run', runId: 'r-1' });
    expect(describeLedgerEntry({ reason: 'run_refund', reference: 'r-1' })).toEqual({ text: 'Refund for a run that did not complete', runId: 'r-1' });
    expect(describeLedgerEntry({ reason: 'admin_grant', reference: 'outage' })).toEqual({ text: 'Credits added by the Verity team' });
  });
});
