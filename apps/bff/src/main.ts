import { join } from 'node:path';
import { parseEnv } from '@verity/config';
import { loadConfigOrExit, requestLogSerializers, stopOnSignals } from '@verity/process';
import { loadBlogLibrary } from '@verity/blog';
import { blogDir, bffEnvSchema, webDistDir } from './env';
import { buildRuntimeConfig } from './runtime-config';
import { createServer } from './server';
import { createServerFunctions } from './server-functions';

const { env, runtimeConfig } = loadConfigOrExit('bff', () => {
  const env = parseEnv(bffEnvSchema, process.env);
  return { env, runtimeConfig: buildRuntimeConfig(env) };
});
const blog = await loadBlogLibrary(blogDir(env));
const serverFunctions = createServerFunctions({
  authUrl: env.AUTH_URL,
  anonKey: env.ANON_KEY,
  apiUrl: env.API_URL,
  blog,
});
const server = createServer({
  runtimeConfig,
  siteUrl: env.SITE_URL ?? null,
  distDir: webDistDir(env),
  apiUrl: env.API_URL,
  authUrl: env.AUTH_URL,
  serverFunctions,
  blog,
  blogImagesDir: join(blogDir(env), 'images'),
  logger: { level: env.LOG_LEVEL, serializers: requestLogSerializers },
  trustProxy: env.TRUST_PROXY,
});

stopOnSignals({
  stop: () => server.close(),
  log: (message) => server.log.info(message),
  logError: (message, error) => server.log.error({ err: error }, message),
});

await server.listen({ port: env.PORT, host: env.HOST });
