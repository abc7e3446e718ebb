import { AUTH_STORAGE_KEY, authCookieOptions } from './auth-cookies';

describe('the auth cookie options', () => {
  it('name the cookie the same on every origin, for the whole site, sent on top-level navigations', () => {
    expect(authCookieOptions('http://localhost:3000')).toMatchObject({ name: AUTH_STORAGE_KEY, path: '/', sameSite: 'lax', secure: false });
    expect(AUTH_STORAGE_KEY).toBe('sb-verity-auth-token');
  });

  it('are Secure when the site is served over https', () => {
    expect(authCookieOptions('https://app.verity.dev').secure).toBe(true);
  });
});
