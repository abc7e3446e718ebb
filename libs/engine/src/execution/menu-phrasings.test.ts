import { describeGrammar } from './testing/grammar-cases';

// A menu is opened by its button, which rarely says so: people name the menu ("Open the navigation menu", "Click
// the hamburger icon", "Open the user menu"), the page names its button "open drawer" with an icon (Material UI),
// draws a ☰ label for a CSS-only checkbox, or shows an avatar with the user's initials. Helpdesk is such an admin
// app (under /broken/ its drawer button does nothing) with a public site and docs whose toggler shows only in a narrow
// window; Acme Workspace's account menu is a button named after the user.

const HELPDESK = 'Go to /helpdesk/index.html';

describeGrammar(
  'menus opened by their button, named by the menu',
  [
    {
      form: "Helpdesk: the drawer behind an icon-only 'open drawer' button, by the names people give it",
      pass: [
        HELPDESK,
        'Open the navigation menu',
        'Click Customers',
        'Verify the page shows "Northwind Traders"',
        'Click the hamburger icon',
        'Click Reports',
        'Toggle the menu',
        'Click Tickets',
        'Verify the page shows "Cannot reset password"',
      ],
      fail: { steps: ['Go to /broken/helpdesk/index.html', 'Open the hamburger menu', 'Click Customers'], at: 2, reason: /^The link 'Customers' is on the page but hidden/ },
    },
    {
      form: "Helpdesk: the user's menu behind an avatar showing their initials",
      pass: [HELPDESK, 'Click the avatar', 'Verify "Log out" is visible', 'Click the avatar', 'Open the user menu', 'Verify "Account settings" is visible', 'Click Log out', 'Verify the page shows "Support that scales with you"'],
      fail: { steps: [HELPDESK, 'Click Account settings'], at: 1, reason: /^The link 'Account settings' is on the page but hidden/ },
    },
    {
      form: 'Helpdesk public site: a menu collapsed at every width, opened by the ☰ label of a CSS-only checkbox',
      pass: ['Go to /helpdesk/site.html', 'Open the mobile menu', 'Verify the Pricing link is visible', 'Click Sign in', 'Verify the page shows "Open tickets"'],
      fail: { steps: ['Go to /helpdesk/site.html', 'Verify the Pricing link is visible'], at: 1, reason: "Expected the link named 'Pricing' to be visible, but it is not. The link 'Pricing' is on the page but hidden." },
    },
    {
      form: "Helpdesk docs: a toggler hidden where the window is wide enough for the site's links, which are already shown",
      pass: ['Go to /helpdesk/docs.html', 'Open the navigation menu', 'Click Pricing', 'Verify the page shows "Support that scales with you"'],
      fail: { steps: ['Go to /broken/helpdesk/docs.html', 'Open the navigation menu'], at: 1, reason: 'The navigation menu button is on the page but hidden after 2.5 s.' },
    },
    {
      form: 'Helpdesk: a menu open or closed, read from its button or, where the button says nothing, from the menu shown',
      pass: [HELPDESK, 'Verify the navigation menu is closed', 'Verify the user menu is collapsed', 'Open the navigation menu', 'Verify the navigation menu is open', 'Click the avatar', 'Verify the user menu is expanded'],
      fail: { steps: ['Go to /broken/helpdesk/index.html', 'Open the navigation menu', 'Verify the navigation menu is open'], at: 2, reason: 'Expected the navigation menu button to be expanded, but it is collapsed (checked for 2.5 s).' },
    },
    {
      form: 'Practice accordion: a section expanded or collapsed, as its panel shows (no aria-expanded on the page)',
      pass: ['Go to /practice/accordion.html', 'Verify "What is Lorem Ipsum?" is expanded', 'Click "Where does it come from?"', 'Verify "Where does it come from?" is expanded', 'Verify "What is Lorem Ipsum?" is collapsed'],
      fail: { steps: ['Go to /practice/accordion.html', 'Verify "Why do we use it?" is expanded'], at: 1, reason: "Expected the text 'Why do we use it?' to be expanded, but it is collapsed (checked for 2.5 s)." },
    },
    {
      form: "Acme Workspace: the account menu behind a button named after the user",
      pass: ['Go to /workspace/index.html', 'Open the account menu', 'Click Settings', 'Verify the page title contains "Settings"'],
      fail: { steps: ['Go to /practice/login.html', 'Open the navigation menu'], at: 1, reason: /^No element named 'navigation menu'/ },
    },
  ],
  { site: 'apps' },
);
