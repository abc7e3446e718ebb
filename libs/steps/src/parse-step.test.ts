import { type AccessibilityImpact, type Assertion, type StepAction, type Target, type WcagLevel } from './ast';
import { type AppState } from './app-state';
import { type NumberBound } from './number-bounds';
import { formatStep } from './format-step';
import { parseStep, parseSteps } from './parse-step';

const t = (text: string, extra: Omit<Target, 'text'> = {}): Target => ({ text, ...extra });
const click = (target: Target): StepAction => ({ kind: 'click', target, clickCount: 1, button: 'left' });
const dblclick = (target: Target): StepAction => ({ kind: 'click', target, clickCount: 2, button: 'left' });
const rightClick = (target: Target): StepAction => ({ kind: 'click', target, clickCount: 1, button: 'right' });
const fill = (target: Target, value: string): StepAction => ({ kind: 'fill', target, value });
const navigate = (url: string): StepAction => ({ kind: 'navigate', url });
const check = (target: Target, checked = true): StepAction => ({ kind: 'check', target, checked });
const select = (target: Target, option: string): StepAction => ({ kind: 'select', target, option });
const press = (key: string, target?: Target): StepAction => (target ? { kind: 'press', key, target } : { kind: 'press', key });
const assert = (assertion: Assertion): StepAction => ({ kind: 'assert', assertion });
const pageText = (text: string, negated = false) => assert({ type: 'page-text', text, negated });
const title = (mode: 'is' | 'contains', value: string, negated = false) => assert({ type: 'title', mode, value, negated });
const url = (mode: 'is' | 'contains', value: string, negated = false) => assert({ type: 'url', mode, value, negated });
/** "the URL does not change" (`what` 'url'), "the user is not redirected" ('page'); `changed` for their opposites. */
const addressKept = (what: 'url' | 'page', changed = false) => assert({ type: 'address-unchanged', what, negated: changed });
const state = (target: Target, elementState: Extract<Assertion, { type: 'element-state' }>['state']) =>
  assert({ type: 'element-state', target, state: elementState });
const value = (target: Target, expected: string, mode: 'is' | 'contains' = 'is', negated = false) =>
  assert({ type: 'field-value', target, value: expected, negated, mode });
const count = (target: Target, expected: number) => assert({ type: 'count', target, count: expected });
const itemValue = (item: string, attribute: string, expected: string, negated = false, mode: 'is' | 'contains' = 'is') =>
  assert({ type: 'item-value', item, attribute, value: expected, negated, mode });
const appState = (which: AppState) => assert({ type: 'app-state', state: which });
/** A value compared as a number ("more than $10"). */
const compared = (step: StepAction, compare: NumberBound): StepAction =>
  step.kind === 'assert' && (step.assertion.type === 'field-value' || step.assertion.type === 'item-value') ? { ...step, assertion: { ...step.assertion, compare } } : step;
/** A count with "at least" / "at most". */
const bounded = (step: StepAction, bound: 'at-least' | 'at-most'): StepAction =>
  step.kind === 'assert' && step.assertion.type === 'count' ? { ...step, assertion: { ...step.assertion, bound } } : step;
const things = (text: string, expected: number) => assert({ type: 'count', target: t(text), count: expected, things: true });
const accessible = (impact: AccessibilityImpact, version: WcagLevel['version'] = '2.1', level: WcagLevel['level'] = 'AA') =>
  assert({ type: 'accessibility', impact, wcag: { version, level } });

const NAVIGATION: Array<[string, StepAction]> = [
  ['Open /login', navigate('/login')],
  ['open /login', navigate('/login')],
  ['OPEN /login', navigate('/login')],
  ['Go to /login', navigate('/login')],
  ['Go to "/login"', navigate('/login')],
  ['go to https://example.com/shop?x=1#top', navigate('https://example.com/shop?x=1#top')],
  ['Goto /cart', navigate('/cart')],
  ['Visit https://example.com', navigate('https://example.com')],
  ['Visit example.com', navigate('https://example.com')],
  ['Visit www.example.com/docs', navigate('https://www.example.com/docs')],
  ['Open localhost:3000/app', navigate('http://localhost:3000/app')],
  ['Navigate to /settings/profile', navigate('/settings/profile')],
  ['Navigate to the /pricing page', navigate('/pricing')],
  ['Browse to /blog', navigate('/blog')],
  ['Load /about', navigate('/about')],
  ['Open the URL https://example.com/a', navigate('https://example.com/a')],
  ['Go to the page "/checkout"', navigate('/checkout')],
  ["Open '/search?q=hats'", navigate('/search?q=hats')],
  ['Open /login in a new tab', navigate('/login')],
  ['Go to {{base}}/admin', navigate('{{base}}/admin')],
  ['Go to ?tab=billing', navigate('?tab=billing')],
  ['Open the home page', navigate('')],
  ['Go to the homepage', navigate('')],
  ['Go home', navigate('')],
  ['Return to the start page', navigate('')],
  ['Go back', { kind: 'back' }],
  ['go back to the previous page', { kind: 'back' }],
  ['Navigate back', { kind: 'back' }],
  ['Click the browser back button', { kind: 'back' }],
  ['Go forward', { kind: 'forward' }],
  ['Navigate forward', { kind: 'forward' }],
  ['Reload', { kind: 'reload' }],
  ['Reload the page', { kind: 'reload' }],
  ['Refresh', { kind: 'reload' }],
  // Tabs and windows.
  ['Switch to the new tab', { kind: 'switch-tab', to: 'new' }],
  ['Switch to the newly opened window', { kind: 'switch-tab', to: 'new' }],
  // The browser's new tab, not an element of the page: checked by going to it.
  ['Verify a new tab is opened', { kind: 'switch-tab', to: 'new' }],
  ['Verify that a new browser window opens', { kind: 'switch-tab', to: 'new' }],
  ['A new tab should open', { kind: 'switch-tab', to: 'new' }],
  ['Switch back to the original window', { kind: 'switch-tab', to: 'first' }],
  ['Go back to the main tab', { kind: 'switch-tab', to: 'first' }],
  ['Close the window', { kind: 'close-tab' }],
  ['Close the new tab', { kind: 'close-tab' }],
  ['Go back to the previous page', { kind: 'back' }],
  ['Refresh the page', { kind: 'reload' }],
  ['Refresh the browser', { kind: 'reload' }],
];

const CLICKS: Array<[string, StepAction]> = [
  ['Click "Sign in"', click(t('Sign in'))],
  ['click "Sign in"', click(t('Sign in'))],
  ['CLICK "Sign in"', click(t('Sign in'))],
  ["Click 'Sign in'", click(t('Sign in'))],
  ['Click “Sign in”', click(t('Sign in'))],
  ['Click ‘Sign in’', click(t('Sign in'))],
  ['Click Sign in', click(t('Sign in'))],
  ['Click on "Sign in"', click(t('Sign in'))],
  ['Click on Sign in', click(t('Sign in'))],
  ['Clicks "Sign in"', click(t('Sign in'))],
  ['Click the "Sign in" button', click(t('Sign in', { role: 'button' }))],
  ['Click the Sign in button', click(t('Sign in', { role: 'button' }))],
  ['Click the button "Sign in"', click(t('Sign in', { role: 'button' }))],
  ['Click the button labelled "Sign in"', click(t('Sign in', { role: 'button' }))],
  ['Click the button named Sign in', click(t('Sign in', { role: 'button' }))],
  ['Click the "Docs" link', click(t('Docs', { role: 'link' }))],
  ['Click the link "Docs"', click(t('Docs', { role: 'link' }))],
  ['Follow the "Docs" link', click(t('Docs', { role: 'link' }))],
  ['Click the "Remember me" checkbox', click(t('Remember me', { role: 'checkbox' }))],
  ['Click the "Billing" tab', click(t('Billing', { role: 'tab' }))],
  ['Click the "Log out" menu item', click(t('Log out', { role: 'menuitem' }))],
  ['Click the "Express" radio button', click(t('Express', { role: 'radio' }))],
  ['Click the "Logo" image', click(t('Logo', { role: 'image' }))],
  ['Click the "Jane Doe" row', click(t('Jane Doe', { role: 'row' }))],
  ['Click the "Settings" icon', click(t('Settings'))],
  ['Click the big blue "Save" button', click(t('Save', { role: 'button' }))],
  ['Tap "Sign in"', click(t('Sign in'))],
  ['Tap the Menu button', click({ text: '', part: 'menu-button' })],
  ['Press "Sign in"', click(t('Sign in'))],
  ['Press the "Sign in" button', click(t('Sign in', { role: 'button' }))],
  ['Toggle the "Dark mode" switch', click(t('Dark mode', { role: 'switch' }))],
  ['Toggle dark mode', click(t('dark mode'))],
  ['Flip the Notifications switch', click(t('Notifications', { role: 'switch' }))],
  // Done again: no part of the name, unless the word before makes one.
  ['Click Next again', click(t('Next'))],
  ['Click the Add button once again', click(t('Add', { role: 'button' }))],
  ['Press Enter again', press('Enter')],
  ['Click Try again', click(t('Try again'))],
  ['Verify the page shows Please try again', pageText('Please try again')],
  ['Push the "Submit" button', click(t('Submit', { role: 'button' }))],
  ['Hit "Submit"', click(t('Submit'))],
  ['Select "Sign in"', click(t('Sign in'))],
  ['Choose "Pro plan"', click(t('Pro plan'))],
  ['Open the "Settings" menu', click(t('Settings'))],
  ['Open "Account"', click(t('Account'))],
  ['Click "Delete" in "Cart"', click(t('Delete', { within: 'Cart' }))],
  ['Click "Delete" inside the "Cart" dialog', click(t('Delete', { within: 'Cart' }))],
  ['Click "Delete" within the "Cart" section', click(t('Delete', { within: 'Cart' }))],
  ['Click the "Delete" button in the "Jane Doe" row', click(t('Delete', { role: 'button', within: 'Jane Doe' }))],
  ['Click the Sign in button in the header', click(t('Sign in', { role: 'button', within: 'header' }))],
  // The kind of region before its name, as people often write it.
  ['Click "Delete" in the row "Grace Hopper"', click(t('Delete', { within: 'Grace Hopper' }))],
  ['Click "Delete" in the row with "Grace Hopper"', click(t('Delete', { within: 'Grace Hopper' }))],
  ['Click Edit in the row with Ada Lovelace', click(t('Edit', { within: 'Ada Lovelace' }))],
  ['Click the ⋯ button in the row for Alan Turing', click(t('⋯', { role: 'button', within: 'Alan Turing' }))],
  ['Click Sign in in the header', click(t('Sign in', { within: 'header' }))],
  // "for" after a control's kind names the item it is for; after a bare "field" or "icon", the element itself.
  ['Open the actions menu for Ada Lovelace', click(t('actions', { near: 'Ada Lovelace' }))],
  ['Click the checkbox for Remember me', click(t('', { role: 'checkbox', near: 'Remember me' }))],
  ['Click the checkbox next to Alice', click(t('', { role: 'checkbox', near: 'Alice' }))],
  ['Click the edit icon beside Alice', click(t('edit', { near: 'Alice' }))],
  ['Double-click the cell with Alice', { kind: 'click', target: t('Alice', { role: 'cell' }), clickCount: 2, button: 'left' }],
  // What a click or a key is for is not part of what it is on.
  ['Click the X to close the modal', click(t('X'))],
  ['Click the Close button to dismiss the banner', click(t('Close', { role: 'button' }))],
  ['Click on Login to sign in', click(t('Login'))],
  ['Click Go to cart', click(t('Go to cart'))],
  ['Click Back to sign in', click(t('Back to sign in'))],
  ['Click Back to login', click(t('Back to login'))],
  ['Type "x" into the field for Name', fill(t('Name'), 'x')],
  ['Click Download report for March', click(t('Download report for March'))],
  // Shops' verbs: a filter clicked, the sort dropdown's option chosen, a quantity stepped.
  ['Filter by Shoes', click(t('Shoes'))],
  ['Filter by category: Shoes', click(t('Shoes'))],
  ['Sort by Price: low to high', select(t('Sort', { role: 'combobox' }), 'Price: low to high')],
  ['Sort the table by Price descending', select(t('Sort', { role: 'combobox' }), 'Price descending')],
  ['Sort the Price column descending', select(t('Sort', { role: 'combobox' }), 'Price column descending')],
  ['Sort the "Due" column in ascending order', select(t('Sort', { role: 'combobox' }), 'Due column in ascending order')],
  ['Sort the Last Name column', select(t('Sort', { role: 'combobox' }), 'Last Name column')],
  ['Increase the quantity of Canvas Sneakers', click(t('Increase quantity of Canvas Sneakers'))],
  ['Decrement the counter', click(t('Decrease counter'))],
  // The place first, as people write it.
  ['In the dialog, click Archive', click(t('Archive', { within: 'dialog' }))],
  ['In the sidebar click Contacts', click(t('Contacts', { within: 'sidebar' }))],
  ['Inside the "Billing" section, click Edit', click(t('Edit', { within: 'Billing' }))],
  ['On the login page, click "Sign in"', click(t('Sign in'))],
  ['Click "Edit" in the row containing "ada@acme.test"', click(t('Edit', { within: 'ada@acme.test' }))],
  ['Click "Save" in the dialog titled "Edit user"', click(t('Save', { within: 'Edit user' }))],
  ['Click "Choose" in the card for "Pro"', click(t('Choose', { within: 'Pro' }))],
  ['Click the "Delete" button in the row that says "Alan Turing"', click(t('Delete', { role: 'button', within: 'Alan Turing' }))],
  ['Click "Edit" on the "Profile" card', click(t('Edit', { within: 'Profile' }))],
  ['Click "Delete" in Cart', click(t('Delete', { within: 'Cart' }))],
  ['Click "Edit" near "Email"', click(t('Edit', { near: 'Email' }))],
  ['Click "Delete" for "Grace Hopper"', click(t('Delete', { near: 'Grace Hopper' }))],
  ['Click the "Edit" button for "Pro"', click(t('Edit', { role: 'button', near: 'Pro' }))],
  ['Click "Edit" next to "Email"', click(t('Edit', { near: 'Email' }))],
  ['Click "Edit" beside "Email"', click(t('Edit', { near: 'Email' }))],
  ['Click the "Edit" link near the "Email" label', click(t('Edit', { role: 'link', near: 'Email' }))],
  ['Click "Edit" near "Email" in "Profile"', click(t('Edit', { near: 'Email', within: 'Profile' }))],
  // A kind of element with no name: where it is, or which one, says which.
  ['Click the button near "Pay rent"', click(t('', { role: 'button', near: 'Pay rent' }))],
  ['Click the 2nd button', click(t('', { role: 'button', nth: 2 }))],
  ['Click the link in "Footer"', click(t('', { role: 'link', within: 'Footer' }))],
  ['Click "Edit" in "Profile" near "Email"', click(t('Edit', { near: 'Email', within: 'Profile' }))],
  ['Click the 2nd "Delete" button', click(t('Delete', { role: 'button', nth: 2 }))],
  ['Click the second "Delete" button', click(t('Delete', { role: 'button', nth: 2 }))],
  ['Click the third "Add" link', click(t('Add', { role: 'link', nth: 3 }))],
  ['Click the first "Buy" button', click(t('Buy', { role: 'button', nth: 1 }))],
  ['Click the 1st "Buy"', click(t('Buy', { nth: 1 }))],
  ['Click the 11th "Row"', click(t('Row', { nth: 11 }))],
  ['Click the last "Delete" button', click(t('Delete', { role: 'button', nth: -1 }))],
  ['Click the second to last "Delete" button', click(t('Delete', { role: 'button', nth: -2 }))],
  ['Click the 2nd of the "Delete" buttons', click(t('Delete', { role: 'button', nth: 2 }))],
  ['Click the 2nd "Delete" button in the "Cart" dialog', click(t('Delete', { role: 'button', nth: 2, within: 'Cart' }))],
  ['Click "Sign in" on the page', click(t('Sign in'))],
  ['Click Log in with Google', click(t('Log in with Google'))],
  ['Click "Terms & Conditions"', click(t('Terms & Conditions'))],
  ['Click "Don\'t show again"', click(t("Don't show again"))],
  ['Click "{{product}}"', click(t('{{product}}'))],
  ['Click here', click(t('here'))],
  ['Double-click "Row 1"', dblclick(t('Row 1'))],
  ['Double click "Row 1"', dblclick(t('Row 1'))],
  ['Doubleclick on "Row 1"', dblclick(t('Row 1'))],
  ['dblclick "Row 1"', dblclick(t('Row 1'))],
  ['Double-click the "Title" cell', dblclick(t('Title', { role: 'cell' }))],
  ['Click "Row 1" twice', dblclick(t('Row 1'))],
  ['Right-click "File"', rightClick(t('File'))],
  ['Right click on "File"', rightClick(t('File'))],
  ['Rightclick the "File" link', rightClick(t('File', { role: 'link' }))],
  ['Context-click "File"', rightClick(t('File'))],
  ['Drag Column A to Column B', { kind: 'drag', target: t('Column A'), to: t('Column B') }],
  ['Drag and drop "Task 1" onto "Done"', { kind: 'drag', target: t('Task 1'), to: t('Done') }],
  ['Hover over "Products"', { kind: 'hover', target: t('Products') }],
  ['Hover "Products"', { kind: 'hover', target: t('Products') }],
  ['Hover on the "Products" menu', { kind: 'hover', target: t('Products') }],
  ['Mouse over Products', { kind: 'hover', target: t('Products') }],
  ['Mouseover "Products"', { kind: 'hover', target: t('Products') }],
  ['Move the mouse over the "Help" icon', { kind: 'hover', target: t('Help') }],
  ['Hovers over the "Account" button', { kind: 'hover', target: t('Account', { role: 'button' }) }],
];

