import { describeGrammar } from './testing/grammar-cases';

// Steps that point into a part of the page the way people write them: a row named by what it shows ("in the row
// "Grace Hopper"", in a table rendered with no space between its cells), a region named only by its kind ("in the
// dialog", "in the header", "the table shows"), and rows counted as a person counts them (without the headings).
const TEAM = 'Go to /practice/team.html';
const BROKEN_TEAM = 'Go to /broken/practice/team.html';

describeGrammar(
  'regions and rows as people name them',
  [
    {
      form: 'an action in the row that shows a name, the kind written first',
      pass: [TEAM, 'Click "Remove" in the row "Grace Hopper"', 'Click "Remove" in the dialog', 'Check that the page shows "2 members"', 'Check that the page does not show "grace@team.test"'],
      fail: { steps: [BROKEN_TEAM, 'Click "Remove" in the row with "Grace Hopper"', 'Click "Remove" in the dialog', 'Check that the page shows "2 members"'], at: 3, reason: /^Expected the page to show '2 members', but it does not\./ },
    },
    {
      form: 'the state of a button in a row',
      pass: [TEAM, 'Check that the "Remove" button in the row "Ada Lovelace" is disabled', 'Check that the "Remove" button in the "Alan Turing" row is enabled'],
      fail: { steps: [TEAM, 'Check that the "Remove" button in the row containing "ada@team.test" is enabled'], at: 1, reason: /^Expected the button 'Remove' to be enabled, but it is disabled/ },
    },
    {
      form: 'what the dialog shows',
      pass: [TEAM, 'Click "Remove" in the "Alan Turing" row', 'Check that the dialog shows "Remove Alan Turing from the team?"', 'Click "Cancel" in the dialog', 'Check that the page shows "3 members"'],
      fail: { steps: [TEAM, 'Click "Remove" in the "Alan Turing" row', 'Check that the dialog shows "Remove Grace Hopper"'], at: 2, reason: /^Expected the dialog to contain 'Remove Grace Hopper', but it has 'Remove member Remove Alan Turing from the team\?/ },
    },
    {
      form: 'what the table shows, and its rows counted without the headings',
      pass: [TEAM, 'Check that the table shows "grace@team.test"', 'Check that there are 3 rows in the table'],
      fail: { steps: [TEAM, 'Check that there are 4 rows in the table'], at: 1, reason: /^Expected 4 rows .*, but there are 3 / },
    },
    {
      form: 'words in the table, or not, unquoted',
      pass: [TEAM, 'Verify Grace Hopper is in the table', 'Click "Remove" in the row for Grace Hopper', 'In the dialog, click Remove', 'Verify Grace Hopper is not in the table'],
      fail: { steps: [BROKEN_TEAM, 'Click "Remove" in the row for Grace Hopper', 'In the dialog, click Remove', 'Verify Grace Hopper is not in the table'], at: 3, reason: /^Expected the table not to contain 'Grace Hopper', but it has '.*Grace Hopper/ },
    },
    {
      form: 'what the toast says',
      pass: ['Go to /workspace/settings.html', 'Click "Save changes"', 'Check that the toast says "Settings saved"', 'Check that "Settings saved" is shown in the notification'],
      fail: { steps: ['Go to /broken/workspace/settings.html', 'Click "Save changes"', 'Check that the toast says "Settings saved"'], at: 2, reason: "Expected the toast to contain 'Settings saved', but it has 'Could not save your settings. Try again.'." },
    },
    {
      form: 'a control in the header, a link in the footer',
      pass: [TEAM, 'Click "Help" in the header', 'Check that the page shows "Ask your admin to change roles."', 'Click "Privacy" in the footer', 'Check that the page shows "Welcome to the practice site"'],
      fail: { steps: [TEAM, 'Click "Help" in the footer'], at: 1, reason: /'Help'/ },
    },
    {
      form: 'a control for an item, and what the heading says',
      pass: [TEAM, 'Check that the heading says "Team"', 'Click "Remove" for "Grace Hopper"', 'Check that the dialog shows "Remove Grace Hopper from the team?"'],
      fail: { steps: [TEAM, 'Check that the heading says "Members"'], at: 1, reason: "Expected a heading reading 'Members', but the headings on screen are 'Team'." },
    },
    {
      form: "a native dropdown's options counted, open or not",
      pass: ['Go to /workspace/settings.html', 'Verify the Time zone dropdown has 4 options', 'Verify the dropdown has 4 options', 'Check that there are 4 options in the Time zone dropdown'],
      fail: { steps: ['Go to /workspace/settings.html', 'Verify the dropdown has 3 options'], at: 1, reason: "Expected the dropdown to have 3 options, but it has 4: 'UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York'." },
    },
    {
      form: 'an item selected from the open menu',
      pass: ['Go to /practice/help-center.html', 'Click "My account"', 'Select "Billing history" from the menu', 'Check that the URL contains "#billing"'],
      fail: { steps: ['Go to /practice/help-center.html', 'Click "My account"', 'Select "Invoices" from the menu'], at: 2, reason: /'Invoices'/ },
    },
    {
      form: 'with a modal dialog open, its button rather than the twins behind it',
      pass: [TEAM, 'Click "Remove" for "Alan Turing"', 'Click "Remove"', 'Check that the page shows "2 members"', 'Check that the page does not show "alan@team.test"'],
      fail: { steps: [BROKEN_TEAM, 'Click "Remove" for "Alan Turing"', 'Confirm the removal', 'Check that the page shows "2 members"'], at: 3, reason: /^Expected the page to show '2 members', but it does not\./ },
    },
  ],
  { site: 'apps' },
);
