import { type GoalClause, readGoalClauses, readOutcome, splitClauses } from './goal-clauses';

/** A clause without its text (distributed over the union, so each kind keeps its own fields). */
type WithoutText<T> = T extends unknown ? Omit<T, 'text'> : never;
type Expected = Array<WithoutText<GoalClause>>;
const kinds = (goal: string) => readGoalClauses(goal).map(({ text: _text, ...rest }) => rest);

describe('splitClauses', () => {
  it.each([
    ['Log in, add the backpack to the cart and check out.', ['Log in', 'add the backpack to the cart', 'check out']],
    ['Add "Buy milk, eggs" and check that "1 item left" is shown', ['Add "Buy milk, eggs"', 'check that "1 item left" is shown']],
    ['Log in with username standard_user and password secret_sauce; the Products page should show.', ['Log in with username standard_user and password secret_sauce', 'the Products page should show']],
    ["Add 'Pay rent', mark it completed, click 'Clear completed', and check that 'Pay rent' is no longer shown", ['Add "Pay rent"', 'mark it completed', 'click "Clear completed"', 'check that "Pay rent" is no longer shown']],
    ['Open the menu then go to Settings\nThen save', ['Open the menu', 'go to Settings', 'save']],
    ["Don't split it's or O'Brien", ["Don't split it's or O'Brien"]],
  ])('%s', (goal, clauses) => {
    expect(splitClauses(goal)).toEqual(clauses);
  });
});

