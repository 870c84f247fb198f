/**
 * The submit form (docs/product.md, Submit; react-hook-form + the contract's zod rules, loaded
 * after the first paint). Photos and uploaded videos live beside the form; a failed step never
 * clears anything (run-submission.ts resumes where it stopped). Once the house exists, what it
 * was made from is locked until the rest is saved (decision 028).
 */

import type { HouseSubmissionForm } from "@contract/house-submission";
import { photosWaitingText } from "@contract/media-messages";
import { SUBMISSION_MESSAGES } from "@contract/submission-messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { ApiError, CONNECTION_MESSAGE } from "@/lib/api";
import { focusHeadingAfterReload } from "@/lib/focus-after-reload";
import { keptSubmissionFor } from "@/lib/kept-submission";
import { lazyModule, tellPartFailure } from "@/lib/lazy-module";
import { refusalOf } from "@/lib/refusal";
import { signedInUid } from "@/lib/signed-in-account";
import { useGoBack } from "@/lib/use-go-back";
import { useLeaveWarning } from "@/lib/use-leave-warning";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast, toastAfterReload } from "@/lib/use-toast";
import { validateVideoUrl } from "@/lib/video-links";
import type { FarPinQuestion } from "./far-pin-question";
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
import type { GeocodedPoint } from "./pin-distance";
import type { SubmissionProgress } from "./run-submission";
import { useDuplicateCheck } from "./use-duplicate-check";
import { useKeptSubmission } from "./use-kept-submission";
import type { UploadedVideo } from "./video-uploader";

/**
 * What only sending the form needs, loaded when someone first focuses a field (so it is there when
 * the form is sent) and not before the form shows: the form's rules, which are the contract's zod
 * schema (the same the API checks; zod is about 24 KB gzip), and the submit steps.
 */
const submitSteps = lazyModule(() => import("./run-submission"));
/** The question a far pin raises (decisions 150 and 320), loaded with the submit steps. */
const farPinQuestions = lazyModule(() => import("./far-pin-question"));
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

/** A submission held while the user says whether a pin far from its address or town is right. */
interface FarPin extends FarPinQuestion {
  values: HouseSubmissionForm;
}

/** What the server holds after a run that failed once the house was made (decision 028). */
interface SavedHouse {
  fullSlug: string;
  /** The rating and review are saved too (only the favorite is left). */
  rated: boolean;
}

/**
 * All the form holds, kept in the tab when the form is left without being sent or cancelled (Back,
 * a link, a tab, a sign-out under it) and given back when /submit opens again for the same account
 * (decisions 353 and 424).
 */
interface FormWork {
  values: HouseSubmissionForm;
  photos: string[];
  videos: UploadedVideo[];
  pinMode: boolean;
  pinCheck: PinCheck;
  geocoded: GeocodedPoint | null;
  progress: SubmissionProgress | null;
  saved: SavedHouse | null;
}

/**
 * A press whose code could not load: offline, the connection's own message (the form stays, and
 * the next press loads it again); online, the app's word for a part that failed (decision 304).
 */
function sendFailed(part: unknown, error: unknown) {
  if (navigator.onLine) {
    tellPartFailure(part, error, "press");
    return;
  }
  toast({ title: "Error", description: CONNECTION_MESSAGE, variant: "destructive" });
}

const DUPLICATE_TOAST = {
  title: "Duplicate Address Detected",
  description: "This address already exists in our database.",
  variant: "destructive",
} as const;

/**
 * The form, and its Start over: a form that starts from kept work (decision 424) can be started
 * again empty. A fresh form is a new mount, so every part of it (the address box, the pin map, the
 * video uploader) starts afresh; the old one's work is discarded, not kept.
 */
export function SubmitForm() {
  const [round, setRound] = useState(0);
  const [askingStartOver, setAskingStartOver] = useState(false);
  const discardRef = useRef<() => void>(() => undefined);
  const startedOver = useRef(false);
  const startOver = () => {
    discardRef.current();
    startedOver.current = askingStartOver;
    setAskingStartOver(false);
    setRound((n) => n + 1);
  };
  // The Start over button went with the notice: the focus goes to the first field, to start again.
  useEffect(() => {
    if (round > 0) document.getElementById("submit-title")?.focus();
  }, [round]);
  return (
    <>
      <SubmitFormRound
        key={round}
        discardRef={discardRef}
        // Photos and uploaded videos took the longest to add: clearing them asks first.
        onStartOver={(asks) => (asks ? setAskingStartOver(true) : startOver())}
      />
      <ConfirmDialog
        open={askingStartOver}
        onOpenChange={setAskingStartOver}
        title="Start over?"
        description="Everything you entered is cleared, your photos and videos included."
        cancelLabel="Keep it"
        confirmLabel="Start over"
        onConfirm={startOver}
        onCloseAutoFocus={(event) => {
          // Started over: the first field keeps the focus, not the button that went.
          if (!startedOver.current) return;
          startedOver.current = false;
          event.preventDefault();
          document.getElementById("submit-title")?.focus();
        }}
      />
    </>
  );
}

