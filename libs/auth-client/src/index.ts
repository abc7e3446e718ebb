export { AUTH_STORAGE_KEY, authCookieOptions } from './auth-cookies';
// The browser client is '@verity/auth-client/browser-client': loaded only when a page signs in or out.
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
