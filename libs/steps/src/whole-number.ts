/**
 * A value that is a number alone ("1", "2,500", "19.99", "$5", "15%"): what "shows 1" looks for is that number, not
 * a digit of "11".
 */
const BARE_NUMBER = /^[+-]?[$€£¥]?\d(?:[\d,.\s]*\d)?%?$/;

export function isBareNumber(value: string): boolean {
  return BARE_NUMBER.test(value.trim());
}

/**
 * The number written whole, not inside a longer one: "1" is in "1 item" and "Cart (1)", not in "11", "21" or
 * "1.50". A pattern for the engine's check and for the exported spec's `toContainText`.
 */
export function wholeNumberPattern(value: string): RegExp {
  const escaped = value.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\d)(?<!\\d[.,])${escaped}(?!\\d)(?![.,]\\d)`);
}
