/**
 * The Submit form's work, kept in this tab when the form goes without being sent or cancelled
 * (decisions 353 and 424). A Log out in another tab (decision 342) or an expired session (a 401)
 * swaps /submit for the signed-out view, and Back, a header link, a bottom-bar tab or a link
 * inside the form replaces the screen: each unmounts the form, and everything typed, picked and
 * uploaded went with it. Now the form that unmounts holding work leaves it here, for its account:
 * /submit opened again in this tab starts from it (and says so), and while it is signed out
 * /submit says the work waits for the same account to sign in again. In memory only: five resized
 * photos pass what the tab's storage holds (decision 313), and a reload asks first while
 * something is kept (keep). Another account signing in never gets it (decisions 104 and 309), a
 * Log out in this tab deletes it, and the form's own Cancel, its Start over and a sent form keep
 * nothing (discard).
 *
 * Plain module state, not React's: the form and the screens around it are never mounted together
 * long enough to share a component's state, and the sign-in dialog reads it outside React. The
 * work's shape is the form's own (src/components/submit/submit-form.tsx), opaque here.
 */
import { onSignIn, signedInUid } from "./signed-in-account";

/** The form on screen: whose it is, and what it holds now (null: nothing worth keeping). */
export interface LiveForm {
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
 * The work a form of `uid` left (Back, a link, a sign-out under it), for the form mounting now to
 * start from (null: none, or not this account's).
 */
export function keptSubmissionFor<Work>(uid: string | null): Work | null {
  return kept !== null && uid !== null && kept.ownerUid === uid ? (kept.work as Work) : null;
}

/**
 * The form's side of the module, for its hook (src/components/submit/use-kept-submission.ts, in
 * the submit screen's code: only the state and what other screens ask of it load with the app).
 */
export const keptForms = {
  /** The form on screen, if any. */
  live: () => liveForm,
  setLive(form: LiveForm | null) {
    liveForm = form;
  },
  keep,
  /** A Log out in this tab is under way: nothing is kept. */
  loggingOut: () => loggingOutHere,
};

/**
 * Whether the tab holds a form's work for an account no longer signed in: kept, or still on the
 * form being unmounted (the signed-out view renders before the form's clean-up runs).
 */
export function holdsKeptSubmission(): boolean {
  if (loggingOutHere) return false;
  if (kept) return kept.ownerUid !== signedInUid();
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
