/** What the stores know how to serve; anything else is served as a download (application/octet-stream). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  webm: 'video/webm',
};

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();

/** The content type a file name stands for (the local store keeps no metadata: the extension is it). */
export function contentTypeOf(name: string): string {
  const extension = extensionOf(name);
  return (extension && CONTENT_TYPES[extension]) || FALLBACK_CONTENT_TYPE;
}

/** The extension for a content type the stores serve, e.g. png for image/png. */
export function extensionFor(contentType: string): string | undefined {
  const bare = contentType.split(';')[0]!.trim().toLowerCase();
  return Object.entries(CONTENT_TYPES).find(([, type]) => type.split(';')[0] === bare)?.[0];
}
