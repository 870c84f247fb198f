/**
 * The review a user is writing on a house page, kept in sessionStorage for the tab until it is
 * submitted, with the account that wrote it. A request answered 401 signs the user out, which
 * replaces the form with "Sign In to Review"; when that account signs in again the form comes back
 * with the stars and text they had (decision 144). Another account signing in on the tab never
 * gets it, and logging out deletes the tab's drafts (decision 309). Between the form and the
 * edit of the account's own review, what was written goes along when one takes the other's place
 * because of a write made elsewhere (decisions 347, 351).
 */
import { useEffect, useState, useSyncExternalStore } from "react";

export interface ReviewDraft {
  rating: number;
  text: string;
}

/** A draft as stored: what was written and who wrote it (the account's Firebase uid). */
interface AuthoredReviewDraft extends ReviewDraft {
  authorUid: string;
}

const EMPTY: ReviewDraft = { rating: 5, text: "" };
/** The draft differs from the empty form's: something was written or chosen. */
const holdsSomething = (draft: ReviewDraft) => draft.text !== "" || draft.rating !== EMPTY.rating;
const KEY_PREFIX = "lights:review-draft:";
const keyFor = (houseId: number) => `${KEY_PREFIX}${houseId}`;

function readDraft(houseId: number): AuthoredReviewDraft | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyFor(houseId)) ?? "null") as unknown;
    if (
      saved &&
      typeof saved === "object" &&
      typeof (saved as AuthoredReviewDraft).authorUid === "string" &&
      typeof (saved as AuthoredReviewDraft).text === "string" &&
      Number.isInteger((saved as AuthoredReviewDraft).rating)
    ) {
      const { authorUid, rating, text } = saved as AuthoredReviewDraft;
      return { authorUid, rating: Math.min(5, Math.max(1, rating)), text };
    }
  } catch {
    // Storage blocked or a malformed entry: start empty.
  }
  return null;
}

/** What the form shows the signed-in account: the draft it wrote, else an empty one. */
export function draftShownTo(
  draft: AuthoredReviewDraft | null,
  authorUid: string | null,
): ReviewDraft {
  if (!draft || authorUid === null || draft.authorUid !== authorUid) return EMPTY;
  return { rating: draft.rating, text: draft.text };
}

/**
 * An edit of the account's own review that was open when the review left the house page, by
 * house: kept by the edit form as it goes (keepUnsavedEdit), taken up by the review form.
 * In memory only: it lasts until the review form of the house takes it or sees the review
 * still there (the edit went because the page was left, or the account signed out).
 */
const unsavedEdits = new Map<number, AuthoredReviewDraft>();

/** The own review's edit form leaving the page while open: what it held (decision 347). */
export function keepUnsavedEdit(houseId: number, authorUid: string, edit: ReviewDraft) {
  unsavedEdits.set(houseId, { ...edit, authorUid });
}

/**
 * A first review being written when the account's review of the house appeared (posted in
 * another tab or on another device), by house: handed over by the review form
 * (useReviewDraft), taken up by that review's edit (useUnsentReview). In memory, with
 * listeners: the form and the review's edit come and go in the same commit (decision 351).
 */
const unsentReviews = new Map<number, AuthoredReviewDraft>();
const unsentListeners = new Set<() => void>();

function keepUnsentReview(houseId: number, draft: AuthoredReviewDraft) {
  unsentReviews.set(houseId, draft);
  for (const listener of unsentListeners) listener();
}

function onUnsentReviews(listener: () => void) {
  unsentListeners.add(listener);
  return () => unsentListeners.delete(listener);
}

/**
 * The first review `authorUid` was writing on the house when their own review appeared there, or
 * null; `taken()` forgets it once the review's edit holds it (decision 351).
 */
export function useUnsentReview(houseId: number, authorUid: string) {
  const unsent = useSyncExternalStore(onUnsentReviews, () => unsentReviews.get(houseId));
  const draft: ReviewDraft | null = unsent?.authorUid === authorUid ? unsent : null;
  const taken = () => {
    if (draft && unsentReviews.get(houseId) === draft) unsentReviews.delete(houseId);
  };
  return [draft, taken] as const;
}

/**
 * The draft of one house for the signed-in account (`authorUid`, null signed out): [draft,
 * update, clear, editCarried]. Clearing also forgets the stored copy. `ownReviewListed`: the
 * house shows the account's review (and so no form). When it goes while an edit of it was open
 * (deleted in another tab or on another device), the edit becomes the draft and `editCarried`
 * says so until the draft is cleared (decision 347). When it appears while a draft holds
 * something and the form is not `sending` it (posted elsewhere), the draft goes to that
 * review's edit (useUnsentReview, decision 351).
 */
export function useReviewDraft(
  houseId: number,
  authorUid: string | null,
  ownReviewListed = false,
  sending = false,
) {
  const [stored, setStored] = useState(() => readDraft(houseId));
  const [editCarried, setEditCarried] = useState(false);
  // A review of the account's own appeared while it was writing one here: not this form's (its
  // own submit is `sending` until it has cleared the draft), so one posted elsewhere.
  useEffect(() => {
    if (authorUid === null || !ownReviewListed || sending) return;
    if (!stored || stored.authorUid !== authorUid || !holdsSomething(stored)) return;
    keepUnsentReview(houseId, stored);
    setStored(null);
    setEditCarried(false);
  }, [houseId, authorUid, ownReviewListed, sending, stored]);
  // Runs after the edit form's cleanup of the same commit (React runs every effect cleanup of a
  // commit before its effects), so the edit is kept by the time the review is seen gone.
  useEffect(() => {
    if (authorUid === null) return;
    if (ownReviewListed) {
      unsavedEdits.delete(houseId);
      return;
    }
    const edit = unsavedEdits.get(houseId);
    if (edit?.authorUid !== authorUid) return;
    unsavedEdits.delete(houseId);
    setStored(edit);
    setEditCarried(true);
  }, [houseId, authorUid, ownReviewListed]);
  useEffect(() => {
    try {
      if (stored && holdsSomething(stored)) {
        sessionStorage.setItem(keyFor(houseId), JSON.stringify(stored));
      } else {
        sessionStorage.removeItem(keyFor(houseId));
      }
    } catch {
      // Storage blocked: the draft lives as long as the form, as before.
    }
  }, [houseId, stored]);
  const update = (change: Partial<ReviewDraft>) => {
    if (authorUid === null) return;
    setStored((current) => ({ ...draftShownTo(current, authorUid), ...change, authorUid }));
  };
  const clear = () => {
    setStored(null);
    setEditCarried(false);
  };
  const carriedForThisAccount = editCarried && stored?.authorUid === authorUid;
  return [draftShownTo(stored, authorUid), update, clear, carriedForThisAccount] as const;
}

/** Logging out: no draft of the tab stays for the next person at this browser. */
export function deleteReviewDrafts() {
  unsavedEdits.clear();
  unsentReviews.clear();
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(KEY_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
