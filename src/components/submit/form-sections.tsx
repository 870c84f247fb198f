/** The simple sections of the submit form; each reads the form through react-hook-form's context. */
import { FEATURES } from "@contract/features";
import type { HouseSubmissionForm } from "@contract/house-submission";
import { Controller, useController, useFormContext, useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { StarRatingPicker } from "@/components/ui/star-rating-picker";
import { Textarea } from "@/components/ui/textarea";
import { LazyVideoUploader } from "./lazy-video-uploader";
import { PhotoPicker } from "./photo-picker";
import type { UploadedVideo } from "./video-uploader";

/** Said beside the stars, so the choice reads in words too. */
const RATING_WORDS: Record<number, string> = {
  5: "Amazing",
  4: "Great",
  3: "Good",
  2: "Fair",
  1: "Poor",
};

/**
 * A field's message, under it. The field names it with `aria-describedby` (and is
 * `aria-invalid`) while it shows, through `describedByError`: the form's send puts the focus on
 * the first wrong field (react-hook-form, from the refs each section gives it), and a screen
 * reader then reads the message with the field's name.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

/** What ties a field to its FieldError while there is a message (nothing otherwise). */
export function describedByError(errorId: string, message: string | undefined) {
  return message ? { "aria-invalid": true, "aria-describedby": errorId } : {};
}

function useSubmitForm() {
  return useFormContext<HouseSubmissionForm>();
}

export function TitleSection() {
  const { register, formState } = useSubmitForm();
  return (
    <div className="space-y-2">
      <Label htmlFor="submit-title">Title</Label>
      <Input
        id="submit-title"
        placeholder="e.g. The Griswold House"
        {...describedByError("submit-title-error", formState.errors.title?.message)}
        {...register("title")}
      />
      <FieldError id="submit-title-error" message={formState.errors.title?.message} />
    </div>
  );
}

/** The chosen photos (data URLs) live beside the form; the first one is the main photo. */
export function PhotosSection({
  photos,
  onChange,
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
}) {
  const { formState, clearErrors, control } = useSubmitForm();
  // The photos are not a form field, but their check is: the file box is what a send with no
  // photo puts the focus on.
  const { field } = useController({ control, name: "mainImageUrl" });
  const message = formState.errors.mainImageUrl?.message;
  return (
    <div className="space-y-2">
      <p className="font-medium text-sm">Photos</p>
      <PhotoPicker
        photos={photos}
        onChange={(next) => {
          onChange(next);
          if (next.length > 0) clearErrors("mainImageUrl");
        }}
        inputRef={field.ref}
        inputProps={describedByError("submit-photos-error", message)}
        invalid={Boolean(message)}
      />
      <FieldError id="submit-photos-error" message={message} />
    </div>
  );
}

export function FeaturesSection() {
  const { control, formState } = useSubmitForm();
  const message = formState.errors.features?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm">Features</legend>
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {FEATURES.map(({ id, label }, index) => (
              <Label
                key={id}
                htmlFor={`submit-feature-${id}`}
                className="cursor-pointer font-normal!"
              >
                <Checkbox
                  id={`submit-feature-${id}`}
                  // The first box takes the focus when none is ticked; each tells the message.
                  ref={index === 0 ? field.ref : undefined}
                  {...describedByError("submit-features-error", message)}
                  checked={field.value.includes(id)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked ? [...field.value, id] : field.value.filter((f) => f !== id),
                    )
                  }
                />
                {label}
              </Label>
            ))}
          </div>
        )}
      />
      <FieldError id="submit-features-error" message={message} />
    </fieldset>
  );
}

export function DescriptionSection() {
  const { register, formState } = useSubmitForm();
  return (
    <div className="space-y-2">
      <Label htmlFor="submit-description">Description (optional)</Label>
      <Textarea
        id="submit-description"
        rows={4}
        placeholder="What makes this display special?"
        {...describedByError("submit-description-error", formState.errors.description?.message)}
        {...register("description")}
      />
      <FieldError id="submit-description-error" message={formState.errors.description?.message} />
    </div>
  );
}

/** Uploaded videos live beside the form; a link is a form field. */
export function VideosSection({
  videos,
  onChange,
}: {
  videos: UploadedVideo[];
  onChange: (videos: UploadedVideo[]) => void;
}) {
  const { register, formState, clearErrors, control } = useSubmitForm();
  const link = useWatch({ control, name: "videoUrl" });
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm">Videos (optional)</legend>
      <LazyVideoUploader
        videos={videos}
        onChange={onChange}
        urlInputProps={register("videoUrl", { onChange: () => clearErrors("videoUrl") })}
        urlError={formState.errors.videoUrl?.message}
        linkGiven={Boolean(link?.trim())}
      />
    </fieldset>
  );
}

export function RatingSection() {
  const { control, register, formState } = useSubmitForm();
  return (
    <>
      <div className="space-y-2">
        <p id="submit-rating-label" className="font-medium text-foreground text-sm leading-none">
          Your Rating
        </p>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            // The word goes under the stars when the row is too narrow for both (five 44 px
            // stars on a 320 px phone leave no room beside them).
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRatingPicker
                value={field.value}
                onChange={field.onChange}
                size="lg"
                aria-labelledby="submit-rating-label"
              />
              <span className="text-muted-foreground text-sm" data-testid="submit-rating-word">
                {RATING_WORDS[field.value]}
              </span>
            </div>
          )}
        />
      </div>

      <div className="space-y-2">
        <Label htmlFor="submit-review">Your Review (optional)</Label>
        <Textarea
          id="submit-review"
          rows={3}
          placeholder="Tell others what you loved"
          {...describedByError("submit-review-error", formState.errors.review?.message)}
          {...register("review")}
        />
        <FieldError id="submit-review-error" message={formState.errors.review?.message} />
      </div>
    </>
  );
}

export function FavoriteSection() {
  const { control } = useSubmitForm();
  return (
    <Controller
      control={control}
      name="addToFavorites"
      render={({ field }) => (
        <Label htmlFor="submit-favorite" className="cursor-pointer font-normal!">
          <Checkbox
            id="submit-favorite"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
          Add this house to my favorites
        </Label>
      )}
    />
  );
}
