import { type FormEntry } from '@verity/steps';
import { type PageElement, type PageSnapshot } from '../read-page';
import { fieldValues } from './form-values';

const text = (name: string, form = 0, extra: Partial<PageElement> = {}): PageElement => ({ kind: 'field', name, inputType: 'text', form, ...extra });

/** A page with a promo code form and newsletter form around the checkout form, as a shop's checkout page has. */
const CHECKOUT: PageSnapshot = {
  url: 'http://shop.test/checkout',
  title: 'Checkout',
  forms: [
    { label: 'Promo code', method: 'get', action: null },
    { label: 'Your information', hints: 'checkout form', method: 'get', action: null },
    { label: 'Stay in the loop', hints: 'newsletter', method: 'get', action: null },
  ],
  elements: [
    { kind: 'field', name: 'Search products', inputType: 'search' },
    text('Promo code', 0),
    text('First Name', 1),
    text('Last Name', 1),
    text('Zip/Postal Code', 1),
    { kind: 'select', name: 'Country', form: 1, options: ['Choose…', 'France', 'United Kingdom'] },
    text('Email address', 2, { inputType: 'email' }),
  ],
  messages: [],
};

/** Each value with the name of its field, or the sentence saying why not. */
function placed(entries: FormEntry[], form?: string): Array<[string, string]> | string {
  const values = fieldValues(CHECKOUT, entries, form);
  return typeof values === 'string' ? values : values.map(({ element, value }) => [element.name, value]);
}

const words = (written: string): FormEntry => ({ value: written, words: written });

describe('the fields a line’s values go into', () => {
  it('puts values given alone into the fields of the form the line names, in their order', () => {
    expect(placed([{ value: 'John' }, { value: 'Doe' }, { value: '12345' }], 'checkout')).toEqual([
      ['First Name', 'John'],
      ['Last Name', 'Doe'],
      ['Zip/Postal Code', '12345'],
    ]);
  });

  it('puts them into the form with the most fields when the line names none', () => {
    expect(placed([{ value: 'John' }, { value: 'Doe' }])).toEqual([
      ['First Name', 'John'],
      ['Last Name', 'Doe'],
    ]);
  });

  it('splits a field’s words from its value by the labels on the page', () => {
    expect(placed([words('last name Doe'), words('first name John Paul'), words('postcode SW1A 1AA'), words('country United Kingdom')])).toEqual([
      ['Last Name', 'Doe'],
      ['First Name', 'John Paul'],
      ['Zip/Postal Code', 'SW1A 1AA'],
      ['Country', 'United Kingdom'],
    ]);
  });

  it('finds a field by the words a line names it with, and fills the rest of its form in order', () => {
    expect(placed([{ label: 'zip', value: '12345' }, { value: 'John' }, { value: 'Doe' }])).toEqual([
      ['Zip/Postal Code', '12345'],
      ['First Name', 'John'],
      ['Last Name', 'Doe'],
    ]);
    expect(placed([{ label: 'email', value: 'ada@example.com' }])).toEqual([['Email address', 'ada@example.com']]);
  });

  it('says which field the page does not have, and never types a value into the wrong one', () => {
    expect(placed([{ label: 'Phone', value: '555-0100' }, { value: 'John' }])).toBe('There is no field called "Phone" on the page to type "555-0100" into.');
    expect(placed([words('first name John'), words('phone 555-0100')])).toBe('No field on the page is named by "phone 555-0100".');
  });

  it('says when the line gives more values than the form has fields', () => {
    expect(placed([{ value: 'a' }, { value: 'b' }, { value: 'c' }, { value: 'd' }, { value: 'e' }], 'checkout')).toBe(
      'The form has 4 fields left to fill, but the line gives 5 values for them: "a", "b", "c", "d", "e".',
    );
    expect(fieldValues({ ...CHECKOUT, elements: [] }, [{ value: 'a' }])).toBe('There is no form on the page to fill in.');
  });
});
