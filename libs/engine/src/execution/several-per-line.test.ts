import { describeGrammar } from './testing/grammar-cases';

// People write several steps on a line ("Open the menu and click Customers", "Click the avatar, then click Log out")
// and check several things at once ("Verify the Tickets, Customers and Reports links are visible", "Verify the
// table has columns Last Name, Email and Due"). Each line runs as its steps, one after the other; one that fails
// fails the line with its own reason. Helpdesk's drawer never opens under /broken/.

const HELPDESK = 'Go to /helpdesk/index.html';

describeGrammar(
  'lines that hold several steps or checks',
  [
    {
      form: 'Helpdesk: actions joined by "and" and "then", and a check after them',
      pass: [
        HELPDESK,
        'Open the navigation menu and click Customers',
        'Verify the page shows Northwind Traders, Contoso Ltd and Fabrikam',
        'Click the avatar, then click Log out and verify the page shows "Support that scales with you"',
      ],
      fail: { steps: ['Go to /broken/helpdesk/index.html', 'Open the hamburger menu and click Customers'], at: 1, reason: /^The link 'Customers' is on the page but hidden/ },
    },
    {
      form: "Helpdesk: the links of a drawer checked at once, each one named in the reason when it is not shown",
      pass: [HELPDESK, 'Open the navigation menu', 'Verify the Tickets, Customers and Reports links are visible', 'Verify the drawer has Tickets and Reports links'],
      fail: { steps: [HELPDESK, 'Verify the Tickets, Customers and Reports links are visible'], at: 1, reason: /^Expected the link named 'Tickets' to be visible, but it is not/ },
    },
    {
      form: 'Practice tables: columns named in a list; one missing fails the line',
      pass: ['Go to /practice/tables.html', 'Verify the table has columns Last Name, Email and Due', 'Verify Web Site and Action columns are shown'],
      fail: { steps: ['Go to /practice/tables.html', 'Verify the table has columns Last Name, Phone and Due'], at: 1, reason: /Phone/ },
    },
  ],
  { site: 'apps' },
);
