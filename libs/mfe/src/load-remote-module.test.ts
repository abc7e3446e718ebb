import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, startLoadingRemoteModule } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const federationLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('loading a remote module early', () => {
  beforeEach(() => federationLoad.mockReset());

  it('hands the load started before the route rendered to the first load of that id, once', async () => {
    const lifecycles = { mount: () => undefined };
    federationLoad.mockResolvedValueOnce(lifecycles).mockResolvedValueOnce({ again: true });
    startLoadingRemoteModule('marketing/lifecycles');
    startLoadingRemoteModule('marketing/lifecycles');
    expect(federationLoad).toHaveBeenCalledTimes(1);
    expect(await loadRemoteModule('marketing/lifecycles')).toBe(lifecycles);
    expect(federationLoad).toHaveBeenCalledTimes(1);
    // A later load (a retry) asks the runtime again.
    expect(await loadRemoteModule('marketing/lifecycles')).toEqual({ again: true });
    expect(federationLoad).toHaveBeenCalledTimes(2);
  });

  it('reports an early load’s failure to the load that takes it', async () => {
    federationLoad.mockRejectedValueOnce(new Error('remote down'));
    startLoadingRemoteModule('tests_mfe/lifecycles');
    await expect(loadRemoteModule('tests_mfe/lifecycles')).rejects.toThrow('remote down');
  });
});
