import { join } from 'node:path';
import { type BlogLibrary, createBlogLibrary } from '@verity/blog';
import { parseEnv } from '@verity/config';
import { type ServerFnImplementation } from '@verity/server-fn';
import { type BffEnv, bffEnvSchema } from '../env';
import { buildRuntimeConfig } from '../runtime-config';
import { createServer } from '../server';

/** Nothing listens on port 1: tests that use this env cover what the web origin decides on its own. */
export const UNREACHABLE_SERVICES_ENV = parseEnv(bffEnvSchema, { PORT: '3000', ANON_KEY: 'anon', API_URL: 'http://127.0.0.1:1', AUTH_URL: 'http://127.0.0.1:1' });

export interface TestServerOptions {
  /** Holds shell/ and the remotes' folders, as the front-end build leaves dist/apps. */
  distDir: string;
  serverFunctions?: readonly ServerFnImplementation[];
  blog?: BlogLibrary;
  env?: BffEnv;
}

/** The web origin the way main.ts builds it, on the tests' dist folder, server functions and blog. */
export function createTestServer({ distDir, serverFunctions = [], blog = createBlogLibrary([]), env = UNREACHABLE_SERVICES_ENV }: TestServerOptions) {
  return createServer({
    runtimeConfig: buildRuntimeConfig(env),
    siteUrl: null,
    distDir,
    apiUrl: env.API_URL,
    authUrl: env.AUTH_URL,
    serverFunctions,
    blog,
    blogImagesDir: join(distDir, 'no-images'),
  });
}
