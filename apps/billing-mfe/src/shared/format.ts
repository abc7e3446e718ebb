import { type CreditLedgerEntry, findCreditPack } from '@verity/contracts';

const numberFormat = new Intl.NumberFormat();

/** "1 credit", "2,000 credits". */
export function formatCredits(credits: number): string {
  return `${numberFormat.format(credits)} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;
}

/** A balance change with its sign: "+100", "−1" (a real minus sign, read as "minus"). */
export function formatDelta(delta: number): string {
  return delta < 0 ? `−${numberFormat.format(-delta)}` : `+${numberFormat.format(delta)}`;
}

/** "$9", "$39", "$12.50": whole amounts without cents, as prices are shown on the packs. */
export function formatPrice(amountCents: number, currency = 'usd'): string {
  const isWhole = amountCents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A pack's name from its id ("Starter"), or the id for a pack this build does not know. */
export function packName(packId: string): string {
  return findCreditPack(packId)?.name ?? packId;
}

/** Why the balance changed, in words; `runId` when the entry links to a run. */
export function describeLedgerEntry({ reason, reference }: Pick<CreditLedgerEntry, 'reason' | 'reference'>): { text: string; runId?: string } {
  switch (reason) {
    case 'signup_grant':
      return { text: 'Free credits for signing up' };
    case 'purchase':
      return { text: 'Credit pack purchase' };
    case 'promo':
      return { text: reference ? `Promo code ${reference}` : 'Promo code' };
    case 'run_debit':
      return reference ? { text: 'Test run', runId: reference } : { text: 'Test run' };
    case 'run_refund':
      return reference ? { text: 'Refund for a run that did not complete', runId: reference } : { text: 'Refund for a run that did not complete' };
    case 'admin_grant':
      return { text: 'Credits added by the Verity team' };
  }
}
