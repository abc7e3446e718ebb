import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type MarketingServerRenderer,
  SERVER_RENDER_SLOT,
  type ServerRendered,
  SERVER_RENDERER_FILE,
  type ShellServerRenderer,
} from '@verity/contracts';
import { injectHeadTags } from './page-head';

/** The two halves of a public page rendered on the server: the shell's frame and the marketing remote's content. */
export interface ServerRenderers {
  shell: ShellServerRenderer;
  marketing: MarketingServerRenderer;
}

export type LoadServerRenderers = () => Promise<ServerRenderers | null>;

/**
 * The renderers the shell's and the marketing remote's builds write beside their bundles, loaded again after a
 * rebuild (like the bundles, which are read from disk per request). null while either is not built: the public
 * pages are then the app's index.html, as before server rendering.
 */
export function serverRenderersIn(distDir: string): LoadServerRenderers {
  const files = { shell: join(distDir, 'shell', SERVER_RENDERER_FILE), marketing: join(distDir, 'marketing', SERVER_RENDERER_FILE) };
  let loaded: { version: string; renderers: ServerRenderers } | null = null;
  return async () => {
    const [shellFile, marketingFile] = await Promise.all([stat(files.shell).catch(() => null), stat(files.marketing).catch(() => null)]);
    if (!shellFile || !marketingFile) return null;
    const version = `${shellFile.mtimeMs}-${marketingFile.mtimeMs}`;
    if (loaded?.version !== version) {
      const load = <T>(file: string) => import(`${pathToFileURL(file).href}?v=${version}`) as Promise<T>;
      const [shell, marketing] = await Promise.all([load<ShellServerRenderer>(files.shell), load<MarketingServerRenderer>(files.marketing)]);
      loaded = { version, renderers: { shell, marketing } };
    }
    return loaded.renderers;
  };
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi;
const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The shell's index.html as a page that needs no script: the frame with the content in its slot inside the
 * app's root element, the page's head tags and both stylesheets in the head, and no script (nor the note that
 * the app needs JavaScript). Its links are plain links: each opens its page, and the app's pages load the app.
 */
export function serverRenderedPage(indexHtml: string, headTags: string, frame: ServerRendered, content: ServerRendered): string {
  if (!EMPTY_ROOT.test(indexHtml)) throw new Error('The shell\'s index.html has no empty <div id="root"></div> to render into.');
  if (!frame.html.includes(SERVER_RENDER_SLOT)) throw new Error("The shell's frame has no slot for the page's content.");
  const body = frame.html.replace(SERVER_RENDER_SLOT, () => content.html);
  const page = indexHtml
    .replace(SCRIPT, '')
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
  // After the shell's own <style>, where the app inserts them as it mounts: the same rules win.
  return injectHeadTags(page, headTags).replace(/<\/head\s*>/i, (headEnd) => frame.styles + content.styles + headEnd);
}
