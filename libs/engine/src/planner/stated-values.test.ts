import { type PageElement } from './read-page';
import { statedValue } from './stated-values';

const field = (name: string, inputType = 'text'): PageElement => ({ kind: 'field', name, inputType }) as PageElement;

describe('statedValue: what the goal says to type into a field', () => {
  const goal = 'Create a new contact named Grace Hopper with email grace@navy.mil, company "US Navy" and zip code 10001';

  it.each([
    ['First name', 'text', 'Grace'],
    ['Last name', 'text', 'Hopper'],
    ['Full name', 'text', 'Grace Hopper'],
    ['Name', 'text', 'Grace Hopper'],
    ['Work email', 'email', 'grace@navy.mil'],
    ['Company', 'text', 'US Navy'],
    ['ZIP / Postal code', 'text', '10001'],
  ])('%s (%s) gets %j', (name, type, expected) => {
    expect(statedValue(field(name, type), goal)).toBe(expected);
  });

  it.each([
    ['Phone', 'tel'],
    ['Password', 'password'],
    ['Username', 'text'],
    ['City', 'text'],
  ])('%s gets nothing the goal does not say', (name, type) => {
    expect(statedValue(field(name, type), goal)).toBeNull();
  });

  it('takes the name after "called" or "as", and nothing from a goal with no name', () => {
    expect(statedValue(field('Full name'), 'check out as Ada Lovelace with email ada@example.com')).toBe('Ada Lovelace');
    expect(statedValue(field('First name'), 'Add a contact called Katherine Johnson')).toBe('Katherine');
    expect(statedValue(field('Full name'), 'check out with any name and zip code')).toBeNull();
  });
});
