import { PAGE_TITLES } from "@contract/page-titles";
import { SparklesIcon } from "lucide-react";
import { WaysBackIn } from "@/components/layout/ways-back-in";
import { usePageTitle } from "@/lib/use-page-title";

/** Signed-in users on an unknown address: a friendly dead end with the two ways back in. */
export default function NotFoundPage() {
  usePageTitle(PAGE_TITLES.notFound);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-night text-accent">
        <SparklesIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="font-bold text-3xl">Page Not Found</h1>
      <p className="text-muted-foreground">
        The lights are off at this address. The page may have moved, or the link may be mistyped.
        Find a display near you or browse every house on the map.
      </p>
      <WaysBackIn />
    </div>
  );
}