const TYPING: Array<[string, StepAction]> = [
  ['Type "hello" into "Search"', fill(t('Search'), 'hello')],
  ['type "hello" in "Search"', fill(t('Search'), 'hello')],
  ['Type "hello" in the "Search" field', fill(t('Search'), 'hello')],
  ['Type "hello" into the Search box', fill(t('Search'), 'hello')],
  ['Type hello into Search', fill(t('Search'), 'hello')],
  ['Type hello world into the Search field', fill(t('Search'), 'hello world')],
  ['Type the text "hello" into "Search"', fill(t('Search'), 'hello')],
  ['Enter "a@b.c" in "Email"', fill(t('Email'), 'a@b.c')],
  ['Enter "a@b.c" into the Email field', fill(t('Email'), 'a@b.c')],
  ['Enter a@b.c in Email', fill(t('Email'), 'a@b.c')],
  ['Input "42" into "Age"', fill(t('Age'), '42')],
  ['Write "Hi there" in the "Message" text area', fill(t('Message', { role: 'textbox' }), 'Hi there')],
  ['Put "Bob" in "Name"', fill(t('Name'), 'Bob')],
  ['Fill "Email" with "a@b.c"', fill(t('Email'), 'a@b.c')],
  ['Fill the "Email" field with "a@b.c"', fill(t('Email'), 'a@b.c')],
  ['Fill in "Email" with "a@b.c"', fill(t('Email'), 'a@b.c')],
  ['Fill in the Email field with a@b.c', fill(t('Email'), 'a@b.c')],
  ['Fill out "Name" with "Ada Lovelace"', fill(t('Name'), 'Ada Lovelace')],
  ['Fill "a@b.c" into "Email"', fill(t('Email'), 'a@b.c')],
  ['Fill in the Password field with {{password}}', fill(t('Password'), '{{password}}')],
  ['Type {{email}} into "Email"', fill(t('Email'), '{{email}}')],
  ['Type "{{email}}" into "Email"', fill(t('Email'), '{{email}}')],
  ['Type "user {{n}}" into "Name"', fill(t('Name'), 'user {{n}}')],
  ['Type "" into "Search"', fill(t('Search'), '')],
  ['Type "in the box" into "Search"', fill(t('Search'), 'in the box')],
  ['Type "hello" into the field labelled "Search"', fill(t('Search'), 'hello')],
  ['Type "hello" into the "Search" textbox', fill(t('Search', { role: 'textbox' }), 'hello')],
  ['Type "Bob" into "Name" in the "Billing" form', fill(t('Name', { within: 'Billing' }), 'Bob')],
  ['Type "Bob" into the 2nd "Name" field', fill(t('Name', { nth: 2 }), 'Bob')],
  // A form's "First Name" and "Last Name" are labels, not the first and last fields called "Name".
  ['Fill First Name with John', fill(t('First Name'), 'John')],
  ['Fill Last Name with Doe', fill(t('Last Name'), 'Doe')],
  ['Type "Ada" into the first name field', fill(t('first name'), 'Ada')],
  ['Type "Bob" into the first "Name" field', fill(t('Name', { nth: 1 }), 'Bob')],
  ['Type \'He said "hi"\' into "Message"', fill(t('Message'), 'He said "hi"')],
  ['Types "x" into "Code"', fill(t('Code'), 'x')],
  ['Clear "Search"', { kind: 'clear', target: t('Search') }],
  ['Clear the Search field', { kind: 'clear', target: t('Search') }],
  ['Clear the text in "Search"', { kind: 'clear', target: t('Search') }],
  ['Empty the "Notes" field', { kind: 'clear', target: t('Notes') }],
  ['Erase "Notes"', { kind: 'clear', target: t('Notes') }],
  ['Delete the text in "Notes"', { kind: 'clear', target: t('Notes') }],
];

const CHOICES: Array<[string, StepAction]> = [
  ['Select "Blue" from "Color"', select(t('Color'), 'Blue')],
  // "Option 2" with its number is an option's own text; "option France" is France.
  ['Select Option 2 from the dropdown', select(t('', { role: 'combobox' }), 'Option 2')],
  ['Select option France from the Country dropdown', select(t('Country', { role: 'combobox' }), 'France')],
  ['select "Blue" from the "Color" dropdown', select(t('Color', { role: 'combobox' }), 'Blue')],
  ['Select "Blue" in "Color"', select(t('Color'), 'Blue')],
  ['Select Blue from Color', select(t('Color'), 'Blue')],
  ['Select the option "Blue" from "Color"', select(t('Color'), 'Blue')],
  ['Select option "Blue" from the Color select', select(t('Color', { role: 'combobox' }), 'Blue')],
  ['Choose "France" from "Country"', select(t('Country'), 'France')],
  ['Choose "France" in the Country dropdown', select(t('Country', { role: 'combobox' }), 'France')],
  ['Pick "Large" from the "Size" drop-down', select(t('Size', { role: 'combobox' }), 'Large')],
  ['Select "Blue" from "Color" in "Filters"', select(t('Color', { within: 'Filters' }), 'Blue')],
  ['Select "Save" in the "Edit" dialog', click(t('Save', { within: 'Edit' }))],
  ['Select the "Save" button in "Edit"', click(t('Save', { role: 'button', within: 'Edit' }))],
  ['Check "Remember me"', check(t('Remember me'))],
  ['check the "Remember me" checkbox', check(t('Remember me', { role: 'checkbox' }))],
  ['Check the Terms checkbox', check(t('Terms', { role: 'checkbox' }))],
  ['Check the box "I agree"', check(t('I agree'))],
  ['Check "I agree" in "Sign up"', check(t('I agree', { within: 'Sign up' }))],
  ['Tick "I agree"', check(t('I agree'))],
  ['Tick the "Newsletter" box', check(t('Newsletter'))],
  // A box that is ticked is a checkbox: the one by its label.
  // A click beside an element, as a modal or menu is dismissed.
  ['Click outside the modal', { kind: 'click', target: t('modal'), clickCount: 1, button: 'left', outside: true }],
  ['Tap anywhere outside the "Filters" dialog', { kind: 'click', target: t('Filters', { role: 'dialog' }), clickCount: 1, button: 'left', outside: true }],
  // A slider's value, whatever the verb ("Drag the slider to 50" has no place named 50).
  ['Drag the slider to 50', fill(t('', { role: 'slider' }), '50')],
  ['Set the "Volume" slider to 2.5', fill(t('Volume', { role: 'slider' }), '2.5')],
  ['Tick the box next to Remember me', check(t('', { role: 'checkbox', near: 'Remember me' }))],
  ['Untick the box next to "Newsletter"', check(t('', { role: 'checkbox', near: 'Newsletter' }), false)],
  ['Check the box', check(t('', { role: 'checkbox' }))],
  ['Select the "Terms" checkbox', check(t('Terms', { role: 'checkbox' }))],
  ['Select the "Express" radio button', check(t('Express', { role: 'radio' }))],
  ['Turn on "Dark mode"', check(t('Dark mode'))],
  ['Toggle on the "Dark mode" switch', check(t('Dark mode', { role: 'switch' }))],
  ['Uncheck "Newsletter"', check(t('Newsletter'), false)],
  ['Un-check "Newsletter"', check(t('Newsletter'), false)],
  ['Untick the "Newsletter" checkbox', check(t('Newsletter', { role: 'checkbox' }), false)],
  ['Deselect "Newsletter"', check(t('Newsletter'), false)],
  ['Turn off "Dark mode"', check(t('Dark mode'), false)],
];

