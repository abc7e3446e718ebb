import { parseEnv } from '@verity/config';
import { composeEnvironment, readComposeFile } from '@verity/process/testing';
import { bffEnvSchema } from './env';
import { buildRuntimeConfig } from './runtime-config';

// compose.yaml runs the built BFF (docs/deploy.md): a valid configuration, in names it reads.
describe("compose.yaml's bff service", () => {
  const environment = composeEnvironment('bff');

  it('is a valid BFF configuration', () => {
    expect(parseEnv(bffEnvSchema, environment)).toMatchObject({ NODE_ENV: 'production', PORT: 3000 });
  });

  it('gives SITE_URL only when the operator sets it, so the app works at whatever address it is opened on', () => {
    expect(readComposeFile().services.bff?.environment).toHaveProperty('SITE_URL', null);
    expect(environment).not.toHaveProperty('SITE_URL');
    expect(buildRuntimeConfig(parseEnv(bffEnvSchema, environment)).apiBaseUrl).toBe('/api');
  });

  it('sets no variable the BFF does not read', () => {
    expect(Object.keys(environment).filter((name) => !(name in bffEnvSchema.shape))).toEqual([]);
  });
});
