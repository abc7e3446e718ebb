import { z } from 'zod';
import { CliError } from '../cli-error';

export interface CliConfig {
  /** The web origin, without a trailing slash: pages are `${webUrl}/app/…`. */
  webUrl: string;
  /** `${webUrl}/api`. */
  apiUrl: string;
  token: string;
}

const URL_EXAMPLE = 'https://verity.example.com';

const webUrlSchema = z
  .string({ error: `VERITY_URL is not set: set it to the Verity web address, e.g. VERITY_URL=${URL_EXAMPLE} (the API is at $VERITY_URL/api).` })
  .trim()
  .min(1, `VERITY_URL is empty: set it to the Verity web address, e.g. VERITY_URL=${URL_EXAMPLE}.`)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: (issue) => `VERITY_URL must be an http(s) address such as ${URL_EXAMPLE}; got "${String(issue.input)}".`,
  })
  .transform((value) => value.replace(/\/+$/, ''))
  // The API lives at $VERITY_URL/api: a URL that already ends there would send every call to /api/api.
  .refine((value) => !/\/api$/i.test(value), {
    error: (issue) => `VERITY_URL is the web address, without /api: use ${String(issue.input).trim().replace(/\/+$/, '').replace(/\/api$/i, '')}.`,
  });

const tokenSchema = z
  .string({ error: 'VERITY_TOKEN is not set: create a personal access token (vrt_…) in Verity under Settings → API tokens and set VERITY_TOKEN to it.' })
  .trim()
  .min(1, 'VERITY_TOKEN is empty: set it to a personal access token (vrt_…) from Settings → API tokens.');

const envSchema = z.object({ VERITY_URL: webUrlSchema, VERITY_TOKEN: tokenSchema });

/** The settings from the environment, checked before any request; a CliError lists every problem. */
export function readConfig(env: Record<string, string | undefined>): CliConfig {
  const parsed = envSchema.safeParse({ VERITY_URL: env.VERITY_URL, VERITY_TOKEN: env.VERITY_TOKEN });
  if (!parsed.success) throw new CliError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const { VERITY_URL: webUrl, VERITY_TOKEN: token } = parsed.data;
  return { webUrl, apiUrl: `${webUrl}/api`, token };
}
