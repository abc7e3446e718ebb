import { artifactsEnvSchema } from '@verity/artifacts';
import { parseEnv } from '@verity/config';
import { composeEnvironment } from '@verity/process/testing';
import { apiEnvSchema } from './env';

// compose.yaml runs the built API (docs/deploy.md): what it sets must be a valid configuration, in names the API reads.
describe("compose.yaml's api service", () => {
  const environment = composeEnvironment('api');

  it('is a valid API configuration', () => {
    expect(parseEnv(apiEnvSchema, environment)).toMatchObject({ NODE_ENV: 'production', API_PORT: 8000 });
    expect(parseEnv(artifactsEnvSchema, environment).ARTIFACTS_DIR).toBe('/data/artifacts');
  });

  it('sets no variable the API does not read', () => {
    // BROWSER_WS_ENDPOINT: the planner's browser, read in main.ts.
    const known = new Set([...Object.keys(apiEnvSchema.shape), ...Object.keys(artifactsEnvSchema.shape), 'BROWSER_WS_ENDPOINT']);
    expect(Object.keys(environment).filter((name) => !known.has(name))).toEqual([]);
  });
});
