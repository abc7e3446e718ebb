import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { type AuthController, type AuthSnapshot } from './auth-controller';

const AuthContext = createContext<AuthController | null>(null);

export function AuthProvider({ controller, children }: { controller: AuthController; children: ReactNode }) {
  return <AuthContext.Provider value={controller}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthController {
  const controller = useContext(AuthContext);
  if (!controller) throw new Error('useAuth() needs an <AuthProvider> above it.');
  return controller;
}

/** The current session and user, re-rendering on sign-in, sign-out and every refresh. */
export function useAuthSnapshot(): AuthSnapshot {
  const controller = useAuth();
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot);
}
