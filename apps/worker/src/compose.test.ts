import { parseEnv } from '@verity/config';
import { composeEnvironment } from '@verity/process/testing';
import { workerEnvSchema } from './env';

// compose.yaml runs the built worker (docs/deploy.md): a valid configuration, in names it reads.
describe("compose.yaml's worker service", () => {
  const environment = composeEnvironment('worker');

  it('is a valid worker configuration that drives the browser server', () => {
    expect(parseEnv(workerEnvSchema, environment)).toMatchObject({ NODE_ENV: 'production', BROWSER_WS_ENDPOINT: 'ws://browser:3000/' });
  });

  it('sets no variable the worker does not read', () => {
    expect(Object.keys(environment).filter((name) => !(name in workerEnvSchema.shape))).toEqual([]);
  });
});
