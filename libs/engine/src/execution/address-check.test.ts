import { type Step } from '@verity/steps';
import { LastActionAddress, sameAddress } from './address-check';

describe('sameAddress', () => {
  it.each([
    ['https://shop.test/login', 'https://shop.test/login', true, true],
    ['https://shop.test/login/', 'https://shop.test/login', true, true],
    ['https://shop.test/login?error=1', 'https://shop.test/login', false, true],
    ['https://shop.test/login#top', 'https://shop.test/login', false, true],
    ['https://shop.test/#/dashboard', 'https://shop.test/#/login', false, false],
    ['https://shop.test/#!/cart', 'https://shop.test/#!/cart', true, true],
    ['https://shop.test/dashboard', 'https://shop.test/login', false, false],
    ['https://other.test/login', 'https://shop.test/login', false, false],
  ])('%s after %s: the same URL %s, the same page %s', (actual, before, sameUrl, samePage) => {
    expect({ url: sameAddress(actual, before, 'url'), page: sameAddress(actual, before, 'page') }).toEqual({ url: sameUrl, page: samePage });
  });
});

describe('LastActionAddress', () => {
  const step = (kind: Step['kind']) => ({ kind }) as Step;
  const walk = (steps: Array<[Step['kind'], string, string]>) => {
    const kept = new LastActionAddress();
    for (const [kind, before, after] of steps) {
      kept.begin(step(kind), before);
      kept.end(step(kind), after);
    }
    return kept.last?.address;
  };

  it('keeps where an action began, and where a page load arrived', () => {
    expect(walk([['navigate', 'about:blank', 'https://a.test/login']])).toBe('https://a.test/login');
    expect(walk([['navigate', 'about:blank', 'https://a.test/login'], ['click', 'https://a.test/login', 'https://a.test/home']])).toBe('https://a.test/login');
    expect(walk([['click', 'https://a.test/login', 'https://a.test/home'], ['reload', 'https://a.test/home', 'https://a.test/home']])).toBe('https://a.test/home');
  });

  it('is not moved by a wait, a stored value or a check after the action', () => {
    const after = (kind: Step['kind']) => walk([['click', 'https://a.test/login', 'https://a.test/login'], [kind, 'https://a.test/home', 'https://a.test/home']]);
    expect([after('wait'), after('store-text'), after('assert'), after('wait-for')]).toEqual(Array(4).fill('https://a.test/login'));
  });

  it('has nothing before the first step', () => {
    expect(new LastActionAddress().last).toBeUndefined();
  });
});
