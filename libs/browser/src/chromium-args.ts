/**
 * Chromium as a server process: no sandbox (services run as root in containers), no GPU, and no calls home —
 * without the background-networking flags Chromium keeps reaching for Google's hosts, which closed networks
 * refuse.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
