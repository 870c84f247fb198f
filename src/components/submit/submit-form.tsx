/**
 * The submit form (docs/product.md, Submit; react-hook-form + the contract's zod rules, loaded
 * after the first paint). Photos and uploaded videos live beside the form; a failed step never
 * clears anything (run-submission.ts resumes where it stopped).
 */

import { distanceText } from "@contract/distance-text";
import type { HouseSubmissionForm } from "@contract/house-submission";
import { photosWaitingText } from "@contract/media-messages";
import { SUBMISSION_MESSAGES } from "@contract/submission-messages";
import { useEffect, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ApiError } from "@/lib/api";
import { useGoBack } from "@/lib/use-go-back";
import { useLeaveWarning } from "@/lib/use-leave-warning";
import { toast, toastAfterReload } from "@/lib/use-toast";
import { validateVideoUrl } from "@/lib/video-links";
import {
  DescriptionSection,
  FavoriteSection,
  FeaturesSection,
  PhotosSection,
  RatingSection,
  TitleSection,
  VideosSection,
} from "./form-sections";
import { LocationSection, type PinCheck } from "./location-section";
import { type GeocodedPoint, pinTooFar } from "./pin-distance";
import type { SubmissionProgress } from "./run-submission";
import { useDuplicateCheck } from "./use-duplicate-check";
import type { UploadedVideo } from "./video-uploader";

/**
 * What only sending the form needs, loaded when someone first focuses a field (so it is there when
 * the form is sent) and not before the form shows: the form's rules, which are the contract's zod
 * schema (the same the API checks; zod is about 24 KB gzip), and the submit steps.
 */
const loadSubmitSteps = () => import("./run-submission");
let rules: Promise<Resolver<HouseSubmissionForm>> | null = null;
function loadRules() {
  rules ??= Promise.all([
    import("@contract/house-submission"),
    import("@hookform/resolvers/zod"),
  ]).then(([{ houseSubmissionFormSchema }, { zodResolver }]) =>
    zodResolver(houseSubmissionFormSchema),
  );
  // A failed load (offline) is tried again next time.
  rules.catch(() => {
    rules = null;
  });
  return rules;
}
const submissionResolver: Resolver<HouseSubmissionForm> = async (values, context, options) =>
  (await loadRules())(values, context, options);

const DUPLICATE_TOAST = {
  title: "Duplicate Address Detected",
  description: "This address already exists in our database.",
  variant: "destructive",
} as const;

export function SubmitForm() {
  const goBack = useGoBack();
  const form = useForm<HouseSubmissionForm>({
    resolver: submissionResolver,
    defaultValues: {
      title: "",
      address: "",
      city: "",
      state: "",
      mainImageUrl: "",
      features: [],
      description: "",
      videoUrl: "",
      rating: 5,
      review: "",
      addToFavorites: false,
    },
  });
  const { setValue, watch, handleSubmit, formState, setError } = form;

  const [photos, setPhotos] = useState<string[]>([]);
  const [videos, setVideos] = useState<UploadedVideo[]>([]);
  const [pinMode, setPinMode] = useState(false);
  const [pinCheck, setPinCheck] = useState<PinCheck>(null);
  const [geocoded, setGeocoded] = useState<GeocodedPoint | null>(null);
  /** A submission held while the user says whether a pin far from the address is right. */
  const [farPin, setFarPin] = useState<{ values: HouseSubmissionForm; meters: number } | null>(
    null,
  );
  const [submitting, setSubmitting] = useState(false);
  const progress = useRef<SubmissionProgress | null>(null);
  const { duplicate, recheck } = useDuplicateCheck(watch("address"), watch("city"));
  // Photos and uploaded videos cannot be kept over a reload: the browser asks before it goes.
  const allowLeave = useLeaveWarning(formState.isDirty || photos.length > 0 || videos.length > 0);

  // The first photo is the main photo; the form validates its presence.
  useEffect(() => {
    setValue("mainImageUrl", photos[0] ?? "", { shouldValidate: formState.isSubmitted });
  }, [photos, setValue, formState.isSubmitted]);

  const onValid = async (values: HouseSubmissionForm) => {
    const link = values.videoUrl?.trim();
    if (link && videos.length === 0) {
      const problem = validateVideoUrl(link);
      if (problem) {
        setError("videoUrl", { message: problem });
        return;
      }
    }
    if (duplicate) {
      toast(DUPLICATE_TOAST);
      return;
    }
    if (pinCheck && !pinCheck.confirmed && !pinMode) {
      setError("latitude", { message: "Please put the pin on the house" });
      document.getElementById("confirm-pin-title")?.scrollIntoView({ block: "center" });
      return;
    }
    const meters =
      geocoded && values.latitude !== undefined && values.longitude !== undefined
        ? pinTooFar(geocoded, { lat: values.latitude, lng: values.longitude })
        : null;
    if (meters !== null) {
      setFarPin({ values, meters });
      return;
    }
    await save(values);
  };

  const save = async (values: HouseSubmissionForm) => {
    setSubmitting(true);
    try {
      const { newProgress, runSubmission } = await loadSubmitSteps();
      progress.current ??= newProgress();
      const result = await runSubmission(
        { values, photos, streamIds: videos.map((v) => v.streamId), duplicate: false },
        progress.current,
      );
      toastAfterReload({
        title: "Success!",
        description: `Your house has been submitted with ${result.photoCount} photo(s)!${
          result.pendingReviewCount > 0 ? ` ${photosWaitingText(result.pendingReviewCount)}` : ""
        }`,
        variant: "success",
      });
      // A full page load, so every list is fresh.
      allowLeave();
      window.location.assign(`/house/${result.fullSlug}`);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 409) {
        // Not a duplicate: the address's owner had it removed (docs/homeowners.md).
        if (error.message !== SUBMISSION_MESSAGES.duplicate) {
          toast({
            title: "Address Not Accepted",
            description: error.message,
            variant: "destructive",
          });
          return;
        }
        recheck();
        toast(DUPLICATE_TOAST);
        return;
      }
      const message =
        error instanceof Error ? error.message : "Something went wrong. Please try again.";
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit(onValid)}
        onFocus={() => {
          void loadRules();
          void loadSubmitSteps();
        }}
        noValidate
        className="space-y-8"
      >
        <TitleSection />
        <LocationSection
          duplicate={duplicate}
          pinMode={pinMode}
          onPinModeChange={setPinMode}
          pinCheck={pinCheck}
          onPinCheckChange={setPinCheck}
          onGeocodedChange={setGeocoded}
        />
        <PhotosSection photos={photos} onChange={setPhotos} />
        <FeaturesSection />
        <DescriptionSection />
        <VideosSection videos={videos} onChange={setVideos} />
        <RatingSection />
        <FavoriteSection />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={submitting}>
            {submitting ? "Submitting..." : "Submit House"}
          </Button>
          <Button type="button" variant="outline" onClick={goBack} disabled={submitting}>
            Cancel
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={farPin !== null}
        onOpenChange={(open) => {
          if (!open) setFarPin(null);
        }}
        title="Is the pin on the house?"
        description={
          farPin && geocoded
            ? `The pin is ${distanceText(farPin.meters)} from ${geocoded.label}, where the address search placed it. Save the house where the pin is, or move the pin onto the house.`
            : ""
        }
        cancelLabel="Move the pin"
        confirmLabel="Save with this pin"
        onConfirm={() => {
          const held = farPin;
          setFarPin(null);
          if (held) void save(held.values);
        }}
      />
    </FormProvider>
  );
}
