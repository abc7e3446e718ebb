import { IS_SEEN_SCRIPT, OWN_BOX_SCRIPT } from '@verity/steps';
/**
 * Code that runs inside the page. It is kept as plain JavaScript source and turned into functions at run time,
 * because Playwright ships a function to the page by its source text, and transpilers (tsx, swc) rewrite
 * TypeScript functions with helpers (`__name`…) that do not exist in the page.
 */

export function pageFunction<Args extends unknown[], Result>(source: string): (...args: Args) => Result {
  return new Function(`return (${source});`)() as (...args: Args) => Result;
}

export interface ElementInfo {
  visible: boolean;
  /** Visible, and in sight of a person (IS_SEEN): what "is visible" and "is hidden" ask. Read only for them. */
  seen?: boolean;
  enabled: boolean;
  /** Outside the open modal dialog: out of a person's reach until it closes. */
  blocked: boolean;
  /** A readable name for messages: aria-label, label, text, value, placeholder, alt or title. */
  name: string;
  tag: string;
  inputType: string | null;
  rect: { x: number; y: number; width: number; height: number };
}

/** The text of the elements an aria-labelledby lists. */
const TEXT_OF_IDS = `(ids) => ids.split(/\\s+/).map((id) => { const ref = document.getElementById(id); return ref ? ref.textContent : ''; }).join(' ')`;

// The readable name used in messages mirrors the usual sources of an accessible name, in their usual order.
const READABLE_NAME = `(el) => {
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const textOfIds = ${TEXT_OF_IDS};
  const labelledBy = el.getAttribute('aria-labelledby');
  const labels = el.labels && el.labels.length ? clean(Array.from(el.labels).map((label) => label.innerText || label.textContent).join(' ')) : '';
  const isButtonInput = el.tagName === 'INPUT' && ['submit', 'button', 'reset'].includes(el.type);
  return clean(el.getAttribute('aria-label')) || (labelledBy ? clean(textOfIds(labelledBy)) : '') || labels
    || (isButtonInput ? clean(el.value) : '') || clean(el.getAttribute('placeholder')) || clean(el.getAttribute('alt'))
    || clean(el.innerText || (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' ? '' : el.textContent))
    || clean(el.getAttribute('title')) || clean(el.getAttribute('data-testid'));
}`;

// Visible the way Playwright means it: rendered (checkVisibility) with a non-empty box.
export const IS_VISIBLE = `(el) => {
  if (!el.isConnected) return false;
  if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true })) return false;
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}`;

/**
 * What tells what a control does when it has no words of its own (a − button, a › arrow): its label, title,
 * classes, test id and text, and the classes, labels and icon names of what is inside it (`<i class="fa-plus">`).
 */
export const CONTROL_SIGNS = String.raw`(el) => [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('class'), el.getAttribute('data-testid'), el.getAttribute('data-icon'),
  (el.textContent || '').replace(/\s+/g, ' ').trim(),
  Array.from(el.querySelectorAll('[class], [aria-label], [data-icon]')).map((inner) => [inner.getAttribute('class'), inner.getAttribute('aria-label'), inner.getAttribute('data-icon')].join(' ')).join(' ')].join(' ')`;

/** Visible, and there for a person to see (IS_SEEN_SCRIPT, shared with the exported specs). */
const IS_SEEN = IS_SEEN_SCRIPT;

const IS_ENABLED = `(el) => {
  if (el.getAttribute('aria-disabled') === 'true') return false;
  if ('disabled' in el && el.disabled) return false;
  return !el.closest('fieldset[disabled]') || el.closest('legend') !== null;
}`;

/** `seeing`: whether a person can see each one too (IS_SEEN), which costs more and only a check of it asks. */
export const describeElements = pageFunction<[Element[], boolean?], ElementInfo[]>(`(elements, seeing) => {
  const readableName = ${READABLE_NAME};
  const isVisible = ${IS_VISIBLE};
  const isSeen = ${IS_SEEN};
  const isEnabled = ${IS_ENABLED};
  // An open modal dialog (native, or marked aria-modal) leaves the rest of the page out of reach.
  const modals = Array.from(document.querySelectorAll('dialog[open], [aria-modal="true"]')).filter((dialog) => (dialog.matches('dialog') ? dialog.matches(':modal') : isVisible(dialog)));
  const modal = modals[modals.length - 1];
  return elements.map((el) => {
    const rect = el.getBoundingClientRect();
    return {
      visible: isVisible(el),
      ...(seeing ? { seen: isSeen(el) } : {}),
      enabled: isEnabled(el),
      blocked: Boolean(modal) && !modal.contains(el),
      name: readableName(el).slice(0, 120),
      tag: el.tagName.toLowerCase(),
      inputType: el.tagName === 'INPUT' ? el.type : null,
      rect: { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height },
    };
  });
}`);

