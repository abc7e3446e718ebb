import { z } from 'zod';

/** The names of the remotes the shell mounts; they double as Module Federation container names. */
export const REMOTE_NAMES = ['marketing', 'tests_mfe', 'runs_mfe', 'billing_mfe', 'onboarding_mfe', 'settings_mfe'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const httpUrl = z.url({ protocol: /^https?$/ });
const wsUrl = z.url({ protocol: /^wss?$/ });

/** A path on the page's own origin ("/api"); never "//host" or "/\host", which browsers read as another origin. */
const sameOriginPath = z.string().regex(/^\/(?![/\\])[^\s\\]*$/);

const httpLocation = z.union([httpUrl, sameOriginPath], { error: 'must be an http(s):// URL or a path on this origin (/…)' });
const wsLocation = z.union([wsUrl, sameOriginPath], { error: 'must be a ws(s):// URL or a path on this origin (/…)' });

/**
 * GET /config.json as the BFF serves it (spec section 1): nothing here is baked into a bundle, so one build
 * runs against any deployment. Locations are absolute only when the deployment configures them; otherwise
 * they are paths on the page's own origin, so the app works at whatever address it was opened on.
 */
export const runtimeConfigDocumentSchema = z.object({
  apiBaseUrl: httpLocation,
  /** A path here means the page's origin with ws: (http pages) or wss: (https pages). */
  wsBaseUrl: wsLocation,
  authUrl: httpLocation,
  anonKey: z.string().min(1),
  debug: z.boolean(),
  siteUrl: httpLocation,
  socialHandle: z.string().min(1).nullable(),
  /** Remote name → location of its mf-manifest.json. */
  remotes: z.record(z.enum(REMOTE_NAMES), httpLocation),
});

export type RuntimeConfigDocument = z.infer<typeof runtimeConfigDocumentSchema>;

/** The runtime config the app works with: the document resolved against the page's address, every URL absolute. */
export const runtimeConfigSchema = runtimeConfigDocumentSchema.extend({
  apiBaseUrl: httpUrl,
  wsBaseUrl: wsUrl,
  authUrl: httpUrl,
  siteUrl: httpUrl,
  remotes: z.record(z.enum(REMOTE_NAMES), httpUrl),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new RuntimeConfigError(`Invalid runtime configuration — ${problems.join('; ')}`);
}

/** Parses a /config.json document, naming every bad field in the message. */
export function parseRuntimeConfigDocument(input: unknown): RuntimeConfigDocument {
  return parseWith(runtimeConfigDocumentSchema, input);
}

/** Parses a resolved config (every URL absolute), naming every bad field in the message. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  return parseWith(runtimeConfigSchema, input);
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function resolveHttp(location: string, pageUrl: string | undefined): string {
  try {
    return withoutTrailingSlash(new URL(location, pageUrl).href);
  } catch {
    throw new RuntimeConfigError(`Cannot resolve "${location}" without the page's address`);
  }
}

/** supabase-js needs an absolute auth URL and WebSocket an absolute ws(s): URL, so paths become the page's origin. */
function resolveWs(location: string, pageUrl: string | undefined): string {
  const url = new URL(resolveHttp(location, pageUrl));
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return withoutTrailingSlash(url.href);
}

/** The document with every path resolved against the page it is used on (`window.location.href`). */
export function resolveRuntimeConfig(document: RuntimeConfigDocument, pageUrl: string | undefined): RuntimeConfig {
  const http = (location: string) => resolveHttp(location, pageUrl);
  return parseRuntimeConfig({
    ...document,
    apiBaseUrl: http(document.apiBaseUrl),
    wsBaseUrl: resolveWs(document.wsBaseUrl, pageUrl),
    authUrl: http(document.authUrl),
    siteUrl: http(document.siteUrl),
    remotes: Object.fromEntries(Object.entries(document.remotes).map(([name, location]) => [name, http(location)])),
  });
}

/**
 * Loads /config.json from the web origin and resolves it against the page. The absolute path matters: the
 * shell may sit on a deep route.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
  pageUrl: string | undefined = globalThis.location?.href,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url}: HTTP ${response.status}`);
  return resolveRuntimeConfig(parseRuntimeConfigDocument(await response.json()), pageUrl);
}
