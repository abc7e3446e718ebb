import { formatStep } from './format-step';
import { parseStep } from './parse-step';

/** The lines a line runs as, in the grammar's words; the line's own reading when it is one step. */
function readAs(line: string): string[] {
  const parsed = parseStep(line, 0);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const step = parsed.step;
  if (!step) return [];
  if (step.kind !== 'intent') return [formatStep(step)];
  return step.clauses.map((clause) => (clause.kind === 'step' ? formatStep(clause.step) : `(${clause.kind}) ${clause.text}`));
}

describe('a check of several named things at once', () => {
  it.each([
    ['Verify the Home, About and Contact links are visible', ['Check that the "Home" link is visible', 'Check that the "About" link is visible', 'Check that the "Contact" link is visible']],
    ['Verify the Save and Cancel buttons are displayed', ['Check that the "Save" button is visible', 'Check that the "Cancel" button is visible']],
    ['Verify both the Save and Cancel buttons are enabled', ['Check that the "Save" button is enabled', 'Check that the "Cancel" button is enabled']],
    ['Verify that the Edit and Delete buttons are not visible', ['Check that the "Edit" button is hidden', 'Check that the "Delete" button is hidden']],
    ['Verify Name, Email and Phone columns are shown', ['Check that the "Name" column header is visible', 'Check that the "Email" column header is visible', 'Check that the "Phone" column header is visible']],
    ['Verify "Home", "About" and "Contact" are visible', ['Check that "Home" is visible', 'Check that "About" is visible', 'Check that "Contact" is visible']],
    ['Verify the page shows Home, About and Contact', ['Check that the page shows "Home"', 'Check that the page shows "About"', 'Check that the page shows "Contact"']],
    ['Verify the page shows "Welcome" and "Log out"', ['Check that the page shows "Welcome"', 'Check that the page shows "Log out"']],
    ['I should see Home, About & Contact', ['Check that the page shows "Home"', 'Check that the page shows "About"', 'Check that the page shows "Contact"']],
    ['Verify the navigation has Home, About and Contact links', ['Check that the "Home" link in "navigation" is visible', 'Check that the "About" link in "navigation" is visible', 'Check that the "Contact" link in "navigation" is visible']],
    ['The sidebar should have Dashboard and Reports links', ['Check that the "Dashboard" link in "sidebar" is visible', 'Check that the "Reports" link in "sidebar" is visible']],
    ['Verify the footer has links to Privacy Policy, Terms of Service and Contact Us', ['Check that the "Privacy Policy" link in "footer" is visible', 'Check that the "Terms of Service" link in "footer" is visible', 'Check that the "Contact Us" link in "footer" is visible']],
    ['Verify the menu contains Profile, Settings, and Logout', ['Check that "menu" contains "Profile"', 'Check that "menu" contains "Settings"', 'Check that "menu" contains "Logout"']],
    ['Verify the Country dropdown has options USA, Canada and Mexico', ['Check that the "Country" dropdown has the option "USA"', 'Check that the "Country" dropdown has the option "Canada"', 'Check that the "Country" dropdown has the option "Mexico"']],
    ['Verify the table has columns Name, Email and Phone', ['Check that the "Name" column header in "table" is visible', 'Check that the "Email" column header in "table" is visible', 'Check that the "Phone" column header in "table" is visible']],
    ['Verify the cart contains "Backpack" and "Bike Light"', ['Check that "Backpack" is in the cart', 'Check that "Bike Light" is in the cart']],
  ])('%j checks each', (line, checks) => {
    expect(readAs(line)).toEqual(checks);
  });

  it.each([
    // Unquoted, with no kind in the plural, "and" joins the words of one name.
    ['Verify the page shows Tom and Jerry', ['Check that the page shows "Tom and Jerry"']],
    ['Verify the Terms and Conditions link is visible', ['Check that the "Terms and Conditions" link is visible']],
    ['Verify the page contains the text Welcome and Logout', ['Check that the page shows "Welcome and Logout"']],
    ['Verify the "Save and Close" button is visible', ['Check that the "Save and Close" button is visible']],
    ['Check that "Rock and Roll" is visible', ['Check that "Rock and Roll" is visible']],
  ])('%j names one thing', (line, checks) => {
    expect(readAs(line)).toEqual(checks);
  });
});

describe('a claim about an element in a place', () => {
  it.each([
    ['Verify the "Home" link in the header is visible', 'Check that the "Home" link in "header" is visible'],
    ['Verify that the "Delete" button in the dialog is disabled', 'Check that the "Delete" button in "dialog" is disabled'],
    ['Verify the "Save" button in the dialog', 'Check that the "Save" button in "dialog" is visible'],
  ])('%j keeps its claim out of the place', (line, check) => {
    expect(readAs(line)).toEqual([check]);
  });
});
