export { type BrowserCandidate, DEBIAN_CHROMIUM_PATH, HEADLESS_SHELL_PATH, isExecutableFile, systemBrowserPaths } from './browser-candidates';
export { browserMessages, displayWsEndpoint, INSTALL_CHROMIUM_COMMAND, INSTALL_DEPS_COMMAND } from './browser-messages';
export { type BrowserProvider, type BrowserProviderOptions, BrowserUnavailableError, createBrowserProvider } from './browser-provider';
export { browserEnvSchema } from './browser-env';
export { CHROMIUM_ARGS, PAGE_HEAP_LIMIT_MB } from './chromium-args';
export { describeLaunchFailure, launchErrorReason } from './describe-launch-failure';
export { isStaleBrowserObjectError } from './stale-browser-object';
export {
  DEBIAN_HEADLESS_SHELL_INSTALL_COMMAND,
  installChromiumSystemDeps,
  installDebianHeadlessShell,
  installFailureReason,
  type InstallOptions,
  installPlaywrightChromium,
  type InstallResult,
  PLAYWRIGHT_SHELL_INSTALL_COMMAND,
} from './install-chromium';
export { playwrightBrowserPaths } from './playwright-chromium';
export {
  type BrowserLauncher,
  type BrowserProbe,
  type BrowserSearchOptions,
  type BrowserSettings,
  findBrowserCandidates,
  openBrowser,
  type OpenedBrowser,
  probeBrowser,
} from './open-browser';
