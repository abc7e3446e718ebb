import { type ElementHandle, errors, type Frame, type Locator, type Page } from 'playwright-core';
import { regionKindLocators, type Target } from '@verity/steps';
import { collectPageNames, countSeen, cssPaths, describeElements, type ElementInfo, type PageName, pageHas, type PlacesWith, placesWith, sharedDepths } from '../page-scripts';
import { changesOf, nextChange } from '../page-activity';
import { resolvePart, waitUntilPartGone } from './part-of';
import { pause, StepFailure, throwIfCancelled } from '../step-failure';
import { attributeSpellings, isSelector, type Pass, passesFor, type Purpose, roleNoun, type Scope, type Strategy, strategiesFor } from './strategies';
import { closestNames, MATCH_TIERS, type MatchTier, NESTED_TIERS, normalizeSpaces, quote, quoteList, tierMatcher, words } from './text-match';

export interface ResolveContext {
  page: Page;
  /** Epoch milliseconds by which the step must be done. */
  deadline: number;
  /** The step's whole budget, for messages ("still visible after 10 s"). */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ResolvedTarget {
  locator: Locator;
  /** "the button 'Sign in'", for the step's action in words. */
  description: string;
  info: ElementInfo;
  tier: MatchTier;
  /**
   * Known only by an id that ends with the word ("the message": `#doubleClickMessage`, `#dynamicClickMessage`), one
   * of several on screen: them all, each as good as the one chosen. A check of what it says reads each of them.
   */
  alike?: Locator;
}

interface Probe {
  strategy: Strategy;
  tier: MatchTier;
  locator: Locator;
  infos: ElementInfo[];
  /** With an anchor: each match's shared depth with it (sharedDepths), by index. */
  depths?: number[];
}

type Rect = ElementInfo['rect'];

/** One locator for "any of these". */
const union = (locators: Locator[]) => locators.reduce((all, next) => all.or(next));

/** Purposes that act on the element, so an enabled one beats a disabled twin. */
const ACTING: ReadonlySet<Purpose> = new Set(['click', 'hover', 'fill', 'select', 'check', 'press', 'upload']);

/** Between two looks at a page whose candidates are there but not yet acceptable (e.g. too few for "3rd"). */
const RETRY_DELAYS_MS = [50, 100, 200, 250, 500];
/** One wait for a candidate to appear lasts at most this long before the page is looked at again. */
const WAKE_UP_MS = 1_000;
/**
 * The look after the deadline, when the page changed since the last look through every locator: the most it may
 * take. On a large page a whole look takes over a second; an element that came just in time is found by the first few.
 */
const LAST_LOOK_MS = 1_000;
/**
 * A page asked one locator in less than this is small: asking it is mostly the round trip, and several locators are
 * counted in one before they are asked one by one.
 */
const QUICK_LOOK_MS = 8;
/** A page whose likeliest locator took this long is large: it is asked whether it has the words before any locator. */
const SLOW_LOOK_MS = 20;
/** Pages and frames last slow to look through (SLOW_LOOK_MS), until one is quick again. */
const SLOW_TO_LOOK = new WeakSet<Frame>();
/** Whether the page was slow to look through the last time (SLOW_LOOK_MS): every query of it costs as much. */
export const isSlowToLook = (page: Page) => SLOW_TO_LOOK.has(page.mainFrame());
/** A page whose whole look takes this long is large: between looks, the run waits for it to change (see nextChange). */
const LARGE_PAGE_LOOK_MS = 250;

export const formatSeconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

function ordinal(n: number): string {
  if (n === -1) return 'last';
  if (n < 0) return `${ordinal(-n)} to last`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** What the step calls the element when it is missing: its role, else what the action expects. */
export function missingNoun(target: Target, purpose: Purpose): string {
  if (target.role) return roleNoun(target.role);
  switch (purpose) {
    case 'fill':
    case 'press':
      return 'field';
    case 'select':
      return 'dropdown';
    case 'check':
      return 'checkbox';
    case 'upload':
      return 'file field';
    default:
      return 'element';
  }
}

/** "button" → "buttons", "checkbox" → "checkboxes", "radio button" → "radio buttons". */
export function pluralNoun(noun: string): string {
  return noun.replace(/(\w+)$/, (word) => (/(x|s|ch|sh)$/.test(word) ? `${word}es` : `${word}s`));
}

/** How a target is named in messages: "button 'Sign in'", "list item" (no words), with its scope. */
export function targetPhrase(target: Target, purpose: Purpose, plural = false): string {
  const noun = plural ? pluralNoun(missingNoun(target, purpose)) : missingNoun(target, purpose);
  const named = target.text.trim() === '' ? noun : `${noun} named ${quote(target.text)}`;
  return target.within ? `${named} in ${quote(target.within)}` : named;
}

function nounFromElement(info: ElementInfo, strategy: Strategy): string {
  if (strategy.noun) return strategy.noun;
  if (info.tag === 'button' || ['submit', 'button', 'reset'].includes(info.inputType ?? '')) return 'button';
  if (info.tag === 'a') return 'link';
  if (info.inputType === 'checkbox') return 'checkbox';
  if (info.inputType === 'radio') return 'radio button';
  if (info.tag === 'select') return 'dropdown';
  if (info.tag === 'input' || info.tag === 'textarea') return 'field';
  if (info.tag === 'img') return 'image';
  if (/^h[1-6]$/.test(info.tag)) return 'heading';
  return strategy.id === 'text' ? 'text' : 'element';
}

function describe(target: Target, probe: Probe, info: ElementInfo): string {
  const noun = nounFromElement(info, probe.strategy);
  // Found by its id or class ("result"), it is called what the step called it, not by all it says.
  const words = probe.tier === 'exact' || info.name === '' || probe.strategy.id.endsWith('attribute-words') ? target.text : info.name;
  return words.trim() === '' ? `the ${noun}` : `the ${noun} ${quote(words)}`;
}

/** The regions a step means by a kind with no name of its own: `in the header`, `in the dialog`, `in the table`. */
function regionsOfKind(page: Page, kind: string, options: { toRead?: boolean } = {}): Locator[] {
  return (regionKindLocators(kind, options) ?? []).map((region) => ('role' in region ? page.getByRole(region.role) : page.locator(region.css)));
}

/** Every part of the page of the kind the words name ("the error message": alerts and error notices), or null. */
export function kindLocator(page: Page, words: string): Locator | null {
  const kinds = regionsOfKind(page, words, { toRead: true });
  return kinds.length > 0 ? union(kinds) : null;
}

/** The parts of the page of one kind on screen (`locator`), as a step reading them names them. */
export interface KindRegion {
  locator: Locator;
  /** "the toast". */
  description: string;
  /** "toast". */
  kind: string;
}

/**
 * "the table", "the dialog", "the toast": when a step reads a region by its kind alone, every one of that kind on
 * screen (`locator`), once one shows, waited for until the deadline; null when the words are not a kind of region,
 * or none of that kind shows in time.
 */
export async function regionByKind(target: Target, context: ResolveContext): Promise<KindRegion | null> {
  if (target.role || target.within || target.near || target.nth !== undefined) return null;
  const kinds = kindLocator(context.page, target.text);
  if (!kinds) return null;
  const regions = kinds.filter({ visible: true });
  const shown = await regions
    .first()
    .waitFor({ state: 'visible', timeout: Math.max(1, context.deadline - Date.now()) })
    .then(() => true)
    .catch(() => false);
  const kind = normalizeSpaces(target.text).toLowerCase().replace(/^the\s+/, '');
  return shown ? { locator: regions, description: `the ${kind}`, kind } : null;
}

/** One kind of place `in "X"` looks in; `needs` says what the page must have for it to be there (placesWith). */
interface ScopePart {
  locator: Locator;
  needs?: keyof PlacesWith;
}

/**
 * Where `in "X"` looks, most specific first: landmarks, forms, dialogs and groups named X, the block a heading or
 * legend X belongs to, list items or rows that show X, and, when X is a kind of region (`in the header`), the
 * regions of that kind.
 */
function scopeParts(page: Page, within: string): ScopePart[] {
  const named = tierMatcher(within, 'case-insensitive')?.name ?? within;
  const shows = tierMatcher(within, 'contains')?.name ?? within;
  const containerRoles = ['dialog', 'alertdialog', 'form', 'region', 'group', 'navigation', 'main', 'complementary', 'banner', 'contentinfo', 'tabpanel', 'article', 'list', 'table', 'menu', 'toolbar'] as const;
  const heading = page.getByRole('heading', { name: named });
  return [
    ...containerRoles.map((role): ScopePart => ({ locator: page.getByRole(role, { name: named }), needs: 'labelled' })),
    // The block a heading titles: its nearest ancestor that holds something to act on, or its parent.
    { locator: heading.locator('xpath=ancestor::*[.//button or .//a[@href] or .//input or .//select or .//textarea][1]'), needs: 'headed' },
    { locator: heading.locator('xpath=..'), needs: 'headed' },
    { locator: page.locator('fieldset').filter({ has: page.locator('legend').filter({ hasText: named }) }), needs: 'labelled' },
    { locator: page.getByRole('listitem').filter({ hasText: shows }), needs: 'itemsShowing' },
    { locator: page.getByRole('row').filter({ hasText: shows }), needs: 'rowsShowing' },
    // Cells and items rendered with no space between them (as frameworks render them) run their words together in
    // the row's text ("Lovelaceada@…"): a row is also found by an element inside showing X, and by its name (which
    // costs the most to ask: every row's name is worked out).
    { locator: page.getByRole('row').filter({ has: page.getByText(shows) }), needs: 'rows' },
    { locator: page.getByRole('listitem').filter({ has: page.getByText(shows) }), needs: 'items' },
    { locator: page.getByRole('row', { name: shows }), needs: 'rows' },
    ...rowsWithEachWord(page, within).map((locator): ScopePart => ({ locator, needs: 'rows' })),
    ...regionsOfKind(page, within).map((locator): ScopePart => ({ locator })),
  ];
}

/** Everywhere `in "X"` looks, as one locator. */
export function scopeFor(page: Page, within: string): Locator {
  return union(scopeParts(page, within).map(({ locator }) => locator));
}

async function probe(locator: Locator, strategy: Strategy, tier: MatchTier, anchor: Anchor | null, purpose: Purpose): Promise<Probe> {
  const infos = await locator.evaluateAll(describeElements, purpose === 'see');
  // Several matches and an anchor: how close each sits to it in the page's structure (same card, same row).
  const depths = anchor && infos.length > 1 ? await locator.evaluateAll(sharedDepths, anchor.element).catch(() => undefined) : undefined;
  return { strategy, tier, locator, infos, ...(depths ? { depths } : {}) };
}

/** Where `near "X"` measures from: the text or label X, its box and its element. */
interface Anchor {
  rect: Rect;
  element: ElementHandle<Element>;
}

/** The gap between two boxes (0 when they overlap): what "near" measures on screen. */
function distance(a: Rect, b: Rect): number {
  const dx = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), 0);
  const dy = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height), 0);
  return Math.hypot(dx, dy);
}

