import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SERVER_RENDERER_FILE } from '@verity/contracts';
import { type BuiltService, bundleNodeModule, type BundleOptions } from './bundle-service';

/** The web apps that render public pages on the server, and their renderer's entry (see @verity/contracts). */
export const SERVER_RENDERED_APPS = ['shell', 'marketing'] as const;
export type ServerRenderedApp = (typeof SERVER_RENDERED_APPS)[number];

export function isServerRenderedApp(name: string): name is ServerRenderedApp {
  return (SERVER_RENDERED_APPS as readonly string[]).includes(name);
}

/**
 * Bundles a web app's server renderer, `apps/<app>/src/server/render.tsx`, to SERVER_RENDERER_FILE under the app's
 * bundles, where the BFF loads it. Runs after the app's rspack build, which empties that folder first.
 */
export async function bundleServerRenderer(app: ServerRenderedApp, { rootDir, outRoot = rootDir }: BundleOptions): Promise<BuiltService> {
  const file = join(outRoot, 'dist/apps', app, SERVER_RENDERER_FILE);
  await rm(dirname(file), { recursive: true, force: true });
  try {
    return await bundleNodeModule({ rootDir, name: `The ${app} server renderer`, entry: `apps/${app}/src/server/render.tsx`, file });
  } catch (error) {
    await rm(dirname(file), { recursive: true, force: true });
    throw error;
  }
}
