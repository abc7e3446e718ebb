import { CREDIT_PACKS } from '@verity/contracts';

/**
 * What the public site says a new account gets and a run costs: the API's defaults (SIGNUP_CREDITS and
 * RUN_CREDIT_COST in apps/api/src/env.ts), which the hosted service uses. They are not in the runtime
 * config, so a self-hosted instance that changes them should change these too.
 */
export const SIGNUP_CREDITS = 100;
export const RUN_CREDIT_COST = 1;

export type PackOffer = {
  id: string;
  name: string;
  credits: number;
  priceCents: number;
  runs: number;
  /** What one run costs with this pack, in cents. */
  centsPerRun: number;
};

/** The credit packs for sale (CREDIT_PACKS), with what each means in runs. */
export const PACK_OFFERS: readonly PackOffer[] = CREDIT_PACKS.map((pack) => {
  const runs = Math.floor(pack.credits / RUN_CREDIT_COST);
  return {
    id: pack.id,
    name: pack.name,
    credits: pack.credits,
    priceCents: pack.price_cents,
    runs,
    centsPerRun: Math.round((pack.price_cents / runs) * 100) / 100,
  };
});