interface Pick {
  index: number;
  info: ElementInfo;
}

/** The element of a probe the step means, or why none fits (no visible one, too few for `nth`). */
function pick(found: Probe, target: Target, purpose: Purpose, anchor: Anchor | null): Pick | { visible: number } {
  // A file input is often hidden behind a styled button, and can still take files.
  // "is visible" asks what a person sees, more than Playwright's visible (IS_SEEN).
  const usable = (info: ElementInfo) => (purpose === 'see' ? info.seen === true : info.visible) || (purpose === 'upload' && info.inputType === 'file');
  let visible = found.infos.map((info, index) => ({ info, index })).filter(({ info }) => usable(info));
  if (visible.length === 0) return { visible: 0 };
  if (ACTING.has(purpose) && target.nth === undefined) {
    const enabled = visible.filter(({ info }) => info.enabled);
    if (enabled.length > 0) visible = enabled;
    // With a modal dialog open, a person acts in it: a twin behind it (the list's "Delete") is out of reach.
    const reachable = visible.filter(({ info }) => !info.blocked);
    if (reachable.length > 0) visible = reachable;
  }
  // Nearest first: in the anchor's own card or row before any other, then by the gap on screen.
  const depthOf = (index: number) => found.depths?.[index] ?? 0;
  if (anchor) visible = [...visible].sort((a, b) => depthOf(b.index) - depthOf(a.index) || distance(a.info.rect, anchor.rect) - distance(b.info.rect, anchor.rect));
  // "the 2nd" is 2; "the last" is -1, counted from the end like Playwright's nth.
  const nth = target.nth ?? 1;
  const chosen = nth > 0 ? visible[nth - 1] : visible[visible.length + nth];
  return chosen ?? { visible: visible.length };
}

