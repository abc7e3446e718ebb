import { type Assertion } from './ast';
import { exportPlaywrightSpec } from './export/export-playwright-spec';
import { formatStep } from './format-step';
import { parseStep } from './parse-step';
import { holdsValueKind, valueKindOf, type ValueKind } from './value-kinds';

const assertionOf = (line: string): Assertion => {
  const parsed = parseStep(line, 0);
  if (!parsed.ok || parsed.step?.kind !== 'assert') throw new Error(`${line}: ${JSON.stringify(parsed)}`);
  return parsed.step.assertion;
};

describe('a value named by its kind', () => {
  it.each<[string, ValueKind | null]>([
    ['the copyright', 'copyright'],
    ['a copyright notice', 'copyright'],
    ['the Copyright line', 'copyright'],
    ['the current year', 'current-year'],
    ['this year', 'current-year'],
    ['an email address', 'email'],
    ['the support email', 'email'],
    ['a valid e-mail', 'email'],
    ['a phone number', 'phone'],
    ['the telephone number', 'phone'],
    ['a price', 'price'],
    ['an amount', 'price'],
    ['a date', 'date'],
    ['a time', 'time'],
    ['a number', 'number'],
    ['a web address', 'web-address'],
    ['a URL', 'web-address'],
    ['a link', null],
    // The words of a value, or an element named: not a kind.
    ['the price', null],
    ['the date', null],
    ['Email address', null],
    ['Order number', null],
    ['copyright 2026 Acme', null],
  ])('reads %j as %j', (words, kind) => {
    expect(valueKindOf(words)).toBe(kind);
  });

  it.each<[ValueKind, string[], string[]]>([
    ['copyright', ['© 2026 Acme Inc.', 'Copyright 2026 Acme', '(c) Acme'], ['All rights reserved', 'Acme Inc.']],
    ['email', ['Write to help@northwind.example.', 'ada.lovelace+news@mail.co.uk'], ['help at northwind', '@northwind', 'Email us']],
    ['phone', ['Call +1 (555) 010-4477', '020 7946 0018', '555.010.4477'], ['Order 10492', 'Open 9–5', '2026-11-29']],
    ['price', ['Total: $49.00', '1.299,00 €', '€ 12', '20 dollars'], ['Free shipping', '3 items', 'Order 10492']],
    ['date', ['Placed on 2026-11-29', '11/29/2026', 'Nov 29, 2026', '29 November 2026'], ['3 items', 'in 3 days', 'Today']],
    ['time', ['Opens at 9:30', 'at 2 PM'], ['Room 12', '3 items']],
    ['number', ['3 items'], ['No items']],
    ['web-address', ['See https://northwind.example/help', 'www.northwind.example'], ['northwind dot example']],
  ])('finds text of the kind %s', (kind, holding, notHolding) => {
    expect(holding.filter((text) => !holdsValueKind(text, kind))).toEqual([]);
    expect(notHolding.filter((text) => holdsValueKind(text, kind))).toEqual([]);
  });

  it('takes the year the check runs in as the current year', () => {
    const today = new Date(2027, 0, 2);
    expect(holdsValueKind('© 2027 Northwind', 'current-year', today)).toBe(true);
    expect(holdsValueKind('© 2026 Northwind', 'current-year', today)).toBe(false);
    expect(holdsValueKind('Order 120270', 'current-year', today)).toBe(false);
  });
});

describe('checks of a kind of value, as people write them', () => {
  it.each<[string, Assertion]>([
    ['Verify the footer contains the copyright', { type: 'field-value', target: { text: 'footer' }, value: 'the copyright notice', negated: false, mode: 'contains', kind: 'copyright' }],
    ['Check that the footer shows the current year', { type: 'field-value', target: { text: 'footer' }, value: 'the current year', negated: false, mode: 'contains', kind: 'current-year' }],
    ['Check that the footer has a phone number', { type: 'field-value', target: { text: 'footer' }, value: 'a phone number', negated: false, mode: 'contains', kind: 'phone' }],
    ['Check that the footer has no email address', { type: 'field-value', target: { text: 'footer' }, value: 'an email address', negated: true, mode: 'contains', kind: 'email' }],
    ['Check that the order total shows a price', { type: 'field-value', target: { text: 'order total' }, value: 'a price', negated: false, mode: 'contains', kind: 'price' }],
    ['Check that the page shows an email address', { type: 'page-text', text: 'an email address', negated: false, kind: 'email' }],
    ['Check that every cell of the Email column contains an email address', { type: 'field-value', target: { text: 'Email column' }, value: 'an email address', negated: false, mode: 'contains', among: 'every-cell', kind: 'email' }],
    ['I should see a price', { type: 'page-text', text: 'a price', negated: false, kind: 'price' }],
    ['Check that the page does not show a phone number', { type: 'page-text', text: 'a phone number', negated: true, kind: 'phone' }],
    // Quoted, the words are the words.
    ['Check that the page shows "email address"', { type: 'page-text', text: 'email address', negated: false }],
    ['Check that the footer contains "Copyright"', { type: 'field-value', target: { text: 'footer' }, value: 'Copyright', negated: false, mode: 'contains' }],
    // "the price" is an element of the page.
    ['Check that the price is shown', { type: 'element-state', target: { text: 'price' }, state: 'visible' }],
  ])('%s', (line, assertion) => {
    expect(assertionOf(line)).toEqual(assertion);
  });

  it('writes them back in words that read as the same kind', () => {
    for (const line of ['Verify the footer contains the copyright', 'Check that the page does not show an email address', 'Check that the footer has no web address', 'Check that every cell of the Email column contains an email address']) {
      const parsed = parseStep(line, 0);
      const written = parsed.ok && parsed.step?.kind === 'assert' ? formatStep(parsed.step) : '';
      expect({ written, assertion: assertionOf(written) }).toEqual({ written, assertion: assertionOf(line) });
    }
  });

  it('exports them as a pattern of the kind, the current year worked out when the spec runs', () => {
    const instructions = ['Open /', 'Verify the footer contains the copyright', 'Check that the footer shows the current year', 'Check that the page does not show an email address'];
    const { source } = exportPlaywrightSpec({ id: 'kinds', configuration: { name: 'kinds', base_url: 'https://shop.example/', instructions } });
    expect(source).toContain(`.toContainText(new RegExp('©|\\\\(c\\\\)|copyright', 'i'));`);
    expect(source).toContain('.toContainText(new RegExp(`\\\\b${new Date().getFullYear()}\\\\b`));');
    expect(source).toContain(`await expect(page.locator('body')).not.toContainText(new RegExp('[\\\\w.+-]+@[\\\\w-]+(?:\\\\.[\\\\w-]+)+', 'i'), { useInnerText: true });`);
    const column = exportPlaywrightSpec({ id: 'column', configuration: { name: 'column', base_url: 'https://crm.example/', instructions: ['Check that every cell of the Email column contains an email address'] } }).source;
    expect(column).toContain(`columnHolds(page, { column: 'Email', value: 'an email address', mode: 'contains', every: true, pattern: new RegExp('[\\\\w.+-]+@[\\\\w-]+(?:\\\\.[\\\\w-]+)+', 'i') })`);
  });
});
