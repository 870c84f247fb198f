import { SCREEN_PATHS } from "@contract/screen-paths";
import { useSyncExternalStore } from "react";
import { holdsKeptSubmission } from "./kept-submission";

/** Open state of the one authentication dialog, reachable from anywhere (also outside React). */
export type AuthTab = "signin" | "signup";
interface AuthDialogState {
  open: boolean;
  tab: AuthTab;
  /** The sign-up prompt for signed-out visitors cannot be dismissed. */
  closable: boolean;
  /**
   * After signing in, stay where the user is instead of going to /home: the sign-in after an
   * expired session (a 401), whose page may hold something the user was writing, and any sign-in
   * on /submit while it keeps a signed-out account's form (decision 353). The page is never
   * reloaded for the dialog's code then (src/components/auth/lazy-auth-dialog.tsx).
   */
  stayOnPage: boolean;
  /**
   * The next step of what opened the dialog, after signing in or up here, in place of going to
   * /home (decision 384): what a house, town or shared-tour page opens stays on it (`stayHere`),
   * a shared tour's Save a copy saves it. Never run for a sign-in in another tab.
   */
  onSignedIn?: () => void;
}

let state: AuthDialogState = { open: false, tab: "signin", closable: true, stayOnPage: false };
const listeners = new Set<() => void>();

/**
 * What had focus when the dialog opened. The dialog opens from a store, not from a Radix trigger,
 * so Radix has nothing to give focus back to: the dialog does it (restoreFocusAfterAuthDialog).
 */
let focusedBeforeOpen: HTMLElement | null = null;

/** The header's Sign In: where focus goes when what opened the dialog is gone. */
export const HEADER_SIGN_IN_ID = "header-sign-in";

function set(next: AuthDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Signed out on /submit with the form's work kept for its account (decision 353): signing in
 * brings the form back here, so any sign-in from this page stays on it.
 */
function returnsToKeptSubmission() {
  return window.location.pathname === SCREEN_PATHS.submit && holdsKeptSubmission();
}

/** The element that has the focus, or null when none has (the page's body). */
export function focusedElement(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

export function openAuthDialog(
  tab: AuthTab = "signin",
  options: {
    closable?: boolean;
    stayOnPage?: boolean;
    onSignedIn?: () => void;
    /**
     * Where the focus goes back to when the dialog closes, in place of what has it now: a sign-in
     * prompt's toast names the control that raised it (decision 412), as its own Sign In goes
     * with the toast.
     */
    returnFocusTo?: HTMLElement | null;
  } = {},
) {
  if (!state.open) focusedBeforeOpen = options.returnFocusTo ?? focusedElement();
  set({
    open: true,
    tab,
    closable: options.closable ?? true,
    stayOnPage: options.stayOnPage ?? returnsToKeptSubmission(),
    onSignedIn: options.onSignedIn,
  });
}

/** The `onSignedIn` of what stays on its page after the sign-in: it shows its signed-in form. */
export function stayHere() {}

export function closeAuthDialog() {
  set({ ...state, open: false, closable: true, stayOnPage: false, onSignedIn: undefined });
}

/**
 * Gives focus back to what had it when the dialog opened (for a sign-in prompt's Sign In, the
 * control that raised the prompt), or, when that is no longer in the page (a screen left after
 * signing in) or cannot take focus, to the header's Sign In; with neither, focus stays where the
 * page puts it. A screen the sign-in went on to has put it somewhere already (the planner's
 * heading after a Save a copy, decision 412): it stays there.
 */
export function restoreFocusAfterAuthDialog() {
  const opener = focusedBeforeOpen;
  focusedBeforeOpen = null;
  if (focusedElement()) return;
  for (const target of [opener, document.getElementById(HEADER_SIGN_IN_ID)]) {
    if (!target?.isConnected) continue;
    target.focus();
    if (document.activeElement === target) return;
  }
}

export function setAuthTab(tab: AuthTab) {
  set({ ...state, tab });
}

const REOPEN_KEY = "lights-auth-dialog-reopen";

/**
 * Keeps the open dialog (its tab, whether it can be closed) for the next page in this tab: the
 * page reloads to get the dialog's code (its download failed, src/lib/failed-download.ts), and
 * the dialog opens there again.
 */
export function reopenAuthDialogAfterReload() {
  try {
    sessionStorage.setItem(
      REOPEN_KEY,
      JSON.stringify({ tab: state.tab, closable: state.closable }),
    );
  } catch {
    // No session storage: the visitor presses Sign In again.
  }
}

/** Opens the dialog a reload was for (reopenAuthDialogAfterReload), once. */
export function openAuthDialogKeptForReload() {
  let kept: { tab?: unknown; closable?: unknown } | null = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(REOPEN_KEY) ?? "null");
    sessionStorage.removeItem(REOPEN_KEY);
  } catch {
    return;
  }
  if (kept?.tab !== "signin" && kept?.tab !== "signup") return;
  openAuthDialog(kept.tab, { closable: kept.closable !== false });
}

/** Calls `listener` each time the dialog opens; returns the unsubscribe. */
export function onAuthDialogOpen(listener: () => void) {
  const onChange = () => {
    if (state.open) listener();
  };
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useAuthDialog() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // Prerendered pages (src/prerender.tsx): the dialog starts closed.
    () => state,
  );
}