/** What one look at the page is for: the step's element, found the ways `passes` says, and when it must stop. */
interface LookFor {
  target: Target;
  passes: Pass[];
  purpose: Purpose;
  anchor: Anchor | null;
  /** Epoch ms after which the look asks nothing more (Infinity: it asks every locator). */
  until: number;
}

/** Whether the look has come to its `until`: it asks nothing more. */
const isOver = (looking: LookFor) => Date.now() >= looking.until;

export interface Attempt {
  found?: ResolvedTarget;
  /** Matches that exist but are hidden, for the message when time runs out. */
  hidden?: { probe: Probe; info: ElementInfo };
  /** When `nth` asks for more than there are: how many there were. */
  tooFew?: number;
  /** For `in "X"`: how many places X names the look found, whatever was in them. */
  places?: number;
  /** The look stopped at its `until` before asking every locator. */
  cut?: boolean;
  /** None of the words is anywhere in the page (lookAhead): the look asked no more after the likeliest locator. */
  absent?: boolean;
}

/** A tier of a look and the locators it asks, best first. */
interface Located {
  tier: MatchTier;
  candidates: Array<{ strategy: Strategy; locator: Locator }>;
}

/** `actIn`: the scope the step acts in, when the look went through a quicker one that finds the same place. */
function resolved(target: Target, found: Probe, chosen: Pick, actIn?: Scope): ResolvedTarget {
  const base = (actIn && found.strategy.locate(actIn, target.text, found.tier)) || found.locator;
  const locator = found.infos.length === 1 ? base : base.nth(chosen.index);
  const isOneOfAlike = found.strategy.id === 'any-attribute-words' && target.nth === undefined && !target.near && found.infos.filter((info) => info.visible).length > 1;
  return { locator, description: describe(target, found, chosen.info), info: chosen.info, tier: found.tier, ...(isOneOfAlike ? { alike: base.filter({ visible: true }) } : {}) };
}

/**
 * One look at the page, pass by pass (see passesFor), stopping at the first element that fits. The most likely
 * locator is asked first, so the usual case costs one round trip; then the rest of its tier, one by one; then each
 * other pass, counted first and asked strategy by strategy, best first, only when it matches anything. What the page
 * cannot match is left out (see lookAhead), asked once the likeliest missed, or first on a page slow to look through.
 */