function SubmitFormRound({
  discardRef,
  onStartOver,
}: {
  discardRef: { current: () => void };
  onStartOver(asks: boolean): void;
}) {
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  // The form as this account left it, if it did: left by Back or a link, or signed out under it
  // (decisions 353 and 424).
  const [restored] = useState(() => keptSubmissionFor<FormWork>(signedInUid()));
  const form = useForm<HouseSubmissionForm>({
    resolver: submissionResolver,
    // Over the empty defaults, so the restored form counts as changed (the leave warning).
    values: restored?.values,
    resetOptions: { keepDefaultValues: true },
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

  const [photos, setPhotos] = useState<string[]>(restored?.photos ?? []);
  const [videos, setVideos] = useState<UploadedVideo[]>(restored?.videos ?? []);
  const [pinMode, setPinMode] = useState(restored?.pinMode ?? false);
  const [pinCheck, setPinCheck] = useState<PinCheck>(restored?.pinCheck ?? null);
  const [geocoded, setGeocoded] = useState<GeocodedPoint | null>(restored?.geocoded ?? null);
  /** The last far pin asked about: kept while its question closes, so its words stay put. */
  const [farPin, setFarPin] = useState<FarPin | null>(null);
  const [askingFarPin, setAskingFarPin] = useState(false);
  // One submission at a time (decision 346): a double click on Submit House sends the house once.
  const submission = useSingleFlightMutation({
    mutationFn: (values: HouseSubmissionForm) => save(values),
  });
  // Busy while it is sent, and still once it went through: the page is on its way to the house.
  const submitting = submission.isPending || submission.data === "leaving";
  const progress = useRef<SubmissionProgress | null>(restored?.progress ?? null);
  const [saved, setSaved] = useState<SavedHouse | null>(restored?.saved ?? null);
  /** A run under way (from the press's send to its end), which the form may be left during. */
  const running = useRef(false);
  // Not while sending, nor once the house exists: it would find the user's own house.
  const { duplicate, recheck } = useDuplicateCheck(
    watch("address"),
    watch("city"),
    !submitting && saved === null,
  );
  const holdsWork = formState.isDirty || photos.length > 0 || videos.length > 0;
  // Photos and uploaded videos cannot be kept over a reload: the browser asks before it goes.
  const allowLeave = useLeaveWarning(holdsWork);
  const kept = useKeptSubmission({
    sending: () => running.current,
    read: () => {
      if (!holdsWork) return null;
      const made = progress.current;
      const work: FormWork = {
        values: form.getValues(),
        photos,
        videos,
        pinMode,
        pinCheck,
        geocoded,
        progress: made,
        // Left or signed out after a run made the house: it comes back locked (decision 028).
        saved: saved ?? (made?.house ? { fullSlug: made.house.fullSlug, rated: made.rated } : null),
      };
      return work;
    },
  });
  discardRef.current = kept.discard;
  // Whether the form is still on screen when a run ends: the user may have gone (Back, a link)
  // while it was sent, and is not pulled back (decision 353).
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

  // The first photo is the main photo; the form validates its presence.
  useEffect(() => {
    setValue("mainImageUrl", photos[0] ?? "", { shouldValidate: formState.isSubmitted });
  }, [photos, setValue, formState.isSubmitted]);

  const onValid = async (values: HouseSubmissionForm) => {
    // A retry after the house was made: its locked fields were checked before it was made, and
    // the address would now be found as a duplicate of itself.
    if (saved) {
      await submission.mutateAsync(values);
      return;
    }
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
      // And the focus to the button that settles it, which reads the message (decision 340).
      document.getElementById("confirm-pin-button")?.focus({ preventScroll: true });
      return;
    }
    let questions: Awaited<ReturnType<typeof farPinQuestions.load>>;
    try {
      questions = await farPinQuestions.load();
    } catch (error) {
      sendFailed(farPinQuestions, error);
      return;
    }
    const question = await questions.farPinQuestion({ values, geocoded, pinDropped: pinMode });
    if (question) {
      setFarPin({ ...question, values });
      setAskingFarPin(true);
      return;
    }
    await submission.mutateAsync(values);
  };

  /** Sends the form; its failures are told here, so it never rejects. */
  const save = async (values: HouseSubmissionForm) => {
    let steps: Awaited<ReturnType<typeof submitSteps.load>>;
    try {
      steps = await submitSteps.load();
    } catch (error) {
      sendFailed(submitSteps, error);
      return;
    }
    const { newProgress, runSubmission } = steps;
    running.current = true;
    try {
      progress.current ??= newProgress();
      const result = await runSubmission(
        { values, photos, streamIds: videos.map((v) => v.streamId), duplicate: false },
        progress.current,
      );
      const submitted = {
        title: "Success!",
        description: `Your house has been submitted with ${result.photoCount} photo(s)!${
          result.pendingReviewCount > 0 ? ` ${photosWaitingText(result.pendingReviewCount)}` : ""
        }`,
        variant: "success",
      } as const;
      if (!onScreen.current) {
        // Gone while it was sent: the user stays where they went, told, with the way to the
        // house. What that page shows is read again, as the page load below would.
        void queryClient.invalidateQueries();
        toast({
          ...submitted,
          action: {
            label: "View your house",
            altText: "View your house",
            href: `/house/${result.fullSlug}`,
          },
        });
        return;
      }
      toastAfterReload(submitted);
      const housePath = `/house/${result.fullSlug}`;
      // The new page's heading gets the focus, as the form's button had it (decision 407).
      focusHeadingAfterReload(housePath);
      // A full page load, so every list is fresh. It takes the form's place in the history:
      // Back goes where the visitor was before the form, not to a form emptied (decision 407).
      allowLeave();
      kept.discard();
      window.location.replace(housePath);
      return "leaving" as const;
    } catch (error) {
      // Gone while it was sent: the work is kept as if the form had been left now (decision 424).
      if (!onScreen.current) kept.keepAfterRun();
      const house = progress.current?.house;
      if (house) setSaved({ fullSlug: house.fullSlug, rated: progress.current?.rated ?? false });
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
      // A refusal reads without the field's id ("city: We don't know ..."), decision 381.
      const message =
        refusalOf(error)?.reason ??
        (error instanceof Error ? error.message : "Something went wrong. Please try again.");
      toast({ title: "Error", description: message, variant: "destructive" });
    } finally {
      running.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      {restored && (
        <KeptWorkNote
          onStartOver={() => onStartOver(photos.length > 0 || videos.length > 0)}
          disabled={submitting}
        />
      )}
      <form
        onSubmit={(event) => {
          // The form's rules load on first focus; a press before they came (offline) says why.
          handleSubmit(onValid)(event).catch((error: unknown) => sendFailed(loadRules, error));
        }}
        onFocus={() => {
          // Ahead of a press: a failure here (offline) is silent, the press asks again.
          void loadRules();
          submitSteps.load().catch(() => undefined);
          farPinQuestions.load().catch(() => undefined);
        }}
        noValidate
        className="space-y-8"
      >
        {/* What the house is made from: locked once it exists (a fieldset disables every control in it). */}
        <fieldset disabled={saved !== null} className="min-w-0 space-y-8">
          <TitleSection />
          <LocationSection
            duplicate={duplicate}
            pinMode={pinMode}
            onPinModeChange={setPinMode}
            pinCheck={pinCheck}
            onPinCheckChange={setPinCheck}
            onGeocodedChange={setGeocoded}
            locked={saved !== null}
          />
          <PhotosSection photos={photos} onChange={setPhotos} />
          <FeaturesSection />
          <DescriptionSection />
          <VideosSection videos={videos} onChange={setVideos} />
        </fieldset>
        <fieldset disabled={saved?.rated === true} className="min-w-0 space-y-8">
          <RatingSection />
        </fieldset>
        <FavoriteSection />
        {saved && <SavedHouseNote house={saved} />}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={submitting || formState.isSubmitting}>
            {submitting ? "Submitting..." : "Submit House"}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              // The form's own way out keeps nothing (decision 313).
              kept.discard();
              goBack();
            }}
            disabled={submitting}
          >
            Cancel
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={askingFarPin}
        onOpenChange={setAskingFarPin}
        title={farPin?.title ?? ""}
        description={farPin?.description ?? ""}
        cancelLabel={farPin?.cancelLabel ?? ""}
        confirmLabel="Save with this pin"
        onConfirm={() => {
          const held = farPin;
          setAskingFarPin(false);
          if (held) submission.mutate(held.values);
        }}
      />
    </FormProvider>
  );
}

