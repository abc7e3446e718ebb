import { type Step } from './ast';
import { parseStep } from './parse-step';
import { changesOnlyTarget } from './retarget';

function step(line: string): Step {
  const parsed = parseStep(line, 0);
  if (!parsed.ok || !parsed.step || parsed.step.kind === 'intent') throw new Error(`not a grammar step: ${line}`);
  return parsed.step;
}

describe('changesOnlyTarget', () => {
  it.each([
    ['Click the "Log in" button', 'Click the "Sign In" button'],
    ['Click the "Log in" button', 'Click "Sign In"'],
    ['Type "ada@example.com" into "Email"', 'Type "ada@example.com" into "E-mail address"'],
    ['Select "Blue" from "Colour"', 'Select "Blue" from "Color" in "Filters"'],
    ['Check that "Total" has value "$10.00"', 'Check that "Order total" has value "$10.00"'],
    ['Check that "Place order" is disabled', 'Check that the "Place order" button is disabled'],
    ['There should be 3 "Remove" buttons', 'There should be 3 "Delete" buttons'],
  ])('accepts %j → %j: the element is found another way', (original, proposed) => {
    expect(changesOnlyTarget(step(original), step(proposed))).toBe(true);
  });

  it.each([
    ['Check that "Total" has value "$10.00"', 'Check that "Total" has value "$12.00"', 'another expected value'],
    ['Check that "Total" has value "$10.00"', 'Check that "Order total" contains "$10"', 'a weaker comparison'],
    ['Check that "Place order" is disabled', 'Check that "Place order" is visible', 'another state'],
    ['Check that "Place order" is disabled', 'Click "Place order"', 'an action for a check'],
    ['There should be 3 "Remove" buttons', 'There should be 2 "Delete" buttons', 'another count'],
    ['Type "ada@example.com" into "Email"', 'Type "bob@example.com" into "E-mail address"', 'another value'],
    ['Click the "Log in" button', 'Double-click the "Sign In" button', 'another action'],
    ['Click the "Log in" button', 'Click the "Log in" button', 'no change'],
    ['Check that the page shows "Welcome"', 'Check that the page shows "Hello"', 'a check without an element'],
    ['Go back', 'Reload the page', 'steps without an element'],
  ])('refuses %j → %j (%s)', (original, proposed) => {
    expect(changesOnlyTarget(step(original), step(proposed))).toBe(false);
  });
});
