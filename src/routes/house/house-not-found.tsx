import { HOUSE_NOT_FOUND, HOUSE_REMOVED_TEXT } from "@contract/house-gone";
import { HomeIcon } from "lucide-react";
import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";
import { GoBackButton } from "@/components/layout/go-back-button";
import { tellPartFailure } from "@/lib/lazy-module";

/**
 * The not-found page's two ways back in, loaded when a house page turns out to be a dead end: a
 * static import made them a part the house page and the not-found page share, which put them in
 * a chunk every screen loads (docs/performance.md, "Every screen"). React.lazy, not a LazyModule:
 * the build prerenders this view with them (the worker's page for an unknown house), and the app
 * hydrates it, keeping them on screen while their code loads (decision 394). Code that cannot be
 * had leaves nothing in their place (told to the worker's log).
 */
const WaysBackIn = lazy<ComponentType>(() =>
  import("@/components/layout/ways-back-in").then(
    (module) => ({ default: module.WaysBackIn }),
    (error: unknown) => {
      tellPartFailure(error, error, "in-place");
      return { default: () => null };
    },
  ),
);

/**
 * Memoized, so a render of the page above (its query's answer) never reaches the boundary while
 * it still waits to hydrate: React would drop the painted links and draw them again.
 */
const LazyWaysBackIn = memo(function LazyWaysBackIn() {
  return (
    <Suspense fallback={null}>
      <WaysBackIn />
    </Suspense>
  );
});

/** Said under the heading of a house the page was opened for and the server has not got. */
const HOUSE_NOT_FOUND_TEXT =
  "No display on LI Lights is at this link. It may have been removed, or the link may be mistyped.";

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
      <p className="text-muted-foreground">{removed ? HOUSE_REMOVED_TEXT : HOUSE_NOT_FOUND_TEXT}</p>
      <GoBackButton />
      {/* The worker's page for an unknown house offers these two as well (decision 362). */}
      <LazyWaysBackIn />
    </div>
  );
}
