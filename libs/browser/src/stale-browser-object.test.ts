import { isStaleBrowserObjectError } from './stale-browser-object';

describe('isStaleBrowserObjectError', () => {
  it("recognises Playwright's messages for an object already let go of", () => {
    expect(isStaleBrowserObjectError(new Error('Object with guid response@2c2c486acda8ce7812923d9ff31a5430 was not bound in the connection'))).toBe(true);
    expect(isStaleBrowserObjectError(new Error('Cannot find object to "requestFinished": request@581ec6e32531a0a68c4b5119f7cff17a'))).toBe(true);
  });

  it('leaves every other error alone, even one that quotes the message', () => {
    expect(isStaleBrowserObjectError(new Error('page.goto: net::ERR_CONNECTION_REFUSED at http://localhost:1/'))).toBe(false);
    expect(isStaleBrowserObjectError(new Error('Step failed: Object with guid response@1 was not bound in the connection'))).toBe(false);
    expect(isStaleBrowserObjectError(new TypeError("Cannot read properties of undefined (reading 'guid')"))).toBe(false);
    expect(isStaleBrowserObjectError('Object with guid response@1 was not bound in the connection')).toBe(false);
  });
});
