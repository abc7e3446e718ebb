import { join, resolve } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@verity/config';
import { besideBundle, findWorkspaceRoot, isBundled, trustProxySchema } from '@verity/process';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' });

export type RemoteUrlVariable = `REMOTE_${Uppercase<RemoteName>}_URL`;

/** REMOTE_TESTS_MFE_URL etc.: where a remote's mf-manifest.json is, when it is deployed elsewhere. */
export function remoteUrlVariable(name: RemoteName): RemoteUrlVariable {
  return `REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_URL`;
}

const remoteOverrides = Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), httpUrl.optional()])) as Record<
  RemoteUrlVariable,
  z.ZodOptional<typeof httpUrl>
>;

export const bffEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxySchema,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The public origin of the web app (no trailing slash). Unset, /config.json holds same-origin paths and
   * links are built on the address each request came in on.
   */
  SITE_URL: httpUrl.transform((url) => url.replace(/\/+$/, '')).optional(),
  SOCIAL_HANDLE: z.string().min(1).optional(),
  VERITY_DEBUG: z.enum(['true', 'false']).optional(),
  ANON_KEY: z.string().min(1),
  /** Where /api/* is proxied to (the API service's origin). */
  API_URL: httpUrl,
  /** Where /auth/v1/* is proxied to (the auth service's origin). */
  AUTH_URL: httpUrl,
  /** The directory holding shell/ and the remotes' folders; defaults to <workspace>/dist/apps. */
  VERITY_WEB_DIST: z.string().min(1).optional(),
  /** The blog's Markdown articles; defaults to <workspace>/content/blog. */
  VERITY_BLOG_DIR: z.string().min(1).optional(),
  ...remoteOverrides,
});

export type BffEnv = z.infer<typeof bffEnvSchema>;

export function webDistDir(env: Pick<BffEnv, 'VERITY_WEB_DIST'>): string {
  if (env.VERITY_WEB_DIST) return resolve(env.VERITY_WEB_DIST);
  // The built BFF sits in dist/apps/bff, beside the web bundles it serves.
  return isBundled ? besideBundle('..') : join(findWorkspaceRoot(), 'dist', 'apps');
}

export function blogDir(env: Pick<BffEnv, 'VERITY_BLOG_DIR'>): string {
  if (env.VERITY_BLOG_DIR) return resolve(env.VERITY_BLOG_DIR);
  // The build copies content/blog next to the bundle.
  return isBundled ? besideBundle('blog') : join(findWorkspaceRoot(), 'content', 'blog');
}