/** How many of the elements a person can see (IS_SEEN). */
export const countSeen = pageFunction<[Element[]], number>(`(elements) => {
  const isSeen = ${IS_SEEN};
  return elements.filter((el) => isSeen(el)).length;
}`);

export interface PageName {
  name: string;
  /** "button", "link", "field", "checkbox", "dropdown", "heading", "image" or "text". */
  kind: string;
}

// What a person calls an element: "button", "link", "field", "checkbox"…; null for the rest.
const KIND_OF = `(el) => {
  const role = el.getAttribute('role');
  const tag = el.tagName.toLowerCase();
  if (role === 'button' || tag === 'button' || (tag === 'input' && ['submit', 'button', 'reset'].includes(el.type))) return 'button';
  if (role === 'link' || (tag === 'a' && el.hasAttribute('href'))) return 'link';
  if (role === 'checkbox' || role === 'switch' || (tag === 'input' && el.type === 'checkbox')) return 'checkbox';
  if (role === 'radio' || (tag === 'input' && el.type === 'radio')) return 'radio button';
  if (role === 'combobox' || role === 'listbox' || tag === 'select') return 'dropdown';
  if (role === 'textbox' || role === 'searchbox' || tag === 'textarea' || tag === 'input') return 'field';
  if (role === 'tab' || role === 'menuitem' || role === 'option') return role;
  if (/^h[1-6]$/.test(tag) || role === 'heading') return 'heading';
  if (tag === 'img' || role === 'img') return 'image';
  if (tag === 'label') return 'label';
  return null;
}`;

/** The names a person can see on the page: interactive elements first, then short texts. Visible only. */
export const collectPageNames = pageFunction<[number], PageName[]>(`(limit) => {
  const readableName = ${READABLE_NAME};
  const isVisible = ${IS_VISIBLE};
  const kindOf = ${KIND_OF};
  const names = [];
  const texts = [];
  const all = document.body ? document.body.querySelectorAll('*') : [];
  for (let i = 0; i < all.length && names.length + texts.length < limit; i += 1) {
    const el = all[i];
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
    const kind = kindOf(el);
    if (kind) {
      if (!isVisible(el)) continue;
      const name = readableName(el);
      if (name) names.push({ name: name.slice(0, 80), kind });
      if (kind === 'field' && el.getAttribute('placeholder')) names.push({ name: el.getAttribute('placeholder').trim().slice(0, 80), kind });
      continue;
    }
    // Short texts of their own (not only their children's), e.g. a paragraph, a list item, a cell.
    const own = Array.from(el.childNodes).some((node) => node.nodeType === 3 && node.textContent.trim() !== '');
    if (!own || !isVisible(el)) continue;
    const text = (el.innerText || '').replace(/\\s+/g, ' ').trim();
    if (text && text.length <= 80) texts.push({ name: text, kind: 'text' });
  }
  return names.concat(texts);
}`);

/**
 * Whether an element's box hides what it holds: it clips its overflow and is a pixel or less wide or high, as text
 * kept for screen readers only and a collapsed accordion panel are. A descendant positioned out of it may still show,
 * so an element with one does not count.
 */
const HIDES_CONTENT = `(el, style = getComputedStyle(el)) => {
  const clips = (value) => value === 'hidden' || value === 'clip';
  if (!clips(style.overflowX) && !clips(style.overflowY)) return false;
  const box = el.getBoundingClientRect();
  if (box.width > 1 && box.height > 1) return false;
  return !Array.from(el.querySelectorAll('*')).some((inner) => ['absolute', 'fixed'].includes(getComputedStyle(inner).position));
}`;

/**
 * Whether a person sees the element, which Playwright's "visible" does not tell: it also counts an element that is
 * fully transparent (opacity 0, its own or an ancestor's: a faded-out toast, a closed menu waiting to fade in) or
 * inside a box that hides its content (HIDES_CONTENT).
 */
const SEEN = `(el) => {
  if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const hidesContent = ${HIDES_CONTENT};
  for (let node = el; node && node !== document.body; node = node.parentElement) {
    if (hidesContent(node)) return false;
    // Positioned out of its ancestors' boxes: their clipping may not apply to it.
    if (['absolute', 'fixed'].includes(getComputedStyle(node).position)) return true;
  }
  return true;
}`;

