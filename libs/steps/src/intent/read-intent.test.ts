import { type GoalClause } from './goal-clauses';
import { parseStep } from '../parse-step';

/** What a line parses to: the intents' clauses without their text, a grammar step's kind, or the refusal. */
function reading(line: string): { intent: Array<Partial<GoalClause>> } | { grammar: string } | { refused: string } {
  const parsed = parseStep(line, 0);
  if (!parsed.ok) return { refused: parsed.error.message };
  if (!parsed.step) return { grammar: 'nothing' };
  if (parsed.step.kind !== 'intent') return { grammar: parsed.step.kind };
  return { intent: parsed.step.clauses.map(({ text: _text, ...clause }) => clause) };
}

const login = (username: string, password: string) => ({ intent: [{ kind: 'login' as const, username, password }] });

describe('steps written as intents', () => {
  it.each([
    ['Log in as standard_user with password secret_sauce', login('standard_user', 'secret_sauce')],
    ['Sign in as "tomsmith" with password "SuperSecretPassword!"', login('tomsmith', 'SuperSecretPassword!')],
    ['Login with username tomsmith and password SuperSecretPassword', login('tomsmith', 'SuperSecretPassword')],
    ['Log in using ada@example.com / hunter2', login('ada@example.com', 'hunter2')],
    ['1. Sign in with email ada@example.com and password "correct horse"', login('ada@example.com', 'correct horse')],
    ['Log in as {{user}} with password {{password}}', login('{{user}}', '{{password}}')],
  ])('reads %j as logging in', (line, expected) => {
    expect(reading(line)).toEqual(expected);
  });

  it.each([
    ['Add the Sauce Labs Backpack to the cart', 'Sauce Labs Backpack'],
    ['add "Sauce Labs Bike Light" to cart', 'Sauce Labs Bike Light'],
    ['Put the Fleece Jacket in the basket', 'Fleece Jacket'],
    ['- Add Sauce Labs Onesie to my shopping cart', 'Sauce Labs Onesie'],
  ])('reads %j as adding %j to the cart', (line, item) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'add-to-cart', item }] });
  });

  it.each([
    ['Reset app state', { name: 'Reset app state', verb: 'reset' }],
    ['Close the dialog', { name: 'Close dialog', verb: 'close' }],
    ['Accept all cookies', { name: 'Accept cookies', verb: 'accept' }],
    ['Accept the cookie consent', { name: 'Accept cookie consent', verb: 'accept' }],
    ['Publish the article', { name: 'Publish article', verb: 'publish' }],
    ['Retry', { name: 'Retry', verb: 'retry' }],
    ['Load more', { name: 'Load more', verb: 'load more' }],
    ['Go back to products', { name: 'Back to products' }],
    ['Return to the inventory page', { name: 'Back to inventory' }],
  ])('reads %j as the control that does it', (line, expected) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'activate', ...expected }] });
  });

  it.each([
    ['Remove the row containing Alden', { action: 'remove', item: 'Alden' }],
    ['Delete the row with Alden', { action: 'delete', item: 'Alden' }],
    ['Edit the row with Cierra', { action: 'edit', item: 'Cierra' }],
  ])('reads %j as a row of the table acted on, never as a claim about a row', (line, expected) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'row-action', ...expected }] });
  });

  it('keeps a line naming a button "Remove" a claim', () => {
    expect(reading('Remove button is displayed')).toEqual({ grammar: 'assert' });
  });

  it('leaves a verb the grammar knows, and the terms one accepts, to their own readings', () => {
    expect(reading('Refresh the page')).toEqual({ grammar: 'reload' });
    expect(reading('Accept the terms and conditions')).toEqual({ intent: [{ kind: 'toggle', name: 'terms and conditions', isOn: true }] });
    expect(reading('Toggle dark mode on')).toEqual({ intent: [{ kind: 'toggle', name: 'dark mode', isOn: true }] });
    expect(reading('Choose Large as the size')).toEqual({ intent: [{ kind: 'choose', option: 'Large', field: 'size' }] });
    // A time zone is a list to choose from, not a time the date picker sets.
    expect(reading('Select Europe/Berlin as the time zone')).toEqual({ intent: [{ kind: 'choose', option: 'Europe/Berlin', field: 'time zone' }] });
    // Loading that ends: no element says "loading is done".
    expect(reading('Wait until the loading is done')).toEqual({ intent: [{ kind: 'wait' }] });
    expect(reading('Wait for loading to finish')).toEqual({ intent: [{ kind: 'wait' }] });
    expect(reading('Wait for "Loading complete" to appear')).toEqual({ grammar: 'wait-for' });
    // The field named first: not an element called "size M".
    expect(reading('Select size M')).toEqual({ intent: [{ kind: 'choose', option: 'M', field: 'size' }] });
    expect(reading('Choose colour "Navy Blue"')).toEqual({ intent: [{ kind: 'choose', option: 'Navy Blue', field: 'colour' }] });
    expect(reading('Select country United Kingdom')).toEqual({ intent: [{ kind: 'choose', option: 'United Kingdom', field: 'country' }] });
  });

  it('reads two products in one line as two additions', () => {
    expect(reading('Add the Backpack and the Bike Light to the cart')).toEqual({
      intent: [
        { kind: 'add-to-cart', item: 'Backpack' },
        { kind: 'add-to-cart', item: 'Bike Light' },
      ],
    });
  });

  it.each([
    ['Mark Buy milk as done', 'Buy milk', true],
    ['Mark "Pay rent" as completed', 'Pay rent', true],
    ['mark Walk the dog complete', 'Walk the dog', true],
    ['Mark "Pay rent" as not done', 'Pay rent', false],
    ['Set Buy milk as incomplete', 'Buy milk', false],
  ])('reads %j as marking %j (done: %j)', (line, item, isDone) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'mark', item, isDone }] });
  });

  it.each([
    ['Open the cart', 'cart'],
    ['Go to the shopping cart', 'shopping cart'],
    ['Go to checkout', 'checkout'],
    ['Proceed to checkout', 'checkout'],
    ['View the basket', 'basket'],
  ])('reads %j as going to %j', (line, name) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'activate', name }] });
  });

  it.each([
    ['Submit the coupon form', 'Submit coupon form'],
    ['Submit the form', 'Submit form'],
    ['Go to the login page', 'login'],
  ])('reads %j as activating %j when the grammar has no reading', (line, name) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'activate', name }] });
  });

  it.each([
    ['Set the quantity field to 3', 'quantity', '3'],
    ['Enter Lovelace as the last name', 'last name', 'Lovelace'],
    ['Change the display name to "Ada L."', 'display name', 'Ada L.'],
    ['Set the promo code to SAVE10', 'promo code', 'SAVE10'],
  ])('reads %j as filling %j with %j', (line, field, value) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'fill', field, value }] });
  });

  it.each([
    ['Verify that 0 items are left', { type: 'count-text', count: 0, noun: 'item', place: 'left' }],
    ['Make sure 1 item is left', { type: 'count-text', count: 1, noun: 'item', place: 'left' }],
    ['There are 3 todos remaining', { type: 'count-text', count: 3, noun: 'todo', place: 'left' }],
    ['Expect 3 items in the cart', { type: 'count-text', count: 3, noun: 'item', place: 'cart' }],
    ['The cart should have two items', { type: 'count-text', count: 2, noun: 'item', place: 'cart' }],
    ['Verify the number of items in the cart is 2', { type: 'count-text', count: 2, noun: 'item', place: 'cart' }],
    ['Check that the basket shows 1 product', { type: 'count-text', count: 1, noun: 'product', place: 'basket' }],
    ['The cart should contain Sauce Labs Backpack', { type: 'shown', text: 'Sauce Labs Backpack', place: 'cart' }],
    ['Verify the error Required appears under Email', { type: 'shown', text: 'Required' }],
    ['Make sure the cart contains "Sauce Labs Bike Light"', { type: 'shown', text: 'Sauce Labs Bike Light', place: 'cart' }],
    ['The basket should not contain Sauce Labs Backpack', { type: 'not-shown', text: 'Sauce Labs Backpack', place: 'basket' }],
    ["the cart doesn't have the Bike Light", { type: 'not-shown', text: 'Bike Light', place: 'cart' }],
  ])('reads %j as the check %j', (line, outcome) => {
    expect(reading(line)).toEqual({ intent: [{ kind: 'expect', outcome }] });
  });

  it('reads a line of several intents in order', () => {
    expect(reading('Log in as standard_user with password secret_sauce, add the Backpack to the cart and open the cart')).toEqual({
      intent: [
        { kind: 'login', username: 'standard_user', password: 'secret_sauce' },
        { kind: 'add-to-cart', item: 'Backpack' },
        { kind: 'activate', name: 'cart' },
      ],
    });
  });

  it.each([
    ['Click "Sign in"', 'click'],
    ['Tick "I agree"', 'check'],
    ['Uncheck "Newsletter"', 'check'],
    ['Make sure the products list is visible', 'assert'],
    ['Verify the title is "Swag Labs"', 'assert'],
    ['Choose Express for shipping', 'select'],
    ['Fill the email field with a@b.com', 'fill'],
    ['Open the Settings menu item', 'click'],
    ['Wait for "Saved" to appear', 'wait-for'],
  ])('leaves %j to the grammar (%s)', (line, kind) => {
    expect(reading(line)).toEqual({ grammar: kind });
  });

  it.each([
    'Click the "Accept cookies" button if present',
    'Add the Backpack to the cart unless it is sold out',
    'Set {{name}} to "Bob"',
    'Wait until the URL contains "/done"',
    'Frobnicate the widget',
    'Confirm Ada is greeted by name',
    'Verify that you can log in as admin with password admin',
    'Add the Backpack to the cart and frobnicate the widget',
    // Words that name what a step before added, not the page's words: the check must name it.
    'Verify the item is removed from the list',
    'Verify the new task appears at the top of the list',
  ])('refuses %j with the grammar\'s reasons', (line) => {
    expect(reading(line)).toEqual({ refused: expect.stringContaining(`Line 1 "${line}": `) });
  });
});
