/**
 * The most JavaScript heap one page may hold, in MB. Past it V8 gives up and Chromium stops that page's renderer
 * (the run's step then fails with "The page crashed"), so a page allocating in a loop that never yields cannot
 * take the machine's memory from the other runs. Ten times what heavy web apps use.
 */
export const PAGE_HEAP_LIMIT_MB = 1024;

/**
 * Chromium as a server process: no sandbox (services run as root in containers), no GPU, and no calls home —
 * without the background-networking flags Chromium keeps reaching for Google's hosts, which closed networks
 * refuse. Each page's heap is bounded (PAGE_HEAP_LIMIT_MB).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--js-flags=--max-old-space-size=${PAGE_HEAP_LIMIT_MB}`,
];
