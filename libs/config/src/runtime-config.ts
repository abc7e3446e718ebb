import { z } from 'zod';

/** The names of the remotes the shell mounts; they double as Module Federation container names. */
export const REMOTE_NAMES = ['marketing', 'tests_mfe', 'runs_mfe', 'billing_mfe', 'onboarding_mfe'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const httpUrl = z.url({ protocol: /^https?$/ });
const wsUrl = z.url({ protocol: /^wss?$/ });

/**
 * What the web app needs to know at run time, served by the BFF at GET /config.json (spec section 1):
 * nothing here is baked into a bundle, so one build runs against any deployment.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: httpUrl,
  wsBaseUrl: wsUrl,
  authUrl: httpUrl,
  anonKey: z.string().min(1),
  debug: z.boolean(),
  siteUrl: httpUrl,
  socialHandle: z.string().min(1).nullable(),
  /** Remote name → URL of its mf-manifest.json. */
  remotes: z.record(z.enum(REMOTE_NAMES), httpUrl),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Parses a config document, naming every bad field in the message. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new RuntimeConfigError(`Invalid runtime configuration — ${problems.join('; ')}`);
}

/** Loads /config.json from the web origin. The absolute path matters: the shell may sit on a deep route. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
