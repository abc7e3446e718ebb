import { describeGrammar } from './testing/grammar-cases';

// A contacts app as such apps are built: an icon-only actions button per row (named by its aria-label), a menu and a
// confirmation dialog, a custom dropdown (a combobox and its listbox), a switch, filter tabs, a live count of the
// rows (a status message of its own, so a toast check looks over two) and toasts that go away. The steps are
// written as people write them in tickets, unquoted where they would be.
const CRM = 'Go to /crm/index.html';
const BROKEN_CRM = 'Go to /broken/crm/index.html';

const NEW_CONTACT = [
  'Click "New contact"',
  'Enter "Grace" in the First name field',
  'Type "Hopper" into Last name',
  'Fill in Work email with "grace@navy.mil"',
  'Choose "US Navy" from the Company dropdown',
  'Turn on "Send welcome email"',
  'Click "Save contact"',
  'Check that the toast says "Contact Grace Hopper created · welcome email sent"',
];

const ARCHIVE_ADA = ['Open the actions menu for Ada Lovelace', 'Select Archive', 'In the dialog, click Archive'];

describeGrammar(
  'a contacts app, as people write its tests',
  [
    {
      form: 'a column checked for the kind of value in each cell, not for the words that name it',
      pass: [CRM, 'Check that every cell of the Email column contains an email address', 'Check that the Email column contains an email address', 'Check that the page does not show a phone number'],
      fail: { steps: [CRM, 'Check that every cell of the Company column contains an email address'], at: 1, reason: /^Expected every cell of the 'Company' column to contain an email address, but / },
    },
    {
      form: 'a contact added through a dialog with a custom dropdown and a switch, then counted',
      pass: [CRM, ...NEW_CONTACT, 'Verify 4 contacts are shown', 'Verify the table contains "grace@navy.mil"'],
      fail: { steps: [BROKEN_CRM, ...NEW_CONTACT, 'Verify 4 contacts are shown'], at: 9, reason: /^Expected 4 contacts, but the page says '3 contacts' and has 3 rows in its table/ },
    },
    {
      form: 'counts compared: at least one, more than, fewer than, and rows of the table',
      pass: [CRM, 'Verify at least one contact is shown', 'Verify more than 2 contacts are shown', 'Verify fewer than 5 contacts are listed', 'Verify the number of rows is greater than 1', ...NEW_CONTACT, 'Verify there are at least 4 contacts'],
      fail: { steps: [BROKEN_CRM, ...NEW_CONTACT, 'Verify there are more than 3 contacts'], at: 9, reason: /^Expected at least 4 contacts, but the page says '3 contacts' and has 3 rows in its table/ },
    },
    {
      form: 'a row found by its words, and a list counted with a bound',
      pass: [CRM, 'Verify the table contains a row with Ada Lovelace', 'Verify a row with Alan Turing is shown', 'Verify the table does not contain a row with Grace Hopper', 'Verify the list has at least 2 items', ...NEW_CONTACT, 'The table should have a row containing "Grace"'],
      fail: { steps: [BROKEN_CRM, ...NEW_CONTACT, 'Verify the table contains a row with Grace Hopper'], at: 9, reason: /^Expected the row named 'Grace Hopper' to be visible, but it is not\. / },
    },
    {
      form: 'a search, and every result read for the words',
      pass: [CRM, 'Type "analytical" into the search field', 'Press Enter', 'Verify all results contain Analytical Engines', 'Verify every contact includes "analytical.io"', 'Verify 2 contacts are shown'],
      fail: { steps: [CRM, 'Verify every contact contains Analytical Engines'], at: 1, reason: /^Expected every contact to contain 'Analytical Engines', but 'Alan Turing' \(3 of 3 rows in its table\) does not \(checked for / },
    },
    {
      form: 'the tab chosen and the link of the page one is on, said to be active',
      pass: [CRM, 'Verify the page heading is Contacts', 'Verify the All tab is active', 'Verify the active tab is All', 'Verify the Contacts link is active', 'Verify the Deals link is not active', 'Click the Archived tab', 'Verify the Archived tab is active', 'Verify the All tab is inactive'],
      fail: { steps: [CRM, 'Verify the Archived tab is active'], at: 1, reason: "Expected 'Archived' to be selected, but the options chosen on the page are 'Contacts', 'All'." },
    },
    {
      form: 'a contact archived from its row\'s menu, and found under its tab',
      pass: [CRM, ...ARCHIVE_ADA, 'Check that the toast says "Ada Lovelace archived"', 'Verify Ada Lovelace is not in the table', 'Verify 2 contacts are shown', 'Click the Archived tab', 'Verify 1 contact is shown', 'Verify Ada Lovelace is in the table'],
      fail: { steps: [BROKEN_CRM, ...ARCHIVE_ADA, 'Check that the toast says "Ada Lovelace archived"', 'Verify Ada Lovelace is not in the table'], at: 5, reason: /^Expected the table not to contain 'Ada Lovelace', but it has / },
    },
    {
      form: 'a row found by what it shows, for an icon button with no text of its own',
      pass: [CRM, 'Click the ⋯ button in the row for Alan Turing', 'Select Delete', 'Check that the notification says "Contact deleted"', 'Verify that Alan Turing no longer appears', 'Verify there are 2 rows in the table'],
      // The notice may be gone by the deadline on a loaded machine: then only the count is left to read.
      fail: { steps: [CRM, 'Click the ⋯ button in the row for Alan Turing', 'Select Delete', 'Check that the toast says "Alan Turing archived"'], at: 3, reason: /^Expected a toast to contain 'Alan Turing archived', but none of the 2 toasts on screen does: they have '2 contacts', 'Contact deleted'\.$|^Expected the toast to contain 'Alan Turing archived', but it has '2 contacts'\.$/ },
    },
    {
      form: "a contact's values read in its own row, under the column named so",
      pass: [CRM, 'Verify the status of Ada Lovelace is Active', "Verify Alan Turing's status is not Active", 'Check that the company of Alan Turing is Bletchley Park', ...ARCHIVE_ADA, 'Click the Archived tab', 'Verify the status of Ada Lovelace is Archived'],
      fail: { steps: [BROKEN_CRM, ...ARCHIVE_ADA, 'Verify the status of Ada Lovelace is Archived'], at: 4, reason: /^Expected the status of 'Ada Lovelace' to be 'Archived', but it is 'Active' \(checked for / },
    },
    {
      form: 'the rows of a table: the first of them, and their order',
      pass: [CRM, 'Verify the first contact is Ada Lovelace', 'Verify the last contact is not Ada Lovelace', 'Check that the top contact contains "ada@analytical.io"'],
      fail: { steps: [CRM, 'Verify the contacts are sorted by name A to Z'], at: 1, reason: /^Expected the contacts to be sorted by name, A to Z, but 'Charles Babbage' comes before 'Alan Turing' \(checked for / },
    },
    {
      form: 'a column sorted one way or the other by its header, as its aria-sort says',
      pass: [CRM, 'Sort the contacts by name descending', 'Verify the contacts are sorted by name Z to A', 'Verify the first contact is Charles Babbage', 'Sort the Name column ascending', 'Verify the first contact is Ada Lovelace', 'Sort by company, Z to A', 'Verify the table is sorted by company descending'],
      // The header says it sorts and the rows stay as they are: the check after it finds them out.
      fail: { steps: [BROKEN_CRM, 'Sort the contacts by name descending', 'Verify the contacts are sorted by name Z to A'], at: 2, reason: /^Expected the contacts to be sorted by name, Z to A, but 'Ada Lovelace' comes before 'Charles Babbage' \(checked for / },
    },
  ],
  { site: 'apps' },
);
