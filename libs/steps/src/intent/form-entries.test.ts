import { parseStep } from '../parse-step';
import { type FormEntry } from './form-entries';
import { readGoalClauses } from './goal-clauses';

/** The form fill a line parses to (its form and entries), or what else it became. */
function formFillOf(line: string): { form?: string; entries: FormEntry[] } | string {
  const parsed = parseStep(line, 0);
  if (!parsed.ok) return 'refused';
  if (parsed.step?.kind !== 'intent') return `grammar ${parsed.step?.kind}`;
  const [clause, ...others] = parsed.step.clauses;
  if (clause?.kind !== 'fill-form' || !clause.entries || others.length > 0) return JSON.stringify(parsed.step.clauses);
  return { ...(clause.form ? { form: clause.form } : {}), entries: clause.entries };
}

const words = (text: string): FormEntry => ({ value: text, words: text });

describe('a form filled with the values a line gives', () => {
  it.each([
    ['Fill in the checkout form with John, Doe, 12345', { form: 'checkout', entries: [{ value: 'John' }, { value: 'Doe' }, { value: '12345' }] }],
    ['Complete your shipping details using: "Ada Lovelace", "1 Main St, London"', { form: 'shipping', entries: [{ value: 'Ada Lovelace' }, { value: '1 Main St, London' }] }],
    ['Fill the form with first name John, last name Doe and zip 12345', { entries: [words('first name John'), words('last name Doe'), words('zip 12345')] }],
    ['Enter first name John, last name Doe, postal code 12345', { entries: [words('first name John'), words('last name Doe'), words('postal code 12345')] }],
    [
      'Fill in First Name: John, Last Name: Doe, Zip: 12345',
      { entries: [{ label: 'First Name', value: 'John' }, { label: 'Last Name', value: 'Doe' }, { label: 'Zip', value: '12345' }] },
    ],
    [
      'Enter John as first name, Doe as last name, and 12345 as the postal code',
      { entries: [{ label: 'first name', value: 'John' }, { label: 'last name', value: 'Doe' }, { label: 'postal code', value: '12345' }] },
    ],
    ['Type "Ada" into First name and "Lovelace" into Last name', { entries: [{ label: 'First name', value: 'Ada' }, { label: 'Last name', value: 'Lovelace' }] }],
    ['Fill in the shipping address with name "Ada Lovelace", city is London', { form: 'shipping address', entries: [{ label: 'name', value: 'Ada Lovelace' }, { label: 'city', value: 'London' }] }],
  ])('reads %j', (line, expected) => {
    expect(formFillOf(line)).toEqual(expected);
  });

  it.each([
    // Made-up values, one field, a login and a single value are the other readings they always were.
    ['Fill in the form with valid data', JSON.stringify([{ kind: 'fill-form', text: 'Fill in the form with valid data' }])],
    ['Fill in the address with 1 Main St', 'grammar fill'],
    ['Type "hello" into Search', 'grammar fill'],
    ['Enter "John" as first name', JSON.stringify([{ kind: 'fill', text: 'Enter "John" as first name', field: 'first name', value: 'John' }])],
    ['Enter John, Doe', 'refused'],
  ])('leaves %j to its other reading', (line, expected) => {
    expect(formFillOf(line)).toEqual(expected);
  });

  it('reads a login as a login, and ends the values where the next step of a goal begins', () => {
    expect(readGoalClauses('Enter username standard_user and password secret_sauce').map((clause) => clause.kind)).toEqual(['login']);
    const clauses = readGoalClauses('Fill in the checkout form with John, Doe, 12345 and click Continue, then verify that the page shows "Overview"');
    expect(clauses.map((clause) => clause.kind)).toEqual(['fill-form', 'activate', 'expect']);
    expect(clauses[0]).toMatchObject({ text: 'Fill in the checkout form with John, Doe, 12345', entries: [{ value: 'John' }, { value: 'Doe' }, { value: '12345' }] });
  });
});
