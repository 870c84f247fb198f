import { HOUSE_NOT_FOUND, HOUSE_REMOVED_TEXT } from "@contract/house-gone";
import { HomeIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { GoBackButton } from "@/components/layout/go-back-button";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";

/**
 * The not-found page's two ways back in, loaded when a house page turns out to be a dead end: a
 * static import made them a part the house page and the not-found page share, which put them in
 * a chunk every screen loads (docs/performance.md, "Every screen").
 */
const waysBackInModule = lazyModule(() => import("@/components/layout/ways-back-in"));

function LazyWaysBackIn() {
  const [module, load] = useLazyModule(waysBackInModule);
  useEffect(() => {
    void load("ahead");
  }, [load]);
  return module ? <module.WaysBackIn /> : null;
}

/**
 * Only for a house the server says does not exist (a 404): Go Back, and the not-found page's two
 * ways back in below it. `removed`: the page showed the house and has just learned it is gone
 * (decision 354), so it says so under the heading, and takes the focus the pressed button had
 * (decision 340).
 */
export function HouseNotFound({ removed = false }: { removed?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (removed && (focused === null || focused === document.body)) heading.current?.focus();
  }, [removed]);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <HomeIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1
        ref={heading}
        tabIndex={removed ? -1 : undefined}
        className="font-bold text-2xl focus:outline-none"
      >
        {HOUSE_NOT_FOUND}
      </h1>
      {removed && <p className="text-muted-foreground">{HOUSE_REMOVED_TEXT}</p>}
      <GoBackButton />
      {/* The worker's page for an unknown house offers these two as well (decision 362). */}
      <LazyWaysBackIn />
    </div>
  );
}
