import { parseEnv } from '@verity/config';
import { composeEnvironment } from '@verity/process/testing';
import { authEnvSchema } from './env';

// compose.yaml runs the built auth service (docs/deploy.md): a valid configuration, in names it reads.
describe("compose.yaml's auth service", () => {
  const environment = composeEnvironment('auth');

  it('is a valid auth configuration', () => {
    expect(parseEnv(authEnvSchema, environment)).toMatchObject({ NODE_ENV: 'production', AUTH_PORT: 9999 });
  });

  it('sets no variable the auth service does not read', () => {
    expect(Object.keys(environment).filter((name) => !(name in authEnvSchema.shape))).toEqual([]);
  });
});