async function attempt(scope: Scope, looking: LookFor, actIn?: Scope): Promise<Attempt> {
  const { target, passes, purpose, anchor } = looking;
  const result: Attempt = {};
  /** The best match behind an open modal dialog: taken only when nothing in reach matches at any tier. */
  let behindModal: ResolvedTarget | null = null;
  const consider = (found: Probe): ResolvedTarget | null => {
    const chosen = pick(found, target, purpose, anchor);
    if ('index' in chosen && chosen.info.blocked && ACTING.has(purpose)) {
      behindModal ??= resolved(target, found, chosen, actIn);
      return null;
    }
    if ('index' in chosen) return resolved(target, found, chosen, actIn);
    if (chosen.visible > 0) result.tooFew = Math.max(result.tooFew ?? 0, chosen.visible);
    else if (found.infos.length > 0 && !result.hidden) result.hidden = { probe: found, info: found.infos[0] };
    return null;
  };
  const located: Located[] = passes
    .map(({ tier, strategies }) => ({
      tier,
      candidates: strategies.flatMap((strategy) => {
        const locator = strategy.locate(scope, target.text, tier);
        return locator ? [{ strategy, locator }] : [];
      }),
    }))
    .filter(({ candidates }) => candidates.length > 0);
  if (located.length === 0) return result;

  // On a page slow to look through, whether it has the words (and a name that is them) is asked first: one walk of its
  // text can spare the likeliest locator's walk of every element (an exact "sign in" where the button says "Sign In").
  const frame = 'mainFrame' in scope ? scope.mainFrame() : 'childFrames' in scope ? scope : null;
  const ask = (at: Frame) => lookAhead(at, target.text, located.flatMap(({ candidates }) => candidates.map(({ strategy }) => strategy)));
  let ahead = frame && SLOW_TO_LOOK.has(frame) ? await ask(frame) : null;
  if (ahead && !ahead.hasWords) return { absent: true };
  const tiers = ahead ? narrowed(located, ahead) : located;
  if (tiers.length === 0) return result;
  const [head] = tiers;
  const [likeliest] = head.candidates;
  const asked = performance.now();
  const first = consider(await probe(likeliest.locator, likeliest.strategy, head.tier, anchor, purpose));
  const took = performance.now() - asked;
  if (frame && took >= SLOW_LOOK_MS) SLOW_TO_LOOK.add(frame);
  else if (frame && took < QUICK_LOOK_MS) SLOW_TO_LOOK.delete(frame);
  if (first) return { found: first };
  // An element not there yet (a step waiting for it), words the page never shows, kinds of element it has none of:
  // the rest of the look would go through the whole page once per locator, for nothing. Asked of a page or frame.
  if (!ahead && frame) {
    ahead = await ask(frame);
    if (!ahead.hasWords && !result.hidden) return { absent: true };
  }
  const left = ahead ? narrowed(tiers, ahead) : tiers;
  const headLeft = left[0]?.tier === head.tier ? left[0] : null;
  const rest = headLeft ? headLeft.candidates.filter((candidate) => candidate !== likeliest) : [];
  const others = headLeft ? left.slice(1) : left;

  // The words usually match at the best tier, by another kind of element (a link, not a button): that tier's other
  // candidates are asked one by one, in order, up to the first that fits. On a page quick to look through, each ask
  // is mostly its round trip: they are counted together first, and none is asked when none matches (a button named
  // "Sign In" for "sign in" is found at the next tier after one count, not after eight empty asks).
  const isQuick = took < QUICK_LOOK_MS;
  const noneInRest = isQuick && rest.length > 1 && !isOver(looking) && (await union(rest.map(({ locator }) => locator)).count()) === 0;
  for (const { strategy, locator } of noneInRest ? [] : rest) {
    if (isOver(looking)) return { ...result, cut: true };
    const found = consider(await probe(locator, strategy, head.tier, anchor, purpose));
    if (found) return { found };
  }
  // Then each weaker tier in turn, asked one by one only when any of its candidates matches: on a page quick to look
  // through, they are counted at once; on a slow one, where each locator goes through every element, the likeliest
  // is asked first, and the others counted only when it does not fit. The tiers after the one that matches are
  // never asked.
  for (const { tier, candidates } of others) {
    if (isOver(looking)) return { ...result, cut: true };
    let toAsk = candidates;
    if (!isQuick) {
      const [likeliestOfTier] = candidates;
      const found = consider(await probe(likeliestOfTier.locator, likeliestOfTier.strategy, tier, anchor, purpose));
      if (found) return { found };
      toAsk = candidates.slice(1);
    }
    // One candidate is asked at once: its count would cost as much as asking it.
    if (toAsk.length > 1 && (await union(toAsk.map(({ locator }) => locator)).count()) === 0) continue;
    for (const { strategy, locator } of toAsk) {
      if (isOver(looking)) return { ...result, cut: true };
      const found = consider(await probe(locator, strategy, tier, anchor, purpose));
      if (found) return { found };
    }
  }
  // Nothing in reach matches: the match behind the dialog, whose action will say what covers it.
  return behindModal ? { found: behindModal } : result;
}

/** Frames looked into when the page itself has no match: enough for consent banners and embedded forms. */
const MAX_FRAMES = 5;

/**
 * One look at the page, then (without a `within`) at its frames: a cookie banner or an embedded form often
 * lives in an iframe. A page that is navigating away counts as "not yet" rather than a failure.
 */
