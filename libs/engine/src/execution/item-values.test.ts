import { ITEM_VALUES_SCRIPT, type ItemValueQuery, type ItemValues } from '@verity/steps';
import { pageFunction } from './page-scripts';
import { usePageShowing } from './testing/page-showing';

const itemValues = pageFunction<[ItemValueQuery], ItemValues>(ITEM_VALUES_SCRIPT);

// Items as apps render them: a grid whose names are divs and whose prices are known by their class (Swag Labs), a
// table with column headings, cards where one card shows no price, a definition list, a list item with a label,
// a status shown in capitals by CSS, and a product's own page with a breadcrumb naming it too.
const page = usePageShowing(`
  <main>
    <div class="inventory_list">
      <div class="inventory_item"><div class="inventory_item_description"><div class="inventory_item_label"><a href="#4"><div class="inventory_item_name">Sauce Labs Backpack</div></a>
        <div class="inventory_item_desc">Carry all the things.</div></div><div class="pricebar"><div class="inventory_item_price" data-test="inventory-item-price">$29.99</div><button>Add to cart</button></div></div></div>
      <div class="inventory_item"><div class="inventory_item_description"><div class="inventory_item_label"><a href="#0"><div class="inventory_item_name">Sauce Labs Bike Light</div></a>
        <div class="inventory_item_desc">A red light.</div></div><div class="pricebar"><div class="inventory_item_price" data-test="inventory-item-price">$9.99</div><button>Add to cart</button></div></div></div>
    </div>
    <table><thead><tr><th>Name</th><th>Role</th><th>Status</th></tr></thead>
      <tbody><tr><td><a href="#ada">Ada Lovelace</a></td><td>Admin</td><td><span style="text-transform:uppercase">Active</span></td></tr>
      <tr><td>Alan Turing</td><td>Editor</td><td>Invited</td></tr></tbody></table>
    <section class="plans">
      <article class="plan"><h3>Starter</h3><p>For side projects.</p><button>Choose</button></article>
      <article class="plan"><h3>Pro</h3><p>$49 / month</p><button>Choose</button></article>
    </section>
    <ul class="cart"><li>Wool Beanie <span class="qty"><button aria-label="Decrease">−</button><span>2</span><button aria-label="Increase">+</button></span> Price: €38,00</li></ul>
  </main>
  <nav aria-label="Breadcrumb"><a href="/">Home</a> / <span>Trail Tent</span></nav>
  <div><div><h1>Trail Tent</h1><p>Sleeps two.</p></div><div><p class="product-price">$249.00</p><button>Add to cart</button></div>
    <dl class="specs"><dt>Weight</dt><dd>1.2 kg</dd><dt>Colour</dt><dd>Forest green</dd></dl></div>
`);

const read = (item: string, attribute: string, value: string, options: Partial<Pick<ItemValueQuery, 'mode' | 'negated'>> = {}) =>
  page().evaluate(itemValues, { item, attribute, value, mode: options.mode ?? 'is', negated: options.negated ?? false });

describe("an item's value, read in its own row or card", () => {
  it('reads a price known by its class in a grid of cards, and never the card beside it', async () => {
    expect(await read('Sauce Labs Backpack', 'price', '$29.99')).toEqual({ items: 1, place: 'card', values: ['$29.99'], holds: true });
    expect(await read('Sauce Labs Bike Light', 'price', '$29.99')).toMatchObject({ values: ['$9.99'], holds: false });
    expect(await read('Bike Light', 'price', '$9.99')).toMatchObject({ holds: true });
    // An amount is its number: "$29.99" is "29.99 $"; "$30" is not "$29.99".
    expect(await read('Sauce Labs Backpack', 'price', '29.99')).toMatchObject({ holds: true });
    expect(await read('Sauce Labs Backpack', 'price', '$30')).toMatchObject({ holds: false });
  });

  it('reads the cell under the column named so, in any case', async () => {
    expect(await read('Ada Lovelace', 'status', 'Active')).toEqual({ items: 1, place: 'row', values: ['ACTIVE'], holds: true });
    expect(await read('Ada Lovelace', 'role', 'Admin')).toMatchObject({ holds: true });
    expect(await read('Alan Turing', 'status', 'Active')).toMatchObject({ values: ['Invited'], holds: false });
    expect(await read('Alan Turing', 'status', 'Active', { negated: true })).toMatchObject({ holds: true });
  });

  it('reads nothing for a card that shows no price: the plan beside it has one, and it is not this one’s', async () => {
    expect(await read('Starter', 'price', '$49')).toEqual({ items: 1, place: null, values: [], holds: false });
    // "is not" holds only on a value read: a missing price is no proof of anything.
    expect(await read('Starter', 'price', '$49', { negated: true })).toMatchObject({ holds: false });
    expect(await read('Pro', 'price', '$49')).toMatchObject({ values: ['$49'], holds: true });
  });

  it('reads a label with its value, a stepper without its buttons, and a definition', async () => {
    expect(await read('Wool Beanie', 'price', '€38,00')).toMatchObject({ place: 'list item', values: ['€38,00'], holds: true });
    expect(await read('Wool Beanie', 'quantity', '2')).toMatchObject({ values: ['2'], holds: true });
    expect(await read('Trail Tent', 'weight', '1.2 kg')).toMatchObject({ values: ['1.2 kg'], holds: true });
    expect(await read('Trail Tent', 'colour', 'Green')).toMatchObject({ values: ['Forest green'], holds: false });
  });

  it("reads a product's own page, beside its heading, not the breadcrumb that names it too", async () => {
    expect(await read('Trail Tent', 'price', '$249.00')).toMatchObject({ values: ['$249.00'], holds: true });
    expect(await read('trail tent', 'price', '$249', { mode: 'contains' })).toMatchObject({ holds: true });
  });

  it('finds no item the page does not show', async () => {
    expect(await read('Fleece Jacket', 'price', '$49.99')).toEqual({ items: 0, place: null, values: [], holds: false });
  });
});
