/**
 * The signed-in user of the page (SPEC sections 2 and 4): seeded by the root loader (GET
 * get_my_profile when the session cookie is there), updated by the account pages from their
 * answers (login, activation, profile), and ended by `logout` (POST logout, local storage cleared
 * but the language, reload to /). The session itself is the httpOnly cookie: nothing here holds a token.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UserData } from '../../shared/schemas/accounts';
import { useApi } from '../api/react';
import { clearLocalSession } from '../api/session';

/** The session cookie's name (src/server/platform/auth.ts); the browser never reads it (httpOnly). */
export const SESSION_COOKIE = 'binaa_session';

export interface Session {
  user: UserData | null;
  setUser(user: UserData | null): void;
  /** Revokes the session on the server, clears the device's storage (not the language) and reloads to `to`. */
  logout(to?: string): Promise<void>;
}

const SessionContext = createContext<Session>({ user: null, setUser: () => {}, logout: async () => {} });
export const useSession = () => useContext(SessionContext);

export function SessionProvider({ initialUser, children }: { initialUser: UserData | null; children: ReactNode }) {
  const api = useApi();
  const [user, setUser] = useState<UserData | null>(initialUser);
  // A new document (or a revalidated root) brings its own user.
  useEffect(() => setUser(initialUser), [initialUser]);
  const logout = useCallback(
    async (to = '/') => {
      await api.logout();
      clearLocalSession();
      window.location.assign(to);
    },
    [api],
  );
  const value = useMemo(() => ({ user, setUser, logout }), [user, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
