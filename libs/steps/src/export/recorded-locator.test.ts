import { locatorOnPage } from './recorded-locator';

describe('locatorOnPage', () => {
  it.each([
    ["getByRole('button', { name: 'Sign in', exact: true })", "page.getByRole('button', { name: 'Sign in', exact: true })"],
    ["getByRole('button', { name: /\\bSign in\\b/i }).nth(2)", "page.getByRole('button', { name: /\\bSign in\\b/i }).nth(2)"],
    ["getByRole('checkbox').nth(-1)", "page.getByRole('checkbox').nth(-1)"],
    ["getByText(/\\bWelcome\\b/i).visible()", "page.getByText(/\\bWelcome\\b/i).filter({ visible: true })"],
    [
      "getByRole('dialog', { name: /^Cart$/i }).or(getByRole('form', { name: /^Cart$/i })).getByRole('button', { name: 'Delete', exact: true })",
      "page.getByRole('dialog', { name: /^Cart$/i }).or(page.getByRole('form', { name: /^Cart$/i })).getByRole('button', { name: 'Delete', exact: true })",
    ],
    [
      "locator('fieldset').filter({ has: locator('legend').filter({ hasText: /^Cart$/i }) })",
      "page.locator('fieldset').filter({ has: page.locator('legend').filter({ hasText: /^Cart$/i }) })",
    ],
    ["getByRole('heading', { name: /^Cart$/i }).locator('..')", "page.getByRole('heading', { name: /^Cart$/i }).locator('..')"],
    ["getByText('it\\'s \"q\" getByRole(', { exact: true })", "page.getByText('it\\'s \"q\" getByRole(', { exact: true })"],
    ["getByRole('button', { name: /^[^\\p{L}\\p{N}]*é[a-z/]*$/iu })", "page.getByRole('button', { name: /^[^\\p{L}\\p{N}]*é[a-z/]*$/iu })"],
  ])('writes %s on the page', (recorded, code) => {
    expect(locatorOnPage(recorded)).toBe(code);
  });

  it.each([
    ["getByRole('button'); process.exit(1)"],
    ["getByRole('button').click()"],
    ["getByText(`${process.env.SECRET}`)"],
    ["getByRole('button', { name: 'unclosed })"],
    ["getByRole('button', { name: require('fs') })"],
    ["page.getByRole('button')"],
    [''],
  ])('refuses %s, which is not plainly a locator', (recorded) => {
    expect(locatorOnPage(recorded)).toBeNull();
  });
});
