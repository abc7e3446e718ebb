// Tests written the way users write them, on the fixture apps (src/fixtures/apps): forms, navigation, a menu, a
// modal dialog and a browser confirm, a table, a list, a slow loader. Each passes on its app; on the /broken/
// variant of some apps the same steps fail at a known step: a check that is false, an element that never appears.

export interface ExportCase {
  name: string;
  /** The page the test starts on, under the apps server. */
  start: string;
  instructions: string[];
  variables?: Record<string, string>;
  stepTimeoutMs?: number;
  /** The step (from 1) at which the same steps fail on the app's /broken/ variant. */
  failsWhenBroken?: number;
}

/** The test's configuration on the apps server at `baseUrl` (the URL of its start page). */
export const configurationOf = (test: ExportCase, baseUrl: string) => ({
  name: test.name,
  base_url: baseUrl,
  instructions: test.instructions,
  folder_id: null,
  ...(test.variables ? { variables: test.variables } : {}),
  ...(test.stepTimeoutMs ? { step_timeout_ms: test.stepTimeoutMs } : {}),
});

/** Step time limits short enough for failures to come quickly, long enough for a loaded machine. */
const QUICK = 2_500;

export const PASSING_CASES: ExportCase[] = [
  {
    name: 'Orbit: create an account',
    start: 'register/index.html',
    instructions: [
      'Type "Ada Lovelace" into "Full name"',
      'Type "ada@example.com" into "Work email"',
      'Type "orbit2024!" into "Password"',
      'Verify the Country dropdown has 5 options',
      'Select "France" from "Country"',
      'Check that "Country" has value "France"',
      'Check "I agree to the Terms of Service"',
      'Check that "I agree to the Terms of Service" is checked',
      'Click the "Create account" button',
      'Check that the page shows "Welcome aboard!"',
      'Check that "Work email" is hidden',
    ],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 10,
  },
  {
    name: 'Swag Labs: a backpack in the cart',
    start: 'shop/index.html',
    instructions: [
      'Type "{{username}}" into "Username"',
      'Type "{{password}}" into "Password"',
      'Click "Login"',
      'Check that the page shows "Products"',
      'Verify the price of Sauce Labs Backpack is $29.99',
      'Check that the Bike Light does not cost $29.99',
      'Select "Price (low to high)" from "Sort products"',
      'Verify products are sorted by price ascending',
      'Verify the first product is Sauce Labs Bike Light',
      'Click the "Add to cart" button near "Sauce Labs Backpack"',
      'Check that "Sauce Labs Backpack" is in the cart',
      'Check that "Sauce Labs Bike Light" is not in the cart',
      'Click "Shopping cart"',
      'Check that the URL contains "cart.html"',
      'Check that "Sauce Labs Backpack" is in the cart',
      'Check that the page shows "Sauce Labs Backpack"',
      'Check that the title is "Swag Labs"',
    ],
    variables: { username: 'standard_user', password: 'secret_sauce' },
    failsWhenBroken: 15,
  },
  {
    name: 'Acme: delete a project, archive another, open the settings',
    start: 'workspace/index.html',
    instructions: [
      'Click the 2nd "Delete" button',
      'Check that the "Delete this project?" dialog is visible',
      'Click "Delete project"',
      'Check that the page does not show "Gemini"',
      'Check that "Archive" appears 1 time',
      'Click the 1st "Archive" button',
      'Check that the page does not show "Apollo"',
      'Click "Ada Lovelace"',
      'Click the "Settings" menu item',
      'Check that the URL is "/workspace/settings.html"',
      'Check that the title contains "Settings"',
      'Click "Save changes"',
      'Check that the toast says "Settings saved"',
      'Verify the Time zone dropdown has 4 options',
    ],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 4,
  },
  {
    name: 'TodoMVC: complete one of two',
    start: 'todo/index.html',
    instructions: [
      'Type "Buy milk" into "What needs to be done?"',
      'Press Enter',
      'Type "Walk the dog" into "What needs to be done?"',
      'Press Enter',
      'Verify 2 todos are shown',
      'Verify at least one todo is shown',
      'Check the checkbox near "Buy milk"',
      'Check that the page shows "1 item left"',
      'Click "Completed"',
      'Check that the URL contains "#/completed"',
      'Check that the page does not show "Walk the dog"',
      'Verify the page has no console errors',
    ],
  },
  {
    name: 'Practice: the slow loader',
    start: 'practice/dynamic-loading.html',
    instructions: ['Click "Start"', 'Wait for "Hello World!" to appear within 4 seconds', 'Check that "Start" is hidden'],
    failsWhenBroken: 2,
  },
  {
    name: 'Team: remove a member from the table',
    start: 'practice/team.html',
    instructions: [
      'Check that there are 3 rows in the table',
      'Check that the "Remove" button in the row "Ada Lovelace" is disabled',
      'Click "Remove" in the row with "Grace Hopper"',
      'Check that the dialog shows "Remove Grace Hopper from the team?"',
      'Click "Remove" in the dialog',
      'Check that there are 2 rows in the table',
      'Check that there are fewer than 3 rows in the table',
      'Check that the table shows "alan@team.test"',
      'Click "Help" in the header',
      'Check that the page shows "Ask your admin to change roles."',
    ],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 6,
  },
  {
    name: 'Conduit: a wrong password refused, then signed in',
    start: 'conduit/index.html',
    instructions: [
      'Check that the user is logged out',
      'Verify the Home link is active',
      'Click "Sign in"',
      'Verify the Sign in link is active',
      'Type "ada@example.com" into "Email"',
      'Type "wrong" into "Password"',
      'Click the "Sign in" button',
      'Check that the login fails',
      'Check that the user is not redirected',
      'Type "Lovelace#1842" into "Password"',
      'Click the "Sign in" button',
      'Check that the user is redirected',
      'Check that the user is logged in',
    ],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 8,
  },
  {
    name: "Practice: the browser's alert, confirm and prompt",
    start: 'practice/javascript-alerts.html',
    instructions: [
      'Click "Click for JS Alert"',
      'Check that the alert says "I am a JS Alert"',
      'Click "Click for JS Confirm"',
      'Dismiss the confirm',
      'Check that the page shows "You clicked: Cancel"',
      'Click "Click for JS Prompt"',
      'Type "Verity" into the prompt',
      'Check that the page shows "You entered: Verity"',
    ],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 5,
  },
  {
    name: 'Practice: a data table sorted by its headings, a person in two cells removed',
    start: 'practice/tables.html',
    instructions: [
      'Click the Last Name column header',
      'Verify the table is sorted by last name',
      'Sort by Due',
      'Verify the Due column is sorted in ascending order',
      'Click on the "Due" column header',
      'Verify the table is sorted by due, high to low',
      'Verify the email of Frank Bach is fbach@yahoo.com',
      'Verify Frank Bach is in the table',
      'Click "delete" in the row with "Conway"',
      'Verify Tim Conway is not in the table',
    ],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 2,
  },
  {
    name: 'CRM: contacts sorted one way, then the other, by headers that mark their order',
    start: 'crm/index.html',
    instructions: ['Sort the contacts by name descending', 'Verify the contacts are sorted by name Z to A', 'Sort the Company column ascending', 'Verify the table is sorted by company'],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 2,
  },
  {
    name: 'Outfitters: a sort dropdown set by the order in words, and a footer checked for the kinds of value it shows',
    start: 'outfitters/index.html',
    instructions: [
      'Sort by price from high to low',
      'Verify the products are sorted by price, high to low',
      'Sort the products by price ascending',
      'Verify the first product is Wool Beanie',
      'Verify the footer contains the copyright',
      'Check that the footer shows the current year',
      'Check that the footer has an email address',
      'Check that the footer does not show a price',
    ],
    stepTimeoutMs: QUICK,
    // Under /broken/ the copyright year is 2019.
    failsWhenBroken: 6,
  },
  {
    name: "Helpdesk: a drawer and the user's menu opened by buttons named only by their icon, label or picture, lines of several steps and checks",
    start: 'helpdesk/index.html',
    instructions: [
      'Open the navigation menu and click Customers',
      'Verify the page shows Northwind Traders, Contoso Ltd and Fabrikam',
      'Open the user menu',
      'Verify the user menu is expanded',
      'Click Log out',
      'Verify the page shows "Support that scales with you"',
    ],
    stepTimeoutMs: QUICK,
    // Under /broken/ the drawer button does nothing: its Customers link stays hidden.
    failsWhenBroken: 1,
  },
  {
    name: 'Practice: tooltips that come a moment after the pointer, one over where the pointer goes next',
    start: 'practice/tool-tips.html',
    instructions: [
      'Hover over the Hover me to see button',
      'Verify the tooltip says You hovered over the Button',
      'Hover over the text field',
      'Verify the tooltip text is You hovered over the text field',
      'Hover over Contrary',
      'Verify the tooltip contains Contrary',
    ],
    stepTimeoutMs: QUICK,
    // Under /broken/ the button's tooltip says what the field's should.
    failsWhenBroken: 2,
  },
  {
    name: "Helpdesk docs: a toggler hidden where the window shows the site's links, opened as a person would (not at all)",
    start: 'helpdesk/docs.html',
    instructions: ['Open the navigation menu', 'Verify the navigation menu is expanded', 'Click Pricing', 'Verify the page shows "Support that scales with you"'],
    stepTimeoutMs: QUICK,
    // Under /broken/ the links are hidden at every width, with the toggler: the menu cannot be opened.
    failsWhenBroken: 1,
  },
  {
    name: 'Outfitters: a sort menu a component library draws, set by the order in words',
    start: 'outfitters/new-in.html',
    instructions: ['Sort by price from high to low', 'Verify the products are sorted by price, high to low', 'Sort by lowest price', 'Verify the first product is Striped Tee'],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 2,
  },
  {
    name: "Practice: controls that change while the page waits on its server",
    start: 'practice/dynamic-controls.html',
    instructions: [
      'Click the Remove button',
      'Wait for the checkbox to disappear',
      "Verify the message It's gone! is displayed",
      'Click Enable',
      "Wait for the text It's enabled! to appear",
      'Verify the input is enabled',
      'Type "hello" into the text field',
    ],
    failsWhenBroken: 6,
  },
  {
    name: 'Practice: a link that opens a new window',
    start: 'practice/windows.html',
    instructions: ['Click Here', 'Switch to the new window', 'Verify the page shows New Window', 'Close the window', 'Verify the page shows Opening a new window'],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 3,
  },
  {
    name: 'Practice: buttons hidden each in its own way, which Playwright calls visible',
    start: 'practice/visibility.html',
    instructions: ['Verify the Opacity 0 button is visible', 'Click Hide', 'Verify the Opacity 0 button is not visible', 'Verify the Offscreen button is not visible', 'Verify the Overlapped button is hidden', 'Verify the Stays button is visible'],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 3,
  },
  {
    name: 'Practice: a progress bar waited on until it is full',
    start: 'practice/progress-bar.html',
    instructions: ['Click Start', 'Wait until the progress bar shows 100%', 'Verify the Reset button is displayed'],
    failsWhenBroken: 2,
  },
  {
    name: 'Practice: a table of divs, its columns read, and the fields its modal form refuses',
    start: 'practice/web-tables.html',
    instructions: ['Verify the Email column contains alden@example.com', 'Verify the Department column does not contain Sales', 'Click Add', 'Click Submit', 'Verify the First Name field is invalid', 'Verify the Age field is invalid', 'Click outside the modal', 'Verify the Registration Form dialog is hidden'],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 6,
  },
  {
    name: 'Practice: a sign-up form that marks the fields it refuses',
    start: 'practice/sign-up.html',
    instructions: ['Click Create account', 'Verify the Full name field is invalid', 'Enter Ada Lovelace in Full name', 'Enter ada@ in the email field', 'Click Create account', 'Verify the email field shows an error', 'Verify the name field is valid'],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 6,
  },
  {
    name: 'Practice: a gallery with no broken images',
    start: 'practice/images.html',
    instructions: ['Check that the page shows "Images"', 'Verify there are no broken images'],
    stepTimeoutMs: QUICK,
    failsWhenBroken: 2,
  },
];

/** Fails on the app itself, so no run of it passes: exported with derived locators only. */
export const FAILING_CASE: ExportCase & { failsAt: number } = {
  name: 'Swag Labs: a wrong password',
  start: 'shop/index.html',
  instructions: ['Type "standard_user" into "Username"', 'Type "not-the-password" into "Password"', 'Click "Login"', 'Check that the page shows "Products"'],
  stepTimeoutMs: QUICK,
  failsAt: 4,
};

/** A line Verity expands on the page as it runs: the export must fail there, never pass in its place. */
export const INTENT_CASE: ExportCase = {
  name: 'Swag Labs: log in in one line',
  start: 'shop/index.html',
  instructions: ['Log in as standard_user with password secret_sauce', 'Check that the page shows "Products"'],
};
