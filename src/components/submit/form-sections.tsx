/** The simple sections of the submit form; each reads the form through react-hook-form's context. */
import { FEATURES } from "@contract/features";
import type { HouseSubmissionForm } from "@contract/house-submission";
import { Controller, useFormContext } from "react-hook-form";
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

export function FieldError({ message }: { message?: string }) {
  return message ? <p className="text-destructive text-sm">{message}</p> : null;
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
        aria-invalid={formState.errors.title ? true : undefined}
        {...register("title")}
      />
      <FieldError message={formState.errors.title?.message} />
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
  const { formState, clearErrors } = useSubmitForm();
  return (
    <div className="space-y-2">
      <p className="font-medium text-sm">Photos</p>
      <PhotoPicker
        photos={photos}
        onChange={(next) => {
          onChange(next);
          if (next.length > 0) clearErrors("mainImageUrl");
        }}
        invalid={Boolean(formState.errors.mainImageUrl)}
      />
      <FieldError message={formState.errors.mainImageUrl?.message} />
    </div>
  );
}

export function FeaturesSection() {
  const { control, formState } = useSubmitForm();
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm">Features</legend>
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {FEATURES.map(({ id, label }) => (
              <Label
                key={id}
                htmlFor={`submit-feature-${id}`}
                className="cursor-pointer font-normal!"
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
                {label}
              </Label>
            ))}
          </div>
        )}
      />
      <FieldError message={formState.errors.features?.message} />
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
        {...register("description")}
      />
      <FieldError message={formState.errors.description?.message} />
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
  const { register, formState, clearErrors } = useSubmitForm();
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm">Videos (optional)</legend>
      <LazyVideoUploader
        videos={videos}
        onChange={onChange}
        urlInputProps={register("videoUrl", { onChange: () => clearErrors("videoUrl") })}
        urlError={formState.errors.videoUrl?.message}
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
            <div className="flex items-center gap-3">
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
          {...register("review")}
        />
        <FieldError message={formState.errors.review?.message} />
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
