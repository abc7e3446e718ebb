/**
 * "the total is more than $10", "the price of the Backpack is less than 50", "the rating is at least 4": a value
 * compared as a number. Read by the value checks (assertions.ts), checked by the engine and the exported spec with
 * amountHolds.
 */

export type NumberBound = 'more-than' | 'less-than' | 'at-least' | 'at-most';

/** The words that compare, as a regex group named `compare`. */
export const NUMBER_BOUND = String.raw`(?<compare>(?:greater|more|higher|larger|bigger)\s+than\s+or\s+equal\s+to|(?:less|lower|smaller|fewer)\s+than\s+or\s+equal\s+to|(?:greater|more|higher|larger|bigger)\s+than|(?:less|lower|smaller|fewer)\s+than|above|over|below|under|at\s+least|at\s+most|no\s+(?:more|greater|higher)\s+than|no\s+(?:less|lower|fewer)\s+than|not\s+(?:more|greater|higher)\s+than|not\s+(?:less|lower|fewer)\s+than|a\s+minimum\s+of|a\s+maximum\s+of)`;

/** The bound the words give: "no more than" is at most, "above" is more than. */
export function numberBoundOf(words: string): NumberBound {
  const said = words.toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:no|not) (?:more|greater|higher) than$|^a maximum of$|^at most$|^(?:less|lower|smaller|fewer) than or equal to$/.test(said)) return 'at-most';
  if (/^(?:no|not) (?:less|lower|fewer) than$|^a minimum of$|^at least$|^(?:greater|more|higher|larger|bigger) than or equal to$/.test(said)) return 'at-least';
  if (/^(?:less|lower|smaller|fewer) than$|^below$|^under$/.test(said)) return 'less-than';
  return 'more-than';
}

/** "more than", "at least"…: the bound as a check says it. */
export function numberBoundWords(bound: NumberBound): string {
  return { 'more-than': 'more than', 'less-than': 'less than', 'at-least': 'at least', 'at-most': 'at most' }[bound];
}

/**
 * Whether a page's words show an amount within the bound of the wanted one. The amount shown is the last in the words
 * ("Subtotal (2 items): $120.00" shows 120), the last with a currency sign when the step wrote one; a decimal comma
 * counts ("9,99", "1.200,50"). A script, as source, so an exported spec runs the same comparison.
 */
export const AMOUNT_HOLDS_SCRIPT = String.raw`(text, wanted, bound) => {
  const numberOf = (written) => {
    let digits = written.replace(/−/g, '-').replace(/\s/g, '');
    const lastComma = digits.lastIndexOf(',');
    if (lastComma > digits.lastIndexOf('.') && /^,\d{1,2}$/.test(digits.slice(lastComma))) digits = digits.replace(/\./g, '').replace(',', '.');
    else digits = digits.replace(/,/g, '');
    digits = digits.replace(/\.$/, '');
    return /^-?\d+(?:\.\d+)?$/.test(digits) ? Number(digits) : null;
  };
  const currency = /[$€£¥₹]/;
  const found = [...text.matchAll(/([$€£¥₹]\s?)?([-−]?\d[\d,.]*)/g)];
  const priced = currency.test(wanted) ? found.filter((match) => match[1] !== undefined) : [];
  const chosen = (priced.length > 0 ? priced : found).at(-1);
  const shown = chosen ? numberOf(chosen[2]) : null;
  const limitWritten = /[-−]?\d[\d,.]*/.exec(wanted.replace(/([-−])\s*[$€£¥₹]\s*/, '$1'));
  const limit = limitWritten ? numberOf(limitWritten[0]) : null;
  if (shown === null || limit === null) return false;
  if (bound === 'more-than') return shown > limit;
  if (bound === 'less-than') return shown < limit;
  if (bound === 'at-least') return shown >= limit;
  return shown <= limit;
}`;

/** Whether the words show an amount within the bound of the wanted one (AMOUNT_HOLDS_SCRIPT). */
export const amountHolds = new Function(`return (${AMOUNT_HOLDS_SCRIPT});`)() as (text: string, wanted: string, bound: NumberBound) => boolean;
