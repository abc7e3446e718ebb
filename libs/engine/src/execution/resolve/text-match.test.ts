import { closestNames, compact, editDistance, similarity, tierMatcher } from './text-match';

const matches = (tier: Parameters<typeof tierMatcher>[1], wanted: string, name: string): boolean => {
  const matcher = tierMatcher(wanted, tier);
  if (!matcher) return false;
  return typeof matcher.name === 'string' ? matcher.name === name : matcher.name.test(name);
};

describe('tierMatcher', () => {
  it('exact keeps the words as written', () => {
    expect(tierMatcher('  Sign   in ', 'exact')).toEqual({ name: 'Sign in', exact: true });
  });

  it('case-insensitive matches the whole name in any case', () => {
    expect(matches('case-insensitive', 'Sign in', 'SIGN IN')).toBe(true);
    expect(matches('case-insensitive', 'Sign in', 'Sign in now')).toBe(false);
    expect(String(tierMatcher('Sign in', 'case-insensitive')?.name)).toBe('/^Sign in$/i');
  });

  it('contains matches whole words only', () => {
    expect(matches('contains', 'Sign in', 'Sign in with Google')).toBe(true);
    expect(matches('contains', 'in', 'Login')).toBe(false);
    expect(matches('contains', '5 items', '15 items')).toBe(false);
    expect(matches('contains', '$10', 'Total: $10 today')).toBe(true);
    expect(matches('contains', 'Café', 'Le Café Noir')).toBe(true);
  });

  it('loose ignores punctuation and spacing, not letters', () => {
    expect(matches('loose', 'Log in', 'Login')).toBe(true);
    expect(matches('loose', 'e-mail', 'Email')).toBe(true);
    expect(matches('loose', 'Sign in', 'Sign up')).toBe(false);
    expect(tierMatcher('ok', 'loose')).toBeNull();
  });

  it('words needs every word, in any order', () => {
    expect(matches('words', 'email address', 'Address (email)')).toBe(true);
    expect(matches('words', 'email address', 'Email')).toBe(false);
    expect(tierMatcher('Email', 'words')).toBeNull();
  });

  it('escapes characters that mean something in a pattern', () => {
    expect(matches('case-insensitive', 'Price (USD) [*]', 'price (usd) [*]')).toBe(true);
    expect(matches('contains', 'a.b', 'axb')).toBe(false);
  });

  it('writes quotes as escapes, which a locator joined with .or() can hold', () => {
    expect(matches('contains', "It's gone!", "It's gone!")).toBe(true);
    expect(matches('case-insensitive', 'Say "hi"', 'say "HI"')).toBe(true);
    expect(String(tierMatcher("It's", 'case-insensitive')?.name)).toBe(String.raw`/^It\x27s$/i`);
  });
});

describe('similarity and closestNames', () => {
  it('ranks a different case first, then a close spelling, and drops unrelated names', () => {
    expect(closestNames('Sign in', ['Home', 'Sign up', 'Sign In', 'Checkout'])).toEqual(['Sign In', 'Sign up']);
  });

  it('scores identical names 1 and unrelated ones low', () => {
    expect(similarity('Sign in', 'sign  in')).toBe(1);
    expect(similarity('Sign in', 'Signin')).toBeGreaterThan(0.9);
    expect(similarity('Sign in', 'Zebra crossing')).toBeLessThan(0.4);
  });

  it('measures edits and compacts words', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(compact('Sign-In!')).toBe('signin');
  });
});
