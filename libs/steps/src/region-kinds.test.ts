import { isErrorKind, isMessageKind, regionKindLocators } from './region-kinds';

describe('isMessageKind', () => {
  it.each([['the error message'], ['toast'], ['success message'], ['alert']])('knows %j as a message', (words) => {
    expect(isMessageKind(words)).toBe(true);
  });

  it.each([['popup'], ['table'], ['header'], ['Cart']])('knows %j as no message', (words) => {
    expect(isMessageKind(words)).toBe(false);
  });
});

describe('regionKindLocators', () => {
  it.each([
    ['header', [{ role: 'banner' }, { css: 'header' }]],
    ['the Header', [{ role: 'banner' }, { css: 'header' }]],
    ['modal', [{ role: 'dialog' }, { role: 'alertdialog' }]],
    ['nav  bar', [{ role: 'navigation' }]],
    ['table', [{ role: 'table' }, { role: 'grid' }]],
    ['form', [{ css: 'form' }]],
  ])('finds %j by its landmark role and its element', (words, locators) => {
    expect(regionKindLocators(words)).toEqual(locators);
  });

  it('names no kind for other words', () => {
    expect(regionKindLocators('Cart')).toBeUndefined();
    expect(regionKindLocators('header image')).toBeUndefined();
  });

  it('reads a kind that is also a usual name of a field or button as that name', () => {
    expect(regionKindLocators('Content', { toRead: true })).toBeUndefined();
    expect(regionKindLocators('menu', { toRead: true })).toBeUndefined();
    expect(regionKindLocators('content')).toEqual([{ role: 'main' }]);
    expect(regionKindLocators('dialog', { toRead: true })).toEqual([{ role: 'dialog' }, { role: 'alertdialog' }]);
  });

  it('knows an error by its alert role or a class or test id that says error, never a control or a form', () => {
    const [alert, notice] = regionKindLocators('the error message') ?? [];
    expect(alert).toEqual({ role: 'alert' });
    expect(notice && 'css' in notice ? notice.css : '').toMatch(/\[data-test\*="error" i\].*:not\(button, a, input/);
    expect(isErrorKind('Error')).toBe(true);
    expect(isErrorKind('error alert')).toBe(true);
    expect(isErrorKind('success message')).toBe(false);
    expect(isErrorKind('errors')).toBe(false);
  });
});
