import { readSortRequest, sortDirection, sortOptionFor } from './sort-order';

describe('the order a sort step asks for', () => {
  it.each([
    ['Price descending', 'Price', true],
    ['price from high to low', 'price', true],
    ['Price: high to low', 'Price', true],
    ['Name (Z to A)', 'Name', true],
    ['company, Z to A', 'company', true],
    ['Due column in ascending order', 'Due', false],
    ['price ascending', 'price', false],
    ['Price (low to high)', 'Price', false],
    ['the Due column', 'Due', null],
    ['Due', 'Due', null],
    ['Featured', 'Featured', null],
    ['lowest price', 'price', false],
    ['cheapest', 'price', false],
    ['most expensive first', 'price', true],
    ['newest', 'newest', true],
  ])('reads %j as by %j, descending %j', (option, field, descending) => {
    expect(readSortRequest(option)).toEqual({ field, descending });
  });

  it('tells the way option labels order', () => {
    expect(['Price (high to low)', 'Price: Low to High', 'Newest first', 'Oldest first', 'Name (A to Z)', 'Name: Z-A', 'Featured'].map(sortDirection)).toEqual([true, false, true, false, false, true, null]);
    // A range is read before its words: "lowest to highest" goes up, though it says "highest".
    expect(['Price: lowest to highest', 'from most expensive to cheapest', 'Highest rated', 'Best selling'].map(sortDirection)).toEqual([false, true, true, null]);
  });

  it("finds the dropdown's option that names the value and orders the same way, and no other", () => {
    const labels = ['Featured', 'Name (A to Z)', 'Name (Z to A)', 'Price (low to high)', 'Price (high to low)'];
    expect(sortOptionFor(labels, readSortRequest('price from high to low'))).toBe(4);
    expect(sortOptionFor(labels, readSortRequest('Price ascending'))).toBe(3);
    expect(sortOptionFor(labels, readSortRequest('name descending'))).toBe(2);
    expect(sortOptionFor(labels, readSortRequest('lowest price'))).toBe(3);
    expect(sortOptionFor(['Newest first', 'Oldest first', 'Price'], readSortRequest('newest'))).toBe(0);
    // Not said which way, or no option of that value: no guess.
    expect(sortOptionFor(labels, readSortRequest('price'))).toBe(-1);
    expect(sortOptionFor(labels, readSortRequest('rating descending'))).toBe(-1);
    // Two options that would do: none is chosen.
    expect(sortOptionFor(['Price: high to low', 'Price (high to low)'], readSortRequest('price descending'))).toBe(-1);
  });
});
