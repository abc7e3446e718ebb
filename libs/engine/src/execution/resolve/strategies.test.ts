import { attributeSpellings, passesFor, strategiesFor } from './strategies';

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

describe('passesFor', () => {
  const order = (purpose: Parameters<typeof passesFor>[1], options?: Parameters<typeof passesFor>[2]) =>
    passesFor(strategiesFor({ text: 'Saved' }, purpose), purpose, options).map(({ tier, strategies }) => `${tier}: ${strategies.map(({ id }) => id).join(' ')}`);

  it('asks a check that only needs the words on screen for them as written, then within a longer text, then any other way', () => {
    const passes = order('see');
    expect(passes.slice(0, 3)).toEqual(['exact: text', 'contains: text', 'exact: label role:button role:link role:checkbox role:radio role:combobox role:textbox role:heading placeholder alt title test-id selector']);
    expect(passes.slice(3).map((pass) => pass.split(':')[0])).toEqual(['case-insensitive', 'contains', 'loose', 'words']);
    expect(passes[4]).not.toMatch(/: text /);
    expect(passes[5]).toMatch(/: text /);
  });

  it('keeps every tier in order for "the 2nd" and for a check of the state', () => {
    for (const passes of [order('see', { isCounted: true }), order('state')]) expect(passes.map((pass) => pass.split(':')[0])).toEqual(['exact', 'case-insensitive', 'contains', 'loose', 'words']);
    expect(order('see', { isCounted: true })[0]).toMatch(/^exact: text label /);
  });
});