const KEYS_SCROLL_UPLOAD: Array<[string, StepAction]> = [
  ['Press Enter', press('Enter')],
  ['press enter', press('Enter')],
  ['Press "Enter"', press('Enter')],
  ['Press the Enter key', press('Enter')],
  ['Hit Enter', press('Enter')],
  ['Press Return', press('Enter')],
  ['Press Tab', press('Tab')],
  ['Press Escape', press('Escape')],
  ['Press Escape to close the dialog', press('Escape')],
  ['Press Enter to submit the form', press('Enter')],
  ['Hit Enter to search', press('Enter')],
  ['Press Esc', press('Escape')],
  ['Press the escape key', press('Escape')],
  ['Press Space', press('Space')],
  ['Press Backspace', press('Backspace')],
  ['Press Delete', press('Delete')],
  ['Press ArrowDown', press('ArrowDown')],
  ['Press the down arrow', press('ArrowDown')],
  ['Press Arrow Up', press('ArrowUp')],
  ['Press Page Down', press('PageDown')],
  ['Press Home', press('Home')],
  ['Press F2', press('F2')],
  ['Press "Control+A"', press('Control+A')],
  ['Press Control+A', press('Control+A')],
  ['Press ctrl+a', press('Control+A')],
  ['Press Ctrl+Shift+K', press('Control+Shift+K')],
  ['Press Cmd+Enter', press('Meta+Enter')],
  ['Press Shift+Tab', press('Shift+Tab')],
  ['Press "a"', press('a')],
  ['Press Enter in "Search"', press('Enter', t('Search'))],
  ['Press Enter in the Search field', press('Enter', t('Search'))],
  ['Press the Enter key on "Search"', press('Enter', t('Search'))],
  ['Press Escape inside the "Share" dialog', press('Escape', t('Share', { role: 'dialog' }))],
  ['Scroll down', { kind: 'scroll', direction: 'down' }],
  ['Scroll down the page', { kind: 'scroll', direction: 'down' }],
  ['Scroll up', { kind: 'scroll', direction: 'up' }],
  ['Scroll up a bit', { kind: 'scroll', direction: 'up' }],
  ['Scroll to the bottom', { kind: 'scroll', direction: 'bottom' }],
  ['Scroll to the bottom of the page', { kind: 'scroll', direction: 'bottom' }],
  ['Scroll down to the bottom', { kind: 'scroll', direction: 'bottom' }],
  ['Scroll to the end', { kind: 'scroll', direction: 'bottom' }],
  ['Scroll to the top', { kind: 'scroll', direction: 'top' }],
  ['Scroll back to the top', { kind: 'scroll', direction: 'top' }],
  ['Scroll to "Footer"', { kind: 'scroll', target: t('Footer') }],
  ['Scroll down to the "Pricing" heading', { kind: 'scroll', target: t('Pricing', { role: 'heading' }) }],
  ['Scroll until "Load more" is visible', { kind: 'scroll', target: t('Load more') }],
  ['Scroll "Reviews" into view', { kind: 'scroll', target: t('Reviews') }],
  ['Scroll down until you see Contact us', { kind: 'scroll', target: t('Contact us') }],
  ['Scroll down until the Load more button appears', { kind: 'scroll', target: t('Load more', { role: 'button' }) }],
  ['Upload "cv.pdf" to "Resume"', { kind: 'upload', target: t('Resume'), file: 'cv.pdf' }],
  ['Upload the file "photos/cat.png" into the "Avatar" field', { kind: 'upload', target: t('Avatar'), file: 'photos/cat.png' }],
  ['Attach "cv.pdf" to "Resume"', { kind: 'upload', target: t('Resume'), file: 'cv.pdf' }],
  ['Upload cv.pdf using the Resume input', { kind: 'upload', target: t('Resume'), file: 'cv.pdf' }],
];

