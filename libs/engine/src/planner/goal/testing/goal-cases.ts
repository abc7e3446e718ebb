// Goals phrased the way people write them, on the fixture apps (libs/engine/src/fixtures/apps): shared by the
// goal suite (draft-goals.test.ts) and the bench's drafting times.

export interface GoalCase {
  /** The start page, under the apps server. */
  start: string;
  goal: string;
  /** Text each of which some drafted step must contain: the actions the goal names. */
  does: string[];
  /** Text the last check must contain: the goal's outcome. */
  checks: string;
  /** True when the draft must fail on the app's broken variant. */
  failsWhenBroken?: boolean;
}

const SHOP = 'shop/index.html';
const TODO = 'todo/index.html';
const REGISTER = 'register/index.html';
const WORKSPACE = 'workspace/index.html';
const WIZARD = 'onboard/index.html';
const PRACTICE = 'practice/index.html';
const CRM = 'crm/index.html';
const OUTFITTERS = 'outfitters/index.html';
const SWAG_LABS = 'swaglabs/index.html';

export const GOALS: GoalCase[] = [
  // The shop
  { start: SHOP, goal: 'Log in with username standard_user and password secret_sauce; the Products page should show.', does: ['standard_user', 'secret_sauce', 'Login'], checks: 'Products' },
  { start: SHOP, goal: 'log in as standard_user / secret_sauce and make sure the products list is shown', does: ['standard_user', 'Login'], checks: 'products' },
  {
    start: SHOP,
    goal: 'Log in as standard_user with password secret_sauce, add the Sauce Labs Backpack to the cart, open the cart and check that it contains Sauce Labs Backpack',
    does: ['Add to cart', 'Shopping cart'],
    checks: 'Sauce Labs Backpack',
    failsWhenBroken: true,
  },
  {
    start: SHOP,
    goal: 'Sign in as standard_user with password secret_sauce, add the Bike Light to the cart, go to the cart, check out, fill in any name and zip code, continue, finish the order and check that "Thank you for your order!" is shown',
    does: ['Add to cart', 'Checkout', 'First Name', 'Zip/Postal Code', 'Continue', 'Finish'],
    checks: 'Thank you for your order!',
    failsWhenBroken: true,
  },
  {
    start: SHOP,
    goal: 'Log in as standard_user with password secret_sauce, add the Backpack and the Bike Light to the cart, open the cart and verify that Sauce Labs Bike Light is listed',
    does: ['near "Backpack"', 'near "Bike Light"'],
    checks: 'Sauce Labs Bike Light',
    failsWhenBroken: true,
  },
  {
    start: SHOP,
    goal: 'Log in as standard_user with password secret_sauce, open the Sauce Labs Fleece Jacket, add it to the cart, open the cart; the cart should contain Sauce Labs Fleece Jacket',
    does: ['Sauce Labs Fleece Jacket" link', 'Add to cart'],
    checks: 'Sauce Labs Fleece Jacket',
    failsWhenBroken: true,
  },
  {
    start: SHOP,
    goal: 'Log in as standard_user with password wrong_password and check that an error saying "Username and password do not match any user in this service" appears',
    does: ['wrong_password'],
    checks: 'Username and password do not match',
  },
  {
    start: SHOP,
    goal: 'Log in as standard_user with password secret_sauce, go to the cart, check out, continue without filling the form and you should see an error saying "Error: First Name is required"',
    does: ['Checkout', 'Continue'],
    checks: 'First Name is required',
  },
  { start: SHOP, goal: 'Log in as standard_user with password secret_sauce, open the menu and click About; the page should show "We sell the best testing swag."', does: ['Open Menu', 'About'], checks: 'best testing swag' },
  // TodoMVC
  { start: TODO, goal: "Add 'Pay rent', mark it completed, click 'Clear completed', and check that 'Pay rent' is no longer shown", does: ['Pay rent', 'Clear completed'], checks: 'does not show "Pay rent"', failsWhenBroken: true },
  { start: TODO, goal: "Add 'Buy milk' and 'Walk the dog', complete 'Buy milk' and check that '1 item left' is shown", does: ['Buy milk', 'Walk the dog'], checks: '1 item left', failsWhenBroken: true },
  { start: TODO, goal: 'Add "Call mum", then mark it as done and check that "0 items left" appears', does: ['Call mum'], checks: '0 items left', failsWhenBroken: true },
  { start: TODO, goal: "Create a todo called 'Water plants', tick it off, switch to the Completed filter and make sure 'Water plants' is visible", does: ['Water plants', 'Completed'], checks: 'Water plants' },
  { start: TODO, goal: 'Add three todos: "one", "two", "three" and check that 3 items left is shown', does: ['"one"', '"two"', '"three"'], checks: '3 items left' },
  { start: TODO, goal: "Add 'Feed the cat', delete it, and check that 'Feed the cat' is gone", does: ['Feed the cat', 'Delete'], checks: 'does not show "Feed the cat"' },
  { start: TODO, goal: "add 'Oil the bike' and 'Bake bread', mark 'Oil the bike' as done, show only the active ones and check that 'Oil the bike' is not visible", does: ['Active'], checks: 'does not show "Oil the bike"' },
  // The sign-up form
  {
    start: REGISTER,
    goal: 'Fill in the sign-up form with realistic details, accept the terms, create the account and check that "Welcome aboard!" is shown',
    does: ['Full name', 'Work email', 'Password', 'Terms of Service', 'Create account'],
    checks: 'Welcome aboard!',
    failsWhenBroken: true,
  },
  { start: REGISTER, goal: "Enter 'not-an-email' as the work email, click Create account and check that 'Please enter a valid email address.' is shown", does: ['not-an-email', 'Create account'], checks: 'valid email address' },
  { start: REGISTER, goal: "Type 'short' into Password and submit the form; an error saying 'Password must be at least 8 characters' should appear", does: ['short', 'Create account'], checks: 'at least 8 characters' },
  { start: REGISTER, goal: 'Choose Germany as the country and create the account without accepting the terms; expect "You must accept the Terms of Service."', does: ['Germany', 'Create account'], checks: 'You must accept the Terms of Service.' },
  // The workspace: a menu, tabs, switches, a table
  {
    start: WORKSPACE,
    goal: "Open Settings from the account menu, set the display name to 'Grace Hopper', save the changes and check that 'Settings saved' appears",
    does: ['Ada Lovelace', 'Settings', 'Grace Hopper', 'Save changes'],
    checks: 'Settings saved',
    failsWhenBroken: true,
  },
  {
    start: WORKSPACE,
    goal: 'Go to Settings, open the Notifications tab, turn on email notifications and save; "Settings saved" should show',
    does: ['Notifications', 'Email notifications', 'Save changes'],
    checks: 'Settings saved',
    failsWhenBroken: true,
  },
  { start: WORKSPACE, goal: 'Archive the Gemini project and check that Gemini is no longer shown', does: ['Archive'], checks: 'does not show "Gemini"' },
  { start: WORKSPACE, goal: 'Open the Profile page from the account menu and check that "Your profile" is shown', does: ['Profile'], checks: 'Your profile' },
  // The wizard
  {
    start: WIZARD,
    goal: "Pick the Pro plan, click Next, enter 'Acme Corp' as the company name, choose 11-50 for team size, click Next, confirm and check that 'Your Pro plan for Acme Corp is active.' is shown",
    does: ['Pro', 'Next', 'Acme Corp', '11-50', 'Confirm'],
    checks: 'Your Pro plan for Acme Corp is active.',
    failsWhenBroken: true,
  },
  { start: WIZARD, goal: 'Choose the Enterprise plan and continue; the page should show "Tell us about your team"', does: ['Enterprise', 'Next'], checks: 'Tell us about your team' },
  { start: WIZARD, goal: 'Click Next, then Next again without a company name and check that "Enter your company name." is shown', does: ['Next'], checks: 'Enter your company name.' },
  // More phrasings
  {
    start: SHOP,
    goal: 'As standard_user with password secret_sauce, sort the products by price (high to low) and check that Sauce Labs Fleece Jacket is shown',
    does: ['standard_user', 'Price (high to low)'],
    checks: 'Sauce Labs Fleece Jacket',
  },
  { start: SHOP, goal: 'Log in as standard_user with password secret_sauce and log out from the menu; the Login button should be visible', does: ['Open Menu', 'Logout'], checks: 'Login' },
  { start: TODO, goal: "Add 'Milk' then 'Eggs' then 'Bread' and make sure 3 items left is displayed", does: ['"Milk"', '"Eggs"', '"Bread"'], checks: '3 items left', failsWhenBroken: false },
  { start: TODO, goal: "Add 'Pay bills', mark it as done, then unmark it and check that '1 item left' is shown", does: ['Pay bills'], checks: '1 item left' },
  { start: TODO, goal: "Add two tasks 'x1' and 'x2', complete 'x1', clear completed and check that 'x1' is gone", does: ['"x1"', '"x2"', 'Clear completed'], checks: 'does not show "x1"', failsWhenBroken: true },
  { start: TODO, goal: "Add 'Read a book' and check that the counter says 1 item left", does: ['Read a book'], checks: '1 item left' },
  { start: SHOP, goal: 'Log in as standard_user / secret_sauce, sort the products by price low to high and verify that Sauce Labs Bike Light is shown', does: ['Price (low to high)'], checks: 'Sauce Labs Bike Light' },
  // TodoMVC's own controls: a nameless × shown on hover, the "Mark all as complete" toggle, counts and ordinals.
  { start: TODO, goal: 'Add three todos, mark all of them as complete and check that "0 items left" is shown', does: ['Buy groceries', 'Mark all as complete'], checks: '0 items left', failsWhenBroken: true },
  { start: TODO, goal: "Add 'a', 'b' and 'c', complete the second one and check that '2 items left' is shown", does: ['near "b"'], checks: '2 items left', failsWhenBroken: true },
  { start: TODO, goal: "Create a todo 'Read book', then remove it; the list should be empty", does: ['Remove" button near "Read book"'], checks: 'does not show "Read book"' },
  { start: TODO, goal: "Add 'Buy milk', rename it to 'Buy oat milk' and check that 'Buy oat milk' is shown", does: ['Double-click "Buy milk"', 'Buy oat milk'], checks: 'Buy oat milk' },
  { start: TODO, goal: 'Add two todos, mark all as done, clear completed and verify there are no todos left', does: ['Walk the dog', 'Clear completed'], checks: 'does not show "Walk the dog"', failsWhenBroken: true },
  {
    start: REGISTER,
    goal: "Fill out the form, tick the Terms of Service box and press Create account, then verify that 'Welcome aboard!' appears",
    does: ['Full name', 'Terms of Service', 'Create account'],
    checks: 'Welcome aboard!',
    failsWhenBroken: true,
  },
  { start: REGISTER, goal: "Put 'bad@' in the Work email field, press Create account and you should see 'Please enter a valid email address.'", does: ['bad@', 'Create account'], checks: 'valid email address' },
  { start: WORKSPACE, goal: "From the account menu go to Profile and verify the page shows 'ada@acme.test'", does: ['Ada Lovelace', 'Profile'], checks: 'ada@acme.test' },
  {
    start: WORKSPACE,
    goal: 'Go to settings, switch to the Notifications tab, turn off the weekly digest, save and check that Settings saved is shown',
    does: ['Notifications', 'Weekly digest', 'Save changes'],
    checks: 'Settings saved',
    failsWhenBroken: true,
  },
  {
    start: WORKSPACE,
    goal: "Open Settings, pick Europe/Berlin as the time zone, save the changes and confirm that 'Settings saved' appears",
    does: ['Europe/Berlin', 'Save changes'],
    checks: 'Settings saved',
    failsWhenBroken: true,
  },
  { start: WORKSPACE, goal: 'Archive Apollo and make sure Gemini is still listed', does: ['Archive'], checks: 'Gemini' },
  {
    start: WIZARD,
    goal: "Select the Starter plan, go on to the next step, type 'Tiny Co' into Company name, pick 1-10 as the team size, go to the next step and confirm; check that 'Your Starter plan for Tiny Co is active.' is displayed",
    does: ['Starter', 'Tiny Co', '1-10', 'Confirm'],
    checks: 'Your Starter plan for Tiny Co is active.',
  },
  {
    start: WIZARD,
    goal: "Choose the Pro plan, press Next, leave the company name empty and press Next; an error saying 'Enter your company name.' should be shown",
    does: ['Pro', 'Clear "Company name"'],
    checks: 'Enter your company name.',
  },
  { start: WORKSPACE, goal: 'Delete the Apollo project and check that Apollo is no longer shown', does: ['Delete', 'Delete project'], checks: 'does not show "Apollo"', failsWhenBroken: true },
  // A practice site: unlabeled checkboxes and dropdown, a password ending in "!", counts, a slow loader.
  { start: PRACTICE, goal: "Open Form Authentication, log in with tomsmith and SuperSecretPassword! and check that 'You logged into a secure area!' is shown", does: ['Form Authentication', 'SuperSecretPassword!', 'Login'], checks: 'You logged into a secure area!', failsWhenBroken: true },
  { start: PRACTICE, goal: "Go to the Form Authentication page, log in as tomsmith / SuperSecretPassword! and then log out; you should see 'You logged out of the secure area!'", does: ['Logout'], checks: 'You logged out of the secure area!', failsWhenBroken: true },
  { start: PRACTICE, goal: "Open Form Authentication, sign in as tomsmith with password letmein and verify the error 'Your password is invalid!' appears", does: ['letmein'], checks: 'Your password is invalid!' },
  { start: PRACTICE, goal: "Open Add/Remove Elements, click 'Add Element' three times and check that there are 3 Delete buttons", does: ['Add Element'], checks: '3', failsWhenBroken: true },
  { start: PRACTICE, goal: 'Go to Checkboxes, check the first checkbox and make sure it is checked', does: ['checkbox'], checks: 'is checked', failsWhenBroken: true },
  { start: PRACTICE, goal: "Open the Dropdown page, select 'Option 2' from the dropdown and verify that Option 2 is selected", does: ['Option 2'], checks: 'Option 2', failsWhenBroken: true },
  { start: PRACTICE, goal: 'Open Checkboxes, uncheck checkbox 2 and tick checkbox 1', does: ['Uncheck the 2nd checkbox', 'Check the 1st checkbox'], checks: '1st checkbox is checked', failsWhenBroken: true },
  { start: PRACTICE, goal: 'Go to Add/Remove Elements, add an element, then delete it and check that no Delete button is shown', does: ['Add Element', 'Delete'], checks: 'is hidden' },
  { start: PRACTICE, goal: 'Open Dynamic Loading, click Start, wait for the loading to finish and check that "Hello World!" is shown', does: ['Start'], checks: 'Hello World!', failsWhenBroken: true },
  // A contacts app whose "New contact" form is a dialog with no <form>, and a shop whose checkout is behind its cart.
  {
    start: CRM,
    goal: 'Create a new contact named Grace Hopper with email grace@navy.mil, and check that the list shows 4 contacts',
    does: ['New contact', 'Type "Grace" into "First name"', 'Type "Hopper" into "Last name"', 'grace@navy.mil', 'Save contact'],
    checks: '4 contacts',
    failsWhenBroken: true,
  },
  { start: CRM, goal: 'Add a contact called Katherine Johnson with email katherine@nasa.gov and verify that Katherine Johnson is in the table', does: ['New contact', 'Katherine', 'katherine@nasa.gov', 'Save contact'], checks: 'Katherine Johnson', failsWhenBroken: true },
  { start: CRM, goal: 'Archive Ada Lovelace and check that Ada Lovelace is no longer in the table', does: ['More actions for Ada Lovelace', 'Click "Archive"'], checks: 'does not contain "Ada Lovelace"', failsWhenBroken: true },
  { start: OUTFITTERS, goal: 'Turn on the Shoes filter, sort by Price: low to high and check that 2 products are shown', does: ['Shoes', 'Price: low to high'], checks: 'there are 2 products', failsWhenBroken: true },
  {
    start: OUTFITTERS,
    goal: 'Filter the products by Shoes, add the Canvas Sneakers to the cart, check out with name Ada Lovelace and email ada@example.com and check that "Your order #10492 has been placed" is shown',
    does: ['Shoes', 'Add to cart', 'Checkout', 'Type "Ada Lovelace" into "Full name"', 'Type "ada@example.com" into "Email"', 'Place order'],
    checks: 'Your order #10492 has been placed',
  },
  // Swag Labs' inventory as its React app renders it: a sort dropdown known only by its class, a cart badge.
  {
    start: SWAG_LABS,
    goal: 'Sort the products by price (low to high) and check that the products are sorted by price, and that the first product is Sauce Labs Onesie',
    does: ['Price (low to high)', 'sorted by price, low to high'],
    checks: 'the 1st product is "Sauce Labs Onesie"',
    failsWhenBroken: true,
  },
  { start: SWAG_LABS, goal: 'Verify the price of the Sauce Labs Fleece Jacket is $49.99 and that there are no broken images', does: ['the price of "Sauce Labs Fleece Jacket"'], checks: 'no broken images' },
];
