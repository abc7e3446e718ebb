import { describeGrammar } from './testing/grammar-cases';

// Steps written the way a QA engineer writes them in a ticket, run on the fixture apps (a shop, TodoMVC, a
// practice site). Each must pass on the app, and the failing variant must fail at the step that checks what the
// app under /broken/ gets wrong, or where the page lacks what the step needs.
const SHOP_LOGIN = 'Log in as standard_user with password secret_sauce';

describeGrammar(
  'steps written as intents',
  [
    {
      form: 'log in as X with password Y',
      pass: ['Go to /shop/index.html', SHOP_LOGIN, 'Make sure the Products heading is visible'],
      fail: {
        steps: ['Go to /shop/index.html', 'Sign in as standard_user with password wrong_password', 'Check that the Products heading is visible'],
        at: 2,
        reason: /Products/,
      },
    },
    {
      form: 'sign in with quoted credentials and a flash message',
      pass: ['Go to /practice/login.html', 'Sign in as "tomsmith" with password "SuperSecretPassword!"', 'Verify that "You logged into a secure area!" is shown'],
      fail: {
        steps: ['Go to /broken/practice/login.html', 'Login with username "tomsmith" and password "SuperSecretPassword!"', 'Verify that "You logged into a secure area!" is shown'],
        at: 2,
        reason: /You logged into a secure area!/,
      },
    },
    {
      form: 'add X to the cart, and the count beside the cart',
      pass: ['Go to /shop/index.html', SHOP_LOGIN, 'Add the Sauce Labs Backpack to the cart', 'Expect 1 item in the cart', 'Put the Bike Light in the basket', 'The cart should have 2 items'],
      fail: {
        steps: ['Go to /broken/shop/index.html', SHOP_LOGIN, 'Add the Sauce Labs Backpack to the cart', 'Expect 1 item in the cart'],
        at: 3,
        // The broken cart keeps nothing: its badge stays hidden.
        reason: /^The cart badge is on the page but hidden after /,
      },
    },
    {
      form: 'the products sorted as the dropdown says, and the first and last of them',
      pass: [
        'Go to /shop/index.html',
        SHOP_LOGIN,
        'Verify the products are sorted by name A to Z',
        'Sort products by price (low to high)',
        'Verify products are sorted by price ascending',
        'Verify the first product is Sauce Labs Bike Light',
        'Verify the last product is Sauce Labs Fleece Jacket',
        'Sort by Price (high to low)',
        'The products should be sorted by price, high to low',
      ],
      fail: {
        steps: ['Go to /shop/index.html', SHOP_LOGIN, 'Verify products are sorted by price ascending'],
        at: 2,
        reason: /^Expected the products to be sorted by price, low to high, but 'Sauce Labs Backpack' \(29\.99\) comes before 'Sauce Labs Bike Light' \(9\.99\) \(checked for /,
      },
    },
    {
      form: 'a control named by what it does, in the menu it hides in, and the way back',
      pass: ['Go to /shop/index.html', SHOP_LOGIN, 'Reset app state', 'Close the menu', 'Click Sauce Labs Bike Light', 'Go back to products', 'Make sure the Products heading is visible'],
      fail: {
        // "report" names nothing that downloads, and nothing else is clicked for it.
        steps: ['Go to /shop/index.html', SHOP_LOGIN, 'Download the report'],
        at: 2,
        reason: 'Nothing on the page, nor in its menus ("Open Menu"), is called "Download report".',
      },
    },
    {
      form: 'open the cart, go to checkout, fill fields',
      pass: [
        'Go to /shop/index.html',
        SHOP_LOGIN,
        'Add the Sauce Labs Bolt T-Shirt to the cart',
        'Open the cart',
        'The cart should contain Sauce Labs Bolt T-Shirt',
        'Go to checkout',
        'Set the First Name field to Ada',
        'Enter Lovelace as the last name',
        'Fill in the Zip/Postal Code with 10115',
        'Click Continue',
        'Make sure "Checkout: Overview" is shown',
      ],
      fail: {
        steps: ['Go to /shop/index.html', SHOP_LOGIN, 'Go to the wishlist'],
        at: 2,
        reason: /wishlist/,
      },
    },
    {
      form: 'the cart contains X, checked on the cart',
      pass: ['Go to /shop/index.html', SHOP_LOGIN, 'Add the Sauce Labs Fleece Jacket to the cart', 'Go to the cart', 'Make sure the cart contains Sauce Labs Fleece Jacket', 'The basket should not contain Sauce Labs Backpack'],
      fail: {
        steps: ['Go to /broken/shop/index.html', SHOP_LOGIN, 'Add the Sauce Labs Fleece Jacket to the cart', 'Go to the cart', 'The cart should contain Sauce Labs Fleece Jacket'],
        at: 4,
        reason: "Expected 'Sauce Labs Fleece Jacket' to be in the cart, but the cart does not show it (checked for 2.5 s).",
      },
    },
    {
      form: 'submit the X form, among several',
      pass: ['Go to /shop/index.html', SHOP_LOGIN, 'Open the cart', 'Fill the promo code field with save10', 'Submit the coupon form', 'Verify that "Promo code SAVE10 applied" is shown'],
      fail: {
        steps: ['Go to /broken/shop/index.html', SHOP_LOGIN, 'Open the cart', 'Fill the promo code field with save10', 'Submit the coupon form', 'Verify that "Promo code SAVE10 applied" is shown'],
        at: 5,
        reason: /Promo code SAVE10 applied/,
      },
    },
    {
      form: 'mark X as done, and how many are left',
      pass: ['Go to /todo/index.html', 'Add "Buy milk"', 'Add "Walk the dog"', 'Verify that 2 items are left', 'Mark Buy milk as done', 'Make sure 1 item is left', 'Mark Walk the dog as completed', 'Verify that 0 items are left'],
      fail: {
        steps: ['Go to /broken/todo/index.html', 'Add "Buy milk"', 'Mark Buy milk as done', 'Verify that 0 items are left'],
        at: 3,
        reason: /0 items left/,
      },
    },
    {
      form: 'unmark X',
      pass: ['Go to /todo/index.html', 'Add "Pay rent"', 'Mark "Pay rent" as done', 'Make sure 0 items are left', 'Mark "Pay rent" as not done', 'There is 1 item left'],
      fail: {
        steps: ['Go to /todo/index.html', 'Add "Pay rent"', 'Mark "Pay rent" as done', 'Verify that 1 item is left'],
        at: 3,
        reason: /1 item left/,
      },
    },
    {
      form: 'choose Y for X',
      pass: ['Go to /shop/index.html', SHOP_LOGIN, 'Pick "Price (high to low)" for the sort', 'Check that "Sort products" is "Price (high to low)"'],
      fail: {
        steps: ['Go to /shop/index.html', SHOP_LOGIN, 'Choose "Price (high to low)" for the sort', 'Check that "Sort products" is "Name (A to Z)"'],
        at: 3,
        reason: /Name \(A to Z\)/,
      },
    },
  ],
  { site: 'apps' },
);
