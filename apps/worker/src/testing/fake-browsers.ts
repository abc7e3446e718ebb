import { type BrowserProvider } from '@verity/browser';

/** A browser provider for the fake engine, which never touches the browser: the worker only asks isConnected. */
export const fakeBrowsers = (browser = { isConnected: () => true }): BrowserProvider => ({
  get: async () => browser as never,
  close: async () => undefined,
});
