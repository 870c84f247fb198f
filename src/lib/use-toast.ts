import { type ReactNode, useSyncExternalStore } from "react";
import { takeFailedRequestReference } from "./request-reference";

// One toast at a time: a new toast replaces the visible one instead of stacking, except a kept
// one (`keep`), which stays beside the newest until it goes (decision 376).
// Dismissed toasts linger (closed) so radix can finish its exit animation; the limit evicts them anyway.
const TOAST_REMOVE_DELAY = 1_000_000;

/**
 * A toast's button, as data: the lazily loaded Toaster renders it as a ToastAction, so code that
 * raises toasts (the landing's sign-in prompt) never loads the toast components itself.
 */
type ToastActionDescription = {
  label: string;
  /** What a screen reader offers as the keyboard alternative (Radix Toast's altText). */
  altText: string;
} & (
  | { onClick(): void; href?: never }
  /** A page to open: the button is a link to it (a full page load, so what it shows is fresh). */
  | { href: string; onClick?: never }
);

/**
 * A toast as the store keeps it; the Toaster hands the look and open state to the Toast primitive
 * (lib sits below components, so the store names these itself).
 */
type ToasterToast = {
  id: string;
  variant?: "default" | "destructive" | "success";
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionDescription;
  /** How long it stays, in ms, when nothing pauses it (the Toaster's 5 s when not given). */
  duration?: number;
  /** The failed request's reference, shown under the description (src/lib/request-reference.ts). */
  reference?: string;
  /**
   * An offer that must stay within reach for its time (a removal's Undo, decision 376): a toast
   * raised meanwhile shows beside it instead of replacing it. Whoever raises one dismisses it
   * before raising the next.
   */
  keep?: boolean;
  /**
   * Raised by the app on its own, not by what the visitor just did (a visit recorded near a
   * house): it waits for the toast on screen to go instead of replacing it (decision 425).
   */
  background?: boolean;
};

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string | undefined }
  | { type: "REMOVE_TOAST"; toastId?: string | undefined };

interface State {
  toasts: ToasterToast[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts.filter((t) => t.keep && t.open)] };

    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case "DISMISS_TOAST": {
      const { toastId } = action;
      // Side effect kept in the reducer (as in shadcn) so every dismissal path schedules removal.
      if (toastId) {
        addToRemoveQueue(toastId);
      } else {
        for (const t of state.toasts) addToRemoveQueue(t.id);
      }
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }

    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

/** Background toasts raised while another was on screen, oldest first (decision 425). */
let waiting: ToasterToast[] = [];

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  const next = waiting[0];
  if (next && !memoryState.toasts.some((t) => t.open)) {
    waiting = waiting.slice(1);
    memoryState = reducer(memoryState, { type: "ADD_TOAST", toast: next });
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): State {
  return memoryState;
}

type Toast = Omit<ToasterToast, "id">;

/** Show a toast. Works outside React (e.g. in query error handlers); `<Toaster />` renders it. */
function toast(props: Toast) {
  const id = genId();

  const update = (next: Partial<ToasterToast>) => {
    waiting = waiting.map((t) => (t.id === id ? { ...t, ...next } : t));
    dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  };
  const dismiss = () => {
    waiting = waiting.filter((t) => t.id !== id);
    dispatch({ type: "DISMISS_TOAST", toastId: id });
  };

  // An error toast raised for a failed API call shows that call's reference.
  const reference =
    props.reference ?? (props.variant === "destructive" ? takeFailedRequestReference() : undefined);

  const shown: ToasterToast = {
    ...props,
    ...(reference ? { reference } : {}),
    id,
    open: true,
    onOpenChange: (open: boolean) => {
      if (!open) dismiss();
      props.onOpenChange?.(open);
    },
  };
  if (props.background && memoryState.toasts.some((t) => t.open)) {
    waiting = [...waiting, shown];
  } else {
    dispatch({ type: "ADD_TOAST", toast: shown });
  }

  return { id, dismiss, update };
}

function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}

const PENDING_TOAST_KEY = "li-lights:pending-toast";

interface PendingToast {
  title?: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

/**
 * A toast that must survive a full page load (the submit page redirects with
 * window.location.replace): kept in sessionStorage and shown by the Toaster on the next page.
 */
function toastAfterReload(pending: PendingToast) {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(pending));
  } catch {
    toast(pending);
  }
}

/** Whether a toast from the page before waits to be shown (its toaster must come at once). */
function hasPendingToast() {
  try {
    return sessionStorage.getItem(PENDING_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}

function showPendingToast() {
  try {
    const raw = sessionStorage.getItem(PENDING_TOAST_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    toast(JSON.parse(raw) as PendingToast);
  } catch {
    // Storage unavailable or malformed: nothing to show.
  }
}

export {
  dismissToast,
  hasPendingToast,
  showPendingToast,
  TOAST_REMOVE_DELAY,
  type ToastActionDescription,
  type ToasterToast,
  toast,
  toastAfterReload,
  useToast,
};
