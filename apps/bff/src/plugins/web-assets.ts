import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { REMOTE_FOLDERS } from '../remotes';

export interface WebAssetsOptions {
  /** Holds shell/ and one folder per remote. */
  distDir: string;
  /** Paths that belong to other handlers: never answered with the SPA. */
  reservedPrefixes: readonly string[];
}

/** Bundlers put a content hash in the names of files that never change: `main.3f2a9c1b.js`, `1.c31fba8f.js.map`. */
const HASHED_FILE = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html, mf-manifest.json, remoteEntry.js… keep their name across builds: revalidate them every time. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', HASHED_FILE.test(basename(filePath)) ? IMMUTABLE : 'no-cache');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The answer for a page while dist/apps/shell has no index.html. */
export function sendWebAppNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send('The web app is not built. `npm start` builds it, or run: npx nx run-many -t build');
}

function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The shell at / with SPA fallback, and each remote under /remotes/<folder>/. Files are read from disk per
 * request, so a rebuilt or newly built remote is served without a restart, and a missing one answers 404
 * (the shell shows its fallback for that remote).
 */
export const webAssets: FastifyPluginAsync<WebAssetsOptions> = async (app, { distDir, reservedPrefixes }) => {
  const shellDir = join(distDir, 'shell');
  const staticOptions = { cacheControl: false, setHeaders: setCacheHeaders, dotfiles: 'ignore' as const };

  await app.register(fastifyStatic, { ...staticOptions, root: shellDir, prefix: '/', index: 'index.html' });
  for (const folder of REMOTE_FOLDERS) {
    const root = join(distDir, folder);
    if (!existsSync(root)) app.log.warn(`Remote ${folder} is not built (${root} is missing): /remotes/${folder}/ answers 404.`);
    await app.register(fastifyStatic, { ...staticOptions, root, prefix: `/remotes/${folder}/`, index: false, decorateReply: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isReserved = reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    if (!isPageRequest || isReserved || looksLikeFile(path)) {
      return reply.code(404).send({ error: `Not found: ${path}`, error_code: 'not_found' });
    }
    // A client-side route: the shell's router knows it.
    if (!existsSync(join(shellDir, 'index.html'))) return sendWebAppNotBuilt(reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDir);
  });
};
