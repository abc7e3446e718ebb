import { z } from 'zod';

/** The browser settings every process that drives one reads (workers, the API's planner). */
export const browserEnvSchema = z.object({
  /** The browser to launch; unset, the system Chrome or Chromium, else Playwright's own (see findBrowserCandidates). */
  CHROMIUM_PATH: z.string().trim().min(1).optional(),
  /** A Playwright browser server (ws:// or wss://, from `launchServer` / `run-server`) to connect to instead. */
  BROWSER_WS_ENDPOINT: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
});
