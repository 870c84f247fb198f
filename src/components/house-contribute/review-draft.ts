/**
 * The review a user is writing on a house page, kept in sessionStorage for the tab until it is
 * submitted. A request answered 401 signs the user out, which replaces the form with "Sign In to
 * Review"; after signing in again the form comes back with the stars and text they had.
 */
import { useEffect, useState } from "react";

export interface ReviewDraft {
  rating: number;
  text: string;
}

const EMPTY: ReviewDraft = { rating: 5, text: "" };
const keyFor = (houseId: number) => `lights:review-draft:${houseId}`;

function readDraft(houseId: number): ReviewDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyFor(houseId)) ?? "null") as unknown;
    if (
      saved &&
      typeof saved === "object" &&
      typeof (saved as ReviewDraft).text === "string" &&
      Number.isInteger((saved as ReviewDraft).rating)
    ) {
      const { rating, text } = saved as ReviewDraft;
      return { rating: Math.min(5, Math.max(1, rating)), text };
    }
  } catch {
    // Storage blocked or a malformed entry: start empty.
  }
  return EMPTY;
}

/** The draft for one house: [draft, update, clear]. Clearing also forgets the stored copy. */
export function useReviewDraft(houseId: number) {
  const [draft, setDraft] = useState(() => readDraft(houseId));
  useEffect(() => {
    try {
      if (draft.text || draft.rating !== EMPTY.rating) {
        sessionStorage.setItem(keyFor(houseId), JSON.stringify(draft));
      } else {
        sessionStorage.removeItem(keyFor(houseId));
      }
    } catch {
      // Storage blocked: the draft lives as long as the form, as before.
    }
  }, [houseId, draft]);
  const update = (change: Partial<ReviewDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const clear = () => setDraft(EMPTY);
  return [draft, update, clear] as const;
}
