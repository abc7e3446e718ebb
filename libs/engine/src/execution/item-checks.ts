import { amountHolds, type Assertion, BROKEN_IMAGES_SCRIPT, type BrokenImage, ITEM_ROWS, ITEM_VALUES_SCRIPT, type ItemValueQuery, type ItemValues, LISTED_ITEMS_SCRIPT, type ListedItems, type ListedItemsQuery, everyOne, numberBoundWords, ordinalWord, sortedBy } from '@verity/steps';
import { pageFunction } from './page-scripts';
import { pollUntil, relation } from './check-support';
import { formatSeconds } from './resolve/resolve-target';
import { quote, quoteList } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

/**
 * Checks of the page's items rather than its words: a value in an item's own row or card, the order of the items,
 * the item at a place, and the images that did not load. Each reads the page with a script shared with the exported
 * spec (@verity/steps), polled until it holds or the step's time is up.
 */

type AssertionOf<T extends Assertion['type']> = Extract<Assertion, { type: T }>;

/** "the price of Wool Beanie is $19.00": the value written in the item's own row or card (ITEM_VALUES_SCRIPT). */
const itemValues = pageFunction<[ItemValueQuery], ItemValues>(ITEM_VALUES_SCRIPT);

export async function itemValue(assertion: AssertionOf<'item-value'>, context: StepContext): Promise<StepDone> {
  const mode = assertion.mode ?? 'is';
  const query: ItemValueQuery = { item: assertion.item, attribute: assertion.attribute, value: assertion.value, mode, negated: assertion.negated };
  // "the price of the Backpack is under $50": the values the item shows, compared as numbers.
  const { compare } = assertion;
  const holds = compare ? (read: ItemValues) => read.values.some((value) => amountHolds(value, assertion.value, compare)) : (read: ItemValues) => read.holds;
  const result = await pollUntil(context, () => context.page.evaluate(itemValues, query), holds);
  const { items, place, values } = result.value;
  const subject = `the ${assertion.attribute} of ${quote(assertion.item)}`;
  const claim = compare ? `is ${numberBoundWords(compare)} ${assertion.value}` : `${relation(mode, assertion.negated)} ${quote(assertion.value)}`;
  if (result.ok) return { action: `Checked that ${subject} ${claim} (${place === 'page' ? 'on its page' : `in its ${place}`}: ${quoteList(values.slice(0, 3))})`, locator: null };
  const checked = `checked for ${formatSeconds(context.timeoutMs)}`;
  if (items === 0) throw new StepFailure(`No item ${quote(assertion.item)} on the page to read its ${assertion.attribute} (${checked}).`);
  if (values.length === 0) throw new StepFailure(`${quote(assertion.item)} is on the page, but no ${assertion.attribute} is written with it: no column, label or amount of that name in its row or card (${checked}).`);
  const expected = compare ? `to be ${numberBoundWords(compare)} ${assertion.value}` : `${assertion.negated ? 'not ' : ''}to ${mode === 'contains' ? 'contain' : 'be'} ${quote(assertion.value)}`;
  const actual = values.length === 1 ? `it is ${quote(values[0] as string)}` : `its ${place === 'page' ? 'page' : place} shows ${quoteList(values.slice(0, 4))}`;
  throw new StepFailure(`Expected ${subject} ${expected}, but ${actual} (${checked}).`);
}

/** "there are no broken images": every image the page shows has loaded (BROKEN_IMAGES_SCRIPT), waited for those still loading. */
const brokenImages = pageFunction<[], BrokenImage[]>(BROKEN_IMAGES_SCRIPT);

export async function imagesLoaded(context: StepContext): Promise<StepDone> {
  const result = await pollUntil(context, () => context.page.evaluate(brokenImages), (broken) => broken.length === 0);
  if (result.ok) return { action: 'Checked that no image on the page is broken', locator: null };
  const [failed, loading] = [result.value.filter((image) => !image.loading), result.value.filter((image) => image.loading)];
  const list = (images: BrokenImage[]) => quoteList(images.slice(0, 5).map((image) => image.src));
  const parts = [failed.length > 0 ? `${failed.length} did not load (${list(failed)})` : '', loading.length > 0 ? `${loading.length} still loading after ${formatSeconds(context.timeoutMs)} (${list(loading)})` : ''];
  throw new StepFailure(`Expected no broken images, but ${parts.filter(Boolean).join(' and ')}.`);
}

/** The page's items and whether an order or an item's place holds (LISTED_ITEMS_SCRIPT). */
export const listedItems = pageFunction<[ListedItemsQuery], ListedItems>(LISTED_ITEMS_SCRIPT);
const ITEMS_ARE = { rows: 'rows in its table', 'list items': 'items in its list', cards: 'cards of one kind' } as const;

