import { describeGrammar } from './testing/grammar-cases';

// Widgets as UI kits draw them (fixtures/apps/practice): buttons that answer a double or a right click, radio buttons
// hidden under their labels, a react-table of divs with icons to edit and delete a row and a form in a modal, drawn
// dropdowns, a progress bar, an accordion that folds its sections to no height, and buttons hidden each in its own
// way. Under /broken/ each page gets one thing wrong. Steps as people write them for such pages.
const BUTTONS = 'Go to /practice/buttons.html';
const RADIOS = 'Go to /practice/radio-buttons.html';
const TABLE = 'Go to /practice/web-tables.html';
const BROKEN_TABLE = 'Go to /broken/practice/web-tables.html';
const SELECTS = 'Go to /practice/select-menu.html';
const BROKEN_SELECTS = 'Go to /broken/practice/select-menu.html';
const VISIBILITY = 'Go to /practice/visibility.html';
const BROKEN_VISIBILITY = 'Go to /broken/practice/visibility.html';
const ACCORDION = 'Go to /practice/accordion.html';

describeGrammar(
  'widgets drawn by UI kits, as people write their tests',
  [
    {
      form: 'a double click, a right click and a click, each read from the message of its own',
      pass: [
        BUTTONS,
        'Double click on the Double Click Me button',
        'Verify the text You have done a double click is displayed',
        'Right click on Right Click Me',
        'Verify You have done a right click is shown',
        'Click on Click Me',
        'Verify the message says You have done a dynamic click',
      ],
      fail: { steps: [BUTTONS, 'Click Right Click Me', "Verify 'You have done a right click' is visible"], at: 2, reason: /^Expected the element named 'You have done a right click' to be visible, but it is not\./ },
    },
    {
      form: 'a right click that the broken page answers only as a click',
      pass: [BUTTONS, 'Click on Click Me', 'Verify the message now says You have done a dynamic click'],
      fail: { steps: ['Go to /broken/practice/buttons.html', 'Right-click the "Right Click Me" button', "Verify 'You have done a right click' is visible"], at: 2, reason: /^Expected the element named 'You have done a right click' to be visible/ },
    },
    {
      form: 'one of several messages alike, known by ids that end in "Message"',
      pass: [BUTTONS, 'Double click on Double Click Me', 'Right click on Right Click Me', 'Verify the message says You have done a right click', 'Verify the message does not say You have done a dynamic click'],
      fail: { steps: ['Go to /broken/practice/buttons.html', 'Click Click Me', 'Verify the message says You have done a dynamic click'], at: 2, reason: "Expected the element 'message' to have the value 'You have done a dynamic click', but it has 'You have done a double click'." },
    },
    {
      form: 'radio buttons hidden under the labels that draw them, and a disabled one',
      pass: [RADIOS, 'Select the Yes radio button', 'Verify You have selected Yes is displayed', 'Click on Impressive', 'Verify the result says You have selected Impressive', 'Verify the Impressive radio is selected', 'Verify Yes is not selected', 'Verify the No radio button is disabled', 'Verify the Yes radio button is visible'],
      fail: { steps: ['Go to /broken/practice/radio-buttons.html', 'Choose Impressive', 'Verify "You have selected Impressive" is displayed'], at: 2, reason: /^Expected the element named 'You have selected Impressive' to be visible, but it is not\./ },
    },
    {
      form: 'a record added through a form in a modal, then read from the table of divs',
      pass: [
        TABLE,
        'Click Add',
        'Verify the Registration Form is displayed',
        'Fill in First Name with Ada',
        'Enter Lovelace in Last Name',
        'Type ada@example.com in the email field',
        'Enter 36 in Age',
        'Enter 5000 in the Salary field',
        'Enter Engineering in Department',
        'Click Submit',
        'Verify the dialog is closed',
        'Verify Ada Lovelace is in the table',
        'Verify the table has 4 rows',
        'Verify the department of Ada is Engineering',
      ],
      fail: { steps: [TABLE, 'Click Add', 'Fill in First Name with Ada', 'Click Submit', 'Verify the dialog is closed'], at: 4, reason: "Expected no dialog on screen, but 'Registration Form Submit' is still shown after 2.5 s." },
    },
    {
      form: "a row deleted and edited by the icons in it, named the ways people name a row",
      pass: [TABLE, 'Delete the row with Alden', 'Verify Alden is not in the table', 'Verify Kierra is in the table', 'Edit Cierra', 'Change Age to 40', 'Click Submit', 'Verify the age of Cierra Vega is 40', 'Remove the record for Kierra Gentry', 'Verify the table has 1 row'],
      fail: { steps: [BROKEN_TABLE, 'Remove the row containing Alden', 'Verify Kierra is still in the table'], at: 2, reason: /^Expected the table to contain 'Kierra', but it has/ },
    },
    {
      form: "a column's cells, read under its heading in a table of divs and in a table",
      pass: [TABLE, 'Verify the Email column contains alden@example.com', 'Verify the Department column does not contain Sales', 'Verify the First Name column shows Kierra', 'Go to /practice/tables.html', 'Verify the Last Name column contains Conway'],
      fail: { steps: [TABLE, 'Verify the Department column does not contain Legal'], at: 1, reason: "Expected no cell of the 'Department' column to contain 'Legal', but 'Legal' does." },
    },
    {
      form: 'an edit the broken page keeps only in part',
      pass: [TABLE, 'Edit the row with Cierra', 'Change Age to 40', 'Click Submit', 'Verify the age of Cierra is 40'],
      fail: { steps: [BROKEN_TABLE, 'Edit the row with Cierra', 'Change Age to 40', 'Click Submit', 'Verify the age of Cierra is 40'], at: 4, reason: /^Expected the age of 'Cierra' to be '40', but it is '39'/ },
    },
    {
      form: 'drawn dropdowns named by the words over them or in them, and the option they show chosen',
      pass: [
        SELECTS,
        "Select 'Group 2, option 1' from the Select Value dropdown",
        'Verify Group 2, option 1 is selected',
        "Verify 'A root option' is not selected",
        'Select Mrs. from the Select Title dropdown',
        'Verify the Select One dropdown shows Mrs.',
        'Verify the dropdown shows Mrs.',
        'Select Green from the Old Style Select Menu',
        'Verify Green is selected',
      ],
      fail: { steps: [BROKEN_SELECTS, "Select 'Group 2, option 1' from the Select Value dropdown", 'Verify Group 2, option 1 is selected'], at: 2, reason: "Expected 'Group 2, option 1' to be selected, but the options chosen on the page are 'Red', 'Group 1, option 1', 'Select Title'." },
    },
    {
      form: 'a drawn dropdown that shows another option than the one chosen',
      pass: [SELECTS, 'Choose Prof. in the Select Title dropdown', 'Verify the Select One dropdown shows Prof.'],
      fail: { steps: [BROKEN_SELECTS, 'Choose Prof. in the Select Title dropdown', 'Verify the Select One dropdown shows Prof.'], at: 2, reason: /^Expected the dropdown 'Select One' to contain 'Prof', but it has 'Dr\./ },
    },
    {
      form: 'a progress bar waited for until it is full, and read when it writes no other words',
      pass: ['Go to /practice/progress-bar.html', 'Verify the progress bar shows 0%', 'Click Start', 'Wait until the progress bar shows 100%', 'Verify the progress bar is at 100%', 'Click Reset', 'Verify the progress bar is not at 100%'],
      fail: { steps: ['Go to /broken/practice/progress-bar.html', 'Click on the Start button', 'Wait for the progress bar to reach 100%'], at: 2, reason: "Expected a progress bar reading '100%', but the progress bars on screen are '95%'." },
    },
    {
      form: 'buttons hidden each in its own way: removed, no width, covered, transparent, invisible, not displayed, off the page',
      pass: [
        VISIBILITY,
        'Verify the Opacity 0 button is visible',
        'Verify the Overlapped button is visible',
        'Verify the Offscreen button is visible',
        'Click Hide',
        'Verify the Removed button is not displayed',
        'Verify the Zero Width button is not visible',
        'Verify the Overlapped button is hidden',
        'Verify the Opacity 0 button is not visible',
        'Verify the Visibility Hidden button is not visible',
        'Verify the Display None button is not displayed',
        'Verify the Offscreen button is not visible',
        'Verify the Stays button is visible',
      ],
      fail: { steps: [VISIBILITY, 'Click Hide', 'Verify the Overlapped button is visible'], at: 2, reason: "Expected the button named 'Overlapped' to be visible, but it is not. The button 'Overlapped' is on the page but hidden." },
    },
    {
      form: 'a button the broken page leaves in sight when it should be transparent',
      pass: [VISIBILITY, 'Click Hide', 'Verify the Opacity 0 button is not visible'],
      fail: { steps: [BROKEN_VISIBILITY, 'Click Hide', 'Verify the Opacity 0 button is not visible'], at: 2, reason: "The button named 'Opacity 0' is still visible after 2.5 s." },
    },
    {
      form: 'a button the broken page leaves on screen when it should be off it',
      pass: [VISIBILITY, 'Click Hide', 'Verify the Offscreen button is not visible'],
      fail: { steps: [BROKEN_VISIBILITY, 'Click Hide', 'Verify the Offscreen button is not visible'], at: 2, reason: "The button named 'Offscreen' is still visible after 2.5 s." },
    },
    {
      form: "an accordion's folded sections: their words are in the page, at no height",
      pass: [ACCORDION, 'Verify the text Lorem Ipsum is simply dummy text is visible', 'Verify the text Contrary to popular belief is not visible', 'Click on Where does it come from?', 'Verify Contrary to popular belief is visible', 'Verify Lorem Ipsum is simply dummy text is not visible'],
      fail: { steps: [ACCORDION, 'Verify the text Contrary to popular belief is visible'], at: 1, reason: /^Expected the element named 'Contrary to popular belief' to be visible, but it is not\. The text 'Contrary to popular belief, .*' is on the page but hidden\.$/ },
    },
    {
      form: 'accordion sections expanded and collapsed by their headings, one open already',
      pass: [ACCORDION, 'Expand What is Lorem Ipsum?', 'Verify Lorem Ipsum is simply dummy text is visible', 'Expand Why do we use it?', 'Verify It is a long established fact is displayed', 'Collapse Why do we use it?', 'Verify It is a long established fact is not displayed', 'Expand the Where does it come from? section', 'Verify Contrary to popular belief is visible'],
      fail: { steps: [ACCORDION, 'Expand What is Lorem Ipsum?', 'Verify Contrary to popular belief is visible'], at: 2, reason: /^Expected the element named 'Contrary to popular belief' to be visible, but it is not\./ },
    },
    {
      form: 'an accordion section the broken page leaves open',
      pass: [ACCORDION, 'Click on Where does it come from?', 'Verify Lorem Ipsum is simply dummy text is hidden'],
      fail: { steps: ['Go to /broken/practice/accordion.html', 'Click on Where does it come from?', 'Verify Lorem Ipsum is simply dummy text is hidden'], at: 2, reason: /^The element named 'Lorem Ipsum is simply dummy' is still visible after 2\.5 s/ },
    },
    {
      form: 'fields a form marks refused: a red border and an error class, before and after sending it',
      pass: [TABLE, 'Click Add', 'Verify the First Name field is valid', 'Click Submit', 'Verify the First Name field is highlighted in red', 'Verify the email field shows an error', 'Verify the Age field is invalid', 'Fill in First Name with Ada', 'Click Submit', 'Verify the First Name field is valid', 'Verify the Last Name field is invalid'],
      fail: { steps: [BROKEN_TABLE, 'Click Add', 'Click Submit', 'Verify the Age field is marked as invalid'], at: 3, reason: "Expected the field 'Age' to be invalid, but it is valid." },
    },
    {
      form: 'fields marked refused as MUI marks them (aria-invalid, Mui-error, the helper text saying why)',
      pass: [
        'Go to /practice/sign-up.html',
        'Verify the email field is valid',
        'Click Create account',
        'Verify the Full name field is invalid',
        'Verify the email field shows an error',
        'Enter Ada Lovelace in Full name',
        'Enter ada@ in the email field',
        'Type hunter2hunter2 in Password',
        'Click Create account',
        'Verify the name field is valid',
        'Verify the password field has no error',
        'Verify the Email address field is highlighted in red',
        'Enter ada@example.com in Email address',
        'Click Create account',
        'Verify Welcome aboard! is shown',
      ],
      fail: { steps: ['Go to /broken/practice/sign-up.html', 'Enter ada@ in the email field', 'Click Create account', 'Verify the email field is invalid'], at: 3, reason: "Expected the field 'Email address' to be invalid, but it is valid." },
    },
    {
      form: 'a field not yet sent is not refused',
      pass: ['Go to /practice/sign-up.html', 'Verify the email field is valid'],
      fail: { steps: ['Go to /practice/sign-up.html', 'Verify the email field is invalid'], at: 1, reason: "Expected the field 'Email address' to be invalid, but it is valid." },
    },
    {
      form: 'the page the user is on, named by its address, its heading or its title',
      pass: ['Go to /practice/login.html', 'Verify I am on the login page', 'Sign in as tomsmith with password SuperSecretPassword!', 'Verify the user is redirected to the Secure Area page', 'Verify the user is on the secure page', 'Verify the user is not on the login page'],
      fail: { steps: ['Go to /practice/login.html', 'Sign in as tomsmith with password wrong', 'Verify the user is redirected to the Secure Area'], at: 2, reason: "Expected the user to be on the 'Secure Area' page, but nothing on it says so: the address is '/practice/login.html', the title 'The Practice Site', the heading 'Login Page'." },
    },
    {
      form: "a shop's pages: its products under a title of its own, and its cart",
      pass: ['Go to /shop/index.html', 'Log in as standard_user with password secret_sauce', 'Verify I am on the Products page', 'Verify the user is on the inventory page', 'Open the cart', 'Verify I am on the cart page', 'Verify the user is not on the Products page'],
      fail: { steps: ['Go to /shop/index.html', 'Log in as standard_user with password secret_sauce', 'Verify I am on the checkout page'], at: 2, reason: "Expected the user to be on the 'checkout' page, but nothing on it says so: the address is '/shop/inventory.html', the title 'Swag Labs', the heading 'Products'." },
    },
    {
      form: 'tooltips that come a moment after the pointer, in a div of their own',
      pass: ['Go to /practice/tool-tips.html', 'Verify the tooltip is not displayed', 'Hover over the Hover me to see button', 'Verify the tooltip says You hovered over the Button', 'Hover over the text field', 'Verify the tooltip text is You hovered over the text field', 'Hover over Contrary', 'Verify the tooltip contains Contrary'],
      fail: { steps: ['Go to /broken/practice/tool-tips.html', 'Hover over the Hover me to see button', 'Verify the tooltip says You hovered over the Button'], at: 2, reason: "Expected the tooltip to say 'You hovered over the Button', but it has 'You hovered over the text field'." },
    },
    {
      form: "a form's fields and links: required, masked, focused, placeholders, where links lead and in which tab",
      pass: [
        'Go to /practice/sign-up.html',
        'Verify the Full name field is focused',
        'Verify the Full name field is required',
        'Verify the email field is required',
        'Verify the Company field is optional',
        'Verify the email field has placeholder name@example.com',
        'Verify the Company field has placeholder Optional...',
        'Verify the password field is masked',
        'Verify the Terms of Service link opens in a new tab',
        'Verify the Privacy Policy link does not open in a new tab',
        'Verify the Privacy Policy link points to /privacy',
        'Click on Email address',
        'Verify the email field has focus',
        'Verify the Full name field is not focused',
      ],
      fail: { steps: ['Go to /broken/practice/sign-up.html', 'Verify the Terms of Service link opens in a new tab'], at: 1, reason: "Expected the link 'Terms of Service' to open in a new tab, but it opens in the same tab." },
    },
    {
      form: 'a password field that shows what is typed',
      pass: ['Go to /practice/sign-up.html', 'Verify the password field is masked'],
      fail: { steps: ['Go to /broken/practice/sign-up.html', 'Verify the password field is masked'], at: 1, reason: "Expected the field 'Password' to be masked, but it is not." },
    },
    {
      form: 'a link that leads elsewhere, and a placeholder that says other words',
      pass: ['Go to /practice/sign-up.html', 'Verify the Terms of Service link goes to terms.html'],
      fail: { steps: ['Go to /practice/sign-up.html', 'Verify the Privacy Policy link points to /terms'], at: 1, reason: "Expected the link 'Privacy Policy' to point to '/terms', but it points to 'privacy.html'." },
    },
    {
      form: 'colours as people name them: of a button, of its background, of words',
      pass: [BUTTONS, 'Verify the Save button is green', 'Verify the Delete button is red', 'Verify the Cancel button is grey', 'Verify the Delete button is not green', 'Verify the Save button has a green background', 'Verify the text Something went wrong is red', 'Verify the Double Click Me button is blue'],
      fail: { steps: ['Go to /broken/practice/buttons.html', 'Verify the Delete button is red'], at: 1, reason: "Expected the button 'Delete' to be 'red', but it is white, gray." },
    },
    {
      form: 'words on a white page are not white',
      pass: [BUTTONS, 'Verify the text Something went wrong is red'],
      fail: { steps: [BUTTONS, 'Verify the text Something went wrong is white'], at: 1, reason: "Expected the text 'Something went wrong' to be 'white', but it is red." },
    },
    {
      form: "a dropdown's options, apart from the one it shows chosen, and how a page starts",
      pass: ['Go to /practice/dropdown.html', 'Verify the dropdown contains Option 1', 'Verify the dropdown has the option Option 2', 'Verify the dropdown does not contain Option 3', 'Verify Option 1 is not selected by default', RADIOS, 'Verify the Yes radio button is unchecked by default'],
      fail: { steps: ['Go to /practice/dropdown.html', 'Verify the dropdown contains Option 3'], at: 1, reason: "Expected the dropdown to have an option 'Option 3', but its options are 'Please select an option', 'Option 1', 'Option 2'." },
    },
    {
      form: 'a name typed with its keys, which the button reads',
      pass: ['Go to /practice/text-input.html', "Enter 'Verity' in the Set New Button Name field", 'Click on the button', 'Verify the button now says "Verity"'],
      fail: { steps: ['Go to /broken/practice/text-input.html', 'Type Verity into the input', 'Click on the button', 'Verify the button now says "Verity"'], at: 3, reason: "Expected a button reading 'Verity', but the buttons on screen are 'Button That Should Change it's Name Based on Input Value'." },
    },
  ],
  { site: 'apps' },
);
