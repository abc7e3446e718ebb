import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

// A small shop that weighs roughly what a real catalogue page does in the browser: 240 product cards with
// images, a client-side search, a cart, and a checkout form. No third-party requests (this network has none).

const PRODUCTS = [
  'Desk lamp',
  ...Array.from({ length: 239 }, (_, index) => `${['Oak', 'Linen', 'Steel', 'Wool', 'Clay', 'Glass'][index % 6]} item ${index + 1}`),
];

function productImage(index: number): string {
  const hue = (index * 47) % 360;
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="hsl(${hue},60%,70%)"/><circle cx="120" cy="80" r="${30 + (index % 40)}" fill="hsl(${(hue + 180) % 360},50%,45%)"/></svg>`,
  )}`;
}

const STYLE = `body{font-family:sans-serif;margin:0}header{display:flex;gap:1rem;padding:1rem;background:#222;color:#fff}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1rem;padding:1rem}
.card{border:1px solid #ddd;border-radius:8px;padding:.5rem;box-shadow:0 1px 3px #0002}.card img{width:100%;height:auto}
form{display:grid;gap:.75rem;max-width:28rem;padding:1rem}`;

const CATALOGUE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><header><strong>Shop</strong><label>Search products <input id="search" type="search"></label><span id="cart" role="status">0 items in cart</span><a href="/shop/checkout">Checkout</a></header>
<main>${PRODUCTS.map(
  (name, index) =>
    `<article class="card" data-name="${name.toLowerCase()}"><img src="${productImage(index)}" alt="${name}"><h2>${name}</h2><p>${(9 + index * 1.37).toFixed(2)} €</p><button type="button" aria-label="Add ${name} to cart">Add to cart</button></article>`,
).join('')}</main>
<script>
let count = 0;
document.getElementById('search').addEventListener('input', (event) => {
  const query = event.target.value.toLowerCase();
  for (const card of document.querySelectorAll('.card')) card.hidden = !card.dataset.name.includes(query);
});
for (const button of document.querySelectorAll('.card button')) button.addEventListener('click', () => {
  count += 1;
  document.getElementById('cart').textContent = count + (count === 1 ? ' item' : ' items') + ' in cart';
});
</script></body></html>`;

const CHECKOUT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><header><strong>Shop</strong></header>
<form id="order"><label>Full name <input name="name" required></label><label>Email <input name="email" type="email" required></label>
<label>Country <select name="country"><option>Germany</option><option>France</option><option>Spain</option></select></label>
<label><input type="checkbox" name="terms" required> I agree to the terms</label><button>Place order</button></form>
<p id="result" role="status"></p>
<script>
document.getElementById('order').addEventListener('submit', (event) => {
  event.preventDefault();
  document.getElementById('result').textContent = 'Order confirmed for ' + event.target.name.value;
});
</script></body></html>`;

/** The steps of the test the measurement runs: a search, the cart, and a checkout, 12 steps in all. */
export const SHOP_TEST_STEPS = [
  'Open the home page',
  'Type "lamp" into "Search products"',
  'Check that the page shows "Desk lamp"',
  'Click "Add Desk lamp to cart"',
  'Check that the page shows "1 item in cart"',
  'Go to /shop/checkout',
  'Type "Ada Lovelace" into "Full name"',
  'Type "ada@example.com" into "Email"',
  'Select "France" from "Country"',
  'Check "I agree to the terms"',
  'Click "Place order"',
  'Check that the page shows "Order confirmed for Ada Lovelace"',
];

export async function startShopSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const page = path === '/shop/' ? CATALOGUE : path === '/shop/checkout' ? CHECKOUT : null;
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
