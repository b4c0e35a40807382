/**
 * The signed-in reader of the page (SPEC sections 2 and 4). Public pages are shared
 * (shared/page-kind.ts): the server renders them as a visitor's, so `user` is null on the server
 * and at hydration, and the personal parts are filled in here, after hydration:
 *
 * - no hint cookie (`binaa_signed_in`, set beside the httpOnly session cookie): a visitor, nothing
 *   is asked;
 * - the hint: the last `me` answer kept on this device (localStorage `me`: display data only, the
 *   "display-only data the client already holds") shows at once, and GET me confirms it (the
 *   browser revalidates it with its ETag: a 304 when nothing changed). A 401 (the session ended)
 *   forgets both, and the visitor's buttons come back.
 *
 * Before hydration, the document's first script marks `<html data-signed-in>` from the hint, and
 * the header keeps the account menu's place instead of showing the visitor's buttons
 * (`SIGNED_IN_SCRIPT`, header.module.css): no flash of "log in" for a signed-in reader.
 *
 * The account pages hand on the user of their answers (login, activation, profile); `logout`
 * revokes the session (POST logout), clears the device's storage but the language, and reloads.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/page-kind';
import type { MeData } from '../../shared/schemas/accounts';
import { useApi } from '../api/react';
import { clearLocalSession } from '../api/session';

/** The session cookie's name (src/server/platform/auth.ts); the browser never reads it (httpOnly). */
export const SESSION_COOKIE = 'binaa_session';

/** The device's copy of the last `me` answer. */
export const ME_STORAGE = 'me';

/** The attribute of <html> that says "a session may be here" until `me` says otherwise. */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The hint cookie, set, in document.cookie (the first script's test and hasSignedInHint's). */
const HINT_SOURCE = `(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1`;

/** Runs before first paint (root.tsx): the hint cookie marks <html>, so the header keeps the menu's place. */
export const SIGNED_IN_SCRIPT = `(function(){try{if(/${HINT_SOURCE}/.test(document.cookie))document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','')}catch(e){}})()`;

export interface Session {
  user: MeData | null;
  /** True once the page knows whether the reader is signed in (after hydration, and `me` when due). */
  known: boolean;
  setUser(user: MeData | null): void;
  /** Revokes the session on the server, clears the device's storage (not the language) and reloads to `to`. */
  logout(to?: string): Promise<void>;
}

const SessionContext = createContext<Session>({ user: null, known: false, setUser: () => {}, logout: async () => {} });
export const useSession = () => useContext(SessionContext);

/** Whether the readable hint says a session may be here (the session cookie itself is httpOnly). */
const HINT = new RegExp(HINT_SOURCE);
export const hasSignedInHint = () => HINT.test(document.cookie);

/**
 * Drops the hint at once, when the page ends the session (/login, /sign-up): the provider then
 * asks no `me` (the opening page's effects run before the provider's), and an answer already on
 * its way is ignored; the logout's answer clears the cookies for good.
 */
export function forgetSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
}

/** Only what the header shows is kept (a full profile handed on by an account page has more). */
function displayData(u: MeData): MeData {
  return {
    id: u.id,
    full_name: u.full_name,
    username: u.username,
    email: u.email,
    image: u.image,
    user_active: u.user_active,
    plan: u.plan,
    entitlements: u.entitlements ?? [],
  };
}

function readStored(): MeData | null {
  try {
    const v = JSON.parse(localStorage.getItem(ME_STORAGE) ?? 'null') as Partial<MeData> | null;
    return v && typeof v.id === 'number' && typeof v.full_name === 'string' && typeof v.plan === 'string' ? displayData(v as MeData) : null;
  } catch {
    return null;
  }
}

function store(u: MeData | null) {
  try {
    if (u) localStorage.setItem(ME_STORAGE, JSON.stringify(displayData(u)));
    else localStorage.removeItem(ME_STORAGE);
  } catch {
    // private mode or full storage: the header still follows `me`
  }
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, u != null);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [user, setUserState] = useState<MeData | null>(null);
  const [known, setKnown] = useState(false);

  const setUser = useCallback((u: MeData | null) => {
    store(u);
    setUserState(u ? displayData(u) : null);
    setKnown(true);
  }, []);

  useEffect(() => {
    if (!hasSignedInHint()) {
      store(null);
      setKnown(true);
      return;
    }
    const kept = readStored();
    if (kept) {
      setUserState(kept);
      setKnown(true);
    }
    let live = true;
    void api.me().then(
      (res) => {
        if (!live) return;
        // The session ended while `me` was asked (forgetSignedInHint): a late answer must not sign the reader back in.
        if (!hasSignedInHint()) setUser(null);
        else if (res.ok) setUser(res.data);
        else if (res.problem.kind === 'unauthenticated') setUser(null);
        else setKnown(true); // the network or the server failed: keep what the device holds
      },
      () => live && setKnown(true),
    );
    // Another tab signed out (its storage was cleared) or in.
    const onStorage = (e: StorageEvent) => {
      if (e.key === ME_STORAGE || e.key === null) setUserState(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [api, setUser]);

  const logout = useCallback(
    async (to = '/') => {
      await api.logout();
      clearLocalSession();
      window.location.assign(to);
    },
    [api],
  );
  const value = useMemo(() => ({ user, known, setUser, logout }), [user, known, setUser, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
