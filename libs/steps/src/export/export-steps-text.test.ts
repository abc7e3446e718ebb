import { exportStepsText, fileNameSlug } from './export-steps-text';

describe('exportStepsText', () => {
  it('writes the steps one per line under a comment header, in a file named after the test', () => {
    expect(exportStepsText({ name: 'Sign in (EU)', base_url: 'https://shop.example', instructions: ['Open /login', 'Click "Sign in"'] })).toEqual({
      fileName: 'sign-in-eu-steps.txt',
      content: '# Sign in (EU)\n# Base URL: https://shop.example\nOpen /login\nClick "Sign in"\n',
    });
  });
});

describe('fileNameSlug', () => {
  it.each([
    ['Checkout: pay by card', 'checkout-pay-by-card'],
    ['Café crème', 'cafe-creme'],
    ['!!!', 'test'],
    ['a'.repeat(59) + ' b', 'a'.repeat(59)],
  ])('%s → %s', (name, slug) => {
    expect(fileNameSlug(name)).toBe(slug);
  });
});
