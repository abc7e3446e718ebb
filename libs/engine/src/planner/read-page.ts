import { type Page } from 'playwright-core';

/** What the planner knows of one control, heading or link on the page. */
export interface PageElement {
  kind: 'link' | 'button' | 'field' | 'select' | 'checkbox' | 'radio' | 'heading';
  /** The words a step names it by: accessible name, label, placeholder or visible text. */
  name: string;
  /** For fields: the input type ('text', 'email', 'password', 'search', 'textarea'…). */
  inputType?: string;
  /** For fields: name, id and autocomplete attributes, lowercased, which say what a field wants. */
  hints?: string;
  /** For links: the absolute address. */
  href?: string;
  /** Index of the form the element belongs to, in document order. */
  form?: number;
  isSubmit?: boolean;
  isRequired?: boolean;
  /** For buttons: it opens a menu or a panel (aria-haspopup, aria-expanded). */
  opensMenu?: boolean;
  /** For selects: the options' texts. */
  options?: string[];
  /**
   * For checkboxes and radios with no name of their own: `name` is the text beside them ("checkbox 1", a
   * to-do's title), so a step finds them `near` it rather than by it.
   */
  nameIsNearby?: boolean;
  /** For fields with no name of their own: `name` is their id, name or class, which the engine finds last. */
  nameIsAttribute?: boolean;
  /** The element has the keyboard focus (a field that opened for editing). */
  isFocused?: boolean;
}

export interface PageForm {
  /** aria-label, legend, or the nearest heading before it. */
  label: string;
  /** Its id, name and class as words ("coupon form"), lowercased: what "submit the coupon form" may name it by. */
  hints?: string;
  method: string;
  /** The absolute address it submits to, when it says one. */
  action: string | null;
}

export interface PageSnapshot {
  url: string;
  title: string;
  elements: PageElement[];
  forms: PageForm[];
  /** Hidden status messages (a success text shown after submitting), worth checking for afterwards. */
  messages: string[];
}

/**
 * Reads the visible links, buttons, fields and headings with the names a step would use for them. The code
 * runs in the page and is kept as JavaScript source: Playwright ships a function by its text, and tsx or swc
 * would add helpers (`__name`…) to a TypeScript function that do not exist in the page.
 */
export async function readPage(page: Page, limit = 300): Promise<PageSnapshot> {
  return (await page.evaluate(`(${READ_PAGE})(${Number(limit)})`)) as PageSnapshot;
}

