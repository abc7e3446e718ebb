import { describeGrammar } from './testing/grammar-cases';

// Navigation, clicks, fields, keys, scrolling, uploads, waits and variables: each form passes on the fixture
// site, and fails at the right step with a reason a person can act on.
describeGrammar('actions', [
  {
    form: 'open a path',
    pass: ['Open /login.html', 'Check that the title is "Sign in · Verity Shop"'],
    fail: { steps: ['Open /login.html', 'Go to http://127.0.0.1:2/'], at: 1, reason: 'Could not open http://127.0.0.1:2/: the server refused the connection (net::ERR_CONNECTION_REFUSED).' },
  },
  {
    form: 'go back',
    pass: ['Open /login.html', 'Click the "Sign up" link', 'Go back', 'Check that the URL contains "/login.html"'],
    fail: { steps: ['Go back'], at: 0, reason: 'There is no previous page to go back to.' },
  },
  {
    form: 'go forward',
    pass: ['Open /login.html', 'Click the "Sign up" link', 'Go back', 'Go forward', 'Check that the title contains "Create account"'],
    fail: { steps: ['Open /login.html', 'Go forward'], at: 1, reason: 'There is no next page to go forward to.' },
  },
  {
    form: 'reload',
    pass: ['Open /todo.html', 'Type "Feed the cat" into "What needs to be done?"', 'Press Enter', 'Reload the page', 'Check that the page does not show "Feed the cat"'],
    fail: {
      steps: ['Open /todo.html', 'Type "Feed the cat" into "New todo"', 'Press Enter', 'Reload the page', 'Check that the page shows "Feed the cat"'],
      at: 4,
      reason: /^Expected the page to show 'Feed the cat', but it does not\. The page shows: 'Todos Add Buy milk/,
    },
  },
  {
    form: 'click a button',
    pass: ['Click the "Add to cart" button', 'Check that the page shows "Cart: 1 item"'],
    fail: { steps: ['Open /index.html', 'Click the "Add to basket" button'], at: 1, reason: "No button named 'Add to basket'. Closest: 'Add to cart'." },
  },
  {
    form: 'pick a choice by its name and its group’s',
    pass: ['Open /signup.html', 'Select the Pro plan', 'Check that "Pro" is checked', 'Choose the free plan', 'Check that "Free" is checked'],
    fail: { steps: ['Open /signup.html', 'Select the Enterprise plan'], at: 1, reason: "No element named 'Enterprise plan'. Closest: 'Plan'." },
  },
  {
    form: 'click a button that turns enabled',
    pass: ['Open /signup.html', 'Check "I accept the terms"', 'Click "Create account"', 'Check that the "Confirm sign-up" dialog is visible'],
    fail: { steps: ['Open /signup.html', 'Click "Create account"'], at: 1, reason: /^Could not click the button 'Create account': it stays disabled \(waited \d+(\.\d)? s\)\.$/ },
  },
  {
    form: 'click a link',
    pass: ['Click the "Sign up" link', 'Check that the title is "Create account · Verity Shop"'],
    fail: { steps: ['Click the "Register" link'], at: 0, reason: /^No link named 'Register'\./ },
  },
  {
    form: 'click in a section',
    pass: ['Click the "Add to cart" button in "Green teapot"', 'Click "View cart"', 'Check that the page shows "Cart item: Green teapot"'],
    fail: { steps: ['Click the "Add to cart" button in "Purple mug"'], at: 0, reason: "No section named 'Purple mug' on the page to look in for the button 'Add to cart'." },
  },
  {
    form: 'click near a text',
    pass: ['Open /todo.html', 'Click "Delete" near "Walk the dog"', 'Check that the page does not show "Walk the dog"', 'Check that the page shows "Buy milk"'],
    fail: { steps: ['Open /todo.html', 'Click "Delete" near "Feed the cat"'], at: 1, reason: "No text 'Feed the cat' on the page to look near." },
  },
  {
    form: 'click the nth or last',
    pass: ['Click the 2nd "Add to cart" button', 'Click the last "Add to cart" button', 'Click "View cart"', 'Check that the page shows "Cart item: Red mug"', 'Check that the page shows "Cart item: Green teapot"'],
    fail: { steps: ['Click the 4th "Add to cart" button'], at: 0, reason: "There are only 3 buttons named 'Add to cart', so no 4th one." },
  },
  {
    form: 'click inside a frame',
    pass: ['Open /frame.html', 'Click "Accept all cookies"', 'Check that the page shows "Cookies accepted"'],
    fail: { steps: ['Open /frame.html', 'Click "Reject all cookies"'], at: 1, reason: /^No element named 'Reject all cookies'\./ },
  },
  {
    form: 'double-click',
    pass: ['Open /playground.html', 'Double-click "Double-click me"', 'Check that the page shows "Double-clicked!"'],
    fail: { steps: ['Open /playground.html', 'Click "Double-click me"', 'Check that the page shows "Double-clicked!"'], at: 2, reason: /^Expected the page to show 'Double-clicked!', but it does not\./ },
  },
  {
    form: 'right-click',
    pass: ['Open /playground.html', 'Right-click "Right-click me"', 'Check that the page shows "Context menu opened"'],
    fail: { steps: ['Open /playground.html', 'Right-click "Left-click me"'], at: 1, reason: /^No element named 'Left-click me'\. Closest: 'Right-click me'/ },
  },
  {
    form: 'hover',
    pass: ['Open /playground.html', 'Hover over "Account menu"', 'Click "Profile"'],
    // "Click Profile" alone now hovers the menu that shows it, as a person would: a panel no hover shows stays hidden.
    fail: { steps: ['Open /playground.html', 'Hover over "Five stars from 12 reviews."'], at: 1, reason: "The text 'Five stars from 12 reviews.' is on the page but hidden." },
  },
  {
    form: 'type into a field',
    pass: ['Open /login.html', 'Type "ada@example.com" into "Email"', 'Enter "secret" in the "Password" field', 'Check that "Email" has value "ada@example.com"'],
    fail: { steps: ['Open /login.html', 'Type "ada" into "Username"'], at: 1, reason: /^No field named 'Username'\./ },
  },
  {
    form: 'clear a field',
    pass: ['Open /login.html', 'Type "ada" into "Email"', 'Clear "Email"', 'Check that "Email" is empty'],
    fail: { steps: ['Open /login.html', 'Clear "Phone number"'], at: 1, reason: /^No field named 'Phone number'\./ },
  },
  {
    form: 'select from a dropdown',
    pass: ['Open /signup.html', 'Select "France" from "Country"', 'Check that "Country" has value "France"', 'Open /index.html', 'Select "price-desc" from "Sort by"', 'Check that the page shows "Sorted by Price: high to low"'],
    fail: { steps: ['Open /signup.html', 'Select "Spain" from "Country"'], at: 1, reason: /^No option 'Spain' in the dropdown 'Country'\. Options include: '/ },
  },
  {
    form: 'select from a custom dropdown',
    pass: ['Open /playground.html', 'Select "Large" from "Size"', 'Check that "Size" has value "Large"'],
    fail: { steps: ['Open /playground.html', 'Select "Huge" from "Size"'], at: 1, reason: /^No option named 'Huge'\./ },
  },
  {
    form: 'check a checkbox or radio button',
    pass: ['Open /signup.html', 'Check "I accept the terms"', 'Check "Pro"', 'Check that "Create account" is enabled', 'Check that "Pro" is checked'],
    fail: { steps: ['Open /signup.html', 'Check "I accept the rules"'], at: 1, reason: /^No checkbox named 'I accept the rules'\. Closest: 'I accept the terms'/ },
  },
  {
    form: 'uncheck a checkbox',
    pass: ['Open /signup.html', 'Uncheck "Send me the newsletter"', 'Check that "Send me the newsletter" is unchecked'],
    fail: { steps: ['Open /signup.html', 'Uncheck "Send me offers"'], at: 1, reason: /^No checkbox named 'Send me offers'\./ },
  },
  {
    form: 'press a key',
    pass: ['Open /playground.html', 'Press Escape', 'Check that the page shows "Last key: Escape"'],
    fail: { steps: ['Open /playground.html', 'Press Tab', 'Check that the page shows "Last key: Escape"'], at: 2, reason: /^Expected the page to show 'Last key: Escape', but it does not\./ },
  },
  {
    form: 'press a key in a field',
    pass: ['Type "mug" into "Search"', 'Press Enter in "Search"', 'Check that the page shows "2 results"'],
    fail: { steps: ['Press Enter in "Search box"'], at: 0, reason: /^No field named 'Search box'\. Closest: 'Search/ },
  },
  {
    form: 'scroll to an element',
    pass: ['Open /playground.html', 'Scroll to "Footer note"', 'Check that "Footer note" is visible'],
    fail: { steps: ['Open /playground.html', 'Scroll to "Header note"'], at: 1, reason: /^No element named 'Header note'\. Closest: 'Footer note'/ },
  },
  {
    form: 'scroll the page',
    pass: ['Open /playground.html', 'Scroll to the bottom', 'Scroll up', 'Scroll down', 'Scroll to the top'],
  },
  {
    form: 'upload a file',
    pass: ['Open /signup.html', 'Upload "photo.png" to "Profile photo"', 'Check that the page shows "Selected: photo.png"'],
    fail: { steps: ['Open /signup.html', 'Upload "photo.png" to "Cover photo"'], at: 1, reason: /^No file field named 'Cover photo'\. Closest: 'Profile photo'/ },
  },
  {
    form: 'wait some seconds',
    pass: ['Open /playground.html', 'Wait 1 second', 'Check that the page does not show "Loading…"'],
  },
  {
    form: 'wait for something to appear',
    pass: ['Open /playground.html', 'Wait for "Data loaded" to appear'],
    fail: { steps: ['Open /playground.html', 'Wait for "Data saved" to appear'], at: 1, reason: /^No element named 'Data saved'\./ },
  },
  {
    form: 'wait for something to disappear',
    pass: ['Open /playground.html', 'Wait for "Loading…" to disappear', 'Click "Dismiss banner"', 'Wait for "Cookies banner" to disappear'],
    fail: { steps: ['Open /playground.html', 'Wait for "Footer note" to disappear'], at: 1, reason: "The element named 'Footer note' is still visible after 2.5 s." },
  },
  {
    form: 'store the text of an element',
    pass: ['Open /account.html', 'Store the text of "order-number" as order', 'Type "{{order}}" into "Find an order"', 'Check that the page shows "Order ORD-1234 found"'],
    fail: { steps: ['Open /account.html', 'Store the text of "invoice-number" as invoice'], at: 1, reason: /^No element named 'invoice-number'\./ },
  },
  {
    form: 'generate a value',
    pass: ['Open /signup.html', 'Generate a unique email as email', 'Type "{{email}}" into "Email address"', 'Check that "Email address" contains "@example.com"'],
    fail: {
      steps: ['Open /signup.html', 'Generate a unique email as email', 'Type "{{mail}}" into "Email address"'],
      at: 2,
      reason: "Unknown variable {{mail}}: define it in the test's variables, or store or generate it in an earlier step.",
    },
  },
]);
