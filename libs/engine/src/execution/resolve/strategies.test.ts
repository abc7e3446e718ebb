import { attributeSpellings } from './strategies';

describe('attributeSpellings', () => {
  it('joins several words the ways class names and test ids do', () => {
    expect(attributeSpellings('Add to cart')).toEqual(['add-to-cart', 'add_to_cart', 'addtocart']);
  });

  it('gives a single action word its usual synonyms, and any other word itself', () => {
    expect(attributeSpellings('Delete')).toEqual(['delete', 'remove', 'destroy', 'trash', 'discard']);
    expect(attributeSpellings('close')).toEqual(['close', 'dismiss']);
    expect(attributeSpellings('Checkout')).toEqual(['checkout']);
  });

  it('gives nothing for words too short or too many to be a class name', () => {
    expect(attributeSpellings('OK')).toEqual([]);
    expect(attributeSpellings('')).toEqual([]);
    expect(attributeSpellings('one two three four five')).toEqual([]);
  });
});