async function lookEverywhere(page: Page, scope: Scope, looking: LookFor, actIn?: Scope): Promise<Attempt> {
  const scopes: Scope[] = looking.target.within || looking.anchor ? [scope] : [scope, ...page.frames().filter((frame) => frame !== page.mainFrame()).slice(0, MAX_FRAMES)];
  const merged: Attempt = {};
  let isAbsent = true;
  for (const where of scopes) {
    let look: Attempt;
    try {
      look = await attempt(where, looking, actIn);
    } catch (error) {
      if (isTransient(error)) continue;
      throw error;
    }
    if (look.found) return look;
    mergeInto(merged, look);
    if (look.cut) return { ...merged, cut: true };
    isAbsent &&= look.absent === true;
  }
  return isAbsent ? { ...merged, absent: true } : merged;
}

/** What a look that found nothing saw, added to what earlier looks saw: for the message when time runs out. */
function mergeInto(merged: Attempt, seen: Attempt): void {
  merged.hidden ??= seen.hidden;
  if (seen.tooFew !== undefined) merged.tooFew = Math.max(merged.tooFew ?? 0, seen.tooFew);
}

/**
 * A look inside `in "X"`: each kind of place X names, most specific first. The element is then found and acted on
 * inside the one place it is in, the row that shows X rather than two dozen kinds of place asked together (each
 * goes through the whole page: on a table of 600 rows, a click in a row took a second, and a step that failed there
 * took 24 s instead of its 5). Kinds the page cannot have (placesWith) are not asked, unless it has shadow roots,
 * which placesWith cannot see into. All of them at once, last, only for "the 2nd", which counts across places.
 */
async function lookWithin(page: Page, within: string, looking: LookFor): Promise<Attempt> {
  const parts = scopeParts(page, within);
  const shows = tierMatcher(within, 'contains')?.name;
  const pattern = shows instanceof RegExp ? { source: shows.source, flags: shows.flags } : { source: '', flags: '' };
  const present: PlacesWith | null = await page
    .evaluate(placesWith, { words: within, shows: pattern })
    .then((places) => (places.shadowRoots ? null : places))
    .catch(() => null);
  const merged: Attempt = {};
  let places = 0;
  for (const { locator, needs } of parts) {
    // Cut short, it may not have come to the places it would have found: their count is the last whole look's.
    if (isOver(looking)) return { ...merged, cut: true };
    if (present && needs && !present[needs]) continue;
    const paths = await locator.evaluateAll(cssPaths).catch((error: unknown) => (isTransient(error) ? [] : Promise.reject(error)));
    if (paths.length === 0) continue;
    places += paths.length;
    // One place (the row that shows X): looked in by its path, one cheap query, instead of by the locator that found
    // it, which asks every row again for each of the dozens of candidates; acted in by that locator, which says
    // what the step means.
    const path = paths.length === 1 ? paths[0] : null;
    const look = path ? await lookEverywhere(page, page.locator(`css=${path}`), looking, locator) : await lookEverywhere(page, locator, looking);
    if (look.found) return look;
    mergeInto(merged, look);
    if (look.cut) return { ...merged, cut: true };
  }
  if (looking.target.nth === undefined || places === 0) return { ...merged, places };
  return { ...(await lookEverywhere(page, union(parts.map(({ locator }) => locator)), looking)), places };
}

/** One look for the target, in the place `in "X"` names or everywhere. */
function lookAt(page: Page, scope: Scope, looking: LookFor): Promise<Attempt> {
  return looking.target.within ? lookWithin(page, looking.target.within, looking) : lookEverywhere(page, scope, looking);
}

/** What a look at a page or frame may leave out (see lookAhead). */
interface Ahead {
  /** The page could name something with the words: false when none of them is anywhere in it. */
  hasWords: boolean;
  /** A name can be the words themselves, in any case: false when the page has them only within longer texts. */
  named: boolean;
  /** A name can be the words themselves, as written: false when the page has them only in another case. */
  namedAsWritten: boolean;
  /** Strategies whose role no element of the page can have. */
  needless: Set<Strategy>;
}

/**
 * What a look may leave out, asked of the document of `frame` in one round trip (pageHas): everything, when the
 * words are nowhere in it; the roles no element of it can have; the locators that want a name equal to the words,
 * when the page has them only in another case or within longer texts. Each locator left out would have gone
 * through the whole page for nothing: on a page of 4,500 elements, a hidden check took half a second where this
 * takes a few milliseconds. Leaves nothing out when it cannot tell: a CSS selector, a page in the middle of a
 * navigation. With no words to look for (an emoji, "the checkbox"), only the roles are left out.
 */
async function lookAhead(frame: Frame, text: string, strategies: readonly Strategy[]): Promise<Ahead> {
  const nothing: Ahead = { hasWords: true, named: true, namedAsWritten: true, needless: new Set() };
  if (isSelector(text)) return nothing;
  const roled = [...new Set(strategies.filter((strategy) => strategy.canMatch))];
  const args = { words: words(text), phrase: normalizeSpaces(text), spellings: attributeSpellings(text), selectors: roled.map((strategy) => strategy.canMatch!) };
  const has = await frame.evaluate(pageHas, args).catch(() => null);
  if (!has) return nothing;
  return { hasWords: has.words, named: has.named, namedAsWritten: has.namedAsWritten, needless: new Set(roled.filter((_, index) => !has.matches[index])) };
}

