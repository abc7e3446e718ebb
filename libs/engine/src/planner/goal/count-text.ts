import { type Assertion, type ExpectedOutcome, partSelector, type Target } from '@verity/steps';
import { type Page } from 'playwright-core';
import { escapeRegExp } from '../../execution/resolve/text-match';
import { StepFailure } from '../../execution/step-failure';

type CountText = Extract<ExpectedOutcome, { type: 'count-text' }>;

/** Words a list's counter may use for its entries whatever the test calls them ("0 todos left" vs "0 items left"). */
const ENTRY_NOUNS = ['item', 'product', 'todo', 'to-do', 'task', 'entry', 'thing', 'result', 'article'];
const CONTAINERS = /^(?:cart|basket|bag|trolley)$/;

/** "item" → "items", "entry" → "entries". */
export const plural = (noun: string) => (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/** The noun as the page writes it for `count` of them, following the form it used for the number it showed. */
function inflect(written: string, count: number): string {
  const base = written.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
  const form = count === 1 ? base : plural(base);
  return written[0] === written[0]?.toUpperCase() ? form[0]!.toUpperCase() + form.slice(1) : form;
}

/**
 * "0 items are left", "3 items in the cart": the check of the number the page writes beside that noun. The page
 * is read for the phrase it uses now ("2 items left") and the check expects it with the test's number ("0 items
 * left"), so the check waits for the count to change like any other. With no such phrase, a cart's own counter
 * (the badge on its link) is checked. Throws when the page shows no count of that kind at all.
 */
export async function countTextAssertion(outcome: CountText, page: Page): Promise<Assertion> {
  const nouns = ENTRY_NOUNS.includes(outcome.noun) ? ENTRY_NOUNS : [outcome.noun];
  const forms = nouns.flatMap((noun) => [plural(noun), noun]).map(escapeRegExp).join('|');
  const left = outcome.place === 'left' ? String.raw`(?:\s+(left|remaining))?` : '';
  const phrase = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d+|no)\s+(${forms})(?![\p{L}])${left}`, 'iu');
  const text = (await page.evaluate('document.body ? document.body.innerText : ""').catch(() => '')) as string;
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  // A counter that says "left" is the one a "… left" check means; otherwise the first count of that noun.
  const found = lines.map((line) => phrase.exec(line)).sort((a, b) => Number(Boolean(b?.[3])) - Number(Boolean(a?.[3])))[0];
  if (found?.[2]) {
    // "You have no items in your cart" says 0 as it is: the check reads it as written.
    const number = outcome.count === 0 && /^no$/i.test(found[1] ?? '') ? (found[1] as string) : String(outcome.count);
    const expected = `${number} ${inflect(found[2], outcome.count)}${found[3] ? ` ${found[3]}` : ''}`;
    return { type: 'page-text', text: expected, negated: false };
  }
  if (outcome.place && CONTAINERS.test(outcome.place)) {
    const counted = await cartCount(page, outcome.place, outcome.count);
    if (counted) return counted;
  }
  const where = outcome.place && outcome.place !== 'left' ? ` in the ${outcome.place}` : '';
  throw new StepFailure(`Nothing on the page says how many ${plural(outcome.noun)} there are${where}: no text like "${outcome.count} ${inflect(outcome.noun, outcome.count)}" and no counter beside the ${outcome.place ?? 'list'}.`);
}

/**
 * The check of the count beside the cart: its badge when the page has a badge element of its own (Swag Labs'
 * `shopping_cart_badge`); else the cart's link or button when it is found by its words and shows the count in its own
 * text ("🛒2"); else, when the cart's control is there but known only by its class or test id (Swag Labs' link with
 * no name and no address when the cart is empty), the badge that comes with the first item. Null when the page has
 * no cart control.
 */
async function cartCount(page: Page, place: string, count: number): Promise<Assertion | null> {
  const badge = { text: place, part: 'badge' } as const;
  const badges = page.locator(partSelector(badge));
  // What the badge shows: a hidden one shows nothing, whatever it holds (a shop may keep "0" in it, hidden).
  if ((await badges.count().catch(() => 0)) > 0) return badgeCheck(badge, count, (await badges.filter({ visible: true }).first().innerText({ timeout: 500 }).catch(() => '')).trim());
  const counter = await containerCounter(page, place);
  if (counter) return { type: 'field-value', target: { text: counter.name, role: counter.role }, value: counterText(counter.text, count), negated: false };
  const hasCart = (await page.locator(partSelector({ text: place, part: 'icon' })).count().catch(() => 0)) > 0;
  return hasCart ? badgeCheck(badge, count, '') : null;
}

/** The badge reads the number; an empty cart's badge is gone, unless it shows "0" now. */
function badgeCheck(badge: Target, count: number, shown: string): Assertion {
  if (count === 0 && shown !== '0') return { type: 'element-state', target: badge, state: 'hidden' };
  return { type: 'field-value', target: badge, value: String(count), negated: false };
}

/**
 * What the counter will read with `count` in it: its text now ("🛒2") with the number changed. A badge that is
 * hidden now (no number) gets the number after its icon; an empty cart's badge usually goes away, unless it
 * shows "0" now.
 */
function counterText(now: string, count: number): string {
  if (!/\d/.test(now)) return count === 0 ? now : `${now}${count}`;
  if (count === 0 && !/(?<!\d)0(?!\d)/.test(now)) return now.replace(/\s*\d+\s*/, '').trim();
  return now.replace(/\d+/, String(count));
}

/**
 * The cart's link or button (its label, text, class, id, test id or address says "cart") when it shows a bare
 * number or nothing (a badge that hides at zero), with the words a step finds it by: its label, else the place.
 * Kept as JavaScript source: Playwright ships a function by its text, and tsx would add helpers the page lacks.
 */
const FIND_COUNTER = String.raw`(place) => {
  const word = new RegExp('(^|[^a-z])' + place + '([^a-z]|$)', 'i');
  const controls = document.querySelectorAll('a[href], button, [role="link"], [role="button"]');
  for (const element of Array.from(controls)) {
    const label = (element.getAttribute('aria-label') || element.getAttribute('title') || '').trim();
    const attributes = [element.id, element.getAttribute('class'), element.getAttribute('data-test'), element.getAttribute('data-testid'), element.getAttribute('href')].join(' ');
    if (!word.test(label) && !word.test(attributes)) continue;
    // A badge beside an icon: "🛒 2" counts 2, an icon alone is an empty cart; words make it no counter.
    const text = (element.innerText || '').replace(/\s+/g, ' ').trim();
    if (!/^\d*$/.test(text.replace(/[^\p{L}\p{N}]+/gu, ''))) continue;
    const isLink = element.matches('a[href], [role="link"]');
    return { name: label || place, role: isLink ? 'link' : 'button', text };
  }
  return null;
}`;

async function containerCounter(page: Page, place: string): Promise<{ name: string; role: 'link' | 'button'; text: string } | null> {
  return (await page.evaluate(`(${FIND_COUNTER})(${JSON.stringify(place)})`).catch(() => null)) as { name: string; role: 'link' | 'button'; text: string } | null;
}
