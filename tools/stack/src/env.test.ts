import { EnvConfigError, parseEnv } from '@verity/config';
import { stackEnvSchema } from './env';

describe('the stack environment', () => {
  it('has defaults for a plain `npm start`', () => {
    expect(parseEnv(stackEnvSchema, {})).toEqual({
      PORT: 3000,
      HOST: 'localhost',
      VERITY_DATA_DIR: '.verity',
      NODE_ENV: 'development',
      WORKERS: 1,
      LOG_LEVEL: 'info',
      INBOX_DOMAIN: 'inbox.verity.test',
    });
    expect(parseEnv(stackEnvSchema, { VERITY_REBUILD: '1', WORKERS: '3' })).toMatchObject({ VERITY_REBUILD: true, WORKERS: 3 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: Invalid input: expected number, received NaN (got "eighty")'],
    [{ DATABASE_URL: 'mysql://db/verity' }, 'DATABASE_URL: must be a postgres:// URL (got 17 characters)'],
    [{ WORKERS: '-1' }, 'WORKERS:'],
    [{ SITE_URL: 'verity.example' }, 'SITE_URL: must be an http(s):// URL (got "verity.example")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV:'],
  ])('names the bad variable: %j', (env, message) => {
    expect(() => parseEnv(stackEnvSchema, env)).toThrow(EnvConfigError);
    expect(() => parseEnv(stackEnvSchema, env)).toThrow(message);
  });
});