/** The tiers and candidates of a look that can match what the page has (see lookAhead). */
function narrowed(tiers: Located[], ahead: Ahead): Located[] {
  // No name equals words the page has only in another case ("sign in" for "Sign In"), or only within longer texts.
  return tiers
    .filter(({ tier }) => (tier === 'exact' ? ahead.namedAsWritten : tier === 'case-insensitive' ? ahead.named : true))
    .map(({ tier, candidates }) => ({ tier, candidates: candidates.filter(({ strategy }) => !ahead.needless.has(strategy)) }))
    .filter(({ candidates }) => candidates.length > 0);
}

/** One look for a target without `near`, asking nothing more after `until` (epoch ms): what it found or saw. */
export function lookOnce(page: Page, target: Target, purpose: Purpose, until: number): Promise<Attempt> {
  const scope: Scope = target.within ? scopeFor(page, target.within) : page;
  return lookAt(page, scope, { target, passes: passesFor(strategiesFor(target, purpose), purpose, { isCounted: target.nth !== undefined }), purpose, anchor: null, until });
}

/** Errors of a page in the middle of a navigation: the next look will see the new page. */
export function isTransient(error: unknown): boolean {
  return error instanceof Error && /Execution context was destroyed|Frame was detached|frame got detached|Cannot find context with specified id|navigating and changing the content/i.test(error.message);
}

/**
 * Every element any tier of any strategy would accept, as one union (for waiting on "any of them"). Of the nested
 * tiers, only the widest a strategy has is in it: each locator goes through the whole page, and the narrower ones
 * would find nothing more.
 */
export function anyCandidate(scope: Scope, strategies: Strategy[], text: string, tiers: readonly MatchTier[] = MATCH_TIERS): Locator | null {
  const nested = NESTED_TIERS.filter((tier) => tiers.includes(tier)).reverse();
  const others = tiers.filter((tier) => !NESTED_TIERS.includes(tier));
  const all = strategies
    .flatMap((strategy) => {
      const locate = (tier: MatchTier) => strategy.locate(scope, text, tier);
      return [nested.map(locate).find((locator) => locator !== null) ?? null, ...others.map(locate)];
    })
    .filter((locator): locator is Locator => locator !== null);
  return all.length === 0 ? null : union(all);
}

/** The box `near "X"` measures from: the visible text or label X. */
async function findAnchor(page: Page, near: string): Promise<Anchor | null> {
  for (const tier of ['case-insensitive', 'contains'] as const) {
    const matcher = tierMatcher(near, tier);
    if (!matcher) continue;
    const anchor = await anchorAt(page.getByText(matcher.name).or(page.getByLabel(matcher.name)));
    if (anchor) return anchor;
  }
  // A name a table writes in two cells: the row that has each of its words.
  const [rows] = rowsWithEachWord(page, near);
  return rows ? anchorAt(rows) : null;
}

/** The first visible element of `locator`, its box and its element, to look near; null when none shows. */
async function anchorAt(locator: Locator): Promise<Anchor | null> {
  const first = locator.filter({ visible: true }).first();
  const [info] = await first.evaluateAll(describeElements);
  const element = info ? await first.elementHandle({ timeout: 1_000 }).catch(() => null) : null;
  return info && element ? { rect: info.rect, element } : null;
}

/**
 * The table rows that have each of the words, when a table writes a name in two cells ("Conway" | "Tim"): each word
 * in an element of its own, since a row's text runs its cells together ("ConwayTim"). None for one word.
 */
function rowsWithEachWord(page: Page, name: string): Locator[] {
  const parts = words(name);
  if (parts.length < 2) return [];
  return [parts.reduce((rows, part) => rows.filter({ has: page.getByText(tierMatcher(part, 'contains')?.name ?? part) }), page.getByRole('row'))];
}

/** How far up from a hidden control to look for the row or card whose hover shows it. */
const REVEAL_LEVELS = 4;

/**
 * Hovers what would show a control that is only there on hover (a list's delete buttons): the text the step
 * looks near, else the nearest visible container of the hidden control. True when something was hovered.
 */
async function revealByHover(page: Page, near: string | undefined, hidden: Locator): Promise<boolean> {
  const hover = (locator: Locator) => locator.hover({ timeout: 1_000 }).then(
    () => true,
    () => false,
  );
  if (near) {
    const matcher = tierMatcher(near, 'case-insensitive');
    return matcher ? hover(page.getByText(matcher.name).filter({ visible: true }).first()) : false;
  }
  let container = hidden.first();
  for (let level = 0; level < REVEAL_LEVELS; level += 1) {
    container = container.locator('xpath=..');
    if (await container.isVisible().catch(() => false)) return hover(container);
  }
  return false;
}

function isTimeout(error: unknown): boolean {
  return error instanceof errors.TimeoutError;
}

/** Waits until something matching is visible (or the wait ends): wakes as soon as the page changes. */
async function waitForAnyVisible(candidate: Locator | null, timeout: number, signal?: AbortSignal): Promise<void> {
  if (!candidate) return pause(Math.min(timeout, 250), signal);
  await candidate
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'attached', timeout: Math.max(1, timeout) })
    .catch((error: unknown) => {
      if (!isTimeout(error) && !isTransient(error)) throw error;
    });
  throwIfCancelled(signal);
}

