import { join } from 'node:path';

// Defined as `true` by the service build (tools/deploy, esbuild `define`); absent when running TypeScript source.
declare const __VERITY_BUNDLE__: boolean | undefined;

/**
 * Whether this code runs from a built service bundle (`dist/apps/<app>/main.mjs`) rather than from the
 * workspace's TypeScript source. Files a service reads at run time (SQL migrations, blog articles) are copied
 * next to its bundle by the build, so a built service needs no workspace around it.
 */
export const isBundled: boolean = typeof __VERITY_BUNDLE__ !== 'undefined' && __VERITY_BUNDLE__;

/** A path relative to the running bundle's folder; only meaningful when `isBundled`. */
export function besideBundle(relativePath: string): string {
  // Every module of a bundle shares the bundle's import.meta: this is the folder of main.mjs.
  return join(import.meta.dirname, relativePath);
}
