import { type ElementRole } from './ast';

/** Words a step may use for a kind of element, singular and plural, longest first when matched. */
const ROLE_WORDS: Record<ElementRole, string[]> = {
  button: ['button', 'buttons', 'btn'],
  link: ['link', 'links', 'hyperlink', 'hyperlinks'],
  textbox: ['text box', 'text boxes', 'textbox', 'textboxes', 'text field', 'text fields', 'text area', 'textarea', 'text input'],
  checkbox: ['checkbox', 'checkboxes', 'check box', 'check boxes', 'tickbox', 'tick box'],
  radio: ['radio button', 'radio buttons', 'radio', 'radios', 'option button'],
  combobox: ['dropdown', 'dropdowns', 'drop-down', 'drop down', 'dropdown list', 'drop-down list', 'dropdown menu', 'select box', 'select', 'combobox', 'combo box', 'picker'],
  option: ['option', 'options'],
  heading: ['heading', 'headings', 'headline', 'title heading', 'h1', 'h2', 'h3', 'h4'],
  image: ['image', 'images', 'img', 'picture', 'pictures', 'photo', 'photos'],
  tab: ['tab', 'tabs'],
  menuitem: ['menu item', 'menu items', 'menuitem', 'menu option', 'menu entry'],
  switch: ['switch', 'switches', 'toggle', 'toggles'],
  listitem: ['list item', 'list items'],
  row: ['row', 'rows'],
  cell: ['cell', 'cells'],
  columnheader: ['column header', 'column headers', 'column heading', 'column headings', 'column title', 'table header', 'table headers', 'header cell'],
  slider: ['slider', 'sliders', 'range slider'],
  progressbar: ['progress bar', 'progress bars', 'progressbar', 'progress indicator', 'loading bar'],
  dialog: ['dialog', 'dialogs', 'dialog box', 'modal', 'popup', 'pop-up'],
};

/** How a role is written back in a formatted step. */
export const ROLE_DISPLAY: Record<ElementRole, string> = {
  button: 'button',
  link: 'link',
  textbox: 'text box',
  checkbox: 'checkbox',
  radio: 'radio button',
  combobox: 'dropdown',
  option: 'option',
  heading: 'heading',
  image: 'image',
  tab: 'tab',
  menuitem: 'menu item',
  switch: 'switch',
  listitem: 'list item',
  row: 'row',
  cell: 'cell',
  columnheader: 'column header',
  slider: 'slider',
  progressbar: 'progress bar',
  dialog: 'dialog',
};

const ROLE_BY_WORD = new Map<string, ElementRole>(
  Object.entries(ROLE_WORDS).flatMap(([role, words]) => words.map((word) => [word, role as ElementRole] as const)),
);

/** Words that say "an element" without saying which kind: dropped from the name, no role set. */
const GENERIC_WORDS = [
  'element', 'elements', 'item', 'items', 'text', 'label', 'field', 'fields', 'input', 'input field', 'entry',
  'box', 'control', 'icon', 'menu', 'message', 'area', 'section', 'card', 'tile', 'panel', 'thing', 'one', 'ones',
  'badge', 'counter', 'chip', 'pill', 'tag', 'indicator', 'notification', 'alert', 'toast', 'tooltip', 'banner',
  'widget', 'bubble', 'popover', 'paragraph', 'caption', 'avatar', 'spinner', 'loader', 'placeholder', 'value',
  'messages', 'cards', 'entries', 'icons', 'tags', 'chips', 'badges', 'alerts', 'notifications', 'tiles', 'labels',
  'inputs', 'panels', 'sections', 'controls', 'texts', 'module', 'modules',
];

/** Words that name a region a step scopes to: `in the "Cart" dialog`, `inside the "Billing" section`. */
const REGION_WORDS = [
  'dialog', 'dialog box', 'modal', 'popup', 'pop-up', 'section', 'form', 'panel', 'region', 'area', 'card', 'box',
  'menu', 'list', 'table', 'row', 'column', 'sidebar', 'header', 'footer', 'toolbar', 'navigation', 'nav', 'bar',
  'banner', 'container', 'group', 'fieldset', 'tab', 'window', 'page', 'frame', 'block', 'widget', 'item', 'cell',
];

const byLength = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&').replace(/ /g, '\\s+');
export const ROLE_PATTERN = byLength(ROLE_BY_WORD.keys()).map(escape).join('|');
export const GENERIC_PATTERN = byLength(GENERIC_WORDS).map(escape).join('|');
export const REGION_PATTERN = byLength(REGION_WORDS).map(escape).join('|');