/** Whether a person sees any of the elements (SEEN). */
export const anySeen = pageFunction<[Element[]], boolean>(`(elements) => elements.some(${SEEN})`);

/**
 * The words a person sees on the page, whitespace collapsed: its rendered text without that of the transparent
 * elements and of the boxes that hide their content (see SEEN), which the rendered text (innerText) keeps.
 */
export const visibleText = pageFunction<[], string>(`() => {
  if (!document.body) return '';
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const hidesContent = ${HIDES_CONTENT};
  const unseen = [];
  const look = (el) => {
    const style = getComputedStyle(el);
    if (style.display === 'none') return;
    if (style.opacity === '0' || hidesContent(el, style)) {
      const words = clean(el.innerText);
      if (words) unseen.push(words);
      return;
    }
    for (const child of el.children) look(child);
  };
  look(document.body);
  let text = clean(document.body.innerText);
  // The same words seen elsewhere stay: only one occurrence goes for each unseen element.
  for (const words of unseen) {
    const at = text.indexOf(words);
    if (at >= 0) text = text.slice(0, at) + ' ' + text.slice(at + words.length);
  }
  return clean(text);
}`);

/** The kinds of place `in "X"` looks in, as placesWith tells which the page has. */
export interface PlacesWith {
  /** An element labelled X (aria-label, aria-labelledby, title, a legend or caption): a landmark, form, dialog… */
  labelled: boolean;
  /** A heading that says X, whose block is a place. */
  headed: boolean;
  /** A row that shows X (or is labelled so), its cells' words run together or not. */
  rows: boolean;
  /** A row whose text, as it runs, matches `shows`. */
  rowsShowing: boolean;
  /** A list item that shows X (or is labelled so). */
  items: boolean;
  /** A list item whose text, as it runs, matches `shows`. */
  itemsShowing: boolean;
  /** An open shadow root, whose places and words this look cannot see: then any kind of place may be there. */
  shadowRoots: boolean;
}

/**
 * Which kinds of place named or showing `words` the page could have, case, spaces and punctuation between words
 * aside. The places themselves are asked for by role, and each role goes through the whole page, most for none.
 * Light DOM only: it says when the page has shadow roots, whose places (and words inside a row) it cannot see.
 */
export const placesWith = pageFunction<[{ words: string; shows: { source: string; flags: string } }], PlacesWith>(`({ words, shows }) => {
  const showing = new RegExp(shows.source, shows.flags);
  const shown = (el) => showing.test((el.textContent || '').replace(/\\s+/g, ' ').trim());
  const compact = (text) => (text || '').replace(/\\s+/g, '').toLowerCase();
  const wanted = compact(words);
  const says = (text) => compact(text).includes(wanted);
  const textOfIds = ${TEXT_OF_IDS};
  const labelOf = (el) => (el.getAttribute('aria-label') || '') + ' ' + (el.getAttribute('title') || '') + ' ' + (el.hasAttribute('aria-labelledby') ? textOfIds(el.getAttribute('aria-labelledby')) : '');
  // A name from content holds, besides the text, the alt of the images inside and the labels of what is inside:
  // a heading that is only a logo is named by its alt.
  const inner = (el) => Array.from(el.querySelectorAll('img[alt], [aria-label], [title], [aria-labelledby]'), (child) => (child.getAttribute('alt') || '') + ' ' + labelOf(child)).join(' ');
  const named = (el) => says(el.textContent) || says(labelOf(el)) || says(inner(el));
  const any = (selector, test) => Array.from(document.querySelectorAll(selector)).some(test);
  return {
    labelled: any('[aria-label], [title], [aria-labelledby]', (el) => says(labelOf(el))) || any('legend, caption, figcaption', named),
    headed: any('h1, h2, h3, h4, h5, h6, [role="heading"]', named),
    rows: any('tr, [role="row"]', named),
    rowsShowing: any('tr, [role="row"]', shown),
    items: any('li, [role="listitem"]', named),
    itemsShowing: any('li, [role="listitem"]', shown),
    shadowRoots: any('*', (el) => el.shadowRoot !== null),
  };
}`);

/** What a look may skip (pageHas): whether the words can be anywhere, whether a name can be them, and which selectors match anything. */
export interface PageHas {
  words: boolean;
  /** Some name can be the phrase itself, in any case: false when the page has it only within longer texts. */
  named: boolean;
  /** Some name can be the phrase itself, as written: false when the page has it only in another case. */
  namedAsWritten: boolean;
  /** By index of the selectors asked: whether any element of the document or its shadow roots matches. */
  matches: boolean[];
}

