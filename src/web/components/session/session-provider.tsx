/**
 * The browser session of spec §4 "Session" and §9 timings: the stored token, a check every 5 s, a
 * refresh 300 s (+ 0–119 s) before expiry (one at a time, session-storage flag), GET /session/renew
 * every 300000 ms, logout with reason and toast, and a reload when another tab logs in as someone
 * else. The rules themselves are pure functions in src/domain/account/session.ts.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { LoggedInUser } from "../../../domain/account/auth.ts";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import { impersonationEndPath } from "../../../domain/back-office/back-office-home.ts";
import {
  otherTabChangedUser,
  refreshFailureEndsSession,
  refreshFlagActive,
  refreshJitterSeconds,
  sessionAction,
  type LogoutReason,
} from "../../../domain/account/session.ts";
import { TIMINGS } from "../../../domain/shared/spec-constants.ts";
import { TOASTS } from "../../../domain/shared/texts.ts";
import { ApiError, apiGet, apiPost } from "../../lib/api.ts";
import { clearSession, readSession, refreshFlagKey, sessionKey, writeSession } from "../../lib/session-store.ts";
import { useToast } from "../toasts.tsx";

export interface SessionContextValue {
  user: LoggedInUser | null;
  /** Stores a token from a login or registration answer; returns its user. */
  logIn(token: string): LoggedInUser | null;
  /** Spec §4 logout reasons; false when the logout call failed (it is logged). */
  logOut(reason: LogoutReason): Promise<boolean>;
  /** Renews the token now (fresh claims, e.g. after a name change). */
  refreshNow(): Promise<void>;
  /**
   * Takes over the cookie's session after a page action started a new one (a password change ends every
   * session, decision 0061): the resume of decision 0035, as for a page opened with no stored token.
   */
  resume(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue>({
  user: null,
  logIn: () => null,
  logOut: async () => false,
  refreshNow: async () => {},
  resume: async () => {},
});

export function useSession() {
  return useContext(SessionContext);
}

interface Props {
  /** The user of the auth cookie, as the server rendered the page. */
  initialUser: LoggedInUser | null;
  children: React.ReactNode;
  /** Injectable for tests: time (ms) and randomness in [0, 1). */
  now?: () => number;
  random?: () => number;
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

export function SessionProvider({ initialUser, children, now = Date.now, random = Math.random }: Props) {
  const [user, setUser] = useState<LoggedInUser | null>(initialUser);
  const userRef = useRef(user);
  userRef.current = user;
  const toast = useToast();
  const navigate = useNavigate();
  const jitter = useRef(refreshJitterSeconds(random));
  // Spec §3 session state: {expired, notified}.
  const state = useRef({ expired: false, notified: false, resumeTried: false, loggingOut: false });

  const adopt = useCallback(
    (token: string): LoggedInUser | null => {
      const session = writeSession(token);
      if (!session) return null;
      state.current = { ...state.current, expired: false, notified: false, resumeTried: false };
      jitter.current = refreshJitterSeconds(random);
      setUser(session.user);
      return session.user;
    },
    [random],
  );

  const postLogout = useCallback(async (): Promise<{ Success: boolean; UserSwitched: boolean } | null> => {
    try {
      return await apiPost<{ Success: boolean; UserSwitched: boolean }>("/api/account/jwt/abmelden");
    } catch (err) {
      // Spec §8: a logout failure is logged and returns false.
      console.error("Abmelden fehlgeschlagen", err);
      return null;
    }
  }, []);

  const logOut = useCallback(
    async (reason: LogoutReason): Promise<boolean> => {
      if (state.current.loggingOut) return false;
      state.current.loggingOut = true;
      const actedAs = user?.isImpersonatedS ? user.id : null;
      try {
        const answer = await postLogout();
        if (answer?.UserSwitched) {
          // Spec §4: a logout with user switch loads a page anew instead of clearing the token: the page
          // of the customer the desk acted as, since her own pages are closed to the desk (decision 0036).
          if (actedAs) window.location.assign(impersonationEndPath(actedAs));
          else window.location.reload();
          return true;
        }
        clearSession();
        setUser(null);
        if (reason === "sessionExpired") {
          state.current.notified = true;
          toast({ ...TOASTS.sessionExpired });
        } else if (reason === "userAction") {
          toast({ ...TOASTS.loggedOut });
        }
        if (reason !== "appAction") navigate(loginUrl(currentAddress()));
        return Boolean(answer?.Success);
      } finally {
        state.current.loggingOut = false;
      }
    },
    [navigate, postLogout, toast, user],
  );

  /** Spec §4: a missing or expired token marks the session expired; the customer is logged out once. */
  const expire = useCallback(async () => {
    // A page opened after a pause: the refresh cookie may still bring the session back.
    if (!state.current.resumeTried) {
      state.current.resumeTried = true;
      try {
        const { token } = await apiPost<{ token: string }>(
          "/api/account/get/token",
          { CurrentToken: readSession()?.token },
          { anonymous: true },
        );
        if (adopt(token)) return;
      } catch (err) {
        // As for a renewal (spec §8), only a refusal ends the session. An answer that never came
        // (offline, cut off) is tried again at the next check instead of logging the user out.
        if (!(err instanceof ApiError && refreshFailureEndsSession(err.status))) {
          state.current.resumeTried = false;
          console.error("Sitzung konnte nicht fortgesetzt werden", err);
          return;
        }
      }
    }
    state.current.expired = true;
    if (state.current.notified) return;
    await logOut("sessionExpired");
  }, [adopt, logOut]);

  const refresh = useCallback(async () => {
    const flag = refreshFlagKey();
    try {
      if (refreshFlagActive(sessionStorage.getItem(flag), now())) return;
      sessionStorage.setItem(flag, String(now()));
    } catch {
      // no session storage: refresh without the guard
    }
    try {
      const current = readSession();
      if (!current) return;
      const answer = await apiPost<{ success: boolean; reload: boolean; token: string | null }>("/api/account/v2/get/token", {
        CurrentToken: current.token,
      });
      if (answer.reload) {
        window.location.reload();
        return;
      }
      if (answer.token) adopt(answer.token);
    } catch (err) {
      if (err instanceof ApiError && refreshFailureEndsSession(err.status)) {
        // Spec §8: post a logout, clear the token, mark the session expired.
        state.current.resumeTried = true;
        await expire();
      } else {
        console.error("Token-Erneuerung fehlgeschlagen", err);
      }
    } finally {
      try {
        sessionStorage.removeItem(flag);
      } catch {
        // nothing to remove
      }
    }
  }, [adopt, expire, now]);

  const check = useCallback(async () => {
    if (state.current.loggingOut) return;
    let refreshing = false;
    try {
      refreshing = refreshFlagActive(sessionStorage.getItem(refreshFlagKey()), now());
    } catch {
      refreshing = false;
    }
    const action = sessionAction({
      loggedIn: userRef.current !== null,
      session: readSession(),
      nowMs: now(),
      jitterSeconds: jitter.current,
      refreshing,
    });
    if (action === "refresh") await refresh();
    else if (action === "expire") await expire();
  }, [expire, now, refresh]);

  const checkRef = useRef(check);
  checkRef.current = check;

  // Start: take the stored session, then check every 5 s (spec §9).
  useEffect(() => {
    const stored = readSession();
    if (stored && userRef.current && stored.user.id !== userRef.current.id) {
      // Cookie and storage disagree: the cookie decided what the server rendered, so the stored token
      // goes and the first check resumes the cookie's session (never a reload loop).
      clearSession();
    } else if (stored && stored.expires > now()) {
      setUser(stored.user);
    }
    void checkRef.current();
    const timer = window.setInterval(() => void checkRef.current(), TIMINGS.sessionCheckMs);
    return () => window.clearInterval(timer);
    // Once per page: the interval always calls the latest check.
  }, []);

  // GET /session/renew every 300000 ms (spec §7/§9); failures are only logged (spec §8).
  useEffect(() => {
    const timer = window.setInterval(() => {
      apiGet<void>("/session/renew").catch((err) => console.error("Sitzungsverlängerung fehlgeschlagen", err));
    }, TIMINGS.sessionRenewMs);
    return () => window.clearInterval(timer);
  }, []);

  // Spec §4: another tab logging in as a different user reloads this one; the same user's renewed
  // token is simply taken over; a logout elsewhere ends the session here quietly.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== sessionKey()) return;
      let token: string | null = null;
      try {
        token = e.newValue ? ((JSON.parse(e.newValue) as { token?: string }).token ?? null) : null;
      } catch {
        token = null;
      }
      if (!token) {
        if (userRef.current) {
          state.current.notified = true;
          setUser(null);
        }
        return;
      }
      if (otherTabChangedUser(userRef.current?.id ?? null, token)) window.location.reload();
      else setUser(readSession()?.user ?? userRef.current);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const resume = useCallback(async () => {
    state.current.resumeTried = false;
    await expire();
  }, [expire]);

  // A page action that started a session (login, registration, guest; decision 0061) set its cookies: the
  // root data's user changes with them after the action, and the store takes that session over.
  const cookieUserId = initialUser?.id ?? null;
  const seenCookieUser = useRef(cookieUserId);
  useEffect(() => {
    if (seenCookieUser.current === cookieUserId) return;
    seenCookieUser.current = cookieUserId;
    if (cookieUserId !== null && cookieUserId !== userRef.current?.id) void resume();
  }, [cookieUserId, resume]);

  const value = useMemo<SessionContextValue>(
    () => ({ user, logIn: adopt, logOut, refreshNow: refresh, resume }),
    [user, adopt, logOut, refresh, resume],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