export function roleOf(word: string): ElementRole | undefined {
  return ROLE_BY_WORD.get(word.toLowerCase().replace(/\s+/g, ' '));
}

const NUMBER_WORDS: Record<string, number> = {
  no: 0, zero: 0, none: 0, a: 1, an: 1, one: 1, 'a single': 1, single: 1, once: 1, two: 2, twice: 2, 'a couple of': 2,
  three: 3, thrice: 3, 'a few': 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, fifteen: 15, twenty: 20, thirty: 30, sixty: 60,
};
/** Numbers as digits or words; "a"/"an" only where a number is expected ("wait a second"). */
export const NUMBER_PATTERN = `\\d+(?:\\.\\d+)?|${byLength(Object.keys(NUMBER_WORDS)).map(escape).join('|')}`;

export function numberOf(text: string): number | undefined {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  last: -1, 'second to last': -2, 'second-to-last': -2, 'second last': -2, 'second-last': -2, penultimate: -2,
};
export const ORDINAL_PATTERN = `\\d+(?:st|nd|rd|th)|#\\d+|${byLength(Object.keys(ORDINAL_WORDS)).map(escape).join('|')}`;

export function ordinalOf(text: string): number | undefined {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const digits = /^#?(\d+)(?:st|nd|rd|th)?$/.exec(word);
  if (digits) return Number(digits[1]) || undefined;
  return ORDINAL_WORDS[word];
}

export function ordinalWord(nth: number): string {
  if (nth === -1) return 'last';
  if (nth === -2) return 'second to last';
  const tens = nth % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[nth % 10] ?? 'th';
  return `${nth}${suffix}`;
}

const KEY_NAMES: Record<string, string> = {
  enter: 'Enter', return: 'Enter', tab: 'Tab', escape: 'Escape', esc: 'Escape', space: 'Space', spacebar: 'Space',
  'space bar': 'Space', backspace: 'Backspace', 'back space': 'Backspace', delete: 'Delete', del: 'Delete',
  insert: 'Insert', home: 'Home', end: 'End', pageup: 'PageUp', 'page up': 'PageUp', pgup: 'PageUp',
  pagedown: 'PageDown', 'page down': 'PageDown', pgdn: 'PageDown',
  arrowup: 'ArrowUp', 'arrow up': 'ArrowUp', 'up arrow': 'ArrowUp', arrowdown: 'ArrowDown', 'arrow down': 'ArrowDown',
  'down arrow': 'ArrowDown', arrowleft: 'ArrowLeft', 'arrow left': 'ArrowLeft', 'left arrow': 'ArrowLeft',
  arrowright: 'ArrowRight', 'arrow right': 'ArrowRight', 'right arrow': 'ArrowRight',
};
const MODIFIERS: Record<string, string> = {
  ctrl: 'Control', control: 'Control', cmd: 'Meta', command: 'Meta', meta: 'Meta', win: 'Meta', super: 'Meta',
  alt: 'Alt', option: 'Alt', opt: 'Alt', shift: 'Shift', controlormeta: 'ControlOrMeta', mod: 'ControlOrMeta',
};
for (let n = 1; n <= 12; n += 1) KEY_NAMES[`f${n}`] = `F${n}`;

/**
 * A key or chord in Playwright's spelling ("enter" → "Enter", "ctrl+a" → "Control+A", "down arrow" →
 * "ArrowDown"), or undefined when the words are not a key. A lone letter counts only when quoted: an
 * unquoted `Press A` reads like the name of a button.
 */
export function keyOf(text: string, isQuoted: boolean): string | undefined {
  const words = text.trim().toLowerCase().replace(/\s+key$/, '').replace(/\s+/g, ' ');
  if (!words) return undefined;
  const whole = KEY_NAMES[words];
  if (whole) return whole;
  if (isQuoted && /^[a-z0-9]$/.test(words)) return text.trim();
  const parts = words.split(/\s*\+\s*|\s+|-(?=.)/);
  if (parts.length < 2) return undefined;
  const modifiers = parts.slice(0, -1).map((part) => MODIFIERS[part]);
  if (modifiers.some((modifier) => !modifier)) return undefined;
  const last = parts[parts.length - 1] as string;
  const key = KEY_NAMES[last] ?? MODIFIERS[last] ?? (/^[a-z0-9]$/.test(last) ? last.toUpperCase() : /^[\x21-\x7e]$/.test(last) ? last : undefined);
  return key ? [...modifiers, key].join('+') : undefined;
}