/**
 * Whether the document could name anything with these words: each of them (letters and digits, case folded) is
 * somewhere in its text, in an attribute, a field's value or a generated content (::before, ::after), shadow roots
 * included, or one of `spellings` is in an attribute (a class that spells a control's action). Every name Playwright
 * works out is made of these, so when this is false no locator of the words matches. Spaces and punctuation are left
 * out on both sides, so words run together or split by a soft hyphen still count. Generated content is read from the
 * style sheets, or, when one cannot be read (another origin's) or takes an attribute's value, from each element.
 *
 * And whether a name can be `phrase` itself (spaces aside), in any case and as written: a run of whole texts spells
 * it, from the start of one to the end of another, or an attribute or a field's value is it. When not, no locator
 * that wants a name equal to the words matches, but for a name made of parts (aria-labelledby, generated content),
 * which those that want a name containing them still find. And whether each of `selectors` matches any element,
 * shadow roots included.
 */
export const pageHas = pageFunction<[{ words: string[]; phrase: string; spellings: string[]; selectors: string[] }], PageHas>(`({ words, phrase, spellings, selectors }) => {
  let roots = null;
  let elements = null;
  const gather = () => {
    roots = [document];
    elements = [];
    for (let i = 0; i < roots.length; i += 1) {
      for (const el of roots[i].querySelectorAll('*')) {
        elements.push(el);
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
  };
  const matches = selectors.map((selector) => {
    if (document.querySelector(selector)) return true;
    if (!roots) gather();
    return roots.slice(1).some((root) => root.querySelector(selector));
  });
  /** The texts of a document or shadow root, not its scripts' and style sheets' (an app's code names every word it shows). */
  const textsOf = (root) => {
    const texts = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentNode && node.parentNode.nodeName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') texts.push(node.data);
    }
    return texts;
  };
  const unspaced = (text) => String(text).replace(/\\s+/g, '');
  const wanted = unspaced(phrase);
  const wantedLower = wanted.toLowerCase();
  /** Whether a run of whole texts spells the phrase (cased: as written), from the first letter of one to the last of another. */
  const spelled = (texts, cased) => {
    const target = cased ? wanted : wantedLower;
    let joined = '';
    const starts = new Set();
    const ends = new Set();
    for (const text of texts) {
      const bare = unspaced(cased ? text : text.toLowerCase());
      if (bare === '') continue;
      starts.add(joined.length);
      joined += bare;
      ends.add(joined.length);
    }
    for (let at = joined.indexOf(target); at !== -1; at = joined.indexOf(target, at + 1)) if (starts.has(at) && ends.has(at + target.length)) return true;
    return false;
  };
  const everywhere = { words: true, named: true, namedAsWritten: true };
  const look = () => {
    // Most often the words are in the document's text, and a text is the phrase as written: no more to read.
    const documentTexts = textsOf(document);
    const lower = documentTexts.join(' ').toLowerCase();
    if (words.every((word) => lower.includes(word)) && spelled(documentTexts, true)) return everywhere;
    if (!roots) gather();
    const fold = (text) => String(text).normalize('NFKC').toUpperCase().toLowerCase().replace(/[^\\p{L}\\p{N}]+/gu, '');
    // Attributes no name, test id or class comes from, and that can be long (paths, images, styles).
    const unnamed = new Set(['style', 'd', 'points', 'src', 'srcset', 'href', 'viewbox', 'transform']);
    const texts = [...documentTexts, ...roots.slice(1).flatMap(textsOf)];
    // Attributes a name or a test id is taken from whole, and fields' values.
    const naming = new Set(['aria-label', 'title', 'alt', 'placeholder', 'aria-placeholder', 'value', 'label', 'data-testid']);
    const values = [];
    const names = [];
    for (const el of elements) {
      for (const attribute of el.attributes) {
        const name = attribute.name.toLowerCase();
        if (!unnamed.has(name)) values.push(attribute.value);
        if (naming.has(name)) names.push(attribute.value);
      }
      if ((el.localName === 'input' || el.localName === 'textarea' || el.localName === 'select') && typeof el.value === 'string') {
        values.push(el.value);
        names.push(el.value);
      }
      // The name a button input with no value of its own is given.
      const type = el.localName === 'input' && !el.hasAttribute('value') ? String(el.getAttribute('type')).toLowerCase() : '';
      if (type === 'submit' || type === 'image') names.push('Submit');
      if (type === 'reset') names.push('Reset');
    }
    const namedAsWritten = spelled(texts, true) || names.some((value) => unspaced(value) === wanted);
    const named = namedAsWritten || spelled(texts, false) || names.some((value) => unspaced(value).toLowerCase() === wantedLower);
    const foldedValues = fold(values.join(' '));
    const found = fold(texts.join(' ')) + ' ' + foldedValues;
    const missing = words.map(fold).filter((word) => !found.includes(word));
    if (missing.length === 0 || spellings.some((spelling) => foldedValues.includes(fold(spelling)))) return { words: true, named, namedAsWritten };
    const generated = [];
    const fromSheets = () => {
      const sheets = [...document.styleSheets, ...(document.adoptedStyleSheets || [])];
      for (const root of roots.slice(1)) sheets.push(...root.styleSheets, ...(root.adoptedStyleSheets || []));
      const read = (rules) => {
        for (const rule of rules) {
          if (rule.style && rule.style.content) generated.push(rule.style.content);
          if (rule.cssRules) read(rule.cssRules);
        }
      };
      try {
        for (const sheet of sheets) read(sheet.cssRules);
      } catch {
        return false;
      }
      return !generated.some((content) => content.includes('attr('));
    };
    if (!fromSheets()) {
      generated.length = 0;
      for (const el of elements) {
        for (const pseudo of ['::before', '::after']) {
          const content = getComputedStyle(el, pseudo).content;
          if (content && content !== 'none' && content !== 'normal') generated.push(content);
        }
      }
    }
    const more = fold(generated.join(' '));
    // Words only a generated content has: whether a name is them is not told apart.
    const anywhere = missing.every((word) => more.includes(word));
    return { words: anywhere, named: anywhere, namedAsWritten: anywhere };
  };
  return { ...(words.length === 0 ? everywhere : look()), matches };
}`);

