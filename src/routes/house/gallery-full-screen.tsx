import type { ReactNode } from "react";
import { HouseImage } from "@/components/house/house-image";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/**
 * The gallery's full-screen photo (a Radix dialog). Its own module, loaded when a person points
 * at or opens the photo (gallery.tsx): a house page's first JavaScript carries no dialog.
 */
export function GalleryFullScreen({
  open,
  onOpenChange,
  title,
  image,
  position,
  count,
  navigation,
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
  /** Radix gives the focus back to a Dialog's own trigger only; this one opens from the photo. */
  returnFocus(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-[95vw]! border-none bg-night! p-2!"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle className="sr-only">{title} photos</DialogTitle>
        <DialogDescription className="sr-only">
          Photo {position} of {count}
        </DialogDescription>
        <div className="relative">
          <HouseImage
            src={image.url}
            alt={image.caption ?? title}
            sizes="95vw"
            width={16}
            height={9}
            className="max-h-[85vh] w-full object-contain!"
          />
          {navigation}
        </div>
        {image.caption && <p className="text-center text-sm text-white">{image.caption}</p>}
      </DialogContent>
    </Dialog>
  );
}
