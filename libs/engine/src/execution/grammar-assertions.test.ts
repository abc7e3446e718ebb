import { describeGrammar } from './testing/grammar-cases';

// Every kind of check: each passes on the fixture site, and fails at the right step saying what the page
// had instead.
describeGrammar('assertions', [
  {
    form: 'a dropdown a library draws: how many options it has, and one chosen by the field named first',
    pass: ['Open /playground.html', 'Verify the Size dropdown has 3 options', 'Check that the dropdown has at least 2 options', 'Select size Large', 'Check that the Size dropdown shows Large'],
    fail: { steps: ['Open /playground.html', 'Verify the Size dropdown has 4 options'], at: 1, reason: "Expected the dropdown 'Size' to have 4 options, but it has 3: 'Small', 'Medium', 'Large'." },
  },
  {
    form: 'the box next to a label is its checkbox',
    pass: ['Open /login.html', 'Tick the box next to Remember me', 'Verify the Remember me checkbox is checked'],
    fail: { steps: ['Open /login.html', 'Tick the box next to Remember me', 'Untick the box next to Remember me', 'Verify the Remember me checkbox is checked'], at: 3, reason: /Remember me/ },
  },
  {
    form: 'the page shows a text',
    pass: ['Open /login.html', 'Check that the page shows "Forgot password?"'],
    fail: { steps: ['Open /login.html', 'Check that the page shows "Welcome, Ada"'], at: 1, reason: /^Expected the page to show 'Welcome, Ada', but it does not\. The page shows: 'Home Sign up Sign in Email Password/ },
  },
  {
    form: 'the page shows a text spread over elements',
    pass: ['Open /checkout.html', 'Check that the page shows "Total $35"'],
    fail: { steps: ['Open /checkout.html', 'Check that the page shows "Total $36"'], at: 1, reason: /^Expected the page to show 'Total \$36', but it does not\. The page shows: 'Checkout You are buying 0 items\. Total \$35/ },
  },
  {
    form: 'the page does not show a text',
    pass: ['Open /login.html', 'Check that the page does not show "Wrong email or password"'],
    fail: { steps: ['Open /login.html', 'Click the "Sign in" button', 'Check that the page does not show "Wrong email or password"'], at: 2, reason: "Expected the page not to show 'Wrong email or password', but it does." },
  },
  {
    form: 'the title is',
    pass: ['Open /playground.html', 'Click "Change title"', 'Check that the title is "Title changed"'],
    fail: { steps: ['Open /playground.html', 'Check that the title is "Title changed"'], at: 1, reason: "Expected the title to be 'Title changed', but it is 'Playground'." },
  },
  {
    form: 'the title contains or does not',
    pass: ['Open /login.html', 'Check that the title contains "Verity"', 'Check that the title is not "Login"'],
    fail: { steps: ['Open /login.html', 'Check that the title does not contain "Sign in"'], at: 1, reason: "Expected the title not to contain 'Sign in', but it is 'Sign in · Verity Shop'." },
  },
  {
    form: 'the URL is',
    pass: ['Open /login.html', 'Check that the URL is "/login.html"'],
    fail: { steps: ['Open /login.html', 'Check that the URL is "/account.html"'], at: 1, reason: (url) => `Expected the URL to be '${url}account.html', but it is '${url}login.html'.` },
  },
  {
    form: 'the URL contains or does not',
    pass: ['Open /playground.html', 'Click "Show details"', 'Check that the URL contains "view=details"', 'Check that the URL does not contain "login"'],
    fail: { steps: ['Open /playground.html', 'Check that the URL contains "view=details"'], at: 1, reason: (url) => `Expected the URL to contain 'view=details', but it is '${url}playground.html'.` },
  },
  {
    form: 'a field has a value',
    pass: ['Open /login.html', 'Type "ada@example.com" into "Email"', 'Check that "Email" has value "ada@example.com"', 'Check that "Password" is empty'],
    fail: {
      steps: ['Open /login.html', 'Type "ada@example.com" into "Email"', 'Check that "Email" has value "grace@example.com"'],
      at: 2,
      reason: "Expected the field 'Email' to have the value 'grace@example.com', but it has 'ada@example.com'.",
    },
  },
  {
    form: 'an element is visible',
    pass: ['Open /login.html', 'Check that the "Sign In" button is visible', 'Check that "Forgot password?" is visible'],
    fail: { steps: ['Open /playground.html', 'Check that "Secret text" is visible'], at: 1, reason: "Expected the element named 'Secret text' to be visible, but it is not. The text 'Secret text' is on the page but hidden." },
  },
  {
    form: 'an element is hidden',
    pass: ['Open /playground.html', 'Check that "Secret text" is hidden', 'Click "Dismiss banner"', 'Check that "Cookies banner" is hidden'],
    fail: { steps: ['Open /playground.html', 'Check that "Footer note" is hidden'], at: 1, reason: "The element named 'Footer note' is still visible after 2.5 s." },
  },
  {
    form: 'an element is enabled',
    pass: ['Open /signup.html', 'Check "I accept the terms"', 'Check that "Create account" is enabled'],
    fail: { steps: ['Open /signup.html', 'Check that "Create account" is enabled'], at: 1, reason: "Expected the button 'Create account' to be enabled, but it is disabled." },
  },
  {
    form: 'an element is disabled',
    pass: ['Open /playground.html', 'Check that "Unavailable" is disabled'],
    fail: { steps: ['Open /playground.html', 'Check that "Available" is disabled'], at: 1, reason: "Expected the button 'Available' to be disabled, but it is enabled." },
  },
  {
    form: 'a checkbox is checked',
    pass: ['Open /signup.html', 'Check that "Send me the newsletter" is checked'],
    fail: { steps: ['Open /signup.html', 'Check that "I accept the terms" is checked'], at: 1, reason: "Expected the checkbox 'I accept the terms' to be checked, but it is unchecked." },
  },
  {
    form: 'a checkbox is unchecked',
    pass: ['Open /signup.html', 'Check that "I accept the terms" is unchecked'],
    fail: { steps: ['Open /signup.html', 'Check that "Send me the newsletter" is unchecked'], at: 1, reason: "Expected the checkbox 'Send me the newsletter' to be unchecked, but it is checked." },
  },
  {
    form: 'there are N elements',
    pass: ['Open /todo.html', 'Check that there are 3 "Delete" buttons'],
    fail: { steps: ['Open /todo.html', 'Click "Delete" near "Buy milk"', 'Check that there are 3 "Delete" buttons'], at: 2, reason: "Expected 3 buttons named 'Delete', but there are 2 (checked for 2.5 s)." },
  },
  {
    form: 'there are N things, as the list holds them',
    pass: ['Open /todo.html', 'Verify 3 todos are shown'],
    fail: { steps: ['Open /todo.html', 'Click "Delete" near "Buy milk"', 'Verify 3 todos are shown'], at: 2, reason: 'Expected 3 todos, but the page writes no number of todos and has 2 items in its list (checked for 2.5 s).' },
  },
  {
    form: 'there are N things, as the page counts them',
    pass: ['Open /todo.html', 'Check that there are 3 items'],
    fail: { steps: ['Open /todo.html', 'Click "Delete" near "Buy milk"', 'Check that there are 3 items'], at: 2, reason: "Expected 3 items, but the page says '2 items' and has 2 items in its list (checked for 2.5 s)." },
  },
]);