/**
 * Where each element is, as a CSS path from the nearest ancestor with an id of its own (or the root): one cheap
 * query finds it again, where the locator that found it may ask every row of a large table. Null for an element in
 * a shadow root, which a path of children cannot reach.
 */
export const cssPaths = pageFunction<[Element[]], Array<string | null>>(`(elements) => elements.map((el) => {
  if (el.getRootNode() !== document) return null;
  const steps = [];
  for (let node = el; node; node = node.parentElement) {
    if (node === document.documentElement) return [':root', ...steps].join(' > ');
    if (node.id && document.querySelectorAll('#' + CSS.escape(node.id)).length === 1) return ['#' + CSS.escape(node.id), ...steps].join(' > ');
    const parent = node.parentElement;
    if (!parent) return null;
    steps.unshift(CSS.escape(node.localName) + ':nth-child(' + (Array.prototype.indexOf.call(parent.children, node) + 1) + ')');
  }
  return null;
})`);

/** Lists the options of a native select; null when the element is something else (a custom dropdown). */
export const selectOptions = pageFunction<[Element], Array<{ label: string; value: string }> | null>(`(el) =>
  el.tagName === 'SELECT' ? Array.from(el.options).map((option) => ({ label: option.label.replace(/\\s+/g, ' ').trim(), value: option.value })) : null`);

const TEXT_OF_ELEMENT = `(el) => {
  if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return el.value;
  if (el.tagName === 'SELECT') return el.selectedOptions.length ? el.selectedOptions[0].label : '';
  const text = (el.innerText || el.textContent || '').replace(/\\s+/g, ' ').trim();
  // A progress bar that writes no words says how far it is by its value: "70%" of a bar from 0 to 100.
  if (text || !(el.tagName === 'PROGRESS' || /\\bprogressbar\\b/.test(el.getAttribute('role') || ''))) return text;
  if (el.getAttribute('aria-valuetext')) return el.getAttribute('aria-valuetext').trim();
  const now = el.tagName === 'PROGRESS' ? el.position * 100 : Number(el.getAttribute('aria-valuenow'));
  const min = el.tagName === 'PROGRESS' ? 0 : Number(el.getAttribute('aria-valuemin') || 0);
  const max = el.tagName === 'PROGRESS' ? 100 : Number(el.getAttribute('aria-valuemax') || 100);
  if (!Number.isFinite(now) || el.position === -1) return '';
  return max - min === 100 ? Math.round(now - min) + '%' : String(now);
}`;

/** What "the text of" an element means: a field's value, else its visible text. */
export const textOfElement = pageFunction<[Element], string>(TEXT_OF_ELEMENT);

/**
 * What a field's own box says beside its value: the message it points to (aria-describedby,
 * aria-errormessage), and the words of the widest wrapper that holds this field alone (never its form), its
 * labels and the field's own text left out: "Required" under a Username field whose label names it not.
 */
