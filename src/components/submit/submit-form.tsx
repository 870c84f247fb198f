/**
 * The submit form of spec part2 §2-§5 (react-hook-form + the contract's zod rules). Photos and
 * uploaded videos live beside the form; a failed step never clears anything (run-submission.ts
 * resumes where it stopped).
 */
import { expandState } from "@contract/address";
import { FEATURE_IDS, SUBMIT_FEATURE_LABELS } from "@contract/features";
import {
  type DuplicateCheckResponse,
  type HouseSubmissionForm,
  houseSubmissionFormSchema,
  SUBMISSION_MESSAGES,
} from "@contract/house-submission";
import type { Suggestion } from "@contract/places";
import { zodResolver } from "@hookform/resolvers/zod";
import { MapPinnedIcon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { LazyPinPicker } from "@/components/map/lazy-pin-picker";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { StarRating } from "@/components/ui/star-rating";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { placeDetails } from "@/lib/queries/places";
import { checkDuplicateAddress } from "@/lib/queries/submissions";
import { toast, toastAfterReload } from "@/lib/use-toast";
import { validateVideoUrl } from "@/lib/video-links";
import { AddressAutocomplete } from "./address-autocomplete";
import { parseSuggestion } from "./parse-suggestion";
import { PhotoPicker } from "./photo-picker";
import { newProgress, runSubmission, SubmitStepError } from "./run-submission";
import { type UploadedVideo, VideoUploader } from "./video-uploader";

type ExistingHouse = NonNullable<DuplicateCheckResponse["house"]>;

function FieldError({ message }: { message?: string }) {
  return message ? <p className="text-destructive text-sm">{message}</p> : null;
}

export function SubmitForm() {
  const navigate = useNavigate();
  const form = useForm<HouseSubmissionForm>({
    resolver: zodResolver(houseSubmissionFormSchema),
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
  const { register, control, setValue, watch, handleSubmit, formState, setError, clearErrors } =
    form;
  const errors = formState.errors;

  const [photos, setPhotos] = useState<string[]>([]);
  const [videos, setVideos] = useState<UploadedVideo[]>([]);
  const [duplicate, setDuplicate] = useState<ExistingHouse | null>(null);
  const [pinMode, setPinMode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const progress = useRef(newProgress());
  const duplicateRequest = useRef(0);

  const address = watch("address");
  const city = watch("city");
  const latitude = watch("latitude");
  const longitude = watch("longitude");

  // The first photo is the main photo; the form validates its presence.
  useEffect(() => {
    setValue("mainImageUrl", photos[0] ?? "", { shouldValidate: formState.isSubmitted });
  }, [photos, setValue, formState.isSubmitted]);

  const runDuplicateCheck = async (street: string, town: string) => {
    if (street.trim().length < 5 || !town.trim()) return;
    const request = ++duplicateRequest.current;
    try {
      const answer = await checkDuplicateAddress(street, town);
      if (request === duplicateRequest.current) setDuplicate(answer.exists ? answer.house : null);
    } catch (error) {
      console.error("Duplicate check failed", error);
    }
  };

  const pickSuggestion = async (suggestion: Suggestion) => {
    const parsed = parseSuggestion(suggestion.description);
    setValue("address", parsed.address, { shouldValidate: formState.isSubmitted });
    let details: Awaited<ReturnType<typeof placeDetails>>;
    try {
      details = await placeDetails(suggestion.placeId);
    } catch (error) {
      console.error("Place details failed", error);
      toast({
        title: "Error",
        description: "Failed to get address details",
        variant: "destructive",
      });
      return;
    }
    const town = parsed.city || details.city || "";
    setValue("city", town, { shouldValidate: formState.isSubmitted });
    setValue("state", parsed.state || (details.state ? expandState(details.state) : ""));
    setValue("latitude", details.latitude, { shouldValidate: formState.isSubmitted });
    setValue("longitude", details.longitude, { shouldValidate: formState.isSubmitted });
    await runDuplicateCheck(parsed.address, town);
  };

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
      toast({
        title: "Duplicate Address Detected",
        description: "This address already exists in our database.",
        variant: "destructive",
      });
      return;
    }
    setSubmitting(true);
    try {
      const result = await runSubmission(
        { values, photos, streamIds: videos.map((v) => v.streamId), duplicate: false },
        progress.current,
      );
      toastAfterReload({
        title: "Success!",
        description: `Your house has been submitted with ${result.photoCount} photo(s)!`,
        variant: "success",
      });
      // A full page load, as the spec says (fresh lists everywhere).
      window.location.assign(`/house/${result.fullSlug}`);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 409) {
        await runDuplicateCheck(values.address, values.city);
        toast({
          title: "Duplicate Address Detected",
          description: "This address already exists in our database.",
          variant: "destructive",
        });
        return;
      }
      const message =
        error instanceof SubmitStepError || error instanceof Error
          ? error.message
          : "Something went wrong. Please try again.";
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  };

  const locationError =
    errors.latitude?.message ??
    errors.longitude?.message ??
    (pinMode ? undefined : errors.city?.message);

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-8">
      <div className="space-y-2">
        <Label htmlFor="submit-title">Title</Label>
        <Input
          id="submit-title"
          placeholder="e.g. The Griswold House"
          aria-invalid={errors.title ? true : undefined}
          {...register("title")}
        />
        <FieldError message={errors.title?.message} />
      </div>

      <div className="space-y-2">
        <Label htmlFor="submit-address">Address</Label>
        <AddressAutocomplete
          id="submit-address"
          placeholder="Start typing the street address"
          value={address}
          aria-invalid={errors.address || locationError ? true : undefined}
          onValueChange={(next) => {
            setValue("address", next, { shouldValidate: formState.isSubmitted });
            // Typing clears the duplicate flag (spec part2 §4).
            setDuplicate(null);
            duplicateRequest.current++;
          }}
          onPick={(suggestion) => void pickSuggestion(suggestion)}
          onBlur={() => {
            if (pinMode) void runDuplicateCheck(address, city);
          }}
        />
        <FieldError message={errors.address?.message} />
        <FieldError message={locationError} />
        {latitude !== undefined && longitude !== undefined && !pinMode && (
          <p className="text-muted-foreground text-sm" data-testid="picked-location">
            {[city, watch("state")].filter(Boolean).join(", ")} ({latitude.toFixed(4)},{" "}
            {longitude.toFixed(4)})
          </p>
        )}
        {duplicate && (
          <div
            role="alert"
            className="flex flex-wrap items-start gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
          >
            <TriangleAlertIcon className="mt-0.5 size-5 text-destructive" aria-hidden="true" />
            <div className="flex-1 space-y-1">
              <p>{SUBMISSION_MESSAGES.duplicate}</p>
              <Link
                to={
                  duplicate.citySlug && duplicate.streetSlug
                    ? `/house/${duplicate.citySlug}/${duplicate.streetSlug}`
                    : `/house/${duplicate.id}`
                }
                className="font-medium text-primary underline underline-offset-4"
              >
                View existing house
              </Link>
            </div>
          </div>
        )}
        <Button
          type="button"
          variant="link"
          className="h-auto whitespace-normal px-0 text-left"
          onClick={() => {
            // Long Island is in New York; a pinned house gets that unless the user says otherwise.
            if (!pinMode && !form.getValues("state")) setValue("state", "New York");
            setPinMode(!pinMode);
          }}
        >
          <MapPinnedIcon aria-hidden="true" />
          {pinMode ? "Hide the map" : "Can't find the address? Drop a pin on the map"}
        </Button>
        {pinMode && (
          <div className="space-y-3 rounded-lg border p-3">
            <p className="text-muted-foreground text-sm">
              Click the map where the house is (drag the pin to adjust), then enter its town.
            </p>
            <LazyPinPicker
              value={
                latitude !== undefined && longitude !== undefined
                  ? { lat: latitude, lng: longitude }
                  : null
              }
              onChange={({ lat, lng }) => {
                setValue("latitude", lat, { shouldValidate: formState.isSubmitted });
                setValue("longitude", lng, { shouldValidate: formState.isSubmitted });
              }}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="submit-city">Town / City</Label>
                <Input
                  id="submit-city"
                  {...register("city", {
                    onBlur: () => void runDuplicateCheck(address, city),
                    onChange: () => setDuplicate(null),
                  })}
                />
                <FieldError message={errors.city?.message} />
              </div>
              <div className="space-y-1">
                <Label htmlFor="submit-state">State</Label>
                <Input id="submit-state" placeholder="New York" {...register("state")} />
              </div>
            </div>
          </div>
        )}
      </div>

      <div className="space-y-2">
        <p className="font-medium text-sm">Photos</p>
        <PhotoPicker
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            if (next.length > 0) clearErrors("mainImageUrl");
          }}
          invalid={Boolean(errors.mainImageUrl)}
        />
        <FieldError message={errors.mainImageUrl?.message} />
      </div>

      <fieldset className="space-y-3">
        <legend className="font-medium text-sm">Features</legend>
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {FEATURE_IDS.map((id) => (
                <Label
                  key={id}
                  htmlFor={`submit-feature-${id}`}
                  className="flex cursor-pointer items-center gap-2 font-normal text-sm"
                >
                  <Checkbox
                    id={`submit-feature-${id}`}
                    checked={field.value.includes(id)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked ? [...field.value, id] : field.value.filter((f) => f !== id),
                      )
                    }
                  />
                  {SUBMIT_FEATURE_LABELS[id]}
                </Label>
              ))}
            </div>
          )}
        />
        <FieldError message={errors.features?.message} />
      </fieldset>

      <div className="space-y-2">
        <Label htmlFor="submit-description">Description (optional)</Label>
        <Textarea
          id="submit-description"
          rows={4}
          placeholder="What makes this display special?"
          {...register("description")}
        />
        <FieldError message={errors.description?.message} />
      </div>

      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">Videos (optional)</legend>
        <VideoUploader
          videos={videos}
          onChange={setVideos}
          urlInputProps={register("videoUrl", { onChange: () => clearErrors("videoUrl") })}
          urlError={errors.videoUrl?.message}
        />
      </fieldset>

      <div className="space-y-2">
        <p id="submit-rating-label" className="font-medium text-sm">
          Your Rating
        </p>
        {/* The same star control as the house page's review form. */}
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              value={field.value}
              onChange={field.onChange}
              size="lg"
              aria-labelledby="submit-rating-label"
            />
          )}
        />
      </div>

      <div className="space-y-2">
        <Label htmlFor="submit-review">Your Review (optional)</Label>
        <Textarea
          id="submit-review"
          rows={3}
          placeholder="Tell others what you loved"
          {...register("review")}
        />
        <FieldError message={errors.review?.message} />
      </div>

      <Controller
        control={control}
        name="addToFavorites"
        render={({ field }) => (
          <Label
            htmlFor="submit-favorite"
            className="flex cursor-pointer items-center gap-2 font-normal text-sm"
          >
            <Checkbox
              id="submit-favorite"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            Add this house to my favorites
          </Label>
        )}
      />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit House"}
        </Button>
        <Button type="button" variant="outline" onClick={() => navigate(-1)} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