/** "the products are sorted by price, low to high": the page's items, in that order, two of them at least. */
export async function itemsOrder(assertion: AssertionOf<'items-order'>, context: StepContext): Promise<StepDone> {
  const { by, descending } = assertion;
  const query: ListedItemsQuery = { rows: ITEM_ROWS, order: { by, descending, ...(assertion.attribute === undefined ? {} : { attribute: assertion.attribute }) } };
  const result = await pollUntil(context, () => context.page.evaluate(listedItems, query), (read) => read.holds);
  const { items, itemsAre, at } = result.value;
  const sorting = sortedBy(assertion, quote);
  const claim = `the ${assertion.things} to be ${sorting}`;
  const orderedBy = (item: ListedItems['items'][number]) => (by === 'price' ? item.price : by === 'value' ? item.value : null);
  const shown = (item: ListedItems['items'][number]) => {
    const key = orderedBy(item);
    return key === null || key === undefined || key === '' || key === item.name ? quote(item.name) : `${quote(item.name)} (${key})`;
  };
  if (result.ok) return { action: `Checked that the ${assertion.things} ${/s$/.test(assertion.things) ? 'are' : 'is'} ${sorting} (${items.length} ${itemsAre ? ITEMS_ARE[itemsAre] : 'items'}: ${items.slice(0, 3).map(shown).join(', ')}${items.length > 3 ? ', …' : ''})`, locator: null };
  const checked = `checked for ${formatSeconds(context.timeoutMs)}`;
  if (!itemsAre || items.length < 2) throw new StepFailure(`Expected ${claim}, but the page has ${items.length === 0 ? 'no table, list or cards of them' : `only 1 ${ITEMS_ARE[itemsAre ?? 'cards'].replace(/s(?= )/, '')}`}: there is no order to check (${checked}).`);
  const first = at === null ? undefined : items[at];
  const next = at === null ? undefined : items[at + 1];
  const orderedOn = by === 'value' ? quote(assertion.attribute ?? '') : by;
  const showsNothing = (item: ListedItems['items'][number]) => (by === 'price' ? item.price === null : by === 'name' ? item.name === '' : !item.value);
  if (first && (!next || showsNothing(first))) throw new StepFailure(`Expected ${claim}, but ${quote(first.name || `item ${(at ?? 0) + 1}`)} shows no ${orderedOn} to sort it by (${checked}).`);
  throw new StepFailure(`Expected ${claim}, but ${first ? shown(first) : 'an item'} comes before ${next ? shown(next) : 'another'} (${checked}).`);
}

/** "every result contains laptop": each of the page's items has the words, and it lists one at least. */
export async function everyItem(assertion: AssertionOf<'every-item'>, context: StepContext): Promise<StepDone> {
  const query: ListedItemsQuery = { rows: ITEM_ROWS, every: { value: assertion.value } };
  const result = await pollUntil(context, () => context.page.evaluate(listedItems, query), (read) => read.holds);
  const { items, itemsAre, at } = result.value;
  const listed = `${items.length} ${itemsAre ? ITEMS_ARE[itemsAre] : 'items'}`;
  const every = everyOne(assertion.things);
  if (result.ok) return { action: `Checked that ${every} contains ${quote(assertion.value)} (${listed})`, locator: null };
  const checked = `checked for ${formatSeconds(context.timeoutMs)}`;
  const expected = `Expected ${every} to contain ${quote(assertion.value)}`;
  if (items.length === 0) throw new StepFailure(`${expected}, but the page has no table, list or cards of them (${checked}).`);
  const without = at === null ? null : items[at];
  throw new StepFailure(`${expected}, but ${quote(without?.name ?? '')} (${(at ?? 0) + 1} of ${listed}) does not (${checked}).`);
}

/** "the first product is Sauce Labs Onesie": the item at that place (of the page's items) has the words. */
export async function nthItem(assertion: AssertionOf<'nth-item'>, context: StepContext): Promise<StepDone> {
  const mode = assertion.mode ?? 'is';
  const query: ListedItemsQuery = { rows: ITEM_ROWS, nth: { index: assertion.nth, value: assertion.value, mode, negated: assertion.negated } };
  const result = await pollUntil(context, () => context.page.evaluate(listedItems, query), (read) => read.holds);
  const { items, itemsAre, at } = result.value;
  const place = `the ${ordinalWord(assertion.nth)} ${assertion.things}`;
  const claim = `${relation(mode, assertion.negated)} ${quote(assertion.value)}`;
  if (result.ok) return { action: `Checked that ${place} ${claim} (${at === null ? '' : `${quote(items[at]?.name ?? '')} of `}${items.length} ${itemsAre ? ITEMS_ARE[itemsAre] : 'items'})`, locator: null };
  const checked = `checked for ${formatSeconds(context.timeoutMs)}`;
  const expected = `${assertion.negated ? 'not ' : ''}to ${mode === 'contains' ? 'contain' : 'be'} ${quote(assertion.value)}`;
  if (at === null) throw new StepFailure(`Expected ${place} ${expected}, but the page has ${items.length === 0 ? 'no table, list or cards of them' : `only ${items.length} ${itemsAre ? ITEMS_ARE[itemsAre] : 'items'}`} (${checked}).`);
  throw new StepFailure(`Expected ${place} ${expected}, but it is ${quote(items[at]?.name ?? '')} (${checked}).`);
}