/** The names on the page most like the target's words, those of the same kind first. */
export async function closestOnPage(page: Page, wanted: string, preferredKind?: string): Promise<string[]> {
  const names: PageName[] = await page.evaluate(collectPageNames, 3_000).catch(() => []);
  const sameKind = names.filter(({ kind }) => kind === preferredKind).map(({ name }) => name);
  const ranked = closestNames(wanted, [...sameKind, ...names.map(({ name }) => name)], 5);
  return ranked.slice(0, 3);
}

async function notFound(page: Page, target: Target, purpose: Purpose, scope: Scope, last: Attempt, anchorMissing: boolean): Promise<StepFailure> {
  const phrase = targetPhrase(target, purpose);
  if (target.within && (last.places ?? (await (scope as Locator).count())) === 0) {
    return new StepFailure(`No section named ${quote(target.within)} on the page to look in for the ${missingNoun(target, purpose)} ${quote(target.text)}.`, [], true);
  }
  if (anchorMissing && target.near) return new StepFailure(`No text ${quote(target.near)} on the page to look near.`, [], true);
  if (last.tooFew !== undefined && target.nth !== undefined) {
    const count = last.tooFew === 1 ? 'is only 1' : `are only ${last.tooFew}`;
    return new StepFailure(`There ${count} ${targetPhrase(target, purpose, last.tooFew !== 1)}, so no ${ordinal(target.nth)} one.`);
  }
  if (last.hidden) {
    const { probe: found, info } = last.hidden;
    const what = describe(target, found, info).replace(/^the /, 'The ');
    return new StepFailure(`${what} is on the page but hidden.`);
  }
  const candidates = target.text.trim() === '' ? [] : await closestOnPage(page, target.text, target.role ? roleNoun(target.role) : undefined);
  const closest = candidates.length > 0 ? `Closest: ${quoteList(candidates)}.` : 'Nothing similar is on the page.';
  return new StepFailure(`No ${phrase}. ${closest}`, candidates, true);
}

/**
 * Finds the element a step names, waiting for it (up to the step's deadline) when it is not there yet.
 * Fails with what is missing and the closest names the page does show.
 */
export async function resolveTarget(target: Target, purpose: Purpose, context: ResolveContext): Promise<ResolvedTarget> {
  if (target.part) return resolvePart(target, purpose, context);
  const { page, deadline, signal } = context;
  const strategies = strategiesFor(target, purpose);
  if (strategies.length === 0) throw new StepFailure('The step does not say which element to use.');
  const scope: Scope = target.within ? scopeFor(page, target.within) : page;
  // What wakes the wait between two looks. For `in "X"`, a match anywhere on the page: the same words in every
  // kind of place X could name is a query that, on a large page, keeps the page busy for seconds at each poll.
  const candidate = anyCandidate(target.within ? page : scope, strategies, target.text);
  const passes = passesFor(strategies, purpose, { isCounted: target.nth !== undefined });
  let last: Attempt = {};
  let anchorMissing = false;
  let hovered = false;
  /** The page's changes when the last look that asked every locator began (null: not counted). */
  let changesAtWholeLook: number | null = null;
  let isLargePage = false;
  /** The page had none of the target's words at the last look, which then asked no more (see Attempt.absent). */
  let wordsAbsent = false;
  for (let retry = 0; ; retry += 1) {
    throwIfCancelled(signal);
    // The look past the deadline asks only the likeliest locator, as Playwright's last retry asks its one, unless the
    // page changed since the last look through every locator (or its changes cannot be counted): then it has a second
    // of its own. On a large page, where a whole look takes over a second, a link that came at 4.7 s of 5 was missed
    // by a last look that asked only for a button named so; a step whose element never came still fails in its time.
    const isLastLook = retry > 0 && Date.now() >= deadline;
    const changes = retry > 0 ? await changesOf(page) : null;
    // A page's count leaves out its frames, where the element may have come.
    const changedSince = changes === null || changes !== changesAtWholeLook || page.frames().length > 1;
    const lastLookMs = changedSince ? LAST_LOOK_MS : 0;
    const anchor = target.near ? await findAnchor(page, target.near).catch((error: unknown) => (isTransient(error) ? null : Promise.reject(error))) : null;
    anchorMissing = Boolean(target.near) && anchor === null;
    if (!anchorMissing) {
      // Every look but the first stops at the deadline, as Playwright's retries do: on a large page one look can take
      // over a second, and a step whose element never came failed that long after its time.
      const looking: LookFor = { target, passes, purpose, anchor, until: retry === 0 ? Infinity : isLastLook ? Date.now() + lastLookMs : deadline };
      const lookStarted = Date.now();
      const seen = await lookAt(page, scope, looking).finally(() => anchor?.element.dispose().catch(() => undefined));
      wordsAbsent = seen.absent === true;
      if (seen.found) return seen.found;
      if (!seen.cut) {
        changesAtWholeLook = changes;
        isLargePage = Date.now() - lookStarted >= LARGE_PAGE_LOOK_MS;
      }
      // A look cut short saw part of the page: what the last whole look saw still counts for the message.
      if (seen.cut) mergeInto(last, seen);
      else last = seen;
      // Only hidden matches: a person would hover the row that shows them, then look again.
      if (last.hidden && !hovered && ACTING.has(purpose)) {
        hovered = true;
        if (await revealByHover(page, target.near, last.hidden.probe.locator)) continue;
      }
    }
    if (isLastLook) throw await notFound(page, target, purpose, scope, last, anchorMissing);
    const remaining = deadline - Date.now();
    if (remaining <= 0) continue;
    // Something matching is already visible but does not fit (too few for "nth", no anchor yet): look again soon.
    if (last.tooFew !== undefined || anchorMissing) await pause(Math.min(remaining, RETRY_DELAYS_MS[Math.min(retry, RETRY_DELAYS_MS.length - 1)]), signal);
    else {
      const waited = Date.now();
      // On a large page the candidates' query, asked again and again, keeps the page too busy to run its own timers
      // (an element due at 4.7 s came after 5): the run waits for the page to change instead, then looks.
      // So it does while the words are nowhere on the page: asking for them costs the page nothing, unlike the query.
      const since = isLargePage || wordsAbsent ? (changes ?? (await changesOf(page))) : null;
      if (since !== null) await nextChange(page, since, Math.min(remaining, WAKE_UP_MS));
      else await waitForAnyVisible(candidate, Math.min(remaining, WAKE_UP_MS), signal);
      // A match elsewhere on the page wakes `in "X"` at once: the next look waits a little, as for "nth".
      const early = RETRY_DELAYS_MS[Math.min(retry, RETRY_DELAYS_MS.length - 1)] - (Date.now() - waited);
      if (target.within && early > 0) await pause(Math.min(early, Math.max(0, deadline - Date.now())), signal);
    }
  }
}

