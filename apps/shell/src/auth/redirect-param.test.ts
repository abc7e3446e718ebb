import { loginDestination, loginUrlFor, parseRedirectParam } from './redirect-param';

describe('the login redirect param', () => {
  it('keeps a path on this site, with its search and hash', () => {
    expect(parseRedirectParam('/app/runs?test_id=abc#top')).toBe('/app/runs?test_id=abc#top');
    expect(parseRedirectParam('"/app/tests"')).toBe('/app/tests');
  });

  it.each([
    ['a number', '42'],
    ['a boolean', 'true'],
    ['null', 'null'],
    ['an object', '{"to":"/app"}'],
    ['an array', '["/app"]'],
    ['another site', 'https://evil.example/app'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'app/tests'],
    ['a hidden control character', '/\tapp'],
  ])('falls back to / for %s', (_case, raw) => {
    expect(parseRedirectParam(raw)).toBe('/');
  });

  it('is undefined when absent', () => {
    expect(parseRedirectParam(null)).toBeUndefined();
  });
});

describe('where /login sends a signed-in visitor', () => {
  it('goes to the redirect target', () => {
    expect(loginDestination('?redirect=%2Fapp%2Fruns%3Ftest_id%3Dt1')).toBe('/app/runs?test_id=t1');
  });

  it('goes to /app when redirect is missing or is /', () => {
    expect(loginDestination('')).toBe('/app');
    expect(loginDestination('?redirect=%2F')).toBe('/app');
  });

  it('goes to /app when redirect is invalid, since it then falls back to /', () => {
    expect(loginDestination('?redirect=https%3A%2F%2Fevil.example')).toBe('/app');
    expect(loginDestination('?redirect=42')).toBe('/app');
  });
});

describe('the /login URL for a guarded page', () => {
  it('carries the current location as the redirect param', () => {
    expect(loginUrlFor({ pathname: '/app/runs', search: '?test_id=t1', hash: '' })).toBe('/login?redirect=%2Fapp%2Fruns%3Ftest_id%3Dt1');
    expect(loginDestination(loginUrlFor({ pathname: '/app/runs', search: '?test_id=t1' }).slice('/login'.length))).toBe('/app/runs?test_id=t1');
  });
});
