import { remoteOfPath } from './routes';

describe('remoteOfPath', () => {
  it.each([
    ['/', 'marketing'],
    ['/blog/writing-tests', 'marketing'],
    ['/app/tests', 'tests_mfe'],
    ['/app/editor/run/22222222-2222-4222-8222-222222222222', 'runs_mfe'],
    ['/app/settings', 'settings_mfe'],
    ['/login', null],
    ['/no-such-page', null],
  ])('%s → %s', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });
});
