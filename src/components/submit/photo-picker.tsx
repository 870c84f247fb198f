/**
 * Photos of a submission (docs/product.md, Submit): at most 5, HEIC/HEIF accepted, resized in the
 * browser (src/lib/image-processing.ts, loaded with the first photo picked, its heavy libraries
 * after it); the first is the main photo, removing one makes the next the main photo.
 */
import { SUBMISSION_LIMITS } from "@contract/limits";
import { SUBMIT_PAGE_IMAGE_ERROR } from "@contract/media-messages";
import { ImagePlusIcon, XIcon } from "lucide-react";
import { type ComponentProps, type Ref, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/use-toast";

export function PhotoPicker({
  photos,
  onChange,
  invalid,
  inputRef,
  inputProps,
}: {
  photos: string[];
  onChange(photos: string[]): void;
  invalid?: boolean;
  /** The file box, which a send without a photo focuses. */
  inputRef?: Ref<HTMLInputElement>;
  /** What ties the file box to the form's message about it. */
  inputProps?: Pick<ComponentProps<"input">, "aria-invalid" | "aria-describedby">;
}) {
  const inputId = useId();
  const [processing, setProcessing] = useState(false);
  const full = photos.length >= SUBMISSION_LIMITS.maxPhotos;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (photos.length + files.length > SUBMISSION_LIMITS.maxPhotos) {
      toast({
        title: "Too many photos",
        description: "You can upload a maximum of 5 photos",
        variant: "destructive",
      });
      return;
    }
    setProcessing(true);
    try {
      const { processImages } = await import("@/lib/image-processing");
      onChange([...photos, ...(await processImages(files))]);
    } catch (error) {
      console.error("Image processing failed", error);
      toast({ title: "Error", description: SUBMIT_PAGE_IMAGE_ERROR, variant: "destructive" });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="space-y-3">
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Selected photos">
          {photos.map((photo, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; the index is its identity in this list.
              key={`${index}:${photo.slice(-24)}`}
              className="relative overflow-hidden rounded-lg border"
            >
              <img
                src={photo}
                alt={`Selected ${index + 1}${index === 0 ? " (main)" : ""}`}
                className="aspect-[4/3] w-full object-cover"
              />
              {index === 0 && (
                <Badge variant="gold" className="absolute top-2 left-2">
                  Main photo
                </Badge>
              )}
              <button
                type="button"
                className="absolute top-2 right-2 rounded-full bg-black/70 p-1 text-white hover:bg-black disabled:hidden"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                <XIcon className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={inputId}
        // A locked form (a fieldset disabled once its house is saved, decision 028) greys it too.
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-muted-foreground text-sm hover:bg-muted/50 [&:has(+input:focus-visible)]:ring-2 [&:has(+input:focus-visible)]:ring-ring [&:has(+input:focus-visible)]:ring-offset-2 [fieldset:disabled_&]:pointer-events-none [fieldset:disabled_&]:opacity-50 ${invalid ? "border-destructive" : ""} ${full || processing ? "pointer-events-none opacity-50" : ""}`}
      >
        {processing ? (
          <Spinner label="Processing photos..." />
        ) : (
          <>
            <ImagePlusIcon className="size-8" aria-hidden="true" />
            <span>
              {full
                ? "You have added the maximum of 5 photos"
                : `Add photos (${photos.length}/5). The first photo is the main photo.`}
            </span>
          </>
        )}
      </label>
      {/* Hidden: the label above is what shows, with the box's focus ring. */}
      <input
        ref={inputRef}
        id={inputId}
        {...inputProps}
        type="file"
        accept="image/*,.heic,.heif"
        multiple
        className="sr-only"
        aria-label="Photos"
        disabled={full || processing}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          void add(files);
        }}
      />
    </div>
  );
}
