export { AUTH_STORAGE_KEY, authCookieOptions } from './auth-cookies';
export { type BrowserAuthClientOptions, createBrowserAuthClient } from './browser-client';
export {
  createSessionRefresher,
  REFRESH_BEFORE_EXPIRY_MS,
  REFRESH_COOLDOWN_MS,
  type RefresherState,
  type RefreshOutcome,
  SESSION_BECAME_NULL_ERROR,
  type SessionRefresher,
  type SessionRefresherOptions,
} from './session-refresher';
