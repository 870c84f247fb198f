import type { HouseContent, HouseReview } from "@contract/house";
import { useEffect, useRef } from "react";
import { OwnerAnswerView } from "@/components/house/review-item";
import { PartLoadError } from "@/components/layout/part-load-error";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import { useLazyModuleWhenNear } from "@/lib/lazy-module-when-near";

const homeownerModule = lazyModule(() => import("./homeowner-actions"));

/**
 * The homeowner section (homeowner-actions.tsx), at the end of the house page, loads as it nears
 * the screen or once the page has settled: most visitors never use it, and the page's first
 * JavaScript and its load stay without it.
 */
export function LazyHomeownerSection({ house }: { house: HouseContent }) {
  const place = useRef<HTMLDivElement>(null);
  const [module, failed] = useLazyModuleWhenNear(homeownerModule, place);
  if (module) return <module.HomeownerSection house={house} />;
  if (failed) return <PartLoadError title="The homeowner section could not load." />;
  return <div ref={place} />;
}

/**
 * The house owner's part under someone else's review (homeowner-actions.tsx): their answer with
 * Edit and Delete, or "Answer as the homeowner". Only the owner gets it, so it loads at once; the
 * answer shows as everyone reads it meanwhile.
 */
export function LazyOwnerAnswer({ house, review }: { house: HouseContent; review: HouseReview }) {
  const [module, load] = useLazyModule(homeownerModule);
  useEffect(() => {
    if (!module) void load();
  }, [module, load]);
  return module ? (
    <module.OwnerAnswer house={house} review={review} />
  ) : (
    <OwnerAnswerView review={review} />
  );
}
