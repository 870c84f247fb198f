import type { User } from "@contract/user";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { afterPageSettles } from "./after-page-settles";
import { api, onAdminAccessLost, setSigningOut } from "./api";
import {
  hasPersistedFirebaseUser,
  loadFirebase,
  onFirebaseRequested,
  PERSISTED_USER_PREFIX,
  persistedSession,
} from "./firebase-loader";
import { setLoggingOutHere } from "./kept-submission";
import { clearOfflineData } from "./offline/service-worker";
import { authKeys, currentUserQuery } from "./queries/auth";
import { setSignedInUid } from "./signed-in-account";
import { toast } from "./use-toast";

interface AuthState {
  /** The app's user record; signed in means both the provider's user and this exist. */
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  signInWithEmail(email: string, password: string): Promise<void>;
  signUpWithEmail(name: string, email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The provider's user's uid, for the screens. The modules that keep one account's data hear of it
 * first (decision 309): a tour draft another account left is gone before any screen shows it.
 */
function reportedUid(user: { uid: string } | null | undefined) {
  const uid = user?.uid ?? null;
  setSignedInUid(uid);
  return uid;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The provider's user, by uid: from a persisted session with a fresh token at once, else as
  // Firebase reports it.
  const [uid, setUid] = useState(() => reportedUid(persistedSession()));
  // Nothing persisted = signed out now, without downloading Firebase; a fresh persisted token =
  // signed in now, Firebase loading once the first screen has settled (decision 296).
  const [ready, setReady] = useState(() => uid !== null || !hasPersistedFirebaseUser());

  useEffect(() => {
    // Firebase's code could not be had (offline): the session stays as the page has it, and what
    // needs Firebase next (a sign-in, a request's token) says so itself.
    const firebaseNotHad = () => undefined;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const listen = () =>
      void loadFirebase().then(({ auth, onAuthStateChanged }) => {
        if (cancelled || unsubscribe) return;
        unsubscribe = onAuthStateChanged(auth, (next) => {
          // Signed in again (here or in another tab): a lost session is an expired one again.
          if (next) setSigningOut(false);
          setUid(reportedUid(next));
          setReady(true);
          // Losing the provider user clears the cached app user and the answers saved offline.
          if (!next) {
            queryClient.removeQueries({ queryKey: authKeys.user });
            void clearOfflineData();
          }
        });
      }, firebaseNotHad);
    const startsOnSavedSession = persistedSession() !== null;
    // Signed out: Firebase (about 32 KB, and Google's sign-in helper script) loads only when
    // someone signs in, in this tab (the first loadFirebase call) or in another (its session
    // appears in localStorage). On the saved session, a change in another tab (a sign-out there
    // removes it) hands over to Firebase at once, which says whether anyone is still signed in.
    const onStorage = (event: StorageEvent) => {
      // Firebase's session gone from storage: a Log out in another tab (decision 342). Not an
      // expired session here: this tab goes to the signed-out view without the toast and the
      // sign-in dialog (decision 309).
      if (event.key?.startsWith(PERSISTED_USER_PREFIX) && event.newValue === null) {
        setSigningOut(true);
        // Firebase here may have read the session just before it went (it loads once the page
        // has settled) and would write it back, signing the other tab in again: it signs out
        // here too.
        void loadFirebase()
          .then(({ auth, signOut }) => signOut(auth))
          .catch(firebaseNotHad);
      }
      if (hasPersistedFirebaseUser() || startsOnSavedSession) listen();
    };
    let stopWaiting = () => {};
    if (startsOnSavedSession) {
      // The screen starts on the persisted token; Firebase takes over after it, or sooner when
      // something asks for it (a sign-out, a token about to expire).
      stopWaiting = onFirebaseRequested(listen);
      afterPageSettles(() => {
        if (!cancelled) loadFirebase().catch(firebaseNotHad);
      });
    } else if (hasPersistedFirebaseUser()) listen();
    else stopWaiting = onFirebaseRequested(listen);
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      stopWaiting();
      window.removeEventListener("storage", onStorage);
      unsubscribe?.();
    };
  }, [queryClient]);

  const userQuery = useQuery(currentUserQuery(uid ?? undefined));

  useEffect(() => {
    // The API refused an admin request: this user's admin rights were removed since the app read
    // them. Every admin screen shows Access Denied at once (the route table's AdminOnly reads
    // isAdmin) and the menu drops Admin, rather than a screen's "Failed to load" and a Try Again
    // that cannot work; the user is read again, which says whether they are an admin still
    // (decision 411).
    onAdminAccessLost(() => {
      queryClient.setQueriesData<User>({ queryKey: authKeys.user }, (user) =>
        user ? { ...user, isAdmin: false } : user,
      );
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
    });
    return () => onAdminAccessLost(null);
  }, [queryClient]);

  useEffect(() => {
    // Offline with nothing saved yet is not an error to report: the offline banner says it. The
    // browser's flag alone misses a network that passes nothing (decision 342).
    const quiet = ["UnauthorizedError", "ConnectionError"];
    if (userQuery.isError && !quiet.includes(userQuery.error.name) && navigator.onLine) {
      toast({ title: "Error", description: "Failed to fetch user", variant: "destructive" });
    }
  }, [userQuery.isError, userQuery.error]);

  const value = useMemo<AuthState>(() => {
    const user = uid ? (userQuery.data ?? null) : null;
    return {
      user,
      isLoading: !ready || (Boolean(uid) && userQuery.isPending),
      isAuthenticated: Boolean(uid && user),
      async signInWithEmail(email, password) {
        const { auth, signInWithEmailAndPassword } = await loadFirebase();
        await signInWithEmailAndPassword(auth, email, password);
      },
      async signUpWithEmail(name, email, password) {
        const { auth, createUserWithEmailAndPassword, updateProfile } = await loadFirebase();
        const credential = await createUserWithEmailAndPassword(auth, email, password);
        await updateProfile(credential.user, { displayName: name });
        // A fresh token carries the name. A user fetch started before it (with the nameless
        // token) is cancelled so its answer cannot overwrite the named one.
        await credential.user.getIdToken(true);
        await queryClient.cancelQueries({ queryKey: authKeys.user });
        const named = await api("GET /api/auth/user");
        queryClient.setQueryData(currentUserQuery(credential.user.uid).queryKey, named);
      },
      async signInWithGoogle() {
        await (await loadFirebase()).signInWithGoogle();
      },
      async signOut() {
        setSigningOut(true);
        // A Submit form open here is not kept for the next person at the browser (decision 353).
        setLoggingOutHere(true);
        try {
          await api("POST /api/auth/logout").catch(() => undefined);
          const { auth, signOut } = await loadFirebase();
          await signOut(auth);
        } catch (error) {
          setSigningOut(false);
          setLoggingOutHere(false);
          throw error;
        }
        // What the user was writing leaves the device with them (decision 309). Only here: a
        // session that expired (a 401) keeps it for the same user signing in again (decision 144).
        // The drafts' code comes with the screens, not in every page's first download. Should it
        // not load, the next account signing in still never gets the tour (claimTourDraft).
        await Promise.all([import("./tour-draft"), import("./review-draft")]).then(
          ([tour, review]) => {
            tour.deleteTourDraft();
            review.deleteReviewDrafts();
          },
          () => undefined,
        );
        queryClient.clear();
        // Gone before the page leaves, which could cut the deletion short.
        await clearOfflineData();
        window.location.assign("/");
      },
    };
  }, [uid, ready, userQuery.data, userQuery.isPending, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}

/** Display helpers shared by header, welcome text and reviews. */
export function avatarInitial(user: Pick<User, "firstName" | "email"> | null) {
  return (user?.firstName?.[0] ?? user?.email?.[0] ?? "U").toUpperCase();
}
