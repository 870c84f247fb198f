import type { HouseContent, HouseReview } from "@contract/house";
import { useEffect, useState } from "react";

type HomeownerModule = typeof import("./homeowner-actions");

/** Kept once loaded, so controls mounted later render at once. */
let loaded: HomeownerModule | null = null;

/**
 * The homeowner controls (homeowner-actions.tsx) load after the house page renders: most visitors
 * never use them, and the page's first JavaScript is held at its size. No React.lazy, for the
 * reason src/components/auth/lazy-auth-dialog.tsx gives (Suspense reveals on a timer).
 */
function useHomeownerModule() {
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    void import("./homeowner-actions").then((imported) => {
      loaded = imported;
      if (current) setModule(imported);
    });
    return () => {
      current = false;
    };
  }, [module]);
  return module;
}

export function LazyHomeownerSection({ house }: { house: HouseContent }) {
  const module = useHomeownerModule();
  return module ? <module.HomeownerSection house={house} /> : null;
}

export function LazyOwnerAnswerForm({
  house,
  review,
}: {
  house: HouseContent;
  review: HouseReview;
}) {
  const module = useHomeownerModule();
  return module ? <module.OwnerAnswerForm house={house} review={review} /> : null;
}