const WAITS: Array<[string, StepAction]> = [
  ['Wait 2 seconds', { kind: 'wait', seconds: 2 }],
  ['wait 2 second', { kind: 'wait', seconds: 2 }],
  ['Wait 2s', { kind: 'wait', seconds: 2 }],
  ['Wait 2 secs', { kind: 'wait', seconds: 2 }],
  ['Wait for 3 seconds', { kind: 'wait', seconds: 3 }],
  ['Wait 1.5 seconds', { kind: 'wait', seconds: 1.5 }],
  ['Wait 500 ms', { kind: 'wait', seconds: 0.5 }],
  ['Wait 500ms', { kind: 'wait', seconds: 0.5 }],
  ['Wait 250 milliseconds', { kind: 'wait', seconds: 0.25 }],
  ['Wait 1 minute', { kind: 'wait', seconds: 60 }],
  ['Wait a second', { kind: 'wait', seconds: 1 }],
  ['Wait two seconds', { kind: 'wait', seconds: 2 }],
  ['Wait half a second', { kind: 'wait', seconds: 0.5 }],
  ['Wait a few seconds', { kind: 'wait', seconds: 3 }],
  ['Wait 3', { kind: 'wait', seconds: 3 }],
  ['Pause 2 seconds', { kind: 'wait', seconds: 2 }],
  ['Sleep 1 second', { kind: 'wait', seconds: 1 }],
  ['Wait for "Welcome"', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait for "Welcome" to appear', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait for "Welcome" to be visible', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait for "Welcome" to show up', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait until "Welcome" appears', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait until "Welcome" is visible', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait until "Welcome" is shown', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait for the text "Welcome"', { kind: 'wait-for', target: t('Welcome'), state: 'visible' }],
  ['Wait for the "Results" heading', { kind: 'wait-for', target: t('Results', { role: 'heading' }), state: 'visible' }],
  ['Wait for the "Results" heading to appear', { kind: 'wait-for', target: t('Results', { role: 'heading' }), state: 'visible' }],
  ['Wait for "Loading" to disappear', { kind: 'wait-for', target: t('Loading'), state: 'hidden' }],
  ['Wait for "Loading" to be hidden', { kind: 'wait-for', target: t('Loading'), state: 'hidden' }],
  ['Wait for "Loading" to go away', { kind: 'wait-for', target: t('Loading'), state: 'hidden' }],
  ['Wait until "Loading" disappears', { kind: 'wait-for', target: t('Loading'), state: 'hidden' }],
  ['Wait until "Loading" is gone', { kind: 'wait-for', target: t('Loading'), state: 'hidden' }],
  ['Wait until "Loading" is no longer visible', { kind: 'wait-for', target: t('Loading'), state: 'hidden' }],
  ['Wait until the "Saving" spinner is hidden', { kind: 'wait-for', target: t('Saving'), state: 'hidden' }],
  ['Wait for the "Share" dialog to close', { kind: 'wait-for', target: t('Share', { role: 'dialog' }), state: 'hidden' }],
];

const VARIABLES: Array<[string, StepAction]> = [
  ['Store the text of "Order number" as {{order}}', { kind: 'store-text', target: t('Order number'), variable: 'order' }],
  ['Store the text of "Order number" as order', { kind: 'store-text', target: t('Order number'), variable: 'order' }],
  ['Save the text of the "Total" cell as total', { kind: 'store-text', target: t('Total', { role: 'cell' }), variable: 'total' }],
  ['Remember the text of "Order number" as {{order_id}}', { kind: 'store-text', target: t('Order number'), variable: 'order_id' }],
  ['Store "Order number" as order', { kind: 'store-text', target: t('Order number'), variable: 'order' }],
  ['Store the value of "Email" as email', { kind: 'store-text', target: t('Email'), variable: 'email' }],
  ['Save the text of "Code" in {{code}}', { kind: 'store-text', target: t('Code'), variable: 'code' }],
  ['Capture the text of "Ref" into the variable ref', { kind: 'store-text', target: t('Ref'), variable: 'ref' }],
  ['Copy the text of the "Invite link" field as invite', { kind: 'store-text', target: t('Invite link'), variable: 'invite' }],
  ['Remember "Total" in "Summary" as total', { kind: 'store-text', target: t('Total', { within: 'Summary' }), variable: 'total' }],
  ['Set {{email}} to a unique email', { kind: 'generate', variable: 'email', generator: 'email' }],
  ['Set email to a unique email address', { kind: 'generate', variable: 'email', generator: 'email' }],
  ['set {{email}} to a random email', { kind: 'generate', variable: 'email', generator: 'email' }],
  ['Set {{name}} to a random string', { kind: 'generate', variable: 'name', generator: 'string' }],
  ['Set {{n}} to a random number', { kind: 'generate', variable: 'n', generator: 'number' }],
  ['Let {{user}} be a unique username', { kind: 'generate', variable: 'user', generator: 'string' }],
  ['Generate a unique email as email', { kind: 'generate', variable: 'email', generator: 'email' }],
  ['Generate a unique email as {{email}}', { kind: 'generate', variable: 'email', generator: 'email' }],
  ['Generate a random string as code', { kind: 'generate', variable: 'code', generator: 'string' }],
  ['Generate a random number as {{qty}}', { kind: 'generate', variable: 'qty', generator: 'number' }],
  ['Create a unique email and store it as signup_email', { kind: 'generate', variable: 'signup_email', generator: 'email' }],
  ['Remember a random string as password', { kind: 'generate', variable: 'password', generator: 'string' }],
];

const ASSERTIONS: Array<[string, StepAction]> = [
  // Page text
  ['Check that the page contains "Welcome"', pageText('Welcome')],
  // The page's words after the verb are kept as written, "must" and "don't" included.
  ['Verify the page shows Password must be at least 8 characters', pageText('Password must be at least 8 characters')],
  ["The page should say You don't have access", pageText("You don't have access")],
  ['Check the page contains "Welcome"', pageText('Welcome')],
  ['Check that the page shows "Welcome"', pageText('Welcome')],
  ['Verify that the page has the text "Welcome"', pageText('Welcome')],
  ['Verify the page displays "Welcome"', pageText('Welcome')],
  ['Assert the page includes "Welcome"', pageText('Welcome')],
  ['Assert that page contains Welcome back', pageText('Welcome back')],
  ['Expect the page to contain "Welcome"', pageText('Welcome')],
  ['Ensure the page shows "Welcome"', pageText('Welcome')],
  ['Make sure the page says "Welcome"', pageText('Welcome')],
  ['Confirm the page mentions "Welcome"', pageText('Welcome')],
  ['The page should contain "Welcome"', pageText('Welcome')],
  ['The page should show "Welcome"', pageText('Welcome')],
  ['Page contains "Welcome"', pageText('Welcome')],
  ['The page must display "Welcome"', pageText('Welcome')],
  ['I should see "Welcome"', pageText('Welcome')],
  ['I see "Welcome"', pageText('Welcome')],
  ['Verify I can see "Welcome"', pageText('Welcome')],
  ['Then I should see "Welcome"', pageText('Welcome')],
  ['Expect text "Welcome"', pageText('Welcome')],
  ['Verify "Welcome"', pageText('Welcome')],
  ['Check for "Welcome"', pageText('Welcome')],
  ['Check for the text "Welcome"', pageText('Welcome')],
  ['Verify the text "Welcome" is present', pageText('Welcome')],
  ['Verify the text "Welcome" appears on the page', pageText('Welcome')],
  ['The text "Error" should not be present', pageText('Error', true)],
  ['Check that the page does not contain "Error"', pageText('Error', true)],
  ["Check that the page doesn't contain \"Error\"", pageText('Error', true)],
  ['Verify the page does not show "Error"', pageText('Error', true)],
  ['The page should not contain "Error"', pageText('Error', true)],
  ["The page shouldn't show \"Error\"", pageText('Error', true)],
  ['I should not see "Error"', pageText('Error', true)],
  ["I don't see \"Error\"", pageText('Error', true)],
  ['Verify that the text "Error" is not displayed', pageText('Error', true)],
  // Title
  ['Check that the title is "Home"', title('is', 'Home')],
  ['Check the title is "Home"', title('is', 'Home')],
  ['Verify the page title is "Home | Shop"', title('is', 'Home | Shop')],
  ['The title should be "Home"', title('is', 'Home')],
  ['Title equals "Home"', title('is', 'Home')],
  ['Expect the title to be "Home"', title('is', 'Home')],
  ['Assert title contains "Shop"', title('contains', 'Shop')],
  ['The page title should contain "Shop"', title('contains', 'Shop')],
  ['Verify the title includes Shop', title('contains', 'Shop')],
  ['The title is not "Error"', title('is', 'Error', true)],
  ['The title should not contain "404"', title('contains', '404', true)],
  ["The title doesn't contain \"404\"", title('contains', '404', true)],
  ['The page is titled "Home"', title('is', 'Home')],
  ['Verify the page has the title "Home"', title('is', 'Home')],
  ['Verify the title is not empty', title('is', '', true)],
  // URL
  ['Check that the URL contains "/dashboard"', url('contains', '/dashboard')],
  ['Check the URL contains /dashboard', url('contains', '/dashboard')],
  ['Expect the URL to contain "/dashboard"', url('contains', '/dashboard')],
  ['The URL should contain "/dashboard"', url('contains', '/dashboard')],
  ['Verify the current URL includes "?tab=2"', url('contains', '?tab=2')],
  ['Verify the URL is "https://example.com/done"', url('is', 'https://example.com/done')],
  ['The url should be https://example.com/done', url('is', 'https://example.com/done')],
  ['URL equals "https://example.com/"', url('is', 'https://example.com/')],
  ['The URL should not contain "/login"', url('contains', '/login', true)],
  ['Verify the URL is not "https://example.com/login"', url('is', 'https://example.com/login', true)],
  ['The path should contain "/orders"', url('contains', '/orders')],
  ['I am on /dashboard', url('contains', '/dashboard')],
  ['I should be on the /dashboard page', url('contains', '/dashboard')],
  ['Verify I am redirected to "/login"', url('contains', '/login')],
  ['I should be taken to /thanks', url('contains', '/thanks')],
  ['Check that we are on "/cart"', url('contains', '/cart')],
  // After a refused sign-in or form: where the page still is.
  ['Verify the page stays on /login', url('contains', '/login')],
  ['Verify the user remains on /login', url('contains', '/login')],
  ['Verify that the URL remains /login', url('is', '/login')],
  ['Check the URL stays at "/cart"', url('is', '/cart')],
  ['The path should still remain /orders', url('is', '/orders')],
  ['Verify the URL changes to /dashboard', url('is', '/dashboard')],
  // What something shows once the step before changed it: a control by its new words, anything else by its value.
  ['Verify the Add to cart button changes to Remove', state(t('Remove', { role: 'button' }), 'visible')],
  ['Verify the button text changes to Remove', state(t('Remove', { role: 'button' }), 'visible')],
  ['Verify the "Follow" button changes to "Unfollow"', state(t('Unfollow', { role: 'button' }), 'visible')],
  ['Verify the status changes to Active', value(t('status'), 'Active')],
  ['Verify the quantity is updated to 2', value(t('quantity'), '2')],
  ['Verify the status becomes Completed', value(t('status'), 'Completed')],
  ['Verify the button becomes enabled', state(t('', { role: 'button' }), 'enabled')],
  // What expands: its state, read from the page's own signs, not whether it is on screen.
  ['Verify the "Advanced options" section is expanded', state(t('Advanced options'), 'expanded')],
  ['Verify "What is Verity?" is collapsed', state(t('What is Verity?'), 'collapsed')],
  ['Verify the dropdown is open', state(t('', { role: 'combobox' }), 'expanded')],
  ['Verify the navigation menu is open', state({ text: 'navigation', part: 'menu-button' }, 'expanded')],
  ['Verify the hamburger menu is closed', state({ text: 'hamburger', part: 'menu-button' }, 'collapsed')],
  ['Verify the account menu is not open', state({ text: 'account', part: 'menu-button' }, 'collapsed')],
  ['Verify the user menu is expanded', state({ text: 'user', part: 'menu-button' }, 'expanded')],
  // A dialog open is a dialog shown; a bare "menu" is the menu shown.
  ['Verify the modal is open', state(t('modal'), 'visible')],
  ['Verify the menu is closed', state(t('menu'), 'hidden')],
  // "the user" is who checks only before what they do: "the user name" is a thing on the page.
  ['Verify the user name is displayed', state(t('user name'), 'visible')],
  // A control's words: the control of that kind so named is shown.
  ['Verify the button text is Submit', state(t('Submit', { role: 'button' }), 'visible')],
  ['Verify the link label says "Learn more"', state(t('Learn more', { role: 'link' }), 'visible')],
  // A field that shows an error message is invalid, not a field holding the words "an error message".
  ['Verify the email field shows an error message', state(t('email'), 'invalid')],
  ['Verify the email field shows no error messages', state(t('email'), 'valid')],
  // No results: none of the things counted, as "0 results are shown" counts them; a notice is found by its kind.
  ['Verify there are no results', things('results', 0)],
  ['Verify no search results are returned', things('search results', 0)],
  ['There is no Delete button', state(t('Delete', { role: 'button' }), 'hidden')],
  ['Verify there are no errors', state(t('errors'), 'hidden')],
  // "Active" of a tab or a link is the one chosen, of a button that it can be used.
  ['Verify the Settings tab is active', state(t('Settings', { role: 'tab' }), 'checked')],
  ['Verify the Home link is not active', state(t('Home', { role: 'link' }), 'unchecked')],
  ['Verify the Save button is active', state(t('Save', { role: 'button' }), 'enabled')],
  ['Verify the active tab is Settings', state(t('Settings', { role: 'tab' }), 'checked')],
  ['Verify the selected option is All', state(t('All'), 'checked')],
  ['Verify the modal closes', state(t('modal'), 'hidden')],
  // The page's heading, whatever it says.
  ['Verify the page heading is Dashboard', value(t('', { role: 'heading' }), 'Dashboard')],
  ['Verify the main heading is Dashboard', value(t('', { role: 'heading' }), 'Dashboard')],
  ['Verify the page heading says Dashboard', value(t('', { role: 'heading' }), 'Dashboard')],
  ['Verify the h1 reads Welcome', value(t('', { role: 'heading' }), 'Welcome')],
  ['Verify the dialog is dismissed', state(t('dialog'), 'hidden')],
  ['Verify the error Invalid email appears', state(t('Invalid email'), 'visible')],
  ['Verify the message Invalid email appears below the Email field', value(t('Email', { role: 'textbox' }), 'Invalid email', 'contains')],
  ['Check that URL is changed to /inventory.html', url('is', '/inventory.html')],
  ['Verify the URL has been updated to include "?page=2"', url('contains', '?page=2')],
  // The browser console, which every run records.
  ['Verify the page has no console errors', assert({ type: 'no-console-errors' })],
  ['Verify there are no JavaScript errors', assert({ type: 'no-console-errors' })],
  ['Check that there are no errors in the browser console', assert({ type: 'no-console-errors' })],
  ['The console should have no errors', assert({ type: 'no-console-errors' })],
  // After a refused sign-in or form, naming no address: where the last action began.
  ['Verify the URL remains unchanged', addressKept('url')],
  ['Verify the URL never changes', addressKept('url')],
  ['Check that the URL stays the same', addressKept('url')],
  ['Verify that the URL does not change', addressKept('url')],
  ["Verify the URL hasn't changed", addressKept('url')],
  ['Check that the current URL is unchanged', addressKept('url')],
  ['Verify that the page URL remains the same as before', addressKept('url')],
  ['The URL should stay the same', addressKept('url')],
  ['Verify the user is not redirected', addressKept('page')],
  ['The user should not be redirected to another page', addressKept('page')],
  ["Verify the page doesn't navigate away", addressKept('page')],
  ['Verify the page is not redirected anywhere', addressKept('page')],
  ['Verify the user stays on the same page', addressKept('page')],
  ['Verify I am still on the same page', addressKept('page')],
  ['Check that the user remains on the current page', addressKept('page')],
  ['Verify no redirect happens', addressKept('page')],
  ['Verify there is no redirection', addressKept('page')],
  ["Verify the user doesn't leave the page", addressKept('page')],
  ['Check that the URL changes', addressKept('url', true)],
  ['Verify the URL has changed', addressKept('url', true)],
  ['Verify the URL is different', addressKept('url', true)],
  ['Verify the user is redirected', addressKept('page', true)],
  ['The user should get redirected', addressKept('page', true)],
  ['Verify the page navigates away', addressKept('page', true)],
  ['Verify the user is taken to another page', addressKept('page', true)],
  // Field value
  ['Verify that "Email" has value "a@b.c"', value(t('Email'), 'a@b.c')],
  ['Check that "Email" has the value "a@b.c"', value(t('Email'), 'a@b.c')],
  ['"Email" has value "a@b.c"', value(t('Email'), 'a@b.c')],
  ['The "Email" field should have value "a@b.c"', value(t('Email'), 'a@b.c')],
  ['The Email field has value a@b.c', value(t('Email'), 'a@b.c')],
  ['Verify the value of "Email" is "a@b.c"', value(t('Email'), 'a@b.c')],
  ['Expect "Email" to have value "{{email}}"', value(t('Email'), '{{email}}')],
  ['Check that "Email" is "a@b.c"', value(t('Email'), 'a@b.c')],
  ['"Quantity" equals "2"', value(t('Quantity'), '2')],
  ['"Email" contains "a@b"', value(t('Email'), 'a@b', 'contains')],
  ['Check that "Email" contains "@"', value(t('Email'), '@', 'contains')],
  ['The value of "Email" contains "@"', value(t('Email'), '@', 'contains')],
  // A badge, and an icon named by an unquoted word, are parts of the thing with no words of their own.
  ['Make sure the "Cart" badge shows "2"', value(t('Cart', { part: 'badge' }), '2', 'contains')],
  ['Verify the cart badge is not displayed', state(t('cart', { part: 'badge' }), 'hidden')],
  ['Check that the shopping cart badge is 3', value(t('shopping cart', { part: 'badge' }), '3')],
  ['Verify the notification counter shows 3', value(t('notification', { part: 'badge' }), '3', 'contains')],
  ['Click the cart icon', click(t('cart', { part: 'icon' }))],
  ['Click the "Settings" icon', click(t('Settings'))],
  ['Click the badge', click(t('badge'))],
  ['The "Total" cell should read "$10.00"', value(t('Total', { role: 'cell' }), '$10.00')],
  ['"Email" does not have value "x"', value(t('Email'), 'x', 'is', true)],
  ['"Email" should not contain "@"', value(t('Email'), '@', 'contains', true)],
  ['Check that "Search" is empty', value(t('Search'), '')],
  ['The "Search" field should be empty', value(t('Search'), '')],
  ['"Search" is not empty', value(t('Search'), '', 'is', true)],
  // Element state
  ['Check that "Save" is visible', state(t('Save'), 'visible')],
  ['Check "Save" is visible', state(t('Save'), 'visible')],
  ['"Save" is visible', state(t('Save'), 'visible')],
  ['"Save" is shown', state(t('Save'), 'visible')],
  ['"Save" is displayed', state(t('Save'), 'visible')],
  ['"Save" appears', state(t('Save'), 'visible')],
  ['"Welcome" is visible on the page', state(t('Welcome'), 'visible')],
  ['The "Save" button should be visible', state(t('Save', { role: 'button' }), 'visible')],
  ['Verify the "Save" button is displayed', state(t('Save', { role: 'button' }), 'visible')],
  ['Verify the Save button is visible', state(t('Save', { role: 'button' }), 'visible')],
  ['The "Success" message appears', state(t('Success'), 'visible')],
  ['There is a "Save" button', state(t('Save', { role: 'button' }), 'visible')],
  ['Verify there is a "Log out" link', state(t('Log out', { role: 'link' }), 'visible')],
  ['I should see the "Save" button', state(t('Save', { role: 'button' }), 'visible')],
  ['"Spinner" is hidden', state(t('Spinner'), 'hidden')],
  ['"Error" is not visible', state(t('Error'), 'hidden')],
  ["\"Error\" isn't visible", state(t('Error'), 'hidden')],
  ['"Error" should not be visible', state(t('Error'), 'hidden')],
  ['The "Error" message should not be displayed', state(t('Error'), 'hidden')],
  ['"Loading" is gone', state(t('Loading'), 'hidden')],
  ['"Loading" is no longer visible', state(t('Loading'), 'hidden')],
  ['"Loading" disappears', state(t('Loading'), 'hidden')],
  ['There is no "Error" message', state(t('Error'), 'hidden')],
  ['There are no "Error" messages', state(t('Error'), 'hidden')],
  ['Check that "Save" is enabled', state(t('Save'), 'enabled')],
  ['The "Save" button should be enabled', state(t('Save', { role: 'button' }), 'enabled')],
  ['"Save" is not disabled', state(t('Save'), 'enabled')],
  ['Check that "Save" is disabled', state(t('Save'), 'disabled')],
  ['Expect "Save" to be disabled', state(t('Save'), 'disabled')],
  ['The "Save" button is greyed out', state(t('Save', { role: 'button' }), 'disabled')],
  ['"Save" should not be enabled', state(t('Save'), 'disabled')],
  ['"Terms" is checked', state(t('Terms'), 'checked')],
  ['Verify the "Terms" checkbox is checked', state(t('Terms', { role: 'checkbox' }), 'checked')],
  ['Check that "Terms" is ticked', state(t('Terms'), 'checked')],
  ['"Express" is selected', state(t('Express'), 'checked')],
  ['The "Dark mode" switch is on', state(t('Dark mode', { role: 'switch' }), 'checked')],
  ['"Newsletter" is unchecked', state(t('Newsletter'), 'unchecked')],
  ['Verify "Newsletter" is not checked', state(t('Newsletter'), 'unchecked')],
  ['"Newsletter" should not be selected', state(t('Newsletter'), 'unchecked')],
  ['"Dark mode" is off', state(t('Dark mode'), 'unchecked')],
  ['Check that the 2nd "Delete" button in "Cart" is disabled', state(t('Delete', { role: 'button', nth: 2, within: 'Cart' }), 'disabled')],
  // Count
  ['There are 3 "Item" rows', count(t('Item', { role: 'row' }), 3)],
  ['Check that there are 3 "Delete" buttons', count(t('Delete', { role: 'button' }), 3)],
  ['Verify there are exactly 2 "Item" rows', count(t('Item', { role: 'row' }), 2)],
  ['There should be 3 "Product" cards', count(t('Product'), 3)],
  ['There are three "Delete" buttons', count(t('Delete', { role: 'button' }), 3)],
  ['There is one "Delete" button', count(t('Delete', { role: 'button' }), 1)],
  ['There are 3 items in the "Cart"', count(t('items', { within: 'Cart' }), 3)],
  ['There are 0 "Error" messages', count(t('Error'), 0)],
  ['"Delete" appears 2 times', count(t('Delete'), 2)],
  ['"Delete" appears twice', count(t('Delete'), 2)],
  ['"Delete" appears once', count(t('Delete'), 1)],
  ['"Delete" is shown 4 times', count(t('Delete'), 4)],
  ['The "Delete" button appears 3 times on the page', count(t('Delete', { role: 'button' }), 3)],
  ['I should see 3 "Delete" buttons', count(t('Delete', { role: 'button' }), 3)],
  ['The list has 3 "Product" items', count(t('Product'), 3)],
  ['The number of "Delete" buttons is 3', count(t('Delete', { role: 'button' }), 3)],
  ['3 "Delete" buttons are shown', count(t('Delete', { role: 'button' }), 3)],
  ['Make sure there are 5 "Product" cards listed', count(t('Product'), 5)],
  ['The page shows 3 results', pageText('3 results')],
  // The words say what is counted, not an element's name.
  ['Verify 3 contacts are shown', things('contacts', 3)],
  ['Check that there is 1 contact', things('contact', 1)],
  ['I see 2 search results', things('search results', 2)],
  // Counts compared: "more than 3" is at least 4, "fewer than 5" at most 4.
  ['Verify at least one result is shown', bounded(things('result', 1), 'at-least')],
  ['Verify more than 3 products are shown', bounded(things('products', 4), 'at-least')],
  ['Verify fewer than 5 contacts are listed', bounded(things('contacts', 4), 'at-most')],
  ['Check that there are at most 10 items', bounded(things('items', 10), 'at-most')],
  ['I see at least 2 search results', bounded(things('search results', 2), 'at-least')],
  ['Verify "Delete" appears at least 2 times', bounded(count(t('Delete'), 2), 'at-least')],
  ['Verify the number of rows is greater than 0', bounded(count(t('', { role: 'row' }), 1), 'at-least')],
  ['The table has no more than 5 rows', bounded(count(t('', { role: 'row', within: 'table' }), 5), 'at-most')],
  ['Check that 0 results are shown', things('results', 0)],
  ['Verify the list has at least 2 items', bounded(things('items', 2), 'at-least')],
  // A dropdown's options, counted in it.
  ['Verify the dropdown has 3 options', count(t('', { role: 'option', within: 'dropdown' }), 3)],
  ['Check that the Time zone dropdown has 4 options', count(t('', { role: 'option', within: 'Time zone dropdown' }), 4)],
  ['Verify the "Country" select box has at least 2 choices', bounded(count(t('', { role: 'option', within: 'Country select box' }), 2), 'at-least')],
  ['Verify the page shows at least 3 results', bounded(things('results', 3), 'at-least')],
  // The message an empty list shows, not a count of things.
  ['Verify No results found is displayed', pageText('No results found')],
  ['Verify No matching records found is shown', pageText('No matching records found')],
  ['Verify No items is displayed', pageText('No items')],
  ['Verify no items are displayed', things('items', 0)],
  // A row by the words it holds.
  ['Verify the table contains a row with John Doe', state(t('John Doe', { role: 'row' }), 'visible')],
  ['Verify the table does not contain a row with John Doe', state(t('John Doe', { role: 'row' }), 'hidden')],
  ['Verify a row with John Doe is shown', state(t('John Doe', { role: 'row' }), 'visible')],
  ['The table should have a row containing "Jane"', state(t('Jane', { role: 'row' }), 'visible')],
  ['Verify the list has an item for Milk', state(t('Milk', { role: 'listitem' }), 'visible')],
  // An amount needs no quotes.
  ['Verify the subtotal is $120.00', value(t('subtotal'), '$120.00')],
  ['The total should be $135.00', value(t('total'), '$135.00')],
  ['Check that the quantity is not 3', value(t('quantity'), '3', 'is', true)],
  ['Verify the discount is 15%', value(t('discount'), '15%')],
  // Each of the page's items.
  ['Verify all results contain laptop', assert({ type: 'every-item', things: 'results', value: 'laptop' })],
  ["Verify all search results contain 'laptop'", assert({ type: 'every-item', things: 'search results', value: 'laptop' })],
  ['Verify every contact includes the word Analytical', assert({ type: 'every-item', things: 'contact', value: 'Analytical' })],
  // A control in each item: its words in the item's text, not a column called "Add".
  ['Verify all products have an Add to cart button', assert({ type: 'every-item', things: 'products', value: 'Add to cart' })],
  ['Verify each item has a Delete link', assert({ type: 'every-item', things: 'item', value: 'Delete' })],
  // A value compared as a number.
  ['Verify the total is more than $10', compared(value(t('total'), '$10'), 'more-than')],
  ['Verify the price is greater than 0', compared(value(t('price'), '0'), 'more-than')],
  ['Verify the rating is at least 4', compared(value(t('rating'), '4'), 'at-least')],
  ['The quantity should be no more than 5', compared(value(t('quantity'), '5'), 'at-most')],
  ["Verify the Backpack's price is under $50", compared(itemValue('Backpack', 'price', '$50'), 'less-than')],
  ['Verify every cell of the Price column is more than 0', compared(assert({ type: 'field-value', target: t('Price column'), value: '0', negated: false, mode: 'is', among: 'every-cell' }), 'more-than')],
  // A value of one item: in its own row or card.
  ['Verify the price of Wool Beanie is $19.00', itemValue('Wool Beanie', 'price', '$19.00')],
  ['Check that the price of "Sauce Labs Backpack" is "$29.99"', itemValue('Sauce Labs Backpack', 'price', '$29.99')],
  ["Verify the Backpack's price is $29.99", itemValue('Backpack', 'price', '$29.99')],
  ["Verify Alan Turing's role is not Admin", itemValue('Alan Turing', 'role', 'Admin', true)],
  ["Check that Ada's unit price is €3", itemValue('Ada', 'unit price', '€3')],
  ['Sauce Labs Backpack should cost $29.99', itemValue('Sauce Labs Backpack', 'price', '$29.99')],
  ["The Bike Light shouldn't cost $29.99", itemValue('Bike Light', 'price', '$29.99', true)],
  ['The total for Canvas Sneakers should be $120.00', itemValue('Canvas Sneakers', 'total', '$120.00')],
  ['Verify the status of Ada Lovelace is Active', itemValue('Ada Lovelace', 'status', 'Active')],
  ['Check that the role of "Alan Turing" is not Admin', itemValue('Alan Turing', 'role', 'Admin', true)],
  ['Check that the status of Ada contains "Act"', itemValue('Ada', 'status', 'Act', false, 'contains')],
  // The images the page shows.
  ['Verify there are no broken images', assert({ type: 'images-loaded' })],
  ['Check that all images are loaded', assert({ type: 'images-loaded' })],
  ['None of the images should be broken', assert({ type: 'images-loaded' })],
  // Where the user stands in the app.
  ['Verify the user is logged in', appState('logged-in')],
  ['Verify I am logged in', appState('logged-in')],
  ['Verify user is successfully logged in', appState('logged-in')],
  ['Verify login is successful', appState('logged-in')],
  ['Verify successful login', appState('logged-in')],
  ['Verify the user can log in successfully', appState('logged-in')],
  ['Verify the customer is still signed in', appState('logged-in')],
  ['Verify the user is logged in as standard_user', assert({ type: 'app-state', state: 'logged-in', as: 'standard_user' })],
  ['Verify I am logged in as "Ada Lovelace"', assert({ type: 'app-state', state: 'logged-in', as: 'Ada Lovelace' })],
  ['Verify the user is logged out', appState('logged-out')],
  ["Verify the user isn't logged in", appState('logged-out')],
  ["Verify I'm logged out", appState('logged-out')],
  ['Check that logout was successful', appState('logged-out')],
  ['Verify login fails', appState('login-failed')],
  ['Login should fail', appState('login-failed')],
  ['Verify that login fails with an error message', appState('login-failed')],
  ['Verify the user cannot log in', appState('login-failed')],
  ['Verify the user is unable to sign in', appState('login-failed')],
  ['Verify the order is placed successfully', appState('order-placed')],
  ['Verify the order has been placed', appState('order-placed')],
  ['Verify the order confirmation is shown', appState('order-placed')],
  ['The user should see the order confirmation page', appState('order-placed')],
  ['Verify checkout is complete', appState('order-placed')],
  ['Verify the purchase was successful', appState('order-placed')],
  // A message named by its words or kind: as "… is shown" reads it.
  ['Verify the user sees a thank you message', state(t('thank you'), 'visible')],
  ['Verify I see the welcome message', state(t('welcome'), 'visible')],
  // An item in the cart, as the planner writes it.
  ['Check that "Sauce Labs Backpack" is in the cart', assert({ type: 'in-cart', item: 'Sauce Labs Backpack', negated: false })],
  ['Verify "Bike Light" is not in the cart', assert({ type: 'in-cart', item: 'Bike Light', negated: true })],
  // A message by what it says: the words in a message of that kind (any other words around them), else on the page.
  ['Verify the error message says "Password is required"', value(t('error'), 'Password is required', 'contains')],
  ['Verify an error message appears saying the password is required', value(t('error message'), 'password is required', 'contains')],
  ['Verify a toast appears that says Item added', value(t('toast'), 'Item added', 'contains')],
  // A dialog is no message: what it says is its whole text.
  ['Verify the popup says "Hello"', value(t('popup'), 'Hello')],
  ['Verify a message saying Saved appears', pageText('Saved')],
  ['Check that the page shows an error message', state(t('error'), 'visible')],
  ['Verify the page does not show an error message', state(t('error'), 'hidden')],
  // The option chosen in a dropdown.
  ['Verify "Option 1" is selected in the dropdown', value(t('dropdown'), 'Option 1')],
  ['Check that France is chosen in the Country dropdown', value(t('Country', { role: 'combobox' }), 'France')],
  // The order of the items, and the item at a place.
  ['Verify products are sorted by price ascending', assert({ type: 'items-order', things: 'products', by: 'price', descending: false })],
  ['Verify the products are sorted by price (high to low)', assert({ type: 'items-order', things: 'products', by: 'price', descending: true })],
  // The way first, or as a range from the top: read as such, not as a value named "highest price" in ascending order.
  ['Verify the products are sorted by highest price', assert({ type: 'items-order', things: 'products', by: 'price', descending: true })],
  ['Verify the products are sorted by lowest price', assert({ type: 'items-order', things: 'products', by: 'price', descending: false })],
  ['Verify products are sorted by cheapest first', assert({ type: 'items-order', things: 'products', by: 'price', descending: false })],
  ['Verify the products are sorted from most expensive to cheapest', assert({ type: 'items-order', things: 'products', by: 'price', descending: true })],
  ['Verify the products are sorted by price from lowest to highest', assert({ type: 'items-order', things: 'products', by: 'price', descending: false })],
  ['Verify the list is sorted by newest date', assert({ type: 'items-order', things: 'list', by: 'value', attribute: 'date', descending: true })],
  ['Check that the items are sorted by name A to Z', assert({ type: 'items-order', things: 'items', by: 'name', descending: false })],
  ['Products should be sorted Z to A', assert({ type: 'items-order', things: 'products', by: 'name', descending: true })],
  ['Verify the list is sorted alphabetically', assert({ type: 'items-order', things: 'list', by: 'name', descending: false })],
  // By a value of the items: a column of the table, a label on each card.
  ['Verify the table is sorted by last name', assert({ type: 'items-order', things: 'table', by: 'value', attribute: 'last name', descending: false })],
  ['Verify the rows are sorted by due descending', assert({ type: 'items-order', things: 'rows', by: 'value', attribute: 'due', descending: true })],
  ['Verify the results are sorted alphabetically by last name', assert({ type: 'items-order', things: 'results', by: 'value', attribute: 'last name', descending: false })],
  ['The table should be sorted by email (A-Z)', assert({ type: 'items-order', things: 'table', by: 'value', attribute: 'email', descending: false })],
  ['Verify the orders are sorted by date, newest first', assert({ type: 'items-order', things: 'orders', by: 'value', attribute: 'date', descending: true })],
  ['Verify the table is sorted by "Web Site"', assert({ type: 'items-order', things: 'table', by: 'value', attribute: 'Web Site', descending: false })],
  ['Verify the Last Name column is sorted alphabetically', assert({ type: 'items-order', things: 'rows', by: 'value', attribute: 'Last Name', descending: false })],
  ['Assert that the Due column values are in descending order', assert({ type: 'items-order', things: 'rows', by: 'value', attribute: 'Due', descending: true })],
  ['Verify the values in the Email column are sorted alphabetically', assert({ type: 'items-order', things: 'rows', by: 'value', attribute: 'Email', descending: false })],
  ['Check that the "Due" column is in descending order', assert({ type: 'items-order', things: 'rows', by: 'value', attribute: 'Due', descending: true })],
  ['Click the Last Name column header', click(t('Last Name', { role: 'columnheader' }))],
  ['Click the slider', click(t('', { role: 'slider' }))],
  ['Click on the Add Element button 3 times', { kind: 'click', target: t('Add Element', { role: 'button' }), clickCount: 1, button: 'left', times: 3 }],
  ['Click "Add" thrice', { kind: 'click', target: t('Add'), clickCount: 1, button: 'left', times: 3 }],
  ['Press ArrowRight 3 times', { kind: 'press', key: 'ArrowRight', times: 3 }],
  ['Press the left arrow key twice in the slider', { kind: 'press', key: 'ArrowLeft', target: t('', { role: 'slider' }), times: 2 }],
  ['Press Tab twice', { kind: 'press', key: 'Tab', times: 2 }],
  // A wait for a claim other than an element's showing or going is the claim, which waits until it holds.
  ['Wait until the Submit button is enabled', state(t('Submit', { role: 'button' }), 'enabled')],
  ['Wait for the cart count to be 2', value(t('cart count'), '2')],
  ['Wait for the status to say Done', value(t('status'), 'Done')],
  ['Wait until the progress bar shows 100%', value(t('', { role: 'progressbar' }), '100%', 'contains')],
  ['Wait for the progress bar to reach 100%', value(t('', { role: 'progressbar' }), '100%')],
  ['Wait until the spinner disappears', { kind: 'wait-for', target: t('spinner'), state: 'hidden' }],
  ['Wait until Done appears', { kind: 'wait-for', target: t('Done'), state: 'visible' }],
  ['Verify the progress bar is at 100%', value(t('', { role: 'progressbar' }), '100%')],
  ['Verify the progress bar is not at 100%', value(t('', { role: 'progressbar' }), '100%', 'is', true)],
  ['Verify the slider is at 50', value(t('', { role: 'slider' }), '50')],
  // What people check of an element beyond its words: where a link leads, a new tab, required, masked, focus, placeholder.
  ['Verify the Twitter link opens in a new tab', assert({ type: 'element-property', target: t('Twitter', { role: 'link' }), property: 'new-tab', negated: false })],
  ['Verify the About link does not open in a new tab', assert({ type: 'element-property', target: t('About', { role: 'link' }), property: 'new-tab', negated: true })],
  ['Verify the Privacy link goes to /privacy', assert({ type: 'element-property', target: t('Privacy', { role: 'link' }), property: 'link', value: '/privacy', negated: false })],
  ['Verify the Docs link has href /docs', assert({ type: 'element-property', target: t('Docs', { role: 'link' }), property: 'link', value: '/docs', negated: false })],
  ['Verify the email field is required', assert({ type: 'element-property', target: t('email'), property: 'required', negated: false })],
  ['Verify the Company field is optional', assert({ type: 'element-property', target: t('Company'), property: 'required', negated: true })],
  ['Verify the password field is masked', assert({ type: 'element-property', target: t('password'), property: 'masked', negated: false })],
  ['Verify the username field has focus', assert({ type: 'element-property', target: t('username'), property: 'focused', negated: false })],
  ['Verify the Submit button is focused', assert({ type: 'element-property', target: t('Submit', { role: 'button' }), property: 'focused', negated: false })],
  ['Verify the email field has placeholder name@example.com', assert({ type: 'element-property', target: t('email'), property: 'placeholder', value: 'name@example.com', negated: false })],
  ['Verify the placeholder of Email is name@example.com', assert({ type: 'element-property', target: t('Email'), property: 'placeholder', value: 'name@example.com', negated: false })],
  ['Verify the Company field has placeholder Optional', assert({ type: 'element-property', target: t('Company'), property: 'placeholder', value: 'Optional', negated: false })],
  // Colours, named as people name them; a field "in red" is a field refused.
  ['Verify the Delete button is red', assert({ type: 'element-property', target: t('Delete', { role: 'button' }), property: 'colour', value: 'red', negated: false })],
  ['Verify the button turns green', assert({ type: 'element-property', target: t('', { role: 'button' }), property: 'colour', value: 'green', negated: false })],
  ['Verify the Save button has a blue background', assert({ type: 'element-property', target: t('Save', { role: 'button' }), property: 'colour', value: 'blue', negated: false })],
  ['Verify the text color of the error is red', assert({ type: 'element-property', target: t('error'), property: 'colour', value: 'red', negated: false })],
  ['Verify the heading is not grey', assert({ type: 'element-property', target: t('', { role: 'heading' }), property: 'colour', value: 'gray', negated: true })],
  ['Verify the username field is red', state(t('username'), 'invalid')],
  // The page the user is on.
  ['Verify I am on the dashboard', assert({ type: 'on-page', name: 'dashboard', negated: false })],
  ['Verify the user is redirected to the login page', assert({ type: 'on-page', name: 'login', negated: false })],
  ['Verify the user lands on the Products page', assert({ type: 'on-page', name: 'Products', negated: false })],
  ['Check that the user is on the "Secure Area" page', assert({ type: 'on-page', name: 'Secure Area', negated: false })],
  ['Verify the user is not on the login page', assert({ type: 'on-page', name: 'login', negated: true })],
  ['Verify I am back on the home page', assert({ type: 'on-page', name: 'home', negated: false })],
  ['Verify the user remains on the login page', assert({ type: 'on-page', name: 'login', negated: false })],
  ['Verify the user is redirected to the dashboard', assert({ type: 'on-page', name: 'dashboard', negated: false })],
  ['Verify the user is not redirected to the dashboard', assert({ type: 'on-page', name: 'dashboard', negated: true })],
  // A field that shows its value refused, said the ways people say it.
  ['Verify the First Name field is highlighted in red', state(t('First Name'), 'invalid')],
  ['Verify the email field shows an error', state(t('email'), 'invalid')],
  ['Verify First Name is marked as invalid', state(t('First Name'), 'invalid')],
  ['Verify the Email field is not invalid', state(t('Email'), 'valid')],
  ['Verify the Age field is valid', state(t('Age'), 'valid')],
  ['Verify the password field has no error', state(t('password'), 'valid')],
  ['Check that "email" is invalid', state(t('email'), 'invalid')],
  // A dropdown "contains" one of its options; it "shows" the one chosen.
  ['Verify the dropdown contains Option 1', assert({ type: 'field-value', target: t('', { role: 'combobox' }), value: 'Option 1', negated: false, mode: 'contains', among: 'options' })],
  ['Verify the Country dropdown includes France', assert({ type: 'field-value', target: t('Country', { role: 'combobox' }), value: 'France', negated: false, mode: 'contains', among: 'options' })],
  ['Check that the dropdown has the option "Option 2"', assert({ type: 'field-value', target: t('', { role: 'combobox' }), value: 'Option 2', negated: false, mode: 'contains', among: 'options' })],
  ['Verify the dropdown has no option Option 3', assert({ type: 'field-value', target: t('', { role: 'combobox' }), value: 'Option 3', negated: true, mode: 'contains', among: 'options' })],
  ['Verify the dropdown shows Option 1', value(t('', { role: 'combobox' }), 'Option 1', 'contains')],
  // How the page starts: "by default", "initially".
  ['Verify the Remember me checkbox is unchecked by default', state(t('Remember me', { role: 'checkbox' }), 'unchecked')],
  ['Verify the Submit button is initially disabled', state(t('Submit', { role: 'button' }), 'disabled')],
  ['Verify the Submit button is disabled initially', state(t('Submit', { role: 'button' }), 'disabled')],
  // "now", "still": when the claim holds is the check's own business.
  ['Verify the button now says "Verity"', value(t('', { role: 'button' }), 'Verity')],
  ['Verify the status is still Active', value(t('status'), 'Active')],
  // A sentence the page says, with "You" in it, is not who checks.
  ['Verify You have done a dynamic click is shown', state(t('You have done a dynamic click'), 'visible')],
  ['Verify you are logged in', appState('logged-in')],
  ['Drag "Task 1" into the "Done" column', { kind: 'drag', target: t('Task 1'), to: t('Done') }],
  ['Verify the first product is Sauce Labs Onesie', assert({ type: 'nth-item', things: 'product', nth: 1, value: 'Sauce Labs Onesie', negated: false, mode: 'is' })],
  ['Check that the first item in the list is "Buy milk"', assert({ type: 'nth-item', things: 'item', nth: 1, value: 'Buy milk', negated: false, mode: 'is' })],
  ['Verify the last product is not Sauce Labs Onesie', assert({ type: 'nth-item', things: 'product', nth: -1, value: 'Sauce Labs Onesie', negated: true, mode: 'is' })],
  ['The top result should contain "Playwright"', assert({ type: 'nth-item', things: 'result', nth: 1, value: 'Playwright', negated: false, mode: 'contains' })],
  ['Verify the last row contains Alan Turing', value(t('', { role: 'row', nth: -1 }), 'Alan Turing', 'contains')],
  // Not an item: a place, a kind of element, one by its place, or what an element itself says.
  ['Verify the total of the order is $53.99', value(t('total'), '$53.99')],
  ['Verify the value of Email is "x"', value(t('Email'), 'x')],
  // A value a page writes, whose words are also states: "Status: Active".
  ['Verify the status is Active', value(t('status'), 'Active')],
  ['Verify the ticket status is not closed', value(t('ticket status'), 'closed', 'is', true)],
  ['Verify the status is visible', state(t('status'), 'visible')],
  ['Verify the text of the heading is "Hi"', value(t('', { role: 'heading' }), 'Hi')],
  // "the checkbox", "the input": the element of that kind, not the words "checkbox" in a paragraph.
  ['Wait for the checkbox to disappear', { kind: 'wait-for', target: t('', { role: 'checkbox' }), state: 'hidden' }],
  ['Verify the text field is enabled', state(t('', { role: 'textbox' }), 'enabled')],
  ['Verify the input is disabled', state(t('', { role: 'textbox' }), 'disabled')],
  ['Type "hello" into the input field', fill(t('', { role: 'textbox' }), 'hello')],
  ['Click checkbox', click(t('checkbox'))],
  // A kind, then a name written as names are: "the message It's gone!", "the link Home".
  ["Verify the message It's gone! is displayed", state(t("It's gone!"), 'visible')],
  ['Click the link Home', click(t('Home', { role: 'link' }))],
  ['Verify item 1 is displayed', state(t('item 1'), 'visible')],
  ['Click option B', click(t('option B'))],
  ['Verify the text field Email is empty', value(t('Email', { role: 'textbox' }), '')],
  ['Click "Checkbox"', click(t('Checkbox'))],
  ['Verify the price of the first product is $9.99', value(t('price of the first product'), '$9.99')],
  // Words in a part of the page named by its kind or a quoted name.
  ['Verify Ada Lovelace is not in the table', value(t('table'), 'Ada Lovelace', 'contains', true)],
  ['Verify that Ada Lovelace is in the table', value(t('table'), 'Ada Lovelace', 'contains')],
  ['Check that "Saved" is visible in the toast', value(t('toast'), 'Saved', 'contains')],
  ['Check that "Saved" is shown in the "Billing" section', value(t('Billing'), 'Saved', 'contains')],
  // A kind of element alone counts all of that kind.
  ['Check that 3 rows are shown', count(t('', { role: 'row' }), 3)],
  ['The table should have 3 rows', count(t('', { role: 'row', within: 'table' }), 3)],
  ['Verify the table shows 3 rows', count(t('', { role: 'row', within: 'table' }), 3)],
  ['Verify there are 2 buttons in the dialog', count(t('', { role: 'button', within: 'dialog' }), 2)],
];

// "no accessibility violations" fails on any impact; "no serious …" on serious and critical; "no critical …" on critical.
const ACCESSIBILITY: Array<[string, StepAction]> = [
  ['Check that the page has no serious accessibility violations', accessible('serious')],
  ['Verify the page has no accessibility violations', accessible('minor')],
  ['Check that the page has no critical accessibility issues', accessible('critical')],
  ['Check there are no serious a11y violations', accessible('serious')],
  ['Check that the page has no accessibility violations at WCAG 2.1 AA', accessible('minor')],
  ['Check that the page has no accessibility violations (WCAG 2.2 AA)', accessible('minor', '2.2')],
  ['Check that the page has no accessibility violations at level A', accessible('minor', '2.1', 'A')],
  ['Check that the page has no serious accessibility violations (WCAG 2.0 A)', accessible('serious', '2.0', 'A')],
  ['Check that the page has no moderate accessibility violations', accessible('moderate')],
  ['Check that the page has no serious or critical accessibility violations', accessible('serious')],
  ['Check that the page has no critical or serious accessibility errors', accessible('serious')],
  ['Check that the page has no moderate or worse accessibility problems', accessible('moderate')],
  ['Check that the page has no accessibility violations of serious impact', accessible('serious')],
  ['Check that the page does not have any serious accessibility violations', accessible('serious')],
  ["Check that the page doesn't have any accessibility issues", accessible('minor')],
  ['Make sure there are no accessibility errors on the page', accessible('minor')],
  ['There should be no critical accessibility violations', accessible('critical')],
  ['The page should have no a11y issues', accessible('minor')],
  ['Verify no serious accessibility violations', accessible('serious')],
  ['Ensure the page is free of accessibility violations', accessible('minor')],
  ['Check that the page has no WCAG 2.2 AA violations', accessible('minor', '2.2')],
  ['Check that the page has no serious WCAG21AA violations', accessible('serious')],
  ['Check that the page has no accessibility violations according to WCAG 2.0 AA', accessible('minor', '2.0')],
  ['Check that the page has no accessibility violations against WCAG 2.2 level A', accessible('minor', '2.2', 'A')],
  ['Check that the page meets WCAG 2.1 AA', accessible('minor')],
  ['Verify that the page passes WCAG 2.2 level AA', accessible('minor', '2.2')],
  ['The page should pass the accessibility checks', accessible('minor')],
];

// The browser's own dialogs: a plain "dialog" or "popup" is the page's modal, never these.
const DIALOGS: Array<[string, StepAction]> = [
  ['Accept the alert', { kind: 'answer-dialog', accept: true }],
  ['Click OK on the JS alert', { kind: 'answer-dialog', accept: true }],
  ['Accept the confirm dialog', { kind: 'answer-dialog', accept: true }],
  ['Click Cancel on the confirm', { kind: 'answer-dialog', accept: false }],
  ['Click "OK" on the alert', { kind: 'answer-dialog', accept: true }],
  ["Click 'Cancel' on the confirm", { kind: 'answer-dialog', accept: false }],
  ['Dismiss the alert', { kind: 'answer-dialog', accept: false }],
  ['Type "hello" into the prompt', { kind: 'answer-dialog', accept: true, text: 'hello' }],
  ['Answer the prompt with hello world', { kind: 'answer-dialog', accept: true, text: 'hello world' }],
  ['Verify the alert says I am a JS Alert', assert({ type: 'dialog-text', mode: 'contains', value: 'I am a JS Alert', negated: false })],
  ['Check that the alert text is "I am a JS Confirm"', assert({ type: 'dialog-text', mode: 'is', value: 'I am a JS Confirm', negated: false })],
  ['Verify the result is You clicked: Cancel', value(t('result'), 'You clicked: Cancel')],
  ['Click for JS Alert', click(t('for JS Alert'))],
];

// As people write tests of apps built with UI kits (OrangeHRM's): places named by where they are, messages beside
// fields, pages named by their names, a column's every cell.
const UI_KIT: Array<[string, StepAction]> = [
  ['Click PIM in the left menu', click(t('PIM', { within: 'left menu' }))],
  ['Click Logout in the top-right corner', click(t('Logout', { within: 'top-right corner' }))],
  ['Type "Leave" in the sidebar search box', fill(t('search', { within: 'sidebar' }), 'Leave')],
  ['Click the modal Close button', click(t('Close', { role: 'button', within: 'modal' }))],
  ['Click the sidebar toggle', click(t('sidebar', { role: 'switch' }))],
  ['Open the PIM module', click(t('PIM'))],
  ['Click Save without filling the form', click(t('Save'))],
  ['Click Login without entering credentials', click(t('Login'))],
  ['Click Submit with all fields empty', click(t('Submit'))],
  ['Click Continue without saving', click(t('Continue without saving'))],
  ['Enter First Name "John"', fill(t('First Name'), 'John')],
  ['Enter username as "Admin"', fill(t('username'), 'Admin')],
  ['Enter username Admin', fill(t('username'), 'Admin')],
  ['Enter password admin123', fill(t('password'), 'admin123')],
  ['Click the Reset button to clear filters', click(t('Reset', { role: 'button' }))],
  ['Click the Back to products button', click(t('Back to products', { role: 'button' }))],
  ['Verify the toast message Successfully Saved is displayed', assert({ type: 'element-state', target: t('Successfully Saved'), state: 'visible' })],
  ['Verify the Dashboard page is displayed', assert({ type: 'on-page', name: 'Dashboard', negated: false })],
  ['Verify the login page is not displayed', assert({ type: 'on-page', name: 'login', negated: true })],
  ['Verify Products page loads successfully', assert({ type: 'on-page', name: 'Products', negated: false })],
  ['Verify the user stays on the login page', assert({ type: 'on-page', name: 'login', negated: false })],
  ['Verify Successfully Saved', assert({ type: 'page-text', text: 'Successfully Saved', negated: false })],
  ['Verify the Personal Details page shows John Doe', assert({ type: 'page-text', text: 'John Doe', negated: false })],
  ['Verify "Required" message is shown under the Username field', value(t('Username', { role: 'textbox' }), 'Required', 'contains')],
  ['Verify an error "Required" appears below the Password input', value(t('Password', { role: 'textbox' }), 'Required', 'contains')],
  ['Verify the error message is shown under the Email field', assert({ type: 'element-state', target: t('Email', { role: 'textbox' }), state: 'invalid' })],
  ['Verify no error message is shown under the Email field', assert({ type: 'element-state', target: t('Email', { role: 'textbox' }), state: 'valid' })],
  ['Verify Required is shown below the Password field', value(t('Password', { role: 'textbox' }), 'Required', 'contains')],
  ['Verify First Name shows a Required error', value(t('First Name'), 'Required', 'contains')],
  ['Verify the Username field shows a "Required" error', value(t('Username'), 'Required', 'contains')],
  ['Verify Odis is no longer in the employee list', value(t('employee list'), 'Odis', 'contains', true)],
  ['Verify the table shows Anderson in the Last Name column', value(t('Last Name column'), 'Anderson', 'contains')],
  ['Verify only employees with status Freelance are listed', assert({ type: 'field-value', target: t('status column'), value: 'Freelance', negated: false, mode: 'is', among: 'every-cell' })],
  ['Verify only employees with job title QA Lead are shown', assert({ type: 'field-value', target: t('job title column'), value: 'QA Lead', negated: false, mode: 'is', among: 'every-cell' })],
  ['Verify all results have the status Freelance', assert({ type: 'field-value', target: t('status column'), value: 'Freelance', negated: false, mode: 'is', among: 'every-cell' })],
  ['Verify every cell of the "Status" column is "Freelance"', assert({ type: 'field-value', target: t('Status column'), value: 'Freelance', negated: false, mode: 'is', among: 'every-cell' })],
  ['Verify only the Leave menu item is shown', assert({ type: 'only-listed', text: 'Leave' })],
  ['Verify only Anderson is listed', assert({ type: 'only-listed', text: 'Anderson' })],
  ['Verify only "Milk" remains', assert({ type: 'only-listed', text: 'Milk' })],
  ['Verify the Status column only shows Active', assert({ type: 'field-value', target: t('Status column'), value: 'Active', negated: false, mode: 'is', among: 'every-cell' })],
];

// Dates as people write them into booking forms and date pickers: the day is the value, the field the target.
const DATES: Array<[string, StepAction]> = [
  ['Enter check in date "12/15/2026"', fill(t('check in date'), '12/15/2026')],
  ['Select check-in date as 15 Dec 2026', fill(t('check-in date'), '15 Dec 2026')],
  ['Choose 20 December 2026 as the check-out date', fill(t('check-out date'), '20 December 2026')],
  ['Pick the date 2026-12-20 in the Check-out date picker', fill(t('Check-out'), '2026-12-20')],
  ['Select December 15, 2026 from the check-in calendar', fill(t('check-in'), 'December 15, 2026')],
  ['Enter Date of Birth as 15 Jan 1990', fill(t('Date of Birth'), '15 Jan 1990')],
  ['Set Check-out to 3 days from today', fill(t('Check-out'), '3 days from today')],
  ['Set the departure date to next Friday', fill(t('departure date'), 'next Friday')],
  ["Type tomorrow's date into Check-in", fill(t('Check-in'), "tomorrow's date")],
  ['Enter sign in email "ana@example.com"', fill(t('sign in email'), 'ana@example.com')],
  ['Increase the number of adults to 3', fill(t('adults'), '3')],
  ['Decrease children to 0', fill(t('children'), '0')],
  ['Set adults to 2', fill(t('adults'), '2')],
  ['Verify the check-in date is 15 Dec 2026', value(t('check-in date'), '15 Dec 2026', 'is')],
  ['Verify the due date is tomorrow', value(t('due date'), 'tomorrow', 'is')],
  ['Verify Appointment booked for January 15, 2027', assert({ type: 'page-text', text: 'Appointment booked for January 15, 2027', negated: false })],
  ['Verify You must be 18 or older to book', assert({ type: 'page-text', text: 'You must be 18 or older to book', negated: false })],
  ['Verify Your return date must be after your departure date', assert({ type: 'page-text', text: 'Your return date must be after your departure date', negated: false })],
  ['Verify the Arrival is 14:30', value(t('Arrival'), '14:30', 'is')],
  ['Enter Date of Birth as 10 years ago', fill(t('Date of Birth'), '10 years ago')],
  ['Verify the Date of birth is 5 June 1990', value(t('Date of birth'), '5 June 1990', 'is')],
  ['Verify Starts on 2027-04-09', assert({ type: 'page-text', text: 'Starts on 2027-04-09', negated: false })],
];

const ALL = [...DATES, ...UI_KIT, ...NAVIGATION, ...DIALOGS, ...CLICKS, ...TYPING, ...CHOICES, ...KEYS_SCROLL_UPLOAD, ...WAITS, ...VARIABLES, ...ASSERTIONS, ...ACCESSIBILITY];

describe('parseStep', () => {
  it.each(ALL)('reads %j', (line, expected) => {
    expect(parseStep(line, 4)).toEqual({ ok: true, step: { ...expected, index: 4, source: line } });
  });

  it.each([
    ['1. Click "Next"'],
    ['1) Click "Next"'],
    ['12. Click "Next".'],
    ['(3) Click "Next"'],
    ['- Click "Next"'],
    ['* Click "Next"'],
    ['• Click "Next"'],
    ['Step 3: Click "Next"'],
    ['step 3. Click "Next";'],
    ['  Click   "Next"  '],
    ['Click "Next".'],
    ['Click "Next"!'],
    ['Then click "Next"'],
    ['And then click "Next"'],
    ['Next, click "Next"'],
    ['Finally, click "Next"'],
    ['Please click "Next"'],
    ['I click "Next"'],
    ['The user clicks "Next"'],
    ['[ ] Click "Next"'],
  ])('ignores numbering, bullets, connectors and a closing period: %j', (line) => {
    const parsed = parseStep(line, 0);
    expect(parsed).toMatchObject({ ok: true, step: { kind: 'click', target: { text: 'Next' }, source: line } });
  });

  it.each([
    ['Type Passw0rd! into Password', 'Passw0rd!'],
    ['Login with tomsmith and SuperSecretPassword!', 'SuperSecretPassword!'],
  ])("keeps the '!' of a password that ends a line: %j", (line, secret) => {
    expect(JSON.stringify(parseStep(line, 0))).toContain(JSON.stringify(secret));
  });

  it.each([['Click Login!', 'Login'], ['Verify the page shows Welcome back!', 'Welcome back']])("drops an '!' that closes a sentence: %j", (line, words) => {
    const parsed = parseStep(line, 0);
    const read = JSON.stringify(parsed.ok ? { ...parsed.step, source: '' } : parsed);
    expect(read).toContain(JSON.stringify(words));
    expect(read).not.toContain(`${words}!`);
  });

  it.each([['Verify the login page is displayed'], ['Verify the order total is $53.99'], ['Check that the "Log in" button is visible'], ['Verify the order summary is shown']])(
    'reads %j as a check of what it names, not of where the user stands',
    (line) => {
      const parsed = parseStep(line, 0);
      expect(parsed.ok && parsed.step?.kind === 'assert' ? parsed.step.assertion.type : null).not.toBe('app-state');
    },
  );

  it.each([['Enter "Verity" in the JS prompt and click OK'], ['Type hello into the prompt and accept it'], ['Type "Verity" into the prompt and click "OK"']])('reads %j as one answer to the prompt', (line) => {
    expect(parseStep(line, 0)).toMatchObject({ ok: true, step: { kind: 'answer-dialog', accept: true } });
  });

  it.each([['Click OK in the dialog'], ['Close the dialog'], ['Dismiss the popup'], ['Type hello into the prompt and click "Cancel"']])("reads %j as the page's own dialog, not the browser's", (line) => {
    const parsed = parseStep(line, 0);
    expect(parsed.ok && parsed.step?.kind).not.toBe('answer-dialog');
  });

  it('keeps a period that is part of a quoted value', () => {
    expect(parseStep('Check that the page shows "Saved."', 0)).toMatchObject({ ok: true, step: { assertion: { text: 'Saved.' } } });
  });

  it('reads a menu path as each item clicked in turn, and a quoted name with ">" as one name', () => {
    expect(parseStep('Go to PIM > Add Employee', 0)).toMatchObject({
      ok: true,
      step: { kind: 'intent', clauses: [{ kind: 'activate', name: 'PIM' }, { kind: 'activate', text: 'go to Add Employee', name: 'Add Employee' }] },
    });
    expect(parseStep('Click Admin → User Management → Users', 0)).toMatchObject({ ok: true, step: { kind: 'intent', clauses: [{ name: 'Admin' }, { name: 'User Management' }, { name: 'Users' }] } });
    expect(parseStep('Click "Settings > Users"', 0)).toMatchObject({ ok: true, step: { kind: 'click', target: { text: 'Settings > Users' } } });
    expect(parseStep('Log out from the application', 0)).toMatchObject({ ok: true, step: { kind: 'intent', clauses: [{ kind: 'activate', name: 'Logout' }] } });
  });

  it('runs a check among intents as the grammar reads it alone, a check of the cart as the intents do', () => {
    expect(parseStep('Search for John and verify 1 result is shown', 0)).toMatchObject({
      ok: true,
      step: { kind: 'intent', clauses: [{ kind: 'search', query: 'John' }, { kind: 'step', step: { kind: 'assert', assertion: { type: 'count', count: 1, things: true } } }] },
    });
    expect(parseStep('Add the Backpack to the cart and verify the cart has 1 item', 0)).toMatchObject({
      ok: true,
      step: { kind: 'intent', clauses: [{ kind: 'add-to-cart' }, { kind: 'expect', outcome: { type: 'count-text', place: 'cart' } }] },
    });
  });

  it('opens a page named so as going to it does, by its link or menu item; the home page by its address', () => {
    expect(parseStep('Open the Pricing page', 0)).toMatchObject({ ok: true, step: { kind: 'intent', clauses: [{ kind: 'activate', name: 'Pricing' }] } });
    expect(parseStep('Go to the Pricing page', 0)).toMatchObject({ ok: true, step: { kind: 'intent', clauses: [{ kind: 'activate', name: 'Pricing' }] } });
    expect(parseStep('Open the home page', 0)).toMatchObject({ ok: true, step: { kind: 'navigate' } });
  });

  it.each([[''], ['   '], ['# a comment'], ['// a comment'], ['  # indented comment']])('reads %j as no step', (line) => {
    expect(parseStep(line, 2)).toEqual({ ok: true, step: null });
  });
});

describe('formatStep', () => {
  // Formatted steps are what the planner writes and what suggestions offer: they must parse back unchanged.
  it.each(ALL.filter(([line]) => !/twice$/.test(line)))('writes the step of %j so that it parses back', (_line, expected) => {
    const written = formatStep(expected);
    expect(parseStep(written, 0)).toEqual({ ok: true, step: { ...expected, index: 0, source: written } });
  });

  it.each<[StepAction, string]>([
    [click(t('Sign in', { role: 'button' })), 'Click the "Sign in" button'],
    [click(t('Delete', { role: 'button', nth: 2, within: 'Cart', near: 'Total' })), 'Click the 2nd "Delete" button in "Cart" near "Total"'],
    [fill(t('Email'), '{{email}}'), 'Type "{{email}}" into "Email"'],
    [fill(t('Message'), 'He said "hi"'), 'Type \'He said "hi"\' into "Message"'],
    [navigate(''), 'Open the home page'],
    [navigate('/login'), 'Go to /login'],
    [{ kind: 'generate', variable: 'email', generator: 'email' }, 'Set {{email}} to a unique email'],
    [pageText('Thanks'), 'Check that the page shows "Thanks"'],
    [count(t('Delete'), 1), 'Check that "Delete" appears 1 time'],
    [accessible('serious'), 'Check that the page has no serious accessibility violations'],
    [accessible('minor', '2.2', 'A'), 'Check that the page has no accessibility violations (WCAG 2.2 A)'],
  ])('writes %j as %j', (action, line) => {
    expect(formatStep(action)).toBe(line);
  });
});

describe('parseSteps', () => {
  it('skips blank and comment lines, keeping each step at the index of its own line', () => {
    const result = parseSteps(['# Sign in', 'Open /login', '', '  ', 'Type "a@b.c" into "Email"', '// submit', 'Click "Sign in"']);
    expect(result).toEqual({
      ok: true,
      steps: [
        { kind: 'navigate', url: '/login', index: 1, source: 'Open /login' },
        { kind: 'fill', target: t('Email'), value: 'a@b.c', index: 4, source: 'Type "a@b.c" into "Email"' },
        { ...click(t('Sign in')), index: 6, source: 'Click "Sign in"' },
      ],
    });
  });

  it('reports every line it cannot read, by its own line number, and no steps', () => {
    const result = parseSteps(['Open /login', 'Clik the Sign in button', 'Click "Next"', 'Frobnicate the widget']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ index, source }) => ({ index, source }))).toEqual([
      { index: 1, source: 'Clik the Sign in button' },
      { index: 3, source: 'Frobnicate the widget' },
    ]);
    expect(result.errors[0]?.message).toMatch(/^Line 2 "Clik the Sign in button": not a step I understand\. Did you mean: Click the "Sign in" button/);
    expect(result.errors[1]?.message).toMatch(/^Line 4 "Frobnicate the widget"/);
  });

  it('accepts no instructions at all as no steps', () => {
    expect(parseSteps([])).toEqual({ ok: true, steps: [] });
    expect(parseSteps(['', '# nothing yet'])).toEqual({ ok: true, steps: [] });
  });

  // Speed belongs in bench/, never in a timed unit test (it fails on a busy CI machine).
  it('reads a thousand-line test in one pass, every line a step', () => {
    const lines = Array.from({ length: 3 }, () => ALL.map(([line]) => line)).flat();
    expect(lines.length).toBeGreaterThan(1_000);
    const result = parseSteps(lines);
    expect(result.ok && result.steps.length).toBe(lines.length);
  });
});

