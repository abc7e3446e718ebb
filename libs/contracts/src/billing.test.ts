import { CREDIT_PACKS, createCheckoutSessionInputSchema, creditPackSchema, findCreditPack } from './billing';

describe('billing contracts', () => {
  it('offers packs with unique ids, each valid, cheaper per credit as they grow', () => {
    expect(new Set(CREDIT_PACKS.map((pack) => pack.id)).size).toBe(CREDIT_PACKS.length);
    for (const pack of CREDIT_PACKS) expect(creditPackSchema.parse(pack)).toEqual(pack);
    const pricePerCredit = CREDIT_PACKS.map((pack) => pack.price_cents / pack.credits);
    expect([...pricePerCredit].sort((a, b) => b - a)).toEqual(pricePerCredit);
  });

  it('finds a pack by id, and nothing for an unknown one', () => {
    expect(findCreditPack('starter')).toMatchObject({ id: 'starter', credits: 100 });
    expect(findCreditPack('STARTER')).toBeUndefined();
  });

  it('requires a pack id and rejects unknown fields', () => {
    expect(createCheckoutSessionInputSchema.parse({ pack_id: ' team ' })).toEqual({ pack_id: 'team' });
    expect(createCheckoutSessionInputSchema.safeParse({}).error?.issues[0]?.message).toBe('pack_id is required.');
    expect(createCheckoutSessionInputSchema.safeParse({ pack_id: ' ' }).error?.issues[0]?.message).toBe('pack_id is required.');
    expect(createCheckoutSessionInputSchema.safeParse({ pack_id: 'team', credits: 10_000 }).success).toBe(false);
  });
});
