import { useSyncExternalStore } from "react";

/** Open state of the one authentication dialog, reachable from anywhere (also outside React). */
export type AuthTab = "signin" | "signup";
interface AuthDialogState {
  open: boolean;
  tab: AuthTab;
  /** The sign-up prompt for signed-out visitors cannot be dismissed. */
  closable: boolean;
}

let state: AuthDialogState = { open: false, tab: "signin", closable: true };
const listeners = new Set<() => void>();

function set(next: AuthDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(tab: AuthTab = "signin", options: { closable?: boolean } = {}) {
  set({ open: true, tab, closable: options.closable ?? true });
}

export function closeAuthDialog() {
  set({ ...state, open: false, closable: true });
}

export function setAuthTab(tab: AuthTab) {
  set({ ...state, tab });
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
