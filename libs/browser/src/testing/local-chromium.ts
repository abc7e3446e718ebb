import { DEBIAN_CHROMIUM_PATH, HEADLESS_SHELL_PATH, isExecutableFile } from '../browser-candidates';

/**
 * The Chromium the tests and benches launch: CHROMIUM_PATH, else Debian's headless shell (what workers prefer),
 * else Debian's full Chromium.
 */
export function localChromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (isExecutableFile(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEBIAN_CHROMIUM_PATH);
}
