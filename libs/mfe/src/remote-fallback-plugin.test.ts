import { type ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './remote-fallback-plugin';
import { isUnavailableRemote, RemoteUnavailableError } from './remote-unavailable';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

const args = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'billing_mfe/lifecycles',
  error: new Error('Failed to fetch'),
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

describe('remoteFallbackPlugin', () => {
  const plugin = remoteFallbackPlugin();

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('replaces a failed remote request with lifecycles that refuse to mount', async () => {
    const result = await plugin.errorLoadRemote?.(args('onLoad'));
    expect(isUnavailableRemote(result)).toBe(true);
    if (!isUnavailableRemote(result)) return;
    expect(result.error).toBeInstanceOf(RemoteUnavailableError);
    expect(result.error.message).toBe('Remote module "billing_mfe/lifecycles" could not be loaded');
    expect((result.error.cause as Error).message).toBe('Failed to fetch');
    await expect(result.mount()).rejects.toBe(result.error);
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
    'lets the %s stage fail normally so the request reaches the onLoad fallback',
    async (lifecycle) => {
      expect(await plugin.errorLoadRemote?.(args(lifecycle))).toBeUndefined();
    },
  );
});
