import { XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { HouseImage } from "@/components/house/house-image";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/dialog";
import { FULL_SCREEN_CLEAR_OF_TOASTS } from "@/components/ui/toast-room";
import { arrowStep } from "@/lib/arrow-step";
import { useSwipe } from "@/lib/use-swipe";

/**
 * The gallery's full-screen photo (a Radix dialog): the whole viewport, dark, on every screen
 * size, the photo as large as fits. Its own module, loaded when a person points at or opens the
 * photo (gallery.tsx): a house page's first JavaScript carries no dialog.
 *
 * The phone's Back closes it: `open` comes from useBackClosesView (src/lib/use-back-closes-view.ts),
 * which gives the open view a history entry of its own that no location listener sees.
 */
export function GalleryFullScreen({
  open,
  onOpenChange,
  title,
  image,
  position,
  count,
  navigation,
  onStep,
  returnFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  image: { url: string; caption: string | null };
  /** 1-based. */
  position: number;
  count: number;
  navigation: ReactNode;
  /**
   * A horizontal swipe on the photo, or the Left or Right key anywhere in the view: 1 for the
   * next, -1 for the previous.
   */
  onStep(step: 1 | -1): void;
  /** Radix gives the focus back to a Dialog's own trigger only; this one opens from the photo. */
  returnFocus(): void;
}) {
  const swipe = useSwipe(onStep);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        // On a phone the toasts go up to the top of the screen over it (decision 388, styles.css).
        data-full-screen=""
        className={`top-0! left-0! flex! h-dvh max-h-none! w-full! max-w-none! translate-x-0! translate-y-0! flex-col gap-0! overflow-hidden! rounded-none! border-none! bg-night! p-0! text-white! shadow-none! ${
          // A toast from before it opened never covers its controls or the photo (decision 376).
          FULL_SCREEN_CLEAR_OF_TOASTS
        }`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        onKeyDown={(event) => {
          const step = arrowStep(event);
          if (step === null || count < 2) return;
          event.preventDefault();
          onStep(step);
        }}
      >
        <DialogTitle className="sr-only">{title} photos</DialogTitle>
        <DialogDescription className="sr-only">
          Photo {position} of {count}
        </DialogDescription>
        <div className="flex items-center justify-between gap-2 p-2">
          {count > 1 ? (
            <span className="px-2 font-medium text-sm" data-testid="full-screen-position">
              {position} / {count}
            </span>
          ) : (
            <span />
          )}
          <DialogClose
            aria-label="Close"
            className="flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/15 text-white transition-colors hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <XIcon className="size-6" aria-hidden="true" />
          </DialogClose>
        </div>
        <div className="relative min-h-0 flex-1 touch-pan-y" {...swipe}>
          <HouseImage
            src={image.url}
            alt={image.caption ?? title}
            sizes="100vw"
            width={16}
            height={9}
            className="size-full object-contain!"
          />
          {navigation}
        </div>
        <p className="min-h-11 px-4 py-3 text-center text-sm text-white">{image.caption}</p>
      </DialogContent>
    </Dialog>
  );
}
