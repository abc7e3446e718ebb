import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { escapeHtml } from './escape';

/** The parts of a Module Federation manifest (mf-manifest.json) that name a remote's files. */
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(z.object({ assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) })),
});

/** A path under the manifest's folder: no scheme, no leading slash, no parent folder, nothing to leave the attribute. */
const RELATIVE_FILE = /^(?![a-z][a-z0-9+.-]*:)(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w./-]+$/i;

/**
 * `<link rel="preload">` tags for the remote a public page shows: its manifest, entry script and the scripts of
 * what it exposes. Without them the browser learns of these files only once the shell has started, one request
 * after another; with them they download alongside the shell's own scripts, and the page's content paints
 * sooner. Tags match how the federation runtime asks (the manifest by CORS fetch, scripts by plain script tags),
 * so nothing downloads twice.
 *
 * Only for a remote this server serves: `manifestUrl` (from the runtime config) must be its
 * /remotes/<folder>/mf-manifest.json, and the manifest in `remoteDir` says which files. '' otherwise, or when
 * the remote is not built: the page works without the hints.
 */
export async function remotePreloadTags(manifestUrl: string, folder: string, remoteDir: string): Promise<string> {
  const suffix = `/remotes/${folder}/mf-manifest.json`;
  if (!manifestUrl.endsWith(suffix)) return '';
  let manifest: z.infer<typeof manifestSchema>;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(remoteDir, 'mf-manifest.json'), 'utf8')));
  } catch {
    return '';
  }
  const base = manifestUrl.slice(0, -'mf-manifest.json'.length);
  const { remoteEntry } = manifest.metaData;
  const entryScript = remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}${remoteEntry.name}` : remoteEntry.name;
  const scripts = [entryScript, ...manifest.exposes.flatMap((expose) => expose.assets.js.sync)];
  const link = (file: string, as: 'fetch' | 'script') =>
    `<link rel="preload" href="${escapeHtml(`${base}${file}`)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;
  return [link('mf-manifest.json', 'fetch'), ...[...new Set(scripts)].filter((file) => RELATIVE_FILE.test(file)).map((file) => link(file, 'script'))].join('');
}