describe('lines that are not steps', () => {
  const errorOf = (line: string) => {
    const parsed = parseStep(line, 2);
    if (parsed.ok) throw new Error(`expected ${JSON.stringify(line)} to be refused, got ${JSON.stringify(parsed.step)}`);
    return parsed.error;
  };

  it.each<[string, string[]]>([
    ['Clik the Sign in button', ['Click the "Sign in" button']],
    ['Clik "Sign in"', ['Click "Sign in"']],
    ['Clcik on "Sign in"', ['Click "Sign in"']],
    ['Tyep "hello" into "Search"', ['Type "hello" into "Search"']],
    ['Slect "Blue" from "Color"', ['Select "Blue" from "Color"']],
    ['Hoover over "Products"', ['Hover over "Products"']],
    ['Wiat 2 seconds', ['Wait 2 seconds']],
    ['Scrol to "Footer"', ['Scroll to "Footer"']],
    ['Uncheckk "Newsletter"', ['Uncheck "Newsletter"']],
    ['Naviagte to /login', ['Go to /login']],
    ['Relaod the page', ['Reload the page']],
    ['Type "hello"', ['Type "hello" into "Field"', 'Fill "Field" with "hello"']],
    ['Select "Blue" from', ['Select "Blue" from "Field"']],
    ['Check that the title ends with "Shop"', ['Check that the title contains "Shop"']],
    ['Verify the URL starts with "https"', ['Check that the URL contains "https"']],
    ['Verify something nice happens', ['Check that the page shows "something nice happens"']],
    ['Check that wibble', ['Check that the page shows "wibble"']],
    ['Frobnicate the widget', ['Click "widget"']],
    ['Set {{name}} to "Bob"', ['Set {{email}} to a unique email']],
    ['Wait until the URL contains "/done"', ['Check that the URL contains "/done"']],
    ['Wait for the title to be "Done"', ['Check that the title contains "Done"']],
    ['Click the "Accept cookies" button if present', ['Click the "Accept cookies" button']],
    ['Click Accept if present', ['Click "Accept"']],
    // What a click is for does not say which element it is.
    ['Click the button to open the menu', ['Click the "Open menu" button']],
    ['Tap on the link to view the details', ['Click the "View details" link']],
    ['Clear the email field and type new@test.com', ['Clear "email"']],
    ['Click the Accept button if it appears', ['Click the "Accept" button']],
    // An accessibility check only says which violations there must not be.
    ['Check that the page has accessibility violations', ['Check that the page has no serious accessibility violations']],
    ['Check that the page is accessible', ['Check that the page has no serious accessibility violations']],
    ['Verify the page has no accessibility violations at WCAG 2.1 AAA', ['Check that the page has no serious accessibility violations']],
  ])('refuses %j and suggests %j', (line, expected) => {
    const error = errorOf(line);
    expect(error).toMatchObject({ index: 2, source: line });
    expect(error.message.startsWith(`Line 3 "${line}": `)).toBe(true);
    expect(error.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(error.suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of expected) expect(error.suggestions).toContain(suggestion);
    for (const suggestion of error.suggestions) {
      expect(error.message).toContain(suggestion);
      expect(parseStep(suggestion, 0)).toMatchObject({ ok: true });
    }
  });

  it.each([
    ['Type "a" into "Email" and press Enter', ['Type "a" into "Email"', 'Press Enter']],
    ['Type hello into Email and press Enter', ['Type "hello" into "Email"', 'Press Enter']],
    ['Type "laptop" in the search box and hit enter', ['Type "laptop" into "search"', 'Press Enter']],
    ['Click "Accept", then wait 2 seconds', ['Click "Accept"', 'Wait 2 seconds']],
    ['Open /login then click "Sign in"', ['Go to /login', 'Click "Sign in"']],
    ['Scroll down and click Load more', ['Scroll down', 'Click "Load more"']],
    ['Open the user menu and click Settings', ['Click the user menu button', 'Click "Settings"']],
    ['Check Remember me and click Sign in', ['Check "Remember me"', 'Click "Sign in"']],
    ['Click Next, then click Next again and click Finish', ['Click "Next"', 'Click "Next"', 'Click "Finish"']],
    ['Select "Blue" from Color, enter 2 in Quantity, and click "Add to cart"', ['Select "Blue" from "Color"', 'Type "2" into "Quantity"', 'Click "Add to cart"']],
    ['Verify the success toast appears and disappears', ['Check that the success toast is visible', 'Check that the success toast is hidden']],
    ['Check that the "Saved" message is shown and then goes away', ['Check that the "Saved" message is visible', 'Check that the "Saved" message is hidden']],
  ])('runs the steps of a line that holds several: %j', (line, written) => {
    const parsed = parseStep(line, 4);
    expect(parsed).toMatchObject({ ok: true, step: { kind: 'intent', index: 4, source: line } });
    const clauses = parsed.ok && parsed.step?.kind === 'intent' ? parsed.step.clauses : [];
    const steps = written.map((one) => {
      const alone = parseStep(one, 4);
      if (!alone.ok || !alone.step || alone.step.kind === 'intent') throw new Error(`${one} is no grammar step`);
      const { index: _index, source: _source, ...step } = alone.step;
      return step as StepAction;
    });
    expect(clauses).toEqual(steps.map((step) => ({ kind: 'step', text: formatStep(step), step })));
  });

  it.each([
    // A name that holds "and" followed by a word that is also a step.
    ['Click Save and Back', ['Click "Save"', 'Go back']],
    // A check after a check, said with no verb of its own: the end of a value or a second claim.
    ['Verify the title is Home and the Contact link is visible', ['Check that the title is "Home"', 'Check that the "Contact" link is visible']],
  ])('asks which of one step or several %j is', (line, halves) => {
    const parsed = parseStep(line, 0);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.message).toContain('write one per line');
    expect(parsed.error.message).toContain('if it names one thing, quote it');
    expect(parsed.error.suggestions).toEqual(halves);
  });

  it('times each step of a line that holds several by the line\'s limit', () => {
    expect(parseStep('Click "Save" and check that "Saved" is visible within 20 seconds', 0)).toMatchObject({ ok: true, step: { kind: 'intent', timeoutMs: 20_000 } });
  });

  it.each([
    ['Click "Save and continue"', 'Save and continue'],
    ['Click Save and Continue', 'Save and Continue'],
    ['Type "Tom and Jerry" into "Name"', 'Name'],
  ])('does not split %j where "and" belongs to a name', (line, text) => {
    expect(parseStep(line, 0)).toMatchObject({ ok: true, step: { target: { text } } });
  });

  it.each([
    ['Click'],
    ['Type'],
    ['Click "A" "B"'],
    ['Go to'],
    ['Wait'],
    ['Press'],
    ['Hello world'],
    ['Store the text of "X"'],
    ['!!!'],
    // What the title does, not a title it is not: read as one, it would pass on any page.
    ['Verify the title does not change'],
    // A judgement, not the title or address it should be.
    ['Verify the page title is correct'],
    ['Verify the URL is correct'],
    ['Check that the URL is valid'],
    // No one element: each field is checked by its own step, a number in one place or in a column.
    ['Verify all fields are empty'],
    ['Verify all prices are greater than 0'],
    // A value named by what it is: the words "the username" are on no page that greets a user.
    ['Verify the welcome message contains the username'],
    ['Check that the header shows the user name'],
  ])('refuses %j with a reason and phrasings to try', (line) => {
    const error = errorOf(line);
    expect(error.message).toMatch(new RegExp(`^Line 3 ".*": .+\\.`));
    expect(error.suggestions.length).toBeGreaterThan(0);
  });
});
