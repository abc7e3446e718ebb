import { menuButtonPhrase } from './menu-button';
import { countWords } from './count-bounds';
import { numberBoundWords } from './number-bounds';
import { columnNamed } from './column-cells';
import { formatAccessibilityClaim } from './accessibility';
import { APP_STATE_CLAIMS } from './app-state';
import { type Assertion, type StepAction, type Target } from './ast';
import { formatEmailStep } from './email-steps';
import { everyOne, sortedBy } from './listed-items';
import { formatDialogAnswer } from './native-dialogs';
import { quote } from './masked-line';
import { ROLE_DISPLAY, ordinalWord } from './vocabulary';
import { formatVisualClaim } from './visual';

/** A target in the grammar's own words: `the 2nd "Delete" button in "Cart" near "Total"`. */
export function formatTarget(target: Target): string {
  // An icon is written as said ("the cart icon"): quoted, its name would be the control named so.
  if (target.part === 'menu-button') return menuButtonPhrase(target);
  if (target.part) return `the ${target.part === 'icon' && /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(target.text) ? target.text : quote(target.text)} ${target.part}`;
  const role = target.role ? ROLE_DISPLAY[target.role] : undefined;
  const ordinal = target.nth !== undefined ? `the ${ordinalWord(target.nth)}` : role ? 'the' : undefined;
  // A kind of element with no name ("the checkbox near …") is written without an empty quote.
  const name = target.text === '' && role ? undefined : quote(target.text);
  const within = target.within !== undefined ? `in ${quote(target.within)}` : undefined;
  const near = target.near !== undefined ? `near ${quote(target.near)}` : undefined;
  return [ordinal, name, role, within, near].filter((part) => part !== undefined).join(' ');
}

const seconds = (value: number) => `${value} ${value === 1 ? 'second' : 'seconds'}`;

/**
 * A step written the way docs/steps.md writes it. Parsing the result gives the same step back, so the
 * planner and the parser's suggestions only ever offer lines the grammar accepts.
 */
export function formatStep(action: StepAction): string {
  switch (action.kind) {
    case 'navigate':
      return action.url === '' ? 'Open the home page' : /\s/.test(action.url) ? `Go to ${quote(action.url)}` : `Go to ${action.url}`;
    case 'back':
      return 'Go back';
    case 'forward':
      return 'Go forward';
    case 'reload':
      return 'Reload the page';
    case 'switch-tab':
      return action.to === 'new' ? 'Switch to the new tab' : 'Switch to the first tab';
    case 'close-tab':
      return 'Close the tab';
    case 'click': {
      if (action.outside) return `Click outside ${formatTarget(action.target)}`;
      const verb = action.button === 'right' ? 'Right-click' : action.clickCount === 2 ? 'Double-click' : 'Click';
      return `${verb} ${formatTarget(action.target)}${action.inEmail ? ' in the email' : ''}${action.times ? ` ${action.times} times` : ''}`;
    }
    case 'drag':
      return `Drag ${formatTarget(action.target)} to ${formatTarget(action.to)}`;
    case 'hover':
      return `Hover over ${formatTarget(action.target)}`;
    case 'answer-dialog':
      return formatDialogAnswer(action);
    case 'fill':
      return `Type ${quote(action.value)} into ${formatTarget(action.target)}`;
    case 'clear':
      return `Clear ${formatTarget(action.target)}`;
    case 'select':
      return `Select ${quote(action.option)} from ${formatTarget(action.target)}`;
    case 'check':
      return `${action.checked ? 'Check' : 'Uncheck'} ${formatTarget(action.target)}`;
    case 'press':
      return `Press ${action.key.length === 1 ? quote(action.key) : action.key}${action.target ? ` in ${formatTarget(action.target)}` : ''}${action.times ? ` ${action.times} times` : ''}`;
    case 'scroll':
      if (action.target) return `Scroll to ${formatTarget(action.target)}`;
      return action.direction === 'top' || action.direction === 'bottom' ? `Scroll to the ${action.direction}` : `Scroll ${action.direction ?? 'down'}`;
    case 'upload':
      return `Upload ${quote(action.file)} to ${formatTarget(action.target)}`;
    case 'wait':
      return `Wait ${seconds(action.seconds)}`;
    case 'wait-for':
      return `Wait for ${formatTarget(action.target)} to ${action.state === 'hidden' ? 'disappear' : 'appear'}`;
    case 'store-text':
      return `Store the text of ${formatTarget(action.target)} as {{${action.variable}}}`;
    case 'generate':
      return `Set {{${action.variable}}} to ${action.generator === 'email' ? 'a unique email' : `a random ${action.generator}`}`;
    case 'open-email':
    case 'store-email-code':
      return formatEmailStep(action);
    case 'assert':
      return `Check that ${formatClaim(action.assertion)}`;
  }
}

