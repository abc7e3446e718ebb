import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { type FastifyPluginAsync } from 'fastify';

export const BLOG_IMAGES_PREFIX = '/blog/images';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** One file name, no path: letters, digits, dots, dashes and underscores, starting with a letter or digit. */
const IMAGE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/** Cover images keep their name when replaced, so caches revalidate (ETag) after a day rather than never. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** An SVG opened on its own is a document of this origin: it may draw, never run script or load anything. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export interface BlogImagesOptions {
  /** content/blog/images: the cover images the articles' coverImageUrl point at. */
  directory: string;
}

/** GET /blog/images/{file}: the articles' images, straight from the content directory. */
export const blogImages: FastifyPluginAsync<BlogImagesOptions> = async (app, { directory }) => {
  app.get<{ Params: { file: string } }>(`${BLOG_IMAGES_PREFIX}/:file`, async (request, reply) => {
    const { file } = request.params;
    const contentType = CONTENT_TYPES[extname(file).toLowerCase()];
    const notFound = () => reply.code(404).send({ error: `Not found: ${BLOG_IMAGES_PREFIX}/${file}`, error_code: 'not_found' });
    // The name pattern leaves no room for a path: no slash, no backslash, no leading dot, so no "..".
    if (!IMAGE_NAME.test(file) || file.includes('..') || !contentType) return notFound();

    const path = join(directory, file);
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile()) return notFound();

    const etag = `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
    reply
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('etag', etag)
      .header('last-modified', stats.mtime.toUTCString())
      .header('x-content-type-options', 'nosniff');
    if (contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(contentType).send(await readFile(path));
  });
};
