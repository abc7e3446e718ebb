import { describeGrammar } from './testing/grammar-cases';

// Swag Labs' inventory as its React app renders it (fixtures/apps/swaglabs): the cart is a link with no name and no
// address, its badge a span known by its class and test id, removed when the cart is empty; "cart" is also on every
// "Add to cart" button. Steps as people write them for it, which must not be read off those buttons.
const INVENTORY = 'Go to /swaglabs/index.html';
const BROKEN_INVENTORY = 'Go to /broken/swaglabs/index.html';
const TWO_IN_CART = ['Add Sauce Labs Backpack to the cart', 'Add the Bike Light to the cart'];

describeGrammar(
  'Swag Labs, as people write its tests',
  [
    {
      form: 'the cart badge counts what was added, and goes when the cart is empty',
      pass: [INVENTORY, 'Expect 0 items in the cart', ...TWO_IN_CART, 'Check the cart badge shows 2', 'The cart should have 2 items', 'Remove Sauce Labs Backpack', 'Remove the Bike Light', 'Verify the cart badge is not displayed', 'Expect 0 items in the cart'],
      fail: { steps: [BROKEN_INVENTORY, ...TWO_IN_CART, 'Remove Sauce Labs Backpack', 'Verify the cart badge is 1'], at: 4, reason: "Expected the cart badge to have the value '1', but it has '2'." },
    },
    {
      // The other products' "Add to cart" buttons must not be read: the one that changed is now named Remove.
      form: 'a button that changes its words once its product is in the cart',
      pass: [INVENTORY, 'Add Sauce Labs Backpack to the cart', 'Verify the Add to cart button changes to Remove', 'Verify the cart badge changes to 1'],
      fail: { steps: [INVENTORY, 'Click the Open Menu button', 'Verify the Add to cart button changes to Remove'], at: 2, reason: "Expected the button named 'Remove' to be visible, but it is not. No button named 'Remove'. Nothing similar is on the page." },
    },
    {
      form: 'the badge read on the cart icon',
      pass: [INVENTORY, 'Add the Onesie to the cart', 'Verify the cart icon shows 1'],
      fail: { steps: [INVENTORY, 'Add the Onesie to the cart', 'Verify the cart badge is not displayed'], at: 2, reason: /^The cart badge is still visible after .* \(it shows '1'\)\.$/ },
    },
    {
      form: 'products sorted by the dropdown, their order, the first of them and a price',
      pass: [INVENTORY, 'Verify the price of Sauce Labs Onesie is $7.99', 'Sort by Price (low to high)', 'Verify products are sorted by price ascending', 'Verify the first product is Sauce Labs Onesie'],
      fail: { steps: [BROKEN_INVENTORY, 'Sort by Price (low to high)', 'Verify products are sorted by price ascending'], at: 2, reason: /^Expected the products to be sorted by price, low to high, but 'Sauce Labs Backpack' \(29\.99\) comes before 'Sauce Labs Bike Light' \(9\.99\)/ },
    },
    {
      form: 'a price compared as a number: more than, under, at least',
      pass: [INVENTORY, 'Verify the price of Sauce Labs Backpack is greater than $10', "Verify the Sauce Labs Onesie's price is under $10", 'Verify the price of the Bike Light is at least $9.99'],
      fail: { steps: [INVENTORY, 'Verify the price of Sauce Labs Backpack is less than $20'], at: 1, reason: /^Expected the price of 'Sauce Labs Backpack' to be less than \$20, but it is '\$29\.99' \(checked for / },
    },
  ],
  { site: 'apps' },
);
