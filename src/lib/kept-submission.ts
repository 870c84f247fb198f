/**
 * The Submit form's work, kept in this tab while the account that wrote it is signed out
 * (decision 353). A Log out in another tab (decision 342) or an expired session (a 401) swaps
 * /submit for the signed-out view, which unmounts the form: everything typed, picked and uploaded
 * went with it. Now the form that unmounts because its account signed out leaves its work here,
 * /submit says so while signed out, and the form takes the work back when the same account signs
 * in again, in this tab or another. In memory only: five resized photos pass what the tab's
 * storage holds (decision 313), and a reload asks first while something is kept (keep). Another account
 * signing in never gets it (decisions 104 and 309), and a Log out in this tab deletes it.
 *
 * Plain module state, not React's: the form and the signed-out view are never mounted together
 * long enough to share a component's state, and the sign-in dialog reads it outside React. The
 * work's shape is the form's own (src/components/submit/submit-form.tsx), opaque here.
 */
import { useEffect, useRef } from "react";
import { onSignIn, signedInUid } from "./signed-in-account";

/** The form on screen: whose it is, and what it holds now (null: nothing worth keeping). */
interface LiveForm {
  ownerUid: string;
  read(): unknown;
}

let liveForm: LiveForm | null = null;
let kept: { ownerUid: string; work: unknown } | null = null;

/**
 * While work is kept, a reload or a closed tab would lose it, on whatever page the tab is then:
 * the browser asks first, as the form itself does (decision 313). Only then, so other pages keep
 * the browser's back-forward cache.
 */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older Chromium and Safari ask only when returnValue is set.
  event.returnValue = "";
}

function keep(next: typeof kept) {
  kept = next;
  if (next) window.addEventListener("beforeunload", askBeforeLeaving);
  else window.removeEventListener("beforeunload", askBeforeLeaving);
}
/** A Log out started in this tab: what the form holds leaves with the user. */
let loggingOutHere = false;

// Another account signing in: the work was not theirs.
onSignIn((uid) => {
  if (kept && kept.ownerUid !== uid) keep(null);
});

/**
 * The work a form of `uid` left when its account was signed out, for the form mounting now to
 * start from (null: none, or not this account's).
 */
export function keptSubmissionFor<Work>(uid: string | null): Work | null {
  return kept !== null && uid !== null && kept.ownerUid === uid ? (kept.work as Work) : null;
}

/**
 * The form's side: `read` says what it holds (null when nothing was entered). While the form is
 * mounted the work is its own; when it unmounts because its account is no longer signed in (and
 * not by a Log out here), what it holds then is kept for that account.
 */
export function useKeepOverSignOut(read: () => unknown) {
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  useEffect(() => {
    const ownerUid = signedInUid();
    if (ownerUid === null) return;
    // The form shows this account's kept work (keptSubmissionFor) from now on.
    keep(null);
    const form: LiveForm = { ownerUid, read: () => latestRead.current() };
    liveForm = form;
    return () => {
      if (liveForm === form) liveForm = null;
      // Still signed in: the user left the form, which leaves nothing behind (decision 313).
      if (signedInUid() === ownerUid || loggingOutHere) return;
      const work = form.read();
      if (work !== null) keep({ ownerUid, work });
    };
  }, []);
}

/**
 * Whether the tab holds a form's work for an account no longer signed in: kept, or still on the
 * form being unmounted (the signed-out view renders before the form's clean-up runs).
 */
export function holdsKeptSubmission(): boolean {
  if (loggingOutHere) return false;
  if (kept) return true;
  return liveForm !== null && liveForm.ownerUid !== signedInUid() && liveForm.read() !== null;
}

/**
 * A Log out in this tab started (true) or failed (false, the user is still signed in): from its
 * start nothing is kept for the next person at the browser (decision 309).
 */
export function setLoggingOutHere(value: boolean) {
  loggingOutHere = value;
  if (value) keep(null);
}
