import { describeGrammar } from './testing/grammar-cases';

// Where the user stands, as people check it without naming anything on the page: "Verify the user is logged in",
// "Verify login fails", "Verify the order is placed". Each app shows it its own way: Swag Labs a Logout link in a
// closed menu, the-internet a Logout button and a flash message, Conduit (RealWorld) a Settings link and the user's
// name with its logout at the foot of the settings page, Acme a Sign out item in its account menu, and a page that
// asks for the password again. Orders: "Checkout: Complete!" over "Thank you for your order!", and "Your order #10492 has been placed".

const SWAG_LOGIN = (start: string) => [`Go to ${start}`, 'Log in as standard_user with password secret_sauce'];
const SWAG_ORDER = (start: string) => [...SWAG_LOGIN(start), 'Add the backpack to the cart', 'Open the cart', 'Click Checkout', 'Fill in the checkout form with valid data', 'Click Continue'];
const CONDUIT = 'Go to /conduit/index.html';
const CONDUIT_SIGN_IN = 'Sign in with ada@example.com and Lovelace#1842';

describeGrammar(
  "the user's state in the app, as people check it",
  [
    {
      form: 'Swag Labs: logged out, a refused login, logged in (its Logout link in a closed menu), then logged out again',
      pass: [
        'Go to /shop/index.html',
        'Verify the user is not logged in',
        'Log in as standard_user with password wrong_password',
        'Verify login fails',
        'Log in as standard_user with password secret_sauce',
        'Verify the user is logged in',
        'Open the menu',
        'Click Logout',
        'Verify the user is logged out',
      ],
      fail: { steps: [...SWAG_LOGIN('/shop/index.html'), 'Verify that login fails with an error'], at: 2, reason: "Expected the login to fail, but the user is logged in: the page has a 'Logout' control (checked for 2.5 s)." },
    },
    {
      form: 'Swag Labs: the order placed, and not placed on the overview before Finish',
      pass: [...SWAG_ORDER('/shop/index.html'), 'Click Finish', 'Verify the order confirmation is shown', 'Verify the order is placed successfully'],
      fail: { steps: [...SWAG_ORDER('/shop/index.html'), 'Verify the order is placed'], at: 7, reason: /^Expected the order to be placed, but no heading or message says the order went through .*The page shows: '.*Checkout: Overview/ },
    },
    {
      form: "Swag Labs: a checkout that says complete over a cart that was empty is no order",
      pass: [...SWAG_ORDER('/shop/index.html'), 'Click Finish', 'Verify the checkout is complete'],
      fail: { steps: [...SWAG_ORDER('/broken/shop/index.html'), 'Click Finish', 'Verify the checkout is complete'], at: 8, reason: /^Expected the order to be placed, but the page says 'cart was empty'/ },
    },
    {
      form: "the-internet: a password that ends with '!', the secure area, and a wrong password's flash message",
      pass: ['Go to /practice/login.html', 'Verify the user is logged out', 'Login with tomsmith and SuperSecretPassword!', 'Verify the login is successful', 'Click Logout', 'Verify the user is logged out'],
      fail: {
        steps: ['Go to /practice/login.html', 'Log in with username tomsmith and password SuperSecretPassword', 'Verify the user is logged in'],
        at: 2,
        reason: "Expected the user to be logged in, but a login form is still shown, with the error 'Your password is invalid!' (checked for 2.5 s).",
      },
    },
    {
      form: 'Conduit: logged in by its Settings link and name (a slow API), still on its settings page with a New Password field',
      // Conduit marks the link of the page one is on with Bootstrap's class "active" alone, no ARIA.
      pass: [CONDUIT, 'Verify the user is not logged in', 'Verify the Home link is active', 'Click Sign in', 'Verify the Sign in link is active', 'Verify the Home link is not active', CONDUIT_SIGN_IN, 'Verify the user is logged in as ada', 'Click Settings', 'Verify the user is still logged in', 'Click the logout button', 'Verify the user is logged out'],
      fail: { steps: [CONDUIT, 'Click Sign in', CONDUIT_SIGN_IN, 'Verify the user is not logged in'], at: 3, reason: "Expected the user to be logged out, but the user still looks logged in: the page shows 'Settings' and nothing to log in with (checked for 2.5 s)." },
    },
    {
      form: 'Conduit: logged in as someone else',
      pass: [CONDUIT, 'Click Sign in', CONDUIT_SIGN_IN, 'Verify the user is logged in as "ada"'],
      fail: {
        steps: [CONDUIT, 'Click Sign in', CONDUIT_SIGN_IN, 'Verify the user is logged in as grace'],
        at: 3,
        reason: "Expected the user to be logged in as 'grace', but the page does not show 'grace', though the user is logged in: the page shows 'Settings' and nothing to log in with (checked for 2.5 s).",
      },
    },
    {
      form: 'Conduit: a wrong password refused with its list of errors; the broken app lets it in',
      pass: [CONDUIT, 'Click Sign in', 'Log in with email ada@example.com and password wrong', 'Verify the login fails with an error message', 'The user should not be able to log in'],
      fail: {
        steps: ['Go to /broken/conduit/index.html', 'Click Sign in', 'Log in with email ada@example.com and password wrong', 'Verify the login fails'],
        at: 3,
        reason: "Expected the login to fail, but the user is logged in: the page shows 'Settings' and nothing to log in with (checked for 2.5 s).",
      },
    },
    {
      // The error is logged once the provider answers, after the click: the check must wait for that answer.
      form: 'Acme: no console errors after connecting a key; under /broken/ the refused key is logged',
      pass: ['Go to /workspace/integrations.html', 'Verify the page has no console errors', 'Type ada@example.com into Account email', 'Type sk_live_123 into Secret API key', 'Click Connect', 'Verify there are no JavaScript errors'],
      fail: {
        steps: ['Go to /broken/workspace/integrations.html', 'Type ada@example.com into Account email', 'Type sk_live_123 into Secret API key', 'Click Connect', 'Verify no errors in the console'],
        at: 4,
        // Chromium logs the failed request too, as a console error.
        reason: /^Expected no console errors, but the browser console has 2 errors: 'Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)' \([^)]*\/api\/broken\); 'Could not connect with /,
      },
    },
    {
      form: 'Acme: a page that asks for the password again, and its Sign out in a closed account menu',
      pass: ['Go to /workspace/integrations.html', 'Verify the user is logged in', 'Click Dashboard', 'Verify I am logged in as Ada Lovelace'],
      fail: { steps: ['Go to /workspace/index.html', 'Verify the user is logged out'], at: 1, reason: "Expected the user to be logged out, but the user still looks logged in: the page has a 'Sign out' control (checked for 2.5 s)." },
    },
    {
      form: 'a shop whose order number says it was placed; its checkout page says nothing yet',
      pass: ['Go to /outfitters/index.html', 'Add Wool Beanie to the cart', 'Open the cart', 'Click Checkout', `Fill in the shipping address with name Ada Lovelace, email ada@example.com, street 1 Main St, city London and postcode N1 9GU`, 'Place the order', 'Verify the order has been placed'],
      fail: { steps: ['Go to /outfitters/index.html', 'Add Wool Beanie to the cart', 'Open the cart', 'Click Checkout', 'Verify the order is placed'], at: 4, reason: /^Expected the order to be placed, but no heading or message says the order went through/ },
    },
    {
      form: "an error described by what it says: Swag Labs' 'Epic sadface: …' and the-internet's flash message",
      pass: [
        'Go to /shop/index.html',
        'Type standard_user into Username',
        'Click Login',
        'Verify an error message appears saying the password is required',
        'Verify the error message says Password is required',
        'Check that the page shows an error message',
        'Go to /practice/login.html',
        'Log in with username tomsmith and password nope',
        'Verify a message saying Your password is invalid appears',
      ],
      fail: {
        steps: ['Go to /shop/index.html', 'Type standard_user into Username', 'Click Login', 'Verify an error message saying Username is required is shown'],
        at: 3,
        reason: "Expected the error message to contain 'Username is required', but it has 'Epic sadface: Password is required'.",
      },
    },
  ],
  { site: 'apps' },
);