const READ_PAGE = String.raw`(limit) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const isVisible = (element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // Label text without the text of the controls inside it (a select's options, an input's value).
  const textOf = (element) => {
    const copy = element.cloneNode(true);
    copy.querySelectorAll('input, select, textarea, button, [aria-hidden="true"]').forEach((inner) => inner.remove());
    return clean(copy.textContent);
  };
  const labelledBy = (element) => clean((element.getAttribute('aria-labelledby') || '').split(/\s+/)
    .map((id) => (id && document.getElementById(id) ? document.getElementById(id).textContent : '')).join(' '));
  const ariaName = (element) => labelledBy(element) || clean(element.getAttribute('aria-label'));
  // A dialog with fields and no <form> of its own (a framework's "New contact" modal) is a form too.
  const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';
  const forms = Array.from(document.forms).concat(
    Array.from(document.querySelectorAll(DIALOG)).filter((dialog) => !dialog.closest('form') && !dialog.querySelector('form') && dialog.querySelector('input, select, textarea') && isVisible(dialog)),
  );
  const formOf = (element) => {
    const form = element.form || element.closest('form') || element.closest(DIALOG);
    const index = form ? forms.indexOf(form) : -1;
    return index >= 0 ? index : undefined;
  };
  const HEADING = 'h1, h2, h3, h4, [role="heading"]';
  const headingBefore = (start) => {
    for (let node = start; node && node !== document.body; node = node.parentElement) {
      for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
        const heading = sibling.matches(HEADING) ? sibling : sibling.querySelector(HEADING);
        if (heading) return clean(heading.textContent);
      }
    }
    return '';
  };

  // The text right after an unnamed checkbox ("<input type=checkbox> checkbox 1", a to-do's <label> sibling).
  const besideText = (element) => {
    for (let node = element.nextSibling; node; node = node.nextSibling) {
      if (node.nodeType === 3 && clean(node.textContent)) return clean(node.textContent).slice(0, 60);
      if (node.nodeType === 1) {
        if (node.matches('input, select, textarea, button, br')) return '';
        const text = clean(node.textContent);
        if (text) return text.slice(0, 60);
      }
    }
    return '';
  };
  const elements = [];
  const add = (element) => {
    if (element.name && element.name.length <= 80 && elements.length < limit) elements.push(element);
  };
  const selector = 'a[href], [role="link"], button, input, select, textarea, [role="button"], [role="checkbox"], [role="textbox"], h1, h2, h3, [role="heading"]';
  for (const element of Array.from(document.querySelectorAll(selector))) {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute('role');
    // Styled checkboxes often hide the input itself behind their label: keep those.
    const isBox = tag === 'input' && /^(?:checkbox|radio)$/.test(element.type);
    if (!isVisible(element) && !isBox) continue;
    if (element.disabled || element.closest('[aria-hidden="true"], [inert]')) continue;
    const form = formOf(element);
    if (/^h[1-3]$/.test(tag) || role === 'heading') {
      add({ kind: 'heading', name: ariaName(element) || clean(element.textContent) });
    } else if (tag === 'button' || role === 'button' || (tag === 'input' && /^(?:submit|button|image)$/.test(element.type))) {
      const image = element.querySelector('img[alt]');
      const name = ariaName(element) || clean(element.innerText) || (tag === 'input' ? clean(element.value) : '') || clean(element.getAttribute('title')) || clean(image && image.getAttribute('alt'));
      const type = (element.getAttribute('type') || (tag === 'button' ? 'submit' : '')).toLowerCase();
      const opensMenu = element.hasAttribute('aria-haspopup') || element.hasAttribute('aria-expanded') || undefined;
      add({ kind: 'button', name, form, isSubmit: form !== undefined && (type === 'submit' || type === 'image'), href: tag === 'a' && element.href ? element.href : undefined, opensMenu });
    } else if (tag === 'a' || role === 'link') {
      const image = element.querySelector('img[alt]');
      add({ kind: 'link', name: ariaName(element) || clean(element.innerText) || clean(image && image.getAttribute('alt')) || clean(element.getAttribute('title')), href: element.href || undefined });
    } else if (tag === 'input' || tag === 'select' || tag === 'textarea' || role === 'checkbox' || role === 'textbox') {
      const type = tag === 'input' ? element.type : tag === 'select' ? 'select' : role === 'checkbox' ? 'checkbox' : 'textarea';
      if (/^(?:hidden|file|range|color|reset)$/.test(type) || element.readOnly) continue;
      const label = Array.from(element.labels || []).map(textOf).find(Boolean);
      const ownName = ariaName(element) || label || clean(element.getAttribute('placeholder')) || clean(element.getAttribute('title'));
      const hints = clean([element.getAttribute('name'), element.id, element.getAttribute('autocomplete')].filter(Boolean).join(' ')).toLowerCase();
      // A field with no name is still found by its id or name attribute (the engine looks there last).
      const classWord = (Array.from(element.classList).find((word) => /^[a-z][a-z_-]{2,}$/i.test(word)) || '');
      const name = ownName || (type === 'checkbox' || type === 'radio' ? '' : clean(element.id || element.getAttribute('name') || classWord));
      const base = { name, form, hints, isRequired: Boolean(element.required) || element.getAttribute('aria-required') === 'true', nameIsAttribute: (!ownName && Boolean(name)) || undefined, isFocused: element === document.activeElement || undefined };
      const nearby = !ownName && (type === 'checkbox' || type === 'radio') ? besideText(element) : '';
      if (type === 'checkbox') add(nearby ? { ...base, name: nearby, kind: 'checkbox', nameIsNearby: true } : { ...base, kind: 'checkbox' });
      else if (type === 'radio') add(nearby ? { ...base, name: nearby, kind: 'radio', nameIsNearby: true } : { ...base, kind: 'radio' });
      else if (tag === 'select') {
        const options = Array.from(element.options).filter((option) => !option.disabled && option.value !== '').map((option) => clean(option.text)).filter(Boolean);
        add({ ...base, kind: 'select', inputType: 'select', options });
      } else add({ ...base, kind: 'field', inputType: type });
    }
  }

  const messages = Array.from(document.querySelectorAll('[role="status"], [role="alert"], [aria-live], .success, .alert, .notice, [hidden]'))
    .filter((element) => !isVisible(element))
    .map((element) => clean(element.textContent))
    .filter((text) => text.length > 0 && text.length <= 120);

  return {
    url: location.href,
    title: clean(document.title),
    elements,
    forms: forms.map((form) => {
      const legend = form.querySelector('legend');
      const heading = form.querySelector(HEADING);
      return {
        label: ariaName(form) || clean(legend && legend.textContent) || clean(heading && heading.textContent) || headingBefore(form),
        hints: clean([form.id, form.getAttribute('name'), form.getAttribute('class')].join(' ').replace(/[-_]+/g, ' ')).toLowerCase(),
        method: (form.getAttribute('method') || 'get').toLowerCase(),
        action: form.tagName === 'FORM' && form.hasAttribute('action') ? form.action : null,
      };
    }),
    messages: Array.from(new Set(messages)),
  };
}`;