const FIELD_MESSAGE = `(field) => {
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const pointed = [field.getAttribute('aria-errormessage'), field.getAttribute('aria-describedby')].filter(Boolean).join(' ').split(/\\s+/).filter(Boolean);
  const said = pointed.map((id) => document.getElementById(id)).filter((node) => node && node.getClientRects().length > 0).map((node) => clean(node.innerText));
  const own = (${OWN_BOX_SCRIPT})(field);
  if (own) {
    const copy = own.cloneNode(true);
    copy.querySelectorAll('label, legend, input, select, textarea, [hidden], script, style').forEach((node) => node.remove());
    // innerText of a node outside the page is its textContent: hidden parts were taken out above, the rest is read.
    const rest = clean(copy.textContent);
    if (rest && own.getClientRects().length > 0) said.push(rest);
  }
  return said.filter(Boolean).join(' ') || null;
}`;

/**
 * An element's text (textOfElement) and, when it is a label with its value ("Subtotal: $120.00", or "Subtotal" beside
 * "$120.00" in the next element, cell or definition), the value: what "the subtotal is $120.00" compares.
 */
/**
 * The text of the item an element names, when it is an item's heading or link ("Casa do Rio" on its card): the
 * nearest row, list item, article or card around it that holds no other name like it. Null for anything else.
 */
const ITEM_OF_NAME = `(el) => {
  const isName = /^H[1-6]$/.test(el.tagName) || el.getAttribute('role') === 'heading' || el.tagName === 'A';
  if (!isName) return null;
  const box = el.parentElement && el.parentElement.closest('li, article, tr, [role="row"], [role="listitem"], [role="article"], [class*="card" i], [class*="item" i], [class*="product" i]');
  if (!box || box.querySelectorAll(el.tagName).length !== 1) return null;
  return (box.innerText || '').replace(/\\s+/g, ' ').trim() || null;
}`;

export const LABELLED_VALUE = `(el, label) => {
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const text = (${TEXT_OF_ELEMENT})(el);
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return { text, labelled: null, message: (${FIELD_MESSAGE})(el) };
  const words = clean(label).toLowerCase();
  const lower = text.toLowerCase();
  const item = (${ITEM_OF_NAME})(el);
  // The value ends where the next one starts: "Item total: $49.99 — Tax: $4.00", "Total: $5 | Paid: $5".
  const ownPart = (text) => text.split(/\\s+[—–|·•]\\s+|,\\s+(?=[\\p{L}][\\p{L} ]{0,30}:)|\\s+(?=\\p{Lu}[\\p{L} ]{0,30}:\\s)/u)[0];
  const rest = (whole, at = 0) => clean(ownPart(whole.slice(at + words.length).replace(/^[\\s:\\-–—=]+/, '')));
  if (!words) return { text, labelled: null, item };
  // The label's words, as a word of their own ("Order total: $34.00" for "total", not "Subtotal: …"), then a separator.
  // Where it starts a value of its own ("— Total: $53.99"), not where it ends another label ("Item total: …").
  const found = [...lower.matchAll(new RegExp('(?<![\\\\p{L}\\\\p{N}])' + words.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&') + '(?=[\\\\s:\\\\-–—=])', 'gu'))].map((match) => match.index);
  const at = found.find((index) => /(?:^|[—–|·•,;:(])\\s*$/.test(lower.slice(0, index))) ?? found[0] ?? -1;
  if (at >= 0 && rest(text, at)) return { text, labelled: rest(text, at), item };
  if (lower.replace(/[\\s:*]+$/, '') !== words) return { text, labelled: null, item };
  // A label over its field: the field's value, whether the label names it (for) or only sits in its box.
  const fieldOf = () => {
    if (el.tagName === 'LABEL' && el.control) return el.control;
    for (let box = el.parentElement, depth = 0; box && depth < 3 && box !== document.body; box = box.parentElement, depth += 1) {
      const fields = box.querySelectorAll('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea');
      if (fields.length === 1) return fields[0];
      if (fields.length > 1) return null;
    }
    return null;
  };
  const isLabel = el.tagName === 'LABEL' || /label/i.test(typeof el.className === 'string' ? el.className : '');
  const field = isLabel ? fieldOf() : null;
  if (field) return { text, labelled: (${TEXT_OF_ELEMENT})(field), item };
  let next = el.nextElementSibling;
  if (el.tagName === 'DT') while (next && next.tagName !== 'DD') next = next.nextElementSibling;
  if (next) return { text, labelled: clean(next.innerText) || null, item };
  const whole = el.parentElement ? clean(el.parentElement.innerText) : '';
  return { text, labelled: whole.toLowerCase().startsWith(words) ? rest(whole) || null : null, item };
}`;