function formatClaim(assertion: Assertion): string {
  switch (assertion.type) {
    case 'page-text':
      // A kind of value is said in words ("an email address"): quoted, they would be the words themselves.
      return `the page ${assertion.negated ? 'does not show' : 'shows'} ${assertion.kind ? assertion.text : quote(assertion.text)}`;
    case 'title':
    case 'url': {
      const subject = assertion.type === 'title' ? 'the title' : 'the URL';
      const verb = assertion.mode === 'is' ? (assertion.negated ? 'is not' : 'is') : assertion.negated ? 'does not contain' : 'contains';
      return `${subject} ${verb} ${quote(assertion.value)}`;
    }
    case 'field-value': {
      const target = formatTarget(assertion.target);
      const column = assertion.among === 'every-cell' ? columnNamed(assertion.target.text) : null;
      if (assertion.compare) return `${column !== null ? `every cell of the ${quote(column)} column` : target} is ${numberBoundWords(assertion.compare)} ${assertion.value}`;
      if (assertion.value === '' && assertion.mode !== 'contains') return `${target} is ${assertion.negated ? 'not empty' : 'empty'}`;
      const value = assertion.kind ? assertion.value : quote(assertion.value);
      if (column !== null) return `every cell of the ${quote(column)} column ${assertion.mode === 'contains' ? (assertion.negated ? 'does not contain' : 'contains') : assertion.negated ? 'is not' : 'is'} ${value}`;
      if (assertion.among === 'options') return `${target} ${assertion.negated ? 'does not have' : 'has'} the option ${quote(assertion.value)}`;
      // A dropdown that "contains" X has the option X: the one it shows chosen is what it "shows".
      if (assertion.mode === 'contains' && assertion.target.role === 'combobox') return `${target} ${assertion.negated ? 'does not show' : 'shows'} ${quote(assertion.value)}`;
      if (assertion.mode === 'contains') return `${target} ${assertion.negated ? 'does not contain' : 'contains'} ${value}`;
      return `${target} ${assertion.negated ? 'does not have' : 'has'} value ${quote(assertion.value)}`;
    }
    case 'element-state':
      return `${formatTarget(assertion.target)} is ${assertion.state}`;
    case 'images-loaded':
      return 'there are no broken images';
    case 'in-cart':
      return `${quote(assertion.item)} is ${assertion.negated ? 'not ' : ''}in the cart`;
    case 'dialog-text': {
      const verb = assertion.mode === 'contains' ? (assertion.negated ? 'does not contain' : 'contains') : assertion.negated ? 'is not' : 'is';
      return `the alert text ${verb} ${quote(assertion.value)}`;
    }
    case 'element-property':
      return formatProperty(assertion);
    case 'only-listed':
      return `only ${quote(assertion.text)} is listed`;
    case 'on-page':
      return `the user is ${assertion.negated ? 'not ' : ''}on the ${quote(assertion.name)} page`;
    case 'no-console-errors':
      return 'the page has no console errors';
    case 'address-unchanged':
      if (assertion.what === 'url') return assertion.negated ? 'the URL changes' : 'the URL stays the same';
      return assertion.negated ? 'the user is taken to another page' : 'the user stays on the same page';
    case 'app-state':
      return `${APP_STATE_CLAIMS[assertion.state]}${assertion.as === undefined ? '' : ` as ${quote(assertion.as)}`}`;
    case 'items-order':
      return `the ${assertion.things} ${/s$/.test(assertion.things) ? 'are' : 'is'} ${sortedBy(assertion)}`;
    case 'every-item':
      return `${everyOne(assertion.things)} contains ${quote(assertion.value)}`;
    case 'nth-item': {
      const verb = assertion.mode === 'contains' ? (assertion.negated ? 'does not contain' : 'contains') : assertion.negated ? 'is not' : 'is';
      return `the ${ordinalWord(assertion.nth)} ${assertion.things} ${verb} ${quote(assertion.value)}`;
    }
    case 'item-value': {
      if (assertion.compare) return `the ${assertion.attribute} of ${quote(assertion.item)} is ${numberBoundWords(assertion.compare)} ${assertion.value}`;
      const verb = assertion.mode === 'contains' ? (assertion.negated ? 'does not contain' : 'contains') : assertion.negated ? 'is not' : 'is';
      return `the ${assertion.attribute} of ${quote(assertion.item)} ${verb} ${quote(assertion.value)}`;
    }
    case 'count': {
      const count = countWords(assertion.count, assertion.bound);
      if (assertion.things) return `there ${assertion.count === 1 ? 'is' : 'are'} ${count} ${assertion.target.text}`;
      return `${formatTarget(assertion.target)} appears ${count} ${assertion.count === 1 ? 'time' : 'times'}`;
    }
    case 'accessibility':
      return formatAccessibilityClaim(assertion);
    case 'visual':
      return formatVisualClaim(assertion);
    case 'email-text':
      return `the email ${assertion.negated ? 'does not contain' : 'contains'} ${quote(assertion.text)}`;
    case 'email-subject': {
      const verb = assertion.mode === 'is' ? (assertion.negated ? 'is not' : 'is') : assertion.negated ? 'does not contain' : 'contains';
      return `the email subject ${verb} ${quote(assertion.value)}`;
    }
  }
}

/** How each property check is written back: each reads back to itself. */
function formatProperty(assertion: Extract<Assertion, { type: 'element-property' }>): string {
  const target = formatTarget(assertion.target);
  const not = assertion.negated ? 'not ' : '';
  const value = assertion.value === undefined ? '' : quote(assertion.value);
  switch (assertion.property) {
    case 'link':
      return `${target} does ${not}point to ${value}`.replace('does point', 'points');
    case 'new-tab':
      return `${target} does ${not}open in a new tab`.replace('does open', 'opens');
    case 'required':
      return `${target} is ${not}required`;
    case 'masked':
      return `${target} is ${not}masked`;
    case 'focused':
      return `${target} is ${not}focused`;
    case 'placeholder':
      return `${target} does ${not}have placeholder ${value}`.replace('does have', 'has');
    case 'colour':
      return `${target} is ${not}${assertion.value ?? ''}`;
  }
}