/**
 * Said over a form that starts from work kept when it was left (decision 424), with the way to an
 * empty form.
 */
function KeptWorkNote({ onStartOver, disabled }: { onStartOver(): void; disabled: boolean }) {
  return (
    <div
      role="status"
      data-kept-note=""
      data-testid="submit-kept-note"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/60 bg-accent/5 p-4 text-sm"
    >
      <p className="font-medium">We kept what you entered.</p>
      <Button type="button" variant="outline" size="sm" onClick={onStartOver} disabled={disabled}>
        Start over
      </Button>
    </div>
  );
}

/**
 * Said once a run failed after the house was made: the form no longer edits the house, it
 * finishes it (decision 028).
 */
function SavedHouseNote({ house }: { house: SavedHouse }) {
  return (
    <div
      role="status"
      data-testid="submit-house-saved"
      className="space-y-1 rounded-lg border border-accent/60 bg-accent/5 p-4 text-sm"
    >
      <p className="font-medium">Your house is saved, but not all of it yet.</p>
      <p>
        Its title, address, photos, features, description and videos
        {house.rated ? ", and your rating and review, are" : " are"} locked as they were sent, so
        nothing is saved twice. Press Submit House to save the rest.
      </p>
      <Link
        to={`/house/${house.fullSlug}`}
        className="font-medium text-primary underline underline-offset-4"
      >
        View your house
      </Link>
    </div>
  );
}
