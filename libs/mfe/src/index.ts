export {
  type AccountDetails,
  isRemoteLifecycles,
  type Navigate,
  type NavigateOptions,
  type RemoteAccount,
  REMOTE_LABELS,
  REMOTE_VIEWS,
  remoteFolder,
  type RemoteLifecycles,
  type RemoteProps,
  type RemoteSession,
  type RemoteViewName,
} from './remote-contract';
export { type AppRoute, ROUTES, routeTo } from './app-routes';
export { defineRemote, type RemoteViews } from './define-remote';
export { InsufficientCreditsMessage } from './insufficient-credits-message';
export { lazyView } from './lazy-view';
export { InternalLink, useRemoteProps } from './remote-props-context';
export { NavigateLink, type NavigateLinkProps } from './navigate-link';
export { RemoteFallback } from './remote-fallback';
export { type RemoteHost, RemoteHostProvider, useRemoteHost } from './remote-host';
export { RemoteView, type RemoteViewProps } from './remote-view';
export { type LoadRemoteModule, loadRemoteModule, startLoadingRemoteModule } from './load-remote-module';
export { remoteFallbackPlugin } from './remote-fallback-plugin';
export { createUnavailableRemote, isUnavailableRemote, RemoteUnavailableError } from './remote-unavailable';
export { RemoteScreen, type RemoteStylesheet, type ScreenProps } from './screen';
export { RunStartFailure, runStartErrorMessage, useRunTest } from './run-test';
export { useRunFolder, useStartSuite } from './run-folder';
