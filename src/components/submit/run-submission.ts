/**
 * The submit steps in order (docs/product.md, Submit). Progress is kept in `progress` (owned by the
 * page, surviving failures), so after a failed step the user presses Submit again and the run
 * resumes: an uploaded photo is not uploaded twice, a created house is not created twice
 * (which would now be a 409 duplicate), attached photos and videos are not attached twice.
 * Once the house exists the form locks the fields it was made from (decision 028), so a retry
 * sends the same house, photos and videos, and only the rating, review and favorite may differ.
 */
import type { HouseSubmissionForm } from "@contract/house-submission";
import { ApiError, ConnectionError } from "@/lib/api";
import { submissionApi } from "@/lib/queries/submissions";

export interface SubmissionProgress {
  /** Photos (by their data) stored and moderated, and their URLs: a removed or re-ordered
   * photo is simply not looked up any more. */
  uploadedPhotos: Map<string, string>;
  /** Step 6 result. */
  house?: { id: number; fullSlug: string };
  attachedPhotos: Set<string>;
  /** Photos the server holds for admin review (image moderation could not judge them). */
  photosPendingReview: Set<string>;
  attachedVideos: Set<string>;
  rated: boolean;
  favorited: boolean;
}

export function newProgress(): SubmissionProgress {
  return {
    uploadedPhotos: new Map(),
    attachedPhotos: new Set(),
    photosPendingReview: new Set(),
    attachedVideos: new Set(),
    rated: false,
    favorited: false,
  };
}

export class SubmitStepError extends Error {}

/**
 * The server's message, when it gave one (ApiError without body says "Request failed: N"). A
 * request that never reached the server is no refusal: it is rethrown, and the form shows the
 * app's connection message as it is, not as "Photo 1 was rejected: You're offline...".
 */
function serverMessage(error: unknown): string | null {
  if (error instanceof ConnectionError) throw error;
  if (error instanceof ApiError && !/^Request failed: \d+$/.test(error.message)) {
    return error.message;
  }
  return null;
}

export interface SubmissionInput {
  values: HouseSubmissionForm;
  /** Processed JPEG data URLs, the first is the main photo. */
  photos: string[];
  streamIds: string[];
  duplicate: boolean;
}

export async function runSubmission(
  { values, photos, streamIds, duplicate }: SubmissionInput,
  progress: SubmissionProgress,
): Promise<{ fullSlug: string; photoCount: number; pendingReviewCount: number }> {
  // 1. Reject a duplicate address.
  if (duplicate) throw new SubmitStepError("This address already exists in our database.");

  // 2. Each photo, sent once: the upload checks, moderates and stores it (attached in 5 and 7).
  for (const [index, photo] of photos.entries()) {
    if (progress.uploadedPhotos.has(photo) || !photo.startsWith("data:")) continue;
    try {
      const uploaded = await submissionApi.uploadPhoto(photo);
      progress.uploadedPhotos.set(photo, uploaded.imageUrl);
      if (uploaded.pendingReview) progress.photosPendingReview.add(photo);
    } catch (error) {
      const message = serverMessage(error);
      throw new SubmitStepError(
        message
          ? `Photo ${index + 1} was rejected: ${message}`
          : `Photo ${index + 1} validation failed`,
      );
    }
  }
  const storedUrl = (photo: string) => progress.uploadedPhotos.get(photo) ?? photo;

  // 3. Description, 4. review.
  for (const [label, text] of [
    ["Description", values.description],
    ["Review", values.review],
  ] as const) {
    if (!text?.trim()) continue;
    try {
      await submissionApi.validateText(text);
    } catch (error) {
      throw new SubmitStepError(
        `${label} was rejected: ${serverMessage(error) ?? `${label} contains inappropriate content`}`,
      );
    }
  }

  const [mainPhoto, ...extraPhotos] = photos;
  if (!mainPhoto) throw new SubmitStepError("Please upload at least one photo");

  // 5. The main photo goes with the house by its stored URL.
  const mainImageUrl = storedUrl(mainPhoto);

  // 6. Create the house.
  if (!progress.house) {
    const created = await submissionApi.createHouse({
      title: values.title,
      address: values.address,
      description: values.description || undefined,
      mainImageUrl,
      features: values.features,
      latitude: values.latitude,
      longitude: values.longitude,
      city: values.city,
      state: values.state || undefined,
      // A link only when no upload was made ("upload up to 3 files, OR give a URL"); the form
      // tells a user who typed one and then uploaded that it is not sent (decision 339).
      videoUrl: streamIds.length === 0 ? values.videoUrl?.trim() || undefined : undefined,
    });
    progress.house = { id: created.id, fullSlug: created.fullSlug };
    if (created.mainImagePendingReview) progress.photosPendingReview.add(mainPhoto);
  }
  const houseId = progress.house.id;

  // 7. Extra photos, by their stored URLs.
  for (const photo of extraPhotos) {
    if (progress.attachedPhotos.has(photo)) continue;
    const added = await submissionApi.addPhoto(houseId, storedUrl(photo));
    if (added.pendingReview) progress.photosPendingReview.add(photo);
    progress.attachedPhotos.add(photo);
  }

  // 8. Uploaded videos.
  for (const streamId of streamIds) {
    if (progress.attachedVideos.has(streamId)) continue;
    await submissionApi.addVideo(houseId, streamId);
    progress.attachedVideos.add(streamId);
  }

  // 9. The rating (and review).
  if (!progress.rated) {
    await submissionApi.rate(houseId, values.rating, values.review?.trim() || undefined);
    progress.rated = true;
  }

  // 10. Favorite.
  if (values.addToFavorites && !progress.favorited) {
    await submissionApi.addFavorite(houseId);
    progress.favorited = true;
  }

  return {
    fullSlug: progress.house.fullSlug,
    photoCount: photos.length,
    pendingReviewCount: progress.photosPendingReview.size,
  };
}
