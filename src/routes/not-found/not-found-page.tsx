import { PAGE_TITLES } from "@contract/page-titles";
import { SparklesIcon } from "lucide-react";
import { type ComponentType, lazy, memo, Suspense } from "react";
import { useAuth } from "@/lib/auth";
import { tellPartFailure } from "@/lib/lazy-module";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * The two ways back in, in a chunk of their own (as under "House not found"): imported here, their
 * icons went into the app's chunk, which every page loads (scripts/vite-screen-chunks.ts). The
 * build prerenders them and the app hydrates them in place (decision 394); memoized, so no render
 * above reaches them before they have hydrated.
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

const LazyWaysBackIn = memo(function LazyWaysBackIn() {
  return (
    <Suspense fallback={null}>
      <WaysBackIn />
    </Suspense>
  );
});

/**
 * An unknown address: a friendly dead end with the two ways back in, which for a visitor signed
 * out are the pages open to them (decision 394).
 */
export default function NotFoundPage() {
  const { isAuthenticated } = useAuth();
  usePageTitle(PAGE_TITLES.notFound);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-night text-accent">
        <SparklesIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="font-bold text-3xl">Page Not Found</h1>
      <p className="text-muted-foreground">
        The lights are off at this address. The page may have moved, or the link may be mistyped.{" "}
        {isAuthenticated
          ? "Find a display near you or browse every house on the map."
          : "Browse the displays town by town, or follow a tour neighbors planned."}
      </p>
      <LazyWaysBackIn />
    </div>
  );
}
