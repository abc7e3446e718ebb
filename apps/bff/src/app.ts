import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { type BlogLibrary } from '@verity/blog';
import { type RuntimeConfigDocument, runtimeConfigDocumentSchema } from '@verity/config';
import { errorCodeForStatus, failure } from '@verity/contracts';
import { SERVER_FN_PREFIX, type ServerFnImplementation } from '@verity/server-fn';
import { type FastifyError, type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, AUTH_PREFIX, proxies } from './plugins/proxies';
import { webAssets } from './plugins/web-assets';
import { BLOG_IMAGES_PREFIX, blogImages } from './routes/blog-images';
import { feeds, ROBOTS_PATH, RSS_PATH, SITEMAP_PATH } from './routes/feeds';
import { publicPages } from './routes/public-pages';
import { remotePreloadTags } from './seo/remote-preloads';
import { type LoadServerRenderers, serverRenderersIn } from './seo/server-rendered-page';
import { serverFunctionRoutes } from './routes/server-functions';
import { siteOriginFor } from './site-origin';

export interface BffAppOptions {
  runtimeConfig: RuntimeConfigDocument;
  /** SITE_URL; null to build links on the address each request came in on. */
  siteUrl: string | null;
  distDir: string;
  apiUrl: string;
  authUrl: string;
  serverFunctions: readonly ServerFnImplementation[];
  /** The published articles: the article pages' head tags, the sitemap and the RSS feed. */
  blog: BlogLibrary;
  /** content/blog/images, served at /blog/images/. */
  blogImagesDir: string;
  /** The public pages' server renderers; by default the ones the web apps' builds wrote into distDir. */
  serverRenderers?: LoadServerRenderers;
}

/**
 * Text answers (scripts, styles, HTML, JSON, SVG) are sent brotli-compressed, or gzip to clients without brotli.
 * Brotli at quality 5 compresses a megabyte of JavaScript in a few tens of milliseconds to within a few percent of
 * its best; images, archives and anything under 1 KB go as they are.
 */
const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  zlibOptions: { level: 6 },
};

function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' });
  return jsonSchema;
}

/** The web origin: the app's files, its runtime config, server functions, and the API and auth behind it. */
export const bffApp: FastifyPluginAsync<BffAppOptions> = async (app, options) => {
  // The web origin's own failures leave in the API's envelope too, with a code a client can switch on.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.code(status).send(failure(message, errorCodeForStatus(status)));
  });

  // First, so that every answer below (files, pages, the API's JSON through the proxy) leaves compressed. The
  // plugin would also inflate compressed request bodies: nothing here takes them, and an inflated body could
  // outgrow the limit its compressed form passed, so each route opts out (before the plugin's own onRoute).
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, COMPRESSION);
  await app.register(proxies, { apiUrl: options.apiUrl, authUrl: options.authUrl });

  app.get('/config.json', { schema: { response: { 200: toResponseSchema(runtimeConfigDocumentSchema) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return options.runtimeConfig;
  });

  const siteOrigin = siteOriginFor(options.siteUrl);
  await app.register(serverFunctionRoutes, { functions: options.serverFunctions, siteOrigin });

  const { socialHandle } = options.runtimeConfig;
  const remotePreloads = () => remotePreloadTags(options.runtimeConfig.remotes.marketing, 'marketing', join(options.distDir, 'marketing'));
  await app.register(publicPages, {
    shellDir: join(options.distDir, 'shell'),
    blog: options.blog,
    siteOrigin,
    socialHandle,
    remotePreloads,
    runtimeConfig: options.runtimeConfig,
    serverRenderers: options.serverRenderers ?? serverRenderersIn(options.distDir),
  });
  await app.register(blogImages, { directory: options.blogImagesDir });
  await app.register(feeds, { blog: options.blog, siteOrigin });

  await app.register(webAssets, {
    distDir: options.distDir,
    reservedPrefixes: [
      API_PREFIX,
      AUTH_PREFIX,
      SERVER_FN_PREFIX,
      '/remotes',
      '/config.json',
      BLOG_IMAGES_PREFIX,
      SITEMAP_PATH,
      RSS_PATH,
      ROBOTS_PATH,
    ],
  });
};
