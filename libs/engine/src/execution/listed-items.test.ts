import { ITEM_ROWS } from '@verity/steps';
import { listedItems } from './item-checks';
import { usePageShowing } from './testing/page-showing';

// Search results as a list of cards outside the menus: each with an image link first (no words), its title link, a
// line of text and a price, one of them with a sale price written before the price. The nav's list is not the items.
const page = usePageShowing(`
  <nav><ul><li><a href="/">Home</a></li><li><a href="/deals">Deals</a></li><li><a href="/help">Help</a></li><li><a href="/cart">Cart</a></li></ul></nav>
  <main><ol class="results">
    <li class="result"><a href="/a"><img alt="" src="data:,"></a><h3><a href="/a">Alpine Tent</a></h3><p>Sleeps two.</p><p>€129.00</p></li>
    <li class="result"><a href="/b"><img alt="" src="data:,"></a><h3><a href="/b">bivvy bag</a></h3><p>Light and small.</p><p>€59.50</p></li>
    <li class="result"><a href="/c"><img alt="" src="data:,"></a><h3><a href="/c">Camp Stove</a></h3><p>Boils fast.</p><p>€1,049.00</p></li>
  </ol></main>
`);

const order = (by: 'price' | 'name', descending = false) => page().evaluate(listedItems, { rows: ITEM_ROWS, order: { by, descending } });
const nth = (index: number, value: string, mode: 'is' | 'contains' = 'is', negated = false) => page().evaluate(listedItems, { rows: ITEM_ROWS, nth: { index, value, mode, negated } });

describe("the page's items, in order and by place", () => {
  it('reads the items of the list outside the menus, each by its title and its first amount', async () => {
    const read = await order('name');
    expect(read.itemsAre).toBe('list items');
    expect(read.items.map((item) => item.name)).toEqual(['Alpine Tent', 'bivvy bag', 'Camp Stove']);
    expect((await order('price')).items.map((item) => item.price)).toEqual([129, 59.5, 1049]);
  });

  it('compares names in any case, and amounts by their number', async () => {
    expect(await order('name')).toMatchObject({ holds: true, at: null });
    expect(await order('name', true)).toMatchObject({ holds: false, at: 0 });
    expect(await order('price')).toMatchObject({ holds: false, at: 0 });
    expect(await order('price', true)).toMatchObject({ holds: false, at: 1 });
  });

  it('reads the item at a place by its title, or its whole text with "contains"', async () => {
    expect(await nth(1, 'Alpine Tent')).toMatchObject({ holds: true, at: 0 });
    expect(await nth(-1, 'camp stove')).toMatchObject({ holds: true, at: 2 });
    // Words of another item's text are not its name: "is" reads the title alone.
    expect(await nth(1, 'Sleeps two')).toMatchObject({ holds: false });
    expect(await nth(1, 'Sleeps two', 'contains')).toMatchObject({ holds: true });
    expect(await nth(2, 'Alpine Tent', 'is', true)).toMatchObject({ holds: true });
    expect(await nth(4, 'Alpine Tent')).toMatchObject({ holds: false, at: null });
  });
});
