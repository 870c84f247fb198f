import type { HouseContent } from "@contract/house";
import { photosWaitingText } from "@contract/media-messages";
import { useQueryClient } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, HouseGoneError } from "@/lib/api";
import {
  HOUSE_PAGE_IMAGE_ERROR,
  isAcceptedImage,
  MAX_PHOTOS_PER_SELECTION,
  processImage,
} from "@/lib/image-processing";
import { addPhoto, uploadPhoto } from "@/lib/queries/photos";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { ContributeCard, type ContributePanelState, PanelFooter } from "./contribute-panel";
import { toastWriteError } from "./errors";

const NOT_FAMILY_FRIENDLY =
  "This image is not family-friendly and cannot be uploaded. Please ensure all content is appropriate for all audiences.";

type Selected = { key: string; name: string; dataUrl: string };

/**
 * The add-photos panel (lazy chunk): up to 5 per selection, HEIC/HEIF converted, resized to
 * 1920 px JPEG 0.85 in the browser, removable previews, "No images selected", each photo checked
 * for family-friendliness before upload. Cancel while uploading stops what has not been sent, and
 * the toast says what was added (decision 405).
 */
export default function PhotosPanel({
  house,
  panel,
}: {
  house: HouseContent;
  panel: ContributePanelState;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<Selected[]>([]);
  const [processing, setProcessing] = useState(false);

  /**
   * A pick is never cut short without a word (decision 339): a file that is no image fails like
   * an image that cannot be processed, and photos beyond the limit are counted in the toast.
   * The photos that could be read are kept either way.
   */
  async function onFiles(files: FileList | null) {
    if (!files?.length) return;
    const images = [...files].filter(isAcceptedImage);
    const notImages = files.length - images.length;
    const batch = images.slice(0, Math.max(0, MAX_PHOTOS_PER_SELECTION - selected.length));
    const leftOut = images.length - batch.length;
    // Said at once, before the slow processing; said again below if processing fails as well,
    // as a new toast replaces this one.
    if (leftOut > 0 || notImages > 0) pickProblemsToast(leftOut, notImages > 0);
    if (!batch.length) {
      if (input.current) input.current.value = "";
      return;
    }
    setProcessing(true);
    try {
      const processed: Selected[] = [];
      let failed = false;
      for (const file of batch) {
        try {
          processed.push({
            key: crypto.randomUUID(),
            name: file.name,
            dataUrl: await processImage(file),
          });
        } catch (error) {
          console.error("Image processing failed", error);
          failed = true;
        }
      }
      setSelected((list) => [...list, ...processed]);
      if (failed) pickProblemsToast(leftOut, true);
    } finally {
      setProcessing(false);
      if (input.current) input.current.value = "";
    }
  }

  // Cancel while sending stops what has not been sent (decision 405): the upload under way is
  // dropped (no photo is on the house before every one is stored), an attach under way ends, and
  // no further photo is attached.
  const stopping = useRef<AbortController | null>(null);
  // The panel closes on Cancel and may open again (a new panel) before the sending ends: the end
  // then closes no panel, while its toast and the page's new read come all the same.
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

  const upload = useSingleFlightMutation({
    mutationFn: async () => {
      const stop = new AbortController();
      stopping.current = stop;
      const cancelled = { added: 0, notAdded: selected.length, pendingReview: 0 };
      // Every photo is sent once (checked, moderated and stored) before any is attached, so a
      // rejection adds nothing; uploads left unattached are removed by the daily cleanup.
      const stored: string[] = [];
      for (const [i, photo] of selected.entries()) {
        if (stop.signal.aborted) return cancelled;
        try {
          stored.push((await uploadPhoto(photo.dataUrl, stop.signal)).imageUrl);
        } catch (error) {
          if (stop.signal.aborted) return cancelled;
          if (error instanceof ApiError && error.status === 400) {
            throw new PhotoRejected(`Photo ${i + 1}: ${NOT_FAMILY_FRIENDLY}`);
          }
          throw error;
        }
      }
      let added = 0;
      let pendingReview = 0;
      for (const imageUrl of stored) {
        if (stop.signal.aborted) break;
        try {
          if ((await addPhoto(house.id, imageUrl)).pendingReview) pendingReview += 1;
        } catch (error) {
          // Some are on the house already: the toast says how many (decision 415). A gone house
          // took them with it, which has its own answer (decision 354).
          if (added === 0 || error instanceof HouseGoneError) throw error;
          throw new PartlyAdded(
            selected.slice(0, added).map(({ key }) => key),
            stored.length,
            pendingReview,
            error,
          );
        }
        added += 1;
      }
      return { added, notAdded: stored.length - added, pendingReview };
    },
    // Run by the mutation, not the panel: it ends the same whether the panel is open or not.
    onSuccess: async ({ added: n, notAdded, pendingReview }) => {
      if (n === 0) {
        toast({ title: "Upload cancelled", description: "No photos were added." });
      } else {
        toast({
          title: "Photos added",
          description: `${n} photo${n === 1 ? "" : "s"} added successfully${
            notAdded > 0
              ? `. ${notAdded} more ${notAdded === 1 ? "was" : "were"} not added: the upload was cancelled`
              : ""
          }${pendingReview > 0 ? `. ${photosWaitingText(pendingReview)}` : ""}`,
          variant: "success",
        });
      }
      if (onScreen.current) panel.close();
      await invalidateAfterContribution(queryClient);
    },
    onError: async (error) => {
      if (error instanceof PartlyAdded) {
        // Upload Photos again sends the rest, none of the added ones twice.
        setSelected((list) => list.filter(({ key }) => !error.added.includes(key)));
        toastPartlyAdded(error);
      } else if (error instanceof PhotoRejected) {
        toast({
          title: "Inappropriate Content Detected",
          description: error.message,
          variant: "destructive",
        });
      } else {
        toastWriteError(error, "Failed to upload photos");
      }
      await invalidateAfterContribution(queryClient);
    },
  });

  return (
    <ContributeCard label="Add photos">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          aria-label="Choose photos"
          // On a touch screen the whole 44 px box opens the picker, its button drawn as with a
          // mouse (decision 356).
          className="pointer-coarse:min-h-11 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
          disabled={processing || upload.isPending || selected.length >= MAX_PHOTOS_PER_SELECTION}
          onChange={(e) => void onFiles(e.target.files)}
        />
        <span className="text-muted-foreground text-xs">
          Up to {MAX_PHOTOS_PER_SELECTION} photos, HEIC included
        </span>
      </div>
      {processing && (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner className="size-4" /> Processing images...
        </p>
      )}
      {selected.length === 0 && !processing ? (
        <p className="text-muted-foreground text-sm">No images selected</p>
      ) : (
        // Each remove button is a 44 px target on a touch screen (24 px with a mouse) over its
        // preview's corner, its red circle smaller inside: the gap and the room above keep it off
        // the next preview's and off the file field.
        <ul
          className="flex flex-wrap gap-3 pt-2 pointer-coarse:gap-5 pointer-coarse:pt-3"
          aria-label="Selected photos"
        >
          {selected.map((photo, i) => (
            <li key={photo.key} className="relative">
              <img
                src={photo.dataUrl}
                alt={`Selection ${i + 1}: ${photo.name}`}
                className="size-24 rounded-md object-cover"
              />
              <button
                type="button"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => setSelected((list) => list.filter((p) => p.key !== photo.key))}
                className="group -top-3 -right-3 pointer-coarse:-top-4 pointer-coarse:-right-4 absolute flex size-6 pointer-coarse:size-11 cursor-pointer items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-6 items-center justify-center rounded-full bg-destructive text-white shadow group-hover:bg-destructive/90">
                  <XIcon className="size-3.5" aria-hidden="true" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <PanelFooter
        label="Upload Photos"
        onSave={() => upload.mutate()}
        pendingLabel="Uploading..."
        pending={upload.isPending}
        disabled={selected.length === 0 || processing}
        onCancel={() => {
          stopping.current?.abort();
          panel.close();
        }}
      />
    </ContributeCard>
  );
}

class PhotoRejected extends Error {}

/** Attaching failed after some photos were on the house: which (their keys), of how many. */
class PartlyAdded extends Error {
  constructor(
    readonly added: string[],
    readonly total: number,
    readonly pendingReview: number,
    readonly cause: unknown,
  ) {
    super("Some photos were added");
  }
}

/**
 * A failure after some photos were added says how many, as a cancelled upload's toast does
 * (decision 405), then the server's reason when it gave one (decision 381): "1 of 3 photos added.
 * Failed to upload the rest." (decision 415). A 401 already said "Unauthorized" (api.ts).
 */
function toastPartlyAdded({ added, total, pendingReview, cause }: PartlyAdded) {
  if (cause instanceof Error && cause.name === "UnauthorizedError") return;
  const text = `${added.length} of ${total} photos added. Failed to upload the rest.`;
  const waiting = pendingReview > 0 ? ` ${photosWaitingText(pendingReview)}` : "";
  const show = (description: string) =>
    toast({ title: "Error", description: description + waiting, variant: "destructive" });
  // Read where it is needed, as toastWriteError does (errors.ts).
  void import("@/lib/refusal").then(
    ({ withRefusalReason }) => show(withRefusalReason(text, cause)),
    () => show(text),
  );
}

/**
 * What went wrong with one pick, in one toast (only one shows at a time): photos beyond the
 * limit under the product's "Too many photos" text, with how many were left out; files that
 * could not be read as photos under the house page's processing failure text.
 */
function pickProblemsToast(leftOut: number, failed: boolean) {
  if (leftOut === 0) {
    toast({ title: "Error", description: HOUSE_PAGE_IMAGE_ERROR, variant: "destructive" });
    return;
  }
  toast({
    title: "Too many photos",
    description: (
      <>
        <span className="block">{`You can upload a maximum of ${MAX_PHOTOS_PER_SELECTION} photos`}</span>
        <span className="block">
          {leftOut === 1 ? "1 photo was left out." : `${leftOut} photos were left out.`}
        </span>
        {failed && <span className="block">{HOUSE_PAGE_IMAGE_ERROR}</span>}
      </>
    ),
    variant: "destructive",
  });
}
