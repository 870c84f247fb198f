/**
 * The submit form's side of its kept work (src/lib/kept-submission.ts, decisions 353 and 424):
 * what the form leaves there when it unmounts holding work, and its own ways out.
 */
import { useCallback, useEffect, useRef } from "react";
import { keptForms, type LiveForm } from "@/lib/kept-submission";
import { signedInUid } from "@/lib/signed-in-account";

/** What the form tells the module: what it holds, and whether it is being sent. */
interface FormSide {
  /** The work now, or null when nothing was entered. */
  read(): unknown;
  /** Whether a run is under way: it decides on its end what is kept (keepAfterRun). */
  sending(): boolean;
}

/**
 * The form's side. While the form is mounted the work is its own; when it unmounts holding work
 * (Back, a link, a tab, a sign-out under it), what it holds then is kept for its account. Not
 * after `discard()` (the form's Cancel, its Start over, a sent form), nor in a Log out here. A
 * form left while it is sent keeps nothing on leaving: the run goes on (decision 353), and
 * `keepAfterRun()` keeps the work if it fails.
 */
export function useKeptSubmission({ read, sending }: FormSide) {
  const latest = useRef({ read, sending });
  useEffect(() => {
    latest.current = { read, sending };
  });
  const discarded = useRef(false);
  const owner = useRef<string | null>(null);
  useEffect(() => {
    const ownerUid = signedInUid();
    owner.current = ownerUid;
    if (ownerUid === null) return;
    // The form shows this account's kept work (keptSubmissionFor) from now on.
    keptForms.keep(null);
    discarded.current = false;
    const form: LiveForm = { ownerUid, read: () => latest.current.read() };
    keptForms.setLive(form);
    return () => {
      if (keptForms.live() === form) keptForms.setLive(null);
      if (discarded.current || keptForms.loggingOut()) return;
      // Left while it is sent by an account still signed in: the run's end decides.
      if (latest.current.sending() && signedInUid() === ownerUid) return;
      const work = form.read();
      if (work !== null) keptForms.keep({ ownerUid, work });
    };
  }, []);
  return {
    /** The form's own way out: nothing of it is kept (decision 313's Cancel, a sent form). */
    discard: useCallback(() => {
      discarded.current = true;
    }, []),
    /**
     * A run that failed after the form was left: its work (with what the run made, decision 028)
     * is kept as if the form had been left then, unless another form is on screen by now, the
     * account changed, or a Log out here is under way.
     */
    keepAfterRun: useCallback(() => {
      const ownerUid = owner.current;
      if (ownerUid === null || discarded.current || keptForms.loggingOut() || keptForms.live()) {
        return;
      }
      const uid = signedInUid();
      if (uid !== null && uid !== ownerUid) return;
      const work = latest.current.read();
      if (work !== null) keptForms.keep({ ownerUid, work });
    }, []),
  };
}
