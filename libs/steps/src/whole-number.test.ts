import { isBareNumber, wholeNumberPattern } from './whole-number';

describe('a number shown whole', () => {
  it.each([
    ['1', '1 item', true],
    ['1', 'Cart (1)', true],
    ['1', '11', false],
    ['1', '21 items', false],
    ['1', '$1.50', false],
    ['5', 'Page 5 of 12', true],
    ['2,500', 'Total: 2,500 points', true],
    ['2,500', '12,500', false],
    ['19.99', '$19.99', true],
    ['19.99', '$119.99', false],
    ['$5', 'Price: $5', true],
    ['$5', '$5.99', false],
    ['15%', 'Save 15% today', true],
  ])('%j in %j: %s', (value, text, shown) => {
    expect(wholeNumberPattern(value).test(text)).toBe(shown);
  });

  it('is a value of digits alone, not words or a variable', () => {
    expect(['1', '2,500', '19.99', '-3', '$5', '15%'].every(isBareNumber)).toBe(true);
    expect(['1 item', 'v2', '{{count}}', '5 USD', ''].some(isBareNumber)).toBe(false);
  });
});
