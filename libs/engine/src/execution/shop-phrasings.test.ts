import { describeGrammar } from './testing/grammar-cases';

// A clothes shop as such shops are built: product cards in a grid (no table, no list), category filters and a sort
// dropdown beside them, a cart drawer with quantity steppers named by their aria-labels, a label with its amount
// ("Subtotal: $120.00") and a checkout form with a shipping method. Steps written as people write them.
const SHOP = 'Go to /outfitters/index.html';
const BROKEN_SHOP = 'Go to /broken/outfitters/index.html';

const ADDRESS = 'name Ada Lovelace, email ada@example.com, street 1 Main St, city London and postcode N1 9GU';
// Swag Labs' checkout: its form has First Name, Last Name and Zip/Postal Code, and the overview writes its totals on one line.
const SWAG_CHECKOUT = (start: string) => [
  `Go to ${start}`,
  'Log in as standard_user with password secret_sauce',
  'Add the Fleece Jacket to the cart',
  'Open the cart',
  'Proceed to checkout',
  'Fill in the checkout form with John, Doe, 12345',
  'Continue',
];

const CART_OF_TWO = ['Add Canvas Sneakers to the cart', 'Open the cart', 'Increase the quantity of Canvas Sneakers'];

describeGrammar(
  'a clothes shop, as people write its tests',
  [
    {
      form: 'products filtered and sorted, then counted as the page shows them',
      pass: [SHOP, 'Verify 6 products are shown', 'Filter by Shoes', 'Verify 2 products are shown', 'Sort by Price: high to low', 'Verify 2 products are shown'],
      fail: { steps: [BROKEN_SHOP, 'Filter by Shoes', 'Verify 2 products are shown'], at: 2, reason: /^Expected 2 products, but the page says '6 of 6 products' and has 6 cards of one kind/ },
    },
    {
      form: 'a footer checked for the kinds of value it shows, not for the words that name them',
      pass: [SHOP, 'Verify the footer contains the copyright', 'Check that the footer shows the current year', 'Check that the footer has a phone number', 'Check that the footer shows an email address', 'Check that the footer does not show a price', 'Check that the page shows a price'],
      fail: { steps: [BROKEN_SHOP, 'Verify the footer contains the copyright', 'Check that the footer shows the current year'], at: 2, reason: /^Expected the footer to contain the current year, but it has '© 2019 Northwind Outfitters/ },
    },
    {
      form: 'a sort dropdown set by the order in words, not as its option is written',
      pass: [SHOP, 'Sort by price from high to low', 'Verify the products are sorted by price, high to low', 'Sort the products by price ascending', 'Verify the first product is Wool Beanie', 'Sort by Price descending', 'Verify the first product is Leather Boots'],
      fail: { steps: [SHOP, 'Sort by price from high to low', 'Verify the products are sorted by price, low to high'], at: 2, reason: /^Expected the products to be sorted by price, low to high, but 'Leather Boots' \(140\) comes before / },
    },
    {
      form: 'a sort menu a component library draws (a button and its list box), set by the order in words',
      pass: ['Go to /outfitters/new-in.html', 'Sort by price from high to low', 'Verify the products are sorted by price, high to low', 'Verify the first product is Chore Jacket', 'Sort by lowest price', 'Verify the first product is Striped Tee'],
      fail: { steps: ['Go to /broken/outfitters/new-in.html', 'Sort by price from high to low', 'Verify the products are sorted by price, high to low'], at: 2, reason: /^Expected the products to be sorted by price, high to low, but 'Merino Crew Sweater' \(89\) comes before 'Chore Jacket' \(129\)/ },
    },
    {
      form: 'a cart drawer: a quantity stepper and the subtotal beside its label',
      pass: [SHOP, ...CART_OF_TWO, 'Verify the subtotal is $120.00', 'Check that "Subtotal" is not "$60.00"', 'Verify the subtotal is more than $100', 'Verify the subtotal is at most $120'],
      fail: { steps: [BROKEN_SHOP, ...CART_OF_TWO, 'Verify the subtotal is $120.00'], at: 4, reason: "Expected the text 'Subtotal: $60.00' to have the value '$120.00', but it says '$60.00'." },
    },
    {
      form: 'a checkout with a shipping method, and the order total',
      pass: [SHOP, 'Add Wool Beanie to the cart', 'Open the cart', 'Click Checkout', 'Enter "Ada Lovelace" as the full name', 'Fill in Email with ada@example.com', 'Choose Express shipping', 'Verify the order total is $34.00'],
      fail: { steps: [SHOP, 'Add Wool Beanie to the cart', 'Open the cart', 'Click Checkout', 'Choose Express shipping', 'The total should be $19.00'], at: 5, reason: "Expected the text 'Order total: $34.00' to have the value '$19.00', but it says '$34.00'." },
    },
    {
      form: "a product's price read in its own card, and in the cart's line with its quantity",
      pass: [SHOP, 'Verify the price of Wool Beanie is $19.00', 'Canvas Sneakers should cost $60', ...CART_OF_TWO, 'Verify the quantity of Canvas Sneakers is 2'],
      fail: { steps: [SHOP, 'Verify the price of Canvas Sneakers is $19.00'], at: 1, reason: /^Expected the price of 'Canvas Sneakers' to be '\$19\.00', but it is '\$60\.00' \(checked for / },
    },
    {
      form: 'a checkout form filled in one line, each value after the words of its field',
      pass: [SHOP, 'Add Wool Beanie to the cart', 'Open the cart', 'Click Checkout', `Fill in the shipping address with ${ADDRESS}`, 'Place the order', 'Verify the page shows "ada@example.com"'],
      fail: { steps: [SHOP, 'Add Wool Beanie to the cart', 'Open the cart', 'Click Checkout', 'Fill in the shipping address with name Ada Lovelace, phone 555-0100'], at: 4, reason: 'No field on the page is named by "phone 555-0100".' },
    },
    {
      form: 'Swag Labs: the checkout form filled with its values in order, and the totals of one line of text',
      pass: [...SWAG_CHECKOUT('/shop/index.html'), 'Verify the item total is $49.99', 'Verify the total is $53.99', 'Verify the tax is not $53.99', 'Verify the item total is less than $50', 'Verify the tax is under $5', 'Verify the total is greater than $50'],
      fail: { steps: [...SWAG_CHECKOUT('/broken/shop/index.html'), 'Verify the item total is $49.99'], at: 7, reason: "Expected the text 'Item total: $0.00 — Tax: $0.00 — Total: $0.00' to have the value '$49.99', but it says '$0.00'." },
    },
    {
      form: "Swag Labs: an item in the cart, told by its card's button on the products page and by the cart's own page",
      pass: [
        'Go to /shop/index.html',
        'Log in as standard_user with password secret_sauce',
        'Verify the backpack is not in the cart',
        'Add the backpack to the cart',
        'Verify the backpack is added to the cart',
        'Verify the bike light is not in the cart',
        'Open the cart',
        'Verify the cart contains the backpack',
        'Verify "Sauce Labs Bike Light" is not in the cart',
        'Remove the backpack',
        'Verify the backpack was removed from the cart',
        'Verify the cart is empty',
      ],
      fail: {
        steps: ['Go to /broken/shop/index.html', 'Log in as standard_user with password secret_sauce', 'Add the backpack to the cart', 'Open the cart', 'Verify the backpack is in the cart'],
        at: 4,
        reason: "Expected 'backpack' to be in the cart, but the cart does not show it (checked for 2.5 s).",
      },
    },
    {
      form: 'a cart drawer: what it holds, and the cards behind it',
      pass: [SHOP, 'Add Wool Beanie to the cart', 'Verify Wool Beanie is added to the cart', 'Verify Canvas Sneakers are not in the cart', 'Open the cart', 'Verify the cart contains Wool Beanie', 'Remove Wool Beanie', 'Verify Wool Beanie was removed from the cart', 'The cart should be empty'],
      fail: { steps: [SHOP, 'Add Wool Beanie to the cart', 'Verify Canvas Sneakers is in the cart'], at: 2, reason: "Expected 'Canvas Sneakers' to be in the cart, but its card offers 'Add to cart' (checked for 2.5 s)." },
    },
    {
      form: 'an empty cart, its badge hidden with a 0 still in it',
      pass: ['Go to /shop/index.html', 'Log in as standard_user with password secret_sauce', 'Open the cart', 'Verify the cart is empty', 'Expect 0 items in the cart'],
      fail: { steps: ['Go to /shop/index.html', 'Log in as standard_user with password secret_sauce', 'Add the backpack to the cart', 'Verify the cart is empty'], at: 3, reason: "The cart badge is still visible after 2.5 s (it shows '1')." },
    },
  ],
  { site: 'apps' },
);