/**
 * What still counts as the element a hidden check names: its words as written, in any case, within a longer name,
 * or with other punctuation — not "all the words in any order", which finds an element to act on when the exact
 * name is missing, but would keep "Create account" visible as long as a heading says "Create your account".
 */
const GONE_TIERS = MATCH_TIERS.filter((tier) => tier !== 'words');

/** Whether `locator` matches nothing within `timeout` ms. */
function isDetachedWithin(locator: Locator, timeout: number): Promise<boolean> {
  return locator.waitFor({ state: 'detached', timeout: Math.max(1, timeout) }).then(
    () => true,
    (error: unknown) => {
      if (isTimeout(error)) return false;
      throw error;
    },
  );
}

/** Waits until nothing the target's words would match is visible; fails when it stays past the deadline. */
export async function waitUntilGone(target: Target, purpose: Purpose, context: ResolveContext): Promise<void> {
  if (target.part) return waitUntilPartGone(target, context);
  const { page, deadline, signal, timeoutMs } = context;
  const strategies = strategiesFor(target, purpose);
  const scope: Scope = target.within ? scopeFor(page, target.within) : page;
  const candidate = anyCandidate(scope, strategies, target.text, GONE_TIERS);
  if (!candidate) throw new StepFailure('The step does not say which element to check.');
  /** What would show the words, but the kinds of element the page had none of when last asked. */
  let visible = candidate.filter({ visible: true });
  const stillVisible = async () => {
    const infos = await visible.evaluateAll(describeElements);
    const shown = infos.find((info) => info.name !== '')?.name;
    const still = shown && normalizeSpaces(shown).toLowerCase() !== normalizeSpaces(target.text).toLowerCase() ? ` (it shows ${quote(shown)})` : '';
    return new StepFailure(`The ${targetPhrase(target, purpose)} is still visible after ${formatSeconds(timeoutMs)}${still}.`);
  };
  /** The page's changes when the candidates were last counted (null: not counted). */
  let countedAt: number | null = null;
  for (;;) {
    throwIfCancelled(signal);
    // On a large page the candidates' query, asked again and again by a wait, keeps the page too busy to run its
    // own timers (a notice due to go at 4.4 s was still there at 5): there it is asked once per change of the page,
    // or each second, and not again past the deadline when the page has not changed since.
    const changes = await changesOf(page);
    if (Date.now() >= deadline && changes !== null && changes === countedAt) throw await stillVisible();
    const ahead = await lookAhead(page.mainFrame(), target.text, strategies);
    if (!ahead.hasWords) return;
    const needed = strategies.filter((strategy) => !ahead.needless.has(strategy));
    visible = (anyCandidate(scope, needed, target.text, GONE_TIERS) ?? page.locator('css=:not(*)')).filter({ visible: true });
    const asked = Date.now();
    const showing = await visible.evaluateAll(countSeen).catch((error: unknown) => (isTransient(error) ? null : Promise.reject(error)));
    if (showing === 0) return;
    countedAt = changes;
    const isLargePage = Date.now() - asked >= LARGE_PAGE_LOOK_MS;
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      // Counted as the deadline passed: on a page that changed meanwhile (its own timers wait for a count that goes
      // through all of it), counted once more, as the last look of a step whose element comes at the deadline is.
      // The loop's first line ends the step when the page did not change.
      if (changes === null || Date.now() >= deadline + LAST_LOOK_MS) throw await stillVisible();
      continue;
    }
    if (isLargePage && changes !== null) await nextChange(page, changes, Math.min(remaining, WAKE_UP_MS));
    // Gone from the kinds of element asked: asked again, as an element of another kind may have come meanwhile.
    else await isDetachedWithin(visible.first(), Math.min(remaining, WAKE_UP_MS));
  }
}
