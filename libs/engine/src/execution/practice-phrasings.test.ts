import { describeGrammar } from './testing/grammar-cases';

// The practice site's pages as the-internet's are built (fixtures/apps/practice): a dropdown of "Option 1" and
// "Option 2", two columns swapped by HTML5 drag and drop, and a gallery whose images break under /broken/. Steps as
// people write them for such pages.
const ALERTS = 'Go to /practice/javascript-alerts.html';
const BROKEN_ALERTS = 'Go to /broken/practice/javascript-alerts.html';

describeGrammar(
  'practice pages, as people write their tests',
  [
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
  ],
  { site: 'apps' },
);
