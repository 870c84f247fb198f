import type { HouseContent, HouseDetail } from "@contract/house";
import { HOUSE_MAIN_PHOTO_SIZES } from "@contract/photo-sizes";
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { HouseImage } from "@/components/house/house-image";
import { Button } from "@/components/ui/button";
import { arrowStep } from "@/lib/arrow-step";
import { cn } from "@/lib/cn";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import { useBackClosesView } from "@/lib/use-back-closes-view";
import { useSwipe } from "@/lib/use-swipe";

/** The full-screen photo's dialog, loaded on the first sign that someone will open it. */
const fullScreenModule = lazyModule(() => import("./gallery-full-screen"));

/**
 * The app's focus ring (2 px, with its 2 px of page colour) drawn inside the photo, over it: a
 * ring outside would be clipped by the rounded box, and the browser's own thin outline is lost on
 * a night photo (decision 341). A layer of its own, as the photo covers the button's shadow.
 */
const FOCUS_RING_INSIDE =
  "relative outline-none focus-visible:after:pointer-events-none focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:rounded-[inherit] focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset focus-visible:after:ring-offset-2 focus-visible:after:ring-offset-background";

export type GalleryImage = { key: string; url: string; caption: string | null };

/** Main photo first, then the extra photos (oldest first). */
export function galleryImages(house: Pick<HouseDetail, "mainImageUrl" | "photos">): GalleryImage[] {
  return [
    ...(house.mainImageUrl ? [{ key: "main", url: house.mainImageUrl, caption: null }] : []),
    ...house.photos.map((p) => ({ key: `photo-${p.id}`, url: p.imageUrl, caption: p.caption })),
  ];
}

/**
 * Gallery (docs/product.md, House page and contributions): the current photo large, previous / next
 * that wrap around (a swipe and the Left and Right keys too), thumbnails, and a full-screen modal
 * with the same navigation. `thumbnailExtra` lets the contribute screens decorate a thumbnail
 * (e.g. a delete button on the user's own photos).
 */
export function Gallery({
  house,
  thumbnailExtra,
}: {
  house: HouseContent;
  thumbnailExtra?: (image: GalleryImage) => ReactNode;
}) {
  const images = galleryImages(house);
  const [index, setIndex] = useState(0);
  // The phone's Back closes the full-screen view and stays on the page (decision 328).
  const [fullScreen, setFullScreen] = useBackClosesView();
  const [FullScreen, loadFullScreen] = useLazyModule(fullScreenModule);
  const photoButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))];
  const go = (delta: number) => setIndex((i) => (((i + delta) % count) + count) % count);
  const swipe = useSwipe(go);

  if (!current) {
    return (
      <HouseImage
        src={null}
        alt={house.title}
        sizes={HOUSE_MAIN_PHOTO_SIZES}
        width={16}
        height={9}
        className="aspect-video w-full rounded-xl"
      />
    );
  }

  const nav = (big: boolean) =>
    count > 1 && (
      <>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous photo"
          onClick={() => go(-1)}
          className={cn(
            "-translate-y-1/2 absolute top-1/2 rounded-full! opacity-90",
            big ? "left-4" : "left-2",
          )}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Next photo"
          onClick={() => go(1)}
          className={cn(
            "-translate-y-1/2 absolute top-1/2 rounded-full! opacity-90",
            big ? "right-4" : "right-2",
          )}
        >
          <ChevronRightIcon />
        </Button>
      </>
    );

  return (
    <section
      aria-label="Photos"
      className="space-y-3"
      // Left and Right turn the photo while focus is on it or its controls, as the buttons do.
      // Keys pressed in the full-screen view come here too (React passes events up through its
      // portal): that view turns the photo itself.
      onKeyDown={(event) => {
        if (count < 2 || !event.currentTarget.contains(event.target as Node)) return;
        const step = arrowStep(event);
        if (step === null) return;
        event.preventDefault();
        go(step);
      }}
    >
      <div className="relative overflow-hidden rounded-xl bg-muted">
        <button
          ref={photoButton}
          type="button"
          {...swipe}
          onPointerEnter={() => void loadFullScreen()}
          onFocus={() => void loadFullScreen()}
          onClick={() => {
            setFullScreen(true);
            // A view whose code could not be had is closed again (the toast says so), so its
            // history entry does not wait for a Back that would seem to do nothing.
            void loadFullScreen("press").then((module) => {
              if (!module) setFullScreen(false);
            });
          }}
          className={cn("block w-full cursor-zoom-in touch-pan-y rounded-xl", FOCUS_RING_INSIDE)}
          aria-label="Open photo full screen"
        >
          <HouseImage
            src={current.url}
            alt={current.caption ?? house.title}
            sizes={HOUSE_MAIN_PHOTO_SIZES}
            width={16}
            height={9}
            loading="eager"
            className="aspect-video w-full"
          />
        </button>
        {nav(false)}
        <div className="pointer-events-none absolute right-2 bottom-2 flex items-center gap-2">
          {count > 1 && (
            <span
              className="rounded-full bg-night/70 px-2 py-0.5 text-white text-xs"
              data-testid="gallery-position"
            >
              {index + 1} / {count}
            </span>
          )}
          <ExpandIcon className="size-5 text-white drop-shadow" aria-hidden="true" />
        </div>
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Photo thumbnails">
          {images.map((image, i) => (
            <li key={image.key} className="relative shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index}
                className={cn(
                  "block overflow-hidden rounded-md border-2",
                  FOCUS_RING_INSIDE,
                  i === index
                    ? "border-primary"
                    : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <HouseImage
                  src={image.url}
                  alt=""
                  sizes="96px"
                  width={3}
                  height={2}
                  className="h-16 w-24"
                />
              </button>
              {thumbnailExtra?.(image)}
            </li>
          ))}
        </ul>
      )}
      {FullScreen && (
        <FullScreen.GalleryFullScreen
          open={fullScreen}
          onOpenChange={setFullScreen}
          title={house.title}
          image={current}
          position={index + 1}
          count={count}
          navigation={nav(true)}
          onStep={go}
          returnFocus={() => photoButton.current?.focus()}
        />
      )}
    </section>
  );
}
