import { UsageError } from '../cli-error';
import { makeFolder } from '../testing/fixtures';
import { resolveFolder } from './resolve-folder';

const smoke = makeFolder('f-smoke', 'Smoke');
const checkout = makeFolder('f-checkout', 'Checkout');
const checkoutOld = makeFolder('f-checkout-old', 'checkout ');
const archived = makeFolder('f-archived', 'Archived', '2026-02-01T00:00:00.000Z');

function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error('the folder was resolved');
}

describe('resolveFolder', () => {
  it('finds a folder by id', () => {
    expect(resolveFolder('f-checkout', [smoke, checkout])).toBe(checkout);
  });

  it('finds a folder by its name in any case', () => {
    expect(resolveFolder('SMOKE', [smoke, checkout])).toBe(smoke);
  });

  it('refuses an unknown name, listing the folders not deleted', () => {
    expect(usageMessage(() => resolveFolder('Regression', [smoke, checkout, archived]))).toBe(
      'No folder is called "Regression" or has that id.\nYour folders:\n  Smoke  (f-smoke)\n  Checkout  (f-checkout)',
    );
  });

  it('refuses an ambiguous name, listing the folders it could mean', () => {
    expect(usageMessage(() => resolveFolder('checkout', [smoke, checkout, checkoutOld]))).toBe(
      '2 folders are called "checkout": pass the id of the one you mean.\nYour folders:\n  Checkout  (f-checkout)\n  checkout   (f-checkout-old)',
    );
  });

  it('does not find a deleted folder, by name or id', () => {
    expect(usageMessage(() => resolveFolder('Archived', [smoke, archived]))).toContain('No folder is called "Archived"');
    expect(usageMessage(() => resolveFolder('f-archived', [smoke, archived]))).toContain('No folder is called "f-archived"');
  });

  it('says when there are no folders at all', () => {
    expect(usageMessage(() => resolveFolder('Smoke', []))).toBe('No folder is called "Smoke" or has that id.\nYou have no folders yet.');
  });
});