describe('readGoalClauses', () => {
  it.each<[string, Expected]>([
    [
      'Log in with username standard_user and password secret_sauce; the Products page should show.',
      [{ kind: 'login', username: 'standard_user', password: 'secret_sauce' }, { kind: 'expect', outcome: { type: 'shown', text: 'Products' } }],
    ],
    ['Log in as standard_user with password secret_sauce', [{ kind: 'login', username: 'standard_user', password: 'secret_sauce' }]],
    ['Filter the products by Shoes', [{ kind: 'choose', option: 'Shoes' }]],
    ['filter by category: Hats', [{ kind: 'choose', option: 'Hats' }]],
    ['verify that Katherine Johnson is in the table', [{ kind: 'expect', outcome: { type: 'shown', text: 'Katherine Johnson', inTable: true } }]],
    ['check that Ada Lovelace is no longer in the table', [{ kind: 'expect', outcome: { type: 'not-shown', text: 'Ada Lovelace', inTable: true } }]],
    ['check that the table contains Grace Hopper', [{ kind: 'expect', outcome: { type: 'shown', text: 'Grace Hopper', inTable: true } }]],
    ['verify Sauce Labs Backpack is in the cart', [{ kind: 'expect', outcome: { type: 'shown', text: 'Sauce Labs Backpack', place: 'cart' } }]],
    ['Sign in as ada@example.com / hunter22', [{ kind: 'login', username: 'ada@example.com', password: 'hunter22' }]],
    ['sign in using "jane doe" and the password "p@ss word"', [{ kind: 'login', username: 'jane doe', password: 'p@ss word' }]],
    ['Log in with email bob@shop.test and password Secret1!', [{ kind: 'login', username: 'bob@shop.test', password: 'Secret1!' }]],
    ['Add the Sauce Labs Backpack to the cart', [{ kind: 'add-to-cart', item: 'Sauce Labs Backpack' }]],
    ["put 'Straw hat' in my basket", [{ kind: 'add-to-cart', item: 'Straw hat' }]],
    ["Add 'Buy milk'", [{ kind: 'add-item', value: 'Buy milk' }]],
    ['Create a new task called "Walk the dog"', [{ kind: 'add-item', value: 'Walk the dog' }]],
    ['Mark "Buy milk" as done', [{ kind: 'mark', item: 'Buy milk', isDone: true }]],
    ['mark Pay rent as not done', [{ kind: 'mark', item: 'Pay rent', isDone: false }]],
    ['complete "Water plants"', [{ kind: 'mark', item: 'Water plants', isDone: true }]],
    ['search for straw hats', [{ kind: 'search', query: 'straw hats' }]],
    ['Type "hello" into the Message field', [{ kind: 'fill', field: 'Message', value: 'hello' }]],
    ['Set the quantity to 3', [{ kind: 'fill', field: 'quantity', value: '3' }]],
    ['Fill in any name and zip code', [{ kind: 'fill-form' }]],
    ['enter your shipping details', [{ kind: 'fill-form' }]],
    ['Click "Clear completed"', [{ kind: 'activate', name: 'Clear completed' }]],
    ['open the Settings page', [{ kind: 'activate', name: 'Settings' }]],
    ['go to the cart', [{ kind: 'activate', name: 'cart' }]],
    ['check out', [{ kind: 'activate', name: 'Checkout' }]],
    ['finish the order', [{ kind: 'activate', name: 'finish order' }]],
    ['check that 3 items left is shown', [{ kind: 'expect', outcome: { type: 'shown', text: '3 items left' } }]],
    ["verify 'Pay rent' is no longer shown", [{ kind: 'expect', outcome: { type: 'not-shown', text: 'Pay rent' } }]],
    ['Make sure the URL contains /inventory', [{ kind: 'expect', outcome: { type: 'url', value: '/inventory' } }]],
    ['You should see an error saying "Password is required"', [{ kind: 'expect', outcome: { type: 'shown', text: 'Password is required' } }]],
    ['the cart should contain Sauce Labs Backpack', [{ kind: 'expect', outcome: { type: 'shown', text: 'Sauce Labs Backpack', place: 'cart' } }]],
    ['"Thank you for your order" appears', [{ kind: 'expect', outcome: { type: 'shown', text: 'Thank you for your order' } }]],
    ['subscribe to the newsletter', [{ kind: 'other' }]],
    ['unmark "Pay bills"', [{ kind: 'mark', item: 'Pay bills', isDone: false }]],
    ['log out from the account menu', [{ kind: 'activate', name: 'Logout', menu: 'account' }]],
    ['From the account menu go to Profile', [{ kind: 'activate', name: 'Profile', menu: 'account' }]],
    ['Open Settings from the account menu', [{ kind: 'activate', name: 'Settings', menu: 'account' }]],
    ['sort the products by price (high to low)', [{ kind: 'choose', option: 'price (high to low)' }]],
    ['leave the company name empty', [{ kind: 'fill', field: 'company name', value: '' }]],
    ['clear completed', [{ kind: 'activate', name: 'clear completed' }]],
    ['pick Europe/Berlin as the time zone', [{ kind: 'choose', option: 'Europe/Berlin', field: 'time zone' }]],
    ['Pick the Pro plan', [{ kind: 'choose', option: 'Pro' }]],
    ['Choose the "Express" shipping option', [{ kind: 'choose', option: 'Express', field: 'shipping' }]],
    ['turn off the weekly digest', [{ kind: 'toggle', name: 'weekly digest', isOn: false }]],
    ['accept the terms and conditions', [{ kind: 'toggle', name: 'terms and conditions', isOn: true }]],
    ["Archive the Gemini project", [{ kind: 'row-action', action: 'archive', item: 'Gemini' }]],
    ['Delete the row with Alden', [{ kind: 'row-action', action: 'delete', item: 'Alden' }]],
    ['Remove the row containing Alden', [{ kind: 'row-action', action: 'remove', item: 'Alden' }]],
    ['Delete the record for Alden Cantrell', [{ kind: 'row-action', action: 'delete', item: 'Alden Cantrell' }]],
    ['Delete the user named Bob', [{ kind: 'row-action', action: 'delete', item: 'Bob' }]],
    ['Edit the row with Cierra', [{ kind: 'row-action', action: 'edit', item: 'Cierra' }]],
    ['check that the counter says 1 item left', [{ kind: 'expect', outcome: { type: 'shown', text: '1 item left' } }]],
    ['make sure Gemini is still listed', [{ kind: 'expect', outcome: { type: 'shown', text: 'Gemini' } }]],
    ['Add the Backpack and the Bike Light to the cart', [{ kind: 'add-to-cart', item: 'Backpack' }, { kind: 'add-to-cart', item: 'Bike Light' }]],
    ['Add three todos: "one", "two", "three"', [{ kind: 'add-item', value: 'one' }, { kind: 'add-item', value: 'two' }, { kind: 'add-item', value: 'three' }]],
    ["Add 'Feed the cat', delete it", [{ kind: 'add-item', value: 'Feed the cat' }, { kind: 'row-action', action: 'delete', item: 'Feed the cat' }]],
    ['Click Next, then Next again without a company name', [{ kind: 'activate', name: 'Next' }, { kind: 'activate', name: 'Next' }]],
    ['mark all todos as complete', [{ kind: 'mark', item: 'all', isDone: true, all: true }]],
    ['complete everything', [{ kind: 'mark', item: 'all', isDone: true, all: true }]],
    ['Mark all as not done', [{ kind: 'mark', item: 'all', isDone: false, all: true }]],
    ['Add two todos', [{ kind: 'add-item', value: 'Buy groceries' }, { kind: 'add-item', value: 'Walk the dog' }]],
    [
      "Add 'a', 'b' and 'c', complete the second one and delete the last todo",
      [
        { kind: 'add-item', value: 'a' },
        { kind: 'add-item', value: 'b' },
        { kind: 'add-item', value: 'c' },
        { kind: 'mark', item: 'b', isDone: true },
        { kind: 'row-action', action: 'delete', item: 'c' },
      ],
    ],
    ["Create a todo 'Read book', then remove it; the list should be empty", [{ kind: 'add-item', value: 'Read book' }, { kind: 'row-action', action: 'remove', item: 'Read book' }, { kind: 'expect', outcome: { type: 'not-shown', text: 'Read book' } }]],
    ["Add 'x' and 'y' and verify there are no todos left", [{ kind: 'add-item', value: 'x' }, { kind: 'add-item', value: 'y' }, { kind: 'expect', outcome: { type: 'not-shown', text: 'x' } }, { kind: 'expect', outcome: { type: 'not-shown', text: 'y' } }]],
    ["Add 'Feed the cat', delete it and make sure it is gone", [{ kind: 'add-item', value: 'Feed the cat' }, { kind: 'row-action', action: 'delete', item: 'Feed the cat' }, { kind: 'expect', outcome: { type: 'not-shown', text: 'Feed the cat' } }]],
    // The product list still shows a product removed from the cart: "empty" is not "not shown" there.
    ['remove the Backpack from the cart and the cart should be empty', [{ kind: 'row-action', action: 'remove', item: 'Backpack' }, { kind: 'expect', outcome: { type: 'count-text', count: 0, noun: 'item', place: 'cart' } }]],
    ['the list should be empty', [{ kind: 'other', isOutcome: true }]],
    // A password may end in "!" or "?": only a sentence that follows ends there.
    ["Log in with tomsmith and SuperSecretPassword! and check that 'You logged into a secure area!' is shown", [{ kind: 'login', username: 'tomsmith', password: 'SuperSecretPassword!' }, { kind: 'expect', outcome: { type: 'shown', text: 'You logged into a secure area!' } }]],
    ["Click 'Add Element' three times", [{ kind: 'activate', name: 'Add Element' }, { kind: 'activate', name: 'Add Element' }, { kind: 'activate', name: 'Add Element' }]],
    ['press Next twice', [{ kind: 'activate', name: 'Next' }, { kind: 'activate', name: 'Next' }]],
    ['check that there are 3 Delete buttons', [{ kind: 'expect', outcome: { type: 'count', text: 'Delete', role: 'button', count: 3 } }]],
    ['there should be two "Remove" links', [{ kind: 'expect', outcome: { type: 'count', text: 'Remove', role: 'link', count: 2 } }]],
    ['Check the first checkbox and make sure it is checked', [{ kind: 'toggle', name: '', isOn: true, nth: 1 }, { kind: 'expect', outcome: { type: 'state', text: 'it', state: 'checked' } }]],
    ['uncheck checkbox 2 and verify the second checkbox is unchecked', [{ kind: 'toggle', name: '', isOn: false, nth: 2 }, { kind: 'expect', outcome: { type: 'state', text: '', state: 'unchecked', nth: 2 } }]],
    ['tick the Remember me box', [{ kind: 'toggle', name: 'Remember me', isOn: true }]],
    ["select 'Option 2' from the dropdown and verify that Option 2 is selected", [{ kind: 'choose', option: 'Option 2', field: 'dropdown' }, { kind: 'expect', outcome: { type: 'state', text: 'Option 2', state: 'selected' } }]],
    ['the Save button should be disabled', [{ kind: 'expect', outcome: { type: 'state', text: 'Save', state: 'disabled' } }]],
    ['wait for the loading to finish', [{ kind: 'wait' }]],
    ['wait until "Saved" appears', [{ kind: 'wait', for: 'Saved', gone: false }]],
    ['wait for "Loading..." to disappear', [{ kind: 'wait', for: 'Loading...', gone: true }]],
    ['wait 2 seconds', [{ kind: 'wait', seconds: 2 }]],
    ["Add 'Buy milk', rename it to 'Buy oat milk' and delete it", [{ kind: 'add-item', value: 'Buy milk' }, { kind: 'edit', item: 'Buy milk', value: 'Buy oat milk' }, { kind: 'row-action', action: 'delete', item: 'Buy oat milk' }]],
    ['change "Pay rent" to "Pay the rent"', [{ kind: 'edit', item: 'Pay rent', value: 'Pay the rent' }]],
    ['Change the quantity to 3', [{ kind: 'fill', field: 'quantity', value: '3' }]],
    ['check that no Delete button is shown', [{ kind: 'expect', outcome: { type: 'state', text: 'Delete', state: 'hidden', role: 'button' } }]],
    ['there should be no "Remove" links left', [{ kind: 'expect', outcome: { type: 'state', text: 'Remove', state: 'hidden', role: 'link' } }]],
    // "Check the pricing" starts like a check but reads as an action: the explorer may act on it.
    ['Check the pricing', [{ kind: 'other' }]],
    // A check that names nothing the reader can check is reported, never turned into a click.
    // A check the grammar reads whole (the first item, an order, an item's price) is that check.
    ['check that the first product is Sauce Labs Onesie', [{ kind: 'expect', outcome: { type: 'check', assertion: { type: 'nth-item', things: 'product', nth: 1, value: 'Sauce Labs Onesie', negated: false, mode: 'is' } } }]],
    ['and that the products are sorted by price', [{ kind: 'expect', outcome: { type: 'check', assertion: { type: 'items-order', things: 'products', by: 'price', descending: false } } }]],
    ['check that there are no broken images and that the price of the Onesie is $7.99', [
      { kind: 'expect', outcome: { type: 'check', assertion: { type: 'images-loaded' } } },
      { kind: 'expect', outcome: { type: 'check', assertion: { type: 'item-value', item: 'Onesie', attribute: 'price', value: '$7.99', negated: false, mode: 'is' } } },
    ]],
    ['verify the user is logged in and that the order is placed', [
      { kind: 'expect', outcome: { type: 'check', assertion: { type: 'app-state', state: 'logged-in' } } },
      { kind: 'expect', outcome: { type: 'check', assertion: { type: 'app-state', state: 'order-placed' } } },
    ]],
    ['verify the backpack is added to the cart', [{ kind: 'expect', outcome: { type: 'shown', text: 'backpack', place: 'cart' } }]],
    ['the Bike Light should be removed from the basket', [{ kind: 'expect', outcome: { type: 'not-shown', text: 'Bike Light', place: 'basket' } }]],
    ['verify the cart is empty', [{ kind: 'expect', outcome: { type: 'count-text', count: 0, noun: 'item', place: 'cart' } }]],
    ['Verify the total is correct', [{ kind: 'other', isOutcome: true }]],
    ['sort the products by price low to high', [{ kind: 'choose', option: 'price low to high' }]],
  ])('%s', (goal, expected) => {
    expect(kinds(goal)).toEqual(expected);
  });

  it('keeps every clause of a long goal, in order', () => {
    const goal =
      'Log in as standard_user with password secret_sauce, add the Sauce Labs Backpack to the cart, open the cart, check out, fill in any name and zip code, continue, finish the order and check that "Thank you for your order!" is shown.';
    expect(readGoalClauses(goal).map((clause) => clause.kind)).toEqual(['login', 'add-to-cart', 'activate', 'activate', 'fill-form', 'activate', 'activate', 'expect']);
  });
});

describe('readOutcome', () => {
  it.each([
    ['the page shows "Welcome back"', { type: 'shown', text: 'Welcome back' }],
    ['the list no longer shows "Pay rent"', { type: 'not-shown', text: 'Pay rent' }],
    ['you land on the Products page', { type: 'shown', text: 'Products' }],
    ['"Order placed"', { type: 'shown', text: 'Order placed' }],
  ])('%s', (text, outcome) => {
    expect(readOutcome(text)).toEqual(outcome);
  });
});
