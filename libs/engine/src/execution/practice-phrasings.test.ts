import { describeGrammar } from './testing/grammar-cases';

// The practice site's pages as the-internet's are built (fixtures/apps/practice): a dropdown of "Option 1" and
// "Option 2", two columns swapped by HTML5 drag and drop, and a gallery whose images break under /broken/. Steps as
// people write them for such pages.
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
  ],
  { site: 'apps' },
);