/** The text of each element (textOfElement). */
export const textsOfElements = pageFunction<[Element[]], string[]>(`(elements) => elements.map(${TEXT_OF_ELEMENT})`);

/**
 * The texts of the elements the page draws, even with no size: a progress bar at 0% is a bar of no width inside its
 * track, there to be read all the same.
 */
export const textsOfRendered = pageFunction<[Element[]], string[]>(`(elements) => elements.filter((el) => el.checkVisibility({ visibilityProperty: true })).map(${TEXT_OF_ELEMENT})`);

export const scrollPage = pageFunction<[string], void>(`(direction) => {
  const root = document.scrollingElement || document.documentElement;
  if (direction === 'top') window.scrollTo(0, 0);
  else if (direction === 'bottom') window.scrollTo(0, root.scrollHeight);
  else window.scrollBy(0, (direction === 'up' ? -0.8 : 0.8) * window.innerHeight);
}`);

/**
 * For each element, how deep in the page its closest common ancestor with `anchor` lies: an element in the same
 * card or row as the anchor text shares a deeper ancestor than one in the card above, however close on screen.
 */
export const sharedDepths = pageFunction<[Element[], Element], number[]>(`(elements, anchor) => {
  const ancestors = new Set();
  for (let node = anchor; node; node = node.parentNode) ancestors.add(node);
  return elements.map((element) => {
    let common = element;
    while (common && !ancestors.has(common)) common = common.parentNode;
    let depth = 0;
    for (let node = common; node; node = node.parentNode) depth += 1;
    return depth;
  });
}`);

export interface PageCandidate {
  /** What a person calls it: "button", "link", "field", "checkbox", "dropdown", "heading", "text"… */
  role: string;
  name: string;
  /** The landmark, form, dialog or titled section it sits in: 'form "Login"', 'navigation "Main"'. */
  region?: string;
  /** 2 for the second element of the same role and name, and so on. */
  nth?: number;
}

/**
 * The page as a model gets it: its visible controls and headings (role, name, region, ordinal), then a few
 * short texts, never the DOM nor what was typed into fields.
 */
export const collectCandidates = pageFunction<[number], PageCandidate[]>(`(limit) => {
  const readableName = ${READABLE_NAME};
  const isVisible = ${IS_VISIBLE};
  const kindOf = ${KIND_OF};
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const REGIONS = { nav: 'navigation', header: 'header', footer: 'footer', aside: 'sidebar', form: 'form', dialog: 'dialog', main: 'main', section: 'section', table: 'table' };
  const ROLES = { navigation: 'navigation', banner: 'header', contentinfo: 'footer', complementary: 'sidebar', form: 'form', dialog: 'dialog', alertdialog: 'dialog', main: 'main', region: 'section', menu: 'menu', table: 'table', grid: 'table' };
  const regionOf = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const kind = ROLES[node.getAttribute('role')] || REGIONS[node.tagName.toLowerCase()];
      if (!kind) continue;
      const heading = node.querySelector('h1, h2, h3, h4, legend, caption');
      const name = clean(node.getAttribute('aria-label')) || clean(heading && heading.textContent);
      if (kind === 'section' && !name) continue;
      return name ? kind + ' "' + name.slice(0, 40) + '"' : kind;
    }
    return undefined;
  };
  const candidates = [];
  const texts = [];
  const seen = new Map();
  const all = document.body ? document.body.querySelectorAll('*') : [];
  for (let i = 0; i < all.length && candidates.length < limit; i += 1) {
    const el = all[i];
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
    const kind = kindOf(el);
    if (kind && kind !== 'label') {
      if (!isVisible(el)) continue;
      const name = readableName(el).slice(0, 80);
      const key = kind + '|' + name;
      const nth = (seen.get(key) || 0) + 1;
      seen.set(key, nth);
      const candidate = { role: kind, name };
      const region = regionOf(el);
      if (region) candidate.region = region;
      if (nth > 1) candidate.nth = nth;
      candidates.push(candidate);
      continue;
    }
    if (texts.length >= limit / 4) continue;
    const own = Array.from(el.childNodes).some((node) => node.nodeType === 3 && node.textContent.trim() !== '');
    if (!own || !isVisible(el) || el.closest('button, a, label, select, option')) continue;
    const text = clean(el.innerText);
    if (text && text.length <= 80) texts.push({ role: 'text', name: text });
  }
  return candidates.concat(texts);
}`);

