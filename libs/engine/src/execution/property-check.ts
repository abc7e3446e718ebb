import { type Assertion, ELEMENT_PROPERTIES_SCRIPT, type ElementProperties } from '@verity/steps';
import { pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { readElement } from './read-element';
import { resolveTarget } from './resolve/resolve-target';
import { type Purpose } from './resolve/strategies';
import { quote } from './resolve/text-match';
import { resolveContext, type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

type PropertyCheck = Extract<Assertion, { type: 'element-property' }>;

const propertiesOf = pageFunction<[Element], ElementProperties>(ELEMENT_PROPERTIES_SCRIPT);

/** How each property's element is found: a link as a click finds it, a field as typing does. */
const PURPOSES: Record<PropertyCheck['property'], Purpose> = { link: 'click', 'new-tab': 'click', required: 'fill', masked: 'fill', placeholder: 'fill', focused: 'state', colour: 'read' };

/** Words compared as a person reads them: spaces and a trailing ellipsis aside ("Search..." is "Search"). */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/(?:\.{2,}|…)$/, '').toLowerCase();

/** Whether the element's properties are as the check says (before "not"). */
function holds(check: PropertyCheck, read: ElementProperties): boolean {
  const value = check.value ?? '';
  switch (check.property) {
    case 'link':
      return [read.href, read.hrefWritten].some((href) => href !== null && href.toLowerCase().includes(value.toLowerCase()));
    case 'new-tab':
      return read.newTab;
    case 'required':
      return read.required;
    case 'masked':
      return read.masked;
    case 'focused':
      return read.focused;
    case 'placeholder':
      return read.placeholder !== null && plain(read.placeholder) === plain(value);
    case 'colour':
      return read.colours.includes(value);
  }
}

/** What the element is, in a failure's words. */
function actually(check: PropertyCheck, read: ElementProperties): string {
  switch (check.property) {
    case 'link':
      return read.href === null ? 'it is no link' : `it points to ${quote(read.hrefWritten ?? read.href)}`;
    case 'new-tab':
      return read.newTab ? 'it does' : 'it opens in the same tab';
    case 'placeholder':
      return read.placeholder === null ? 'it has none' : `it is ${quote(read.placeholder)}`;
    case 'colour': {
      const plainColours = read.colours.filter((name) => !name.includes(' '));
      return plainColours.length === 0 ? 'it shows no colour' : `it is ${plainColours.join(', ')}`;
    }
    default:
      return check.negated ? 'it is' : 'it is not';
  }
}

/** Each check in words: done, done with "not", and expected ("to …"). */
const CLAIMS: Record<PropertyCheck['property'], (value: string) => [string, string, string]> = {
  link: (value) => [`points to ${value}`, `does not point to ${value}`, `point to ${value}`],
  'new-tab': () => ['opens in a new tab', 'does not open in a new tab', 'open in a new tab'],
  required: () => ['is required', 'is not required', 'be required'],
  masked: () => ['is masked', 'is not masked', 'be masked'],
  focused: () => ['is focused', 'is not focused', 'be focused'],
  placeholder: (value) => [`has the placeholder ${value}`, `does not have the placeholder ${value}`, `have the placeholder ${value}`],
  colour: (value) => [`is ${value}`, `is not ${value}`, `be ${value}`],
};


/** "the About link points to /about", "the email field is required", "the Submit button is focused"… */
export async function elementProperty(check: PropertyCheck, context: StepContext): Promise<StepDone> {
  const found = await resolveTarget(check.target, PURPOSES[check.property], resolveContext(context));
  const result = await pollUntil(context, () => readElement(found.locator, propertiesOf), (read) => holds(check, read) !== check.negated);
  const [done, doneNot, expected] = CLAIMS[check.property](check.value === undefined ? '' : quote(check.value));
  if (result.ok) return { action: `Checked that ${found.description} ${check.negated ? doneNot : done}`, locator: String(found.locator) };
  throw new StepFailure(`Expected ${found.description} ${check.negated ? 'not ' : ''}to ${expected}, but ${actually(check, result.value)}.`);
}
