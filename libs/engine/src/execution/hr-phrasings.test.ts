import { describeGrammar } from './testing/grammar-cases';

// An HR app drawn as OrangeHRM's kit draws it: labels beside their fields with nothing tying them, selects and an
// autocomplete of divs, icon buttons with no words (only an icon's class), a confirm sheet without the dialog role,
// toasts without a role, a sign-in that moves on after a moment. The steps are written as people write OrangeHRM
// tests; each has a broken variant of the app (any password signs in, the search ignores its filter, a delete keeps
// the row, a new employee loses the last name).
const HR = 'Go to /hr/index.html';
const BROKEN_HR = 'Go to /broken/hr/index.html';
const SIGN_IN = 'Login with Admin / admin123';

describeGrammar(
  'an HR app built with a UI kit, as people write its tests',
  [
    {
      form: 'a sign-in, named pages, and the message of a field left empty',
      pass: [HR, 'Click Login without entering credentials', 'Verify "Required" message is shown under the Username field', 'Verify the Password field shows Required', 'Verify the user stays on the login page', SIGN_IN, 'Verify the Dashboard page is displayed', 'Verify the login page is not displayed'],
      fail: { steps: [HR, 'Enter "Admin" in the Username field', 'Click Login without entering credentials', 'Verify the Username field shows a "Required" error'], at: 3, reason: /^Expected the field 'Username' to contain 'Required', but it has 'Admin'\./ },
    },
    {
      form: 'a wrong password refused',
      pass: [HR, 'Type Admin into username', 'Type wrongpass into password', 'Click Login', 'Verify Invalid credentials', 'Verify the user remains on the login page'],
      fail: { steps: [BROKEN_HR, 'Type Admin into username', 'Type wrongpass into password', 'Click Login', 'Verify Invalid credentials'], at: 4, reason: /^Expected the page to show 'Invalid credentials', but it does not\./ },
    },
    {
      form: 'no address named: not redirected after a refused sign-in (a wait between), redirected after one that passes',
      pass: [HR, 'Type Admin into username', 'Type wrongpass into password', 'Click Login', 'Wait 1 second', 'Verify the user is not redirected', 'Verify the URL does not change', 'Type admin123 into password', 'Click Login', 'Verify the user is redirected', 'Verify the Dashboard page is displayed', 'Click PIM', 'Verify the URL has changed'],
      // Any password signs in there, a moment after the click: the check must not pass for being looked at too soon.
      fail: { steps: [BROKEN_HR, 'Type Admin into username', 'Type wrongpass into password', 'Click Login', 'Verify the user is not redirected'], at: 4, reason: /^Expected the page to stay at '[^']*\/broken\/hr\/index\.html', where the last action began, but it went to '[^']*\/broken\/hr\/dashboard\.html'\.$/ },
    },
    {
      form: 'a field by the label beside it, a hint picked from the suggestions, a column read',
      pass: [HR, SIGN_IN, 'Click PIM in the left menu', 'Type "Linda" in the Employee Name field', 'Select "Linda Jane Anderson" from the suggestions', 'Click Search', 'Verify "(1) Record Found" is displayed', 'Verify the table shows Anderson in the Last Name column'],
      fail: { steps: [BROKEN_HR, SIGN_IN, 'Click PIM in the left menu', 'Type "Linda" in the Employee Name field', 'Select "Linda Jane Anderson" from the suggestions', 'Click Search', 'Verify only employees with last name Anderson are listed'], at: 6, reason: /^Expected every cell of the 'last name' column to say 'Anderson', but 3 of 5 do not: / },
    },
    {
      form: 'a select of divs beside its label, and every row of a column',
      pass: [HR, SIGN_IN, 'Navigate to PIM', 'Select "Freelance" from the Employment Status dropdown', 'Click the Search button', 'Verify only employees with status Freelance are listed', 'Verify every cell of the "Employment Status" column is "Freelance"'],
      fail: { steps: [HR, SIGN_IN, 'Navigate to PIM', 'Verify all rows in the Employment Status column show Freelance'], at: 3, reason: /^Expected every cell of the 'Employment Status' column to say 'Freelance', but 4 of 5 do not: 'Full-Time Permanent', 'Full-Time Contract', 'Part-Time Internship'\./ },
    },
    {
      form: 'a menu path, a field and its quoted value, a toast with no role, a page named by its heading',
      pass: [HR, SIGN_IN, 'Go to PIM > Add Employee', 'Enter First Name "John"', 'Enter Last Name "Doe"', 'Click Save', 'Verify the success message "Successfully Saved" appears', 'Verify the Personal Details page shows John Doe'],
      fail: { steps: [BROKEN_HR, SIGN_IN, 'Go to PIM > Add Employee', 'Enter First Name "John"', 'Enter Last Name "Doe"', 'Click Save', 'Verify the Personal Details page shows John Doe'], at: 6, reason: /^Expected the page to show 'John Doe', but it does not\./ },
    },
    {
      form: 'an icon button of a row, a confirm sheet without the dialog role, a row gone from the list',
      pass: [HR, SIGN_IN, 'Open the PIM module', 'Click the delete icon for Odis Adalwin', 'Verify the confirmation dialog "Are you Sure?" appears', 'Click "Yes, Delete"', 'Verify a toast says Successfully Deleted', 'Verify Odis is no longer in the employee list'],
      fail: { steps: [BROKEN_HR, SIGN_IN, 'Open the PIM module', 'Click the delete icon for Odis Adalwin', 'Click "Yes, Delete"', 'Verify Odis is no longer in the employee list'], at: 5, reason: /^Expected no employee list to contain 'Odis', but one of the \d+ employee lists on screen does/ },
    },
    {
      form: "the user's menu in the top right, and a field read by its loose label",
      pass: [HR, SIGN_IN, 'Click PIM', 'Click the edit icon in the row for Russel Hamilton', 'Change the Nickname to Rusty', 'Click Save', 'Verify the Nickname field has value Rusty', 'Click on the user profile dropdown in the top right', 'Click Logout', 'Verify the login page is displayed', 'Enter username Admin', 'Enter password admin123', 'Click the Login button to sign in', 'Log out from the application', 'Verify the user is on the login page'],
      fail: { steps: [HR, SIGN_IN, 'Click PIM', 'Click the edit icon in the row for Russel Hamilton', 'Verify the Nickname field has value Rusty'], at: 4, reason: /^Expected the text 'Nickname' to have the value 'Rusty', but it says ''/ },
    },
    {
      form: 'a switch beside its words, and a search in the sidebar',
      pass: [HR, SIGN_IN, 'Type "Leave" in the sidebar search box', 'Verify only the Leave menu item is shown', 'Verify Admin is not visible in the menu', 'Verify PIM is not visible', 'Go to /hr/add-employee.html', 'Turn on Create Login Details', 'Verify Create Login Details is checked', 'Verify the Confirm Password field is visible'],
      fail: { steps: [BROKEN_HR, SIGN_IN, 'Type "Leave" in the sidebar search box', 'Verify only the Leave menu item is shown'], at: 3, reason: /^Expected only 'Leave' to be listed, but its list also shows 'Admin', 'PIM', 'Time', 'Recruitment', 'My Info' and 6 more\.$/ },
    },
  ],
  { site: 'apps' },
);
