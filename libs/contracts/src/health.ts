import { z } from 'zod';

/** Where a ready browser came from, in the order a worker looks. */
export const BROWSER_SOURCES = ['CHROMIUM_PATH', 'BROWSER_WS_ENDPOINT', 'system', 'playwright'] as const;
export type BrowserSource = (typeof BROWSER_SOURCES)[number];

/**
 * What a worker (or the planner) can run tests with: a browser that started, where it is and its version; or
 * none, with what is missing and the one thing that fixes it, in words a user can act on.
 */
export const browserStatusSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ready'),
    source: z.enum(BROWSER_SOURCES),
    /** The executable's path, or the browser server's address without its query (which may hold a token). */
    location: z.string(),
    version: z.string(),
  }),
  z.object({ state: z.literal('unavailable'), problem: z.string(), fix: z.string() }),
]);
export type BrowserStatus = z.infer<typeof browserStatusSchema>;
export type UnavailableBrowser = Extract<BrowserStatus, { state: 'unavailable' }>;

/** The one sentence shown everywhere a missing browser is met: the terminal, the app and a failed run. */
export function browserProblemSentence({ problem, fix }: UnavailableBrowser): string {
  return `${problem} ${fix}`;
}

/** One worker's last report, as GET /api/health lists it. */
export const workerBrowserReportSchema = z.object({
  worker: z.string(),
  hostname: z.string(),
  browser: browserStatusSchema,
  seen_at: z.string(),
});
export type WorkerBrowserReport = z.infer<typeof workerBrowserReportSchema>;

/**
 * Whether runs can get a browser now: `ready` when any live worker has one, `unavailable` with the first
 * worker's reason when none has, `no_workers` when no worker has reported lately (runs wait in the queue).
 */
export const runnerStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('ready'), workers: z.number().int().min(1) }),
  z.object({ state: z.literal('unavailable'), problem: z.string(), fix: z.string() }),
  z.object({ state: z.literal('no_workers'), problem: z.string(), fix: z.string() }),
]);
export type RunnerStatus = z.infer<typeof runnerStatusSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  runner: runnerStatusSchema,
  workers: z.array(workerBrowserReportSchema),
});
export type Health = z.infer<typeof healthSchema>;
