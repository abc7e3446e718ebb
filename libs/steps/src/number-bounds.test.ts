import { amountHolds, numberBoundOf } from './number-bounds';

describe('a value compared as a number', () => {
  it.each([
    ['$120.00', '$0', 'more-than', true],
    ['Total: $0.00', '$0', 'more-than', false],
    // The last amount, the last with a currency sign when the step wrote one.
    ['Subtotal (2 items): $120.00', '$100', 'more-than', true],
    ['Subtotal (2 items): $120.00', '3', 'less-than', false],
    ['9,99 €', '10', 'less-than', true],
    ['1.200,50', '1200', 'more-than', true],
    ['$1,200', '1000', 'more-than', true],
    ['Rating 4.5', '4.5', 'at-least', true],
    ['Rating 4.5', '4.5', 'at-most', true],
    ['Rating 4.5', '4.5', 'more-than', false],
    ['-3', '0', 'less-than', true],
    ['Out of stock', '1', 'at-least', false],
  ] as const)('%j against %j (%s): %s', (text, wanted, bound, holds) => {
    expect(amountHolds(text, wanted, bound)).toBe(holds);
  });

  it.each([
    ['greater than', 'more-than'],
    ['above', 'more-than'],
    ['under', 'less-than'],
    ['lower than', 'less-than'],
    ['no more than', 'at-most'],
    ['not less than', 'at-least'],
    ['greater than or equal to', 'at-least'],
    ['a maximum of', 'at-most'],
  ] as const)('reads %j as %s', (words, bound) => {
    expect(numberBoundOf(words)).toBe(bound);
  });
});
