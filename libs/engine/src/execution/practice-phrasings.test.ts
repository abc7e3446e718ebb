import { describeGrammar } from './testing/grammar-cases';

// The practice site's pages as the-internet's are built (fixtures/apps/practice): a dropdown of "Option 1" and
// "Option 2", two columns swapped by HTML5 drag and drop, and a gallery whose images break under /broken/. Steps as
// people write them for such pages.
const ALERTS = 'Go to /practice/javascript-alerts.html';
const BROKEN_ALERTS = 'Go to /broken/practice/javascript-alerts.html';
const CONTROLS = 'Go to /practice/dynamic-controls.html';
const BROKEN_CONTROLS = 'Go to /broken/practice/dynamic-controls.html';
const TABLES = 'Go to /practice/tables.html';
const WINDOWS = 'Go to /practice/windows.html';
const BROKEN_TABLES = 'Go to /broken/practice/tables.html';

describeGrammar(
  'practice pages, as people write their tests',
  [
    {
      form: 'a wait until the loading is done: its spinner or words gone, not words "loading is done"',
      pass: ['Go to /practice/dynamic-loading.html', 'Click Start', 'Wait until the loading is done', 'Verify the page shows "Hello World!"'],
      fail: { steps: ['Go to /broken/practice/dynamic-loading.html', 'Click Start', 'Wait for loading to finish'], at: 2, reason: /^The element named 'Loading\.\.\.' is still visible after / },
    },
    {
      form: 'an option named "Option 2", and the option chosen in the dropdown',
      pass: ['Go to /practice/dropdown.html', 'Select Option 2 from the dropdown', 'Verify "Option 2" is selected in the dropdown', 'Verify Option 1 is not selected in the dropdown'],
      fail: { steps: ['Go to /broken/practice/dropdown.html', 'Select Option 2 from the dropdown', 'Verify Option 2 is selected in the dropdown'], at: 2, reason: /^Expected a dropdown reading 'Option 2', but the dropdowns on screen are 'Option 1'/ },
    },
    {
      form: 'a column dragged onto the other, known only by its id',
      pass: ['Go to /practice/drag-and-drop.html', 'Drag Column A to Column B', 'Check that "Column A" contains "B"', 'Drag "Column B" into the "Column A" box', 'Check that "Column A" contains "A"'],
      fail: { steps: ['Go to /broken/practice/drag-and-drop.html', 'Drag and drop column A onto column B', 'Check that "Column A" contains "B"'], at: 2, reason: /^Expected .* to contain 'B', but it has 'A'/ },
    },
    {
      form: 'no broken images',
      pass: ['Go to /practice/images.html', 'Verify there are no broken images', 'Check that all images are loaded'],
      fail: { steps: ['Go to /broken/practice/images.html', 'Verify there are no broken images'], at: 1, reason: /^Expected no broken images, but 2 did not load \('asdf\.jpg', 'hjkl\.jpg'\)\.$/ },
    },
    {
      form: 'an error shown in a flash message that does not say "error", and a success message',
      pass: [
        'Go to /practice/login.html',
        'Sign in as tomsmith with password wrong',
        'Verify an error message is displayed',
        'Verify the error message contains "invalid"',
        'Sign in as "tomsmith" with password "SuperSecretPassword!"',
        'Verify no error message is displayed',
        'Verify the success message is displayed',
      ],
      fail: { steps: ['Go to /practice/login.html', 'Sign in as tomsmith with password wrong', 'Verify no error message is displayed'], at: 2, reason: /^Expected 0 errors on screen, but there is 1: 'Your password is invalid!/ },
    },
    {
      form: "the browser's alert, confirm and prompt, answered as the steps say, and what the page made of the answer",
      pass: [
        ALERTS,
        'Click for JS Alert',
        'Verify the alert says I am a JS Alert',
        'Verify the result is You successfully clicked an alert',
        'Click for JS Confirm',
        'Click Cancel on the confirm',
        'Verify the result shows You clicked: Cancel',
        'Click for JS Confirm',
        'Accept the confirm',
        'Verify the result is You clicked: Ok',
        'Click for JS Prompt',
        'Type Verity into the prompt and click OK',
        'Verify the page shows "You entered: Verity"',
        'Click for JS Prompt',
        'Dismiss the prompt',
        'Verify the alert text is I am a JS prompt',
        'Verify the result is You entered: null',
      ],
      fail: { steps: [BROKEN_ALERTS, 'Click for JS Confirm', 'Dismiss the confirm', 'Verify the result shows You clicked: Cancel'], at: 3, reason: "Expected the heading 'Result:' to contain 'You clicked: Cancel', but it says 'You clicked: Ok'." },
    },
    {
      form: 'a prompt whose answer the broken page forgets',
      pass: [ALERTS, 'Click for JS Prompt', "Answer the prompt with 'hello world'", 'Verify the result is You entered: hello world'],
      fail: { steps: [BROKEN_ALERTS, 'Click for JS Prompt', "Answer the prompt with 'hello world'", 'Verify the result is You entered: hello world'], at: 3, reason: "Expected the heading 'Result:' to have the value 'You entered: hello world', but it says 'You entered:'." },
    },
    {
      form: "an alert's words, and an answer to a dialog that never opened",
      pass: [ALERTS, 'Click for JS Alert', 'Accept the alert', 'Verify the alert text contains JS Alert'],
      fail: { steps: [ALERTS, 'Click for JS Alert', 'Verify the alert says I am a JS Confirm'], at: 2, reason: "Expected the alert's text to contain 'I am a JS Confirm', but it says 'I am a JS Alert'." },
    },
    {
      form: 'no dialog to answer',
      pass: [ALERTS, 'Click for JS Confirm', 'Dismiss the confirm'],
      fail: { steps: [ALERTS, 'Dismiss the alert'], at: 1, reason: 'No alert, confirm or prompt opened (waited 2.5 s after the step before), and no dialog on the page has a Cancel button.' },
    },
    {
      form: "a confirm that is the page's own modal: its Cancel button",
      pass: ['Go to /practice/team.html', 'Click the Remove button in the row for Grace Hopper', 'Dismiss the confirm', 'Verify the table contains Grace Hopper'],
      fail: { steps: ['Go to /practice/team.html', 'Click the Remove button in the row for Grace Hopper', 'Dismiss the confirm', 'Verify the table does not contain Grace Hopper'], at: 3, reason: /^Expected the table not to contain 'Grace Hopper'/ },
    },
    {
      form: "a checkbox and a field named only by their kind, and a message with an apostrophe, while the page waits on its server",
      pass: [
        CONTROLS,
        'Click the Remove button',
        'Wait for the checkbox to disappear',
        "Verify the message It's gone! is displayed",
        'Click Add',
        'Verify the checkbox is displayed',
        'Click Enable',
        'Verify the text field is enabled',
        'Type "hello" into the input',
        'Click Disable',
        'Verify the input field is disabled',
      ],
      fail: { steps: [BROKEN_CONTROLS, 'Click Enable', "Wait for the text It's enabled! to appear", 'Verify the input is enabled'], at: 3, reason: 'Expected the field to be enabled, but it is disabled.' },
    },
    {
      form: 'a checkbox that is gone is not displayed',
      pass: [CONTROLS, 'Verify the checkbox is displayed'],
      fail: { steps: [CONTROLS, 'Click the Remove button', 'Wait for the text "It\'s gone!" to appear', 'Verify the checkbox is displayed'], at: 3, reason: /^No checkbox on the page|^Expected the checkbox to be visible/ },
    },
    {
      form: 'a table sorted by the column a heading names, by words and by amounts, both ways',
      pass: [
        TABLES,
        'Click the Last Name column header',
        'Verify the table is sorted by last name',
        'Verify the results are sorted alphabetically by last name',
        'Sort by Due',
        'Verify the "Due" column is sorted in ascending order',
        'Click on the Due column header',
        'Verify the rows are sorted by due, highest first',
        'Sort by Email',
        'The table should be sorted by email (A-Z)',
      ],
      fail: { steps: [BROKEN_TABLES, 'Click the Last Name column header', 'Verify the table is sorted by last name'], at: 2, reason: "Expected the table to be sorted by 'last name', ascending, but 'Smith' comes before 'Bach' (checked for 2.5 s)." },
    },
    {
      form: 'a column sorted the way the step says, by clicking its header until the rows are in that order',
      pass: [TABLES, 'Sort the table by Due descending', 'Verify the table is sorted by due descending', 'Sort the Last Name column in ascending order', 'Verify the table is sorted by last name'],
      fail: { steps: [BROKEN_TABLES, 'Sort the table by Due descending'], at: 1, reason: "Clicked the column header 'Due' 3 times, but the rows were never in descending order by 'Due'." },
    },
    {
      form: 'an order the table does not have',
      pass: [TABLES, 'Sort by Due', 'Verify the table is sorted by due ascending'],
      fail: { steps: [TABLES, 'Sort by Due', 'Verify the table is sorted by due descending'], at: 2, reason: "Expected the table to be sorted by 'due', descending, but 'Conway' ($50.00) comes before 'Bach' ($51.00) (checked for 2.5 s)." },
    },
    {
      form: 'a link that opens a new window: switched to, closed, and back',
      pass: [
        WINDOWS,
        'Click Here',
        'Switch to the new window',
        'Verify the page shows New Window',
        'Close the window',
        'Verify the page shows Opening a new window',
        'Click Here',
        'Switch back to the original window',
        'Verify the URL does not contain new-window',
        'Switch to the new tab',
        'Verify the title is New Window',
      ],
      fail: { steps: ['Go to /broken/practice/windows.html', 'Click Here', 'Switch to the new window', 'Verify the page shows New Window'], at: 3, reason: /^Expected the page to show 'New Window', but it does not\. The page shows: 'Page not found'/ },
    },
    {
      form: 'no new window to switch to, and no second tab to close',
      pass: [WINDOWS, 'Click Here', 'Switch to the new tab', 'Close the tab'],
      fail: { steps: [WINDOWS, 'Switch to the new tab'], at: 1, reason: 'Expected a new tab or window, but none opened (waited 2.5 s).' },
    },
    {
      // The browser's tab, not a tab of the page named "new": checked by going to it.
      form: 'a new tab checked as opened',
      pass: [WINDOWS, 'Click Here', 'Verify a new tab is opened', 'Verify the page shows New Window'],
      fail: { steps: [WINDOWS, 'Click the heading', 'Verify that a new window opens'], at: 2, reason: 'Expected a new tab or window, but none opened (waited 2.5 s).' },
    },
    {
      form: 'the last tab is not closed',
      pass: [WINDOWS, 'Click Here', 'Close the tab', 'Verify the page shows Opening a new window'],
      fail: { steps: [WINDOWS, 'Close the tab'], at: 1, reason: /^Only one tab is open \(http:.*windows\.html\): closing it would leave no page to test\.$/ },
    },
    {
      form: 'a caption the hover shows over the image it hovers',
      pass: ['Go to /practice/hovers.html', 'Hover over the first image', 'Verify name: user1 is displayed', 'Verify the text name: user2 is not displayed', 'Hover over the 2nd User Avatar', 'Verify the text name: user2 is visible'],
      fail: { steps: ['Go to /practice/hovers.html', 'Hover over the first image', 'Verify the text name: user2 is visible'], at: 2, reason: /^Expected .*'name: user2' to be visible/ },
    },
    {
      form: 'keys pressed and typed, read from an element known by its id',
      pass: ['Go to /practice/key-presses.html', 'Press Tab', 'Verify the result is You entered: TAB', 'Type A into the input field', 'Verify the result is You entered: A', 'Press Escape', 'Verify the result says You entered: ESCAPE'],
      fail: { steps: ['Go to /broken/practice/key-presses.html', 'Type A into the input field', 'Verify the result is You entered: A'], at: 2, reason: "Expected the element 'result' to have the value 'You entered: A', but it has 'You entered: NOTHING'." },
    },
    {
      form: 'a button clicked again and again',
      pass: ['Go to /practice/add-remove.html', 'Click on the Add Element button 3 times', 'Verify there are 3 Delete buttons', 'Click Delete 2 times', 'Verify there is 1 Delete button'],
      fail: { steps: ['Go to /broken/practice/add-remove.html', 'Click on the Add Element button 3 times', 'Verify there are 3 Delete buttons'], at: 2, reason: /^Expected 3 buttons named 'Delete', but there are 2/ },
    },
    {
      form: 'a click outside the modal, on its backdrop, which closes it',
      pass: ['Go to /practice/web-tables.html', 'Click Add', 'Click outside the modal', 'Verify the Registration Form dialog is hidden'],
      fail: { steps: ['Go to /practice/web-tables.html', 'Click outside the modal'], at: 1, reason: /^No modal is open to click outside of \(looked for / },
    },
    {
      form: 'a slider set to a value, and one set to a value it cannot take',
      pass: ['Go to /practice/slider.html', 'Drag the slider to 3', 'Verify the range shows 3', 'Set the slider to 4.5', 'Verify the range shows 4.5'],
      fail: { steps: ['Go to /practice/slider.html', 'Set the slider to 50'], at: 1, reason: 'Could not set the slider to 50: it goes from 0.0 to 5.0 in steps of 0.5, and shows 5.' },
    },
    {
      form: 'a slider clicked in its middle, then moved by keys pressed again and again',
      pass: ['Go to /practice/slider.html', 'Click the slider', 'Press ArrowRight 3 times', 'Verify the range shows 4', 'Press the left arrow key twice in the slider', 'Verify the range is 3'],
      fail: { steps: ['Go to /broken/practice/slider.html', 'Click the slider', 'Press ArrowRight 3 times', 'Verify the range shows 4'], at: 3, reason: "Expected the element 'range' to contain '4', but it has '0'." },
    },
    {
      form: 'a number field known by its type, and its arrow keys',
      pass: ['Go to /practice/inputs.html', 'Type 42 into the number field', 'Verify the input has value 42', 'Press ArrowUp in the input', 'Verify the input has value 43'],
      fail: { steps: ['Go to /practice/inputs.html', 'Type 42 into the number field', 'Press ArrowDown in the input 2 times', 'Verify the input has value 41'], at: 3, reason: "Expected a field reading '41', but the fields on screen are '40'." },
    },
    {
      form: 'an ad in a modal of its own (no dialog role), closed by a paragraph that says Close',
      pass: ['Go to /practice/entry-ad.html', 'Wait for the modal to appear', 'Verify the modal title is This is a modal window', 'Click Close', 'Verify the modal is not displayed'],
      fail: { steps: ['Go to /broken/practice/entry-ad.html', 'Wait for the modal to appear', 'Click Close', 'Verify the modal is not displayed'], at: 3, reason: "The element named 'modal' is still visible after 2.5 s (it shows 'This is a modal window')." },
    },
    {
      form: 'a person a table writes in two cells (last name, first name): their value, their row, and the row deleted',
      pass: [
        TABLES,
        'Verify the email of Frank Bach is fbach@yahoo.com',
        'Verify Frank Bach is in the table',
        'Verify John Bach is not in the table',
        'Delete Tim Conway',
        'Verify Tim Conway is not in the table',
        'Verify Frank Bach is in the table',
        'Verify the table has 3 rows',
      ],
      fail: { steps: [TABLES, 'Delete Tim Conway', 'Verify Tim Conway is in the table'], at: 2, reason: /^Expected the table to contain 'Tim Conway', but it has/ },
    },
  ],
  { site: 'apps' },
);