/** Where a pointer action presses: the box of an element that needs no scrolling, in the viewport's coordinates. */
export interface PressBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The element's box when a press at its centre reaches it as it is, else null: it is shown in the top frame's
 * viewport as one box, is enabled and not inert, and its centre hits it (or a child of it), through shadow roots.
 * What Playwright checks before a click, less "stable", which takes frames (see settledBox).
 */
const PRESSABLE_BOX = `(el) => {
  const isVisible = ${IS_VISIBLE};
  const isEnabled = ${IS_ENABLED};
  if (window !== window.top || !isVisible(el) || !isEnabled(el) || el.closest('[inert], [aria-disabled="true"]')) return null;
  const rects = el.getClientRects();
  if (rects.length !== 1) return null;
  const { x, y, width, height } = rects[0];
  if (width <= 0 || height <= 0 || x < 0 || y < 0 || x + width > window.innerWidth || y + height > window.innerHeight) return null;
  const centreX = x + width / 2;
  const centreY = y + height / 2;
  let hit = document.elementFromPoint(centreX, centreY);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(centreX, centreY);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit && (hit === el || el.contains(hit)) ? { x, y, width, height } : null;
}`;

const SAME_BOX = `(a, b) => a !== null && b !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height`;

const SETTLED_BOX = `async (elements) => {
  if (elements.length !== 1) return null;
  const pressableBox = ${PRESSABLE_BOX};
  const sameBox = ${SAME_BOX};
  const nextFrame = () => new Promise((resolve) => {
    const late = setTimeout(() => resolve(false), 100);
    requestAnimationFrame(() => { clearTimeout(late); resolve(true); });
  });
  if (!(await nextFrame())) return null;
  const first = pressableBox(elements[0]);
  if (!first || !(await nextFrame())) return null;
  const box = pressableBox(elements[0]);
  return sameBox(first, box) ? box : null;
}`;

/**
 * The one element's box (PRESSABLE_BOX) once it has held still across two animation frames, as Playwright's
 * "stable" means; null when it moved, is not pressable, or a frame did not come within 100 ms (a page not drawn).
 */
export const settledBox = pageFunction<[Element[]], Promise<PressBox | null>>(SETTLED_BOX);

/** Where the page keeps the guard of a press (guardPress) until it is asked about it (pressTaken). */
const PRESS_GUARD = `Symbol.for('verity.press-guard')`;

const GUARD_PRESS = `(elements, expected) => {
  const pressableBox = ${PRESSABLE_BOX};
  const sameBox = ${SAME_BOX};
  if (elements.length !== 1 || !sameBox(pressableBox(elements[0]), expected)) return false;
  const el = elements[0];
  const key = ${PRESS_GUARD};
  if (window[key]) window[key].remove();
  const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick', 'dblclick', 'contextmenu'];
  const guard = { reached: undefined, taken: false, remove: () => undefined };
  const listener = (event) => {
    if (!event.isTrusted) return;
    if (guard.reached === undefined) guard.reached = event.composedPath().includes(el);
    if (guard.reached) return;
    guard.taken = true;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const expiry = setTimeout(() => guard.remove(), 5000);
  guard.remove = () => {
    clearTimeout(expiry);
    for (const type of types) window.removeEventListener(type, listener, true);
    if (window[key] === guard) delete window[key];
  };
  for (const type of types) window.addEventListener(type, listener, true);
  window[key] = guard;
  return true;
}`;

/**
 * When the one element is still pressable at the same box (`expected`), sets up a guard for the press to come and
 * returns true. The guard does what Playwright's own does for a click it makes: the first event of the press that
 * lands on another element (something came over it since) is stopped, with every later one, and the press counts as
 * taken (pressTaken). It is removed when asked about, or after 5 s.
 */
export const guardPress = pageFunction<[Element[], PressBox], boolean>(GUARD_PRESS);

/** Once the one element has settled (settledBox), sets up the guard of a press at its box (guardPress): one call. */
export const guardSettled = pageFunction<[Element[]], Promise<boolean>>(`async (elements) => {
  const box = await (${SETTLED_BOX})(elements);
  return box !== null && (${GUARD_PRESS})(elements, box);
}`);

/** Whether the guarded press (guardPress) landed on another element; the guard is removed. */
export const pressTaken = pageFunction<[], boolean>(`() => {
  const guard = window[${PRESS_GUARD}];
  if (!guard) return false;
  guard.remove();
  return guard.taken;
}`);
