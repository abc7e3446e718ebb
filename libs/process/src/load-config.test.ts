import { EnvConfigError } from '@verity/config';
import { loadConfigOrExit } from './load-config';

describe('loadConfigOrExit', () => {
  let exit: jest.SpyInstance;
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('returns what the loader returns', () => {
    expect(loadConfigOrExit('api', () => ({ port: 1 }))).toEqual({ port: 1 });
    expect(exit).not.toHaveBeenCalled();
  });

  it('prints the configuration error under the process name and exits 1', () => {
    loadConfigOrExit('api', () => {
      throw new EnvConfigError('Invalid configuration:\n  - PORT: too big');
    });
    expect(errorLog).toHaveBeenCalledWith('api: Invalid configuration:\n  - PORT: too big');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('lets a programming error through', () => {
    expect(() =>
      loadConfigOrExit('api', () => {
        throw new TypeError('boom');
      }),
    ).toThrow('boom');
    expect(exit).not.toHaveBeenCalled();
  });
});
