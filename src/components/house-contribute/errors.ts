import type { FieldRefusal } from "@/components/layout/field-refusal";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/use-toast";

export const FAMILY_FRIENDLY_FALLBACK =
  "This content must be family-friendly. Inappropriate content is not allowed.";

/** Moderation rejections come back as 400 {message}; field errors name the field first. */
export function isModerationRejection(error: unknown) {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    /family-friendly|inappropriate/i.test(error.message)
  );
}

/**
 * Toast for a failed write: moderation -> "Inappropriate Content Detected" with the server's text
 * (or the fallback); other errors -> "Error" / `fallback` (the flow's failure text). A refusal's
 * reason goes under the form's field it names (`field`), else after `fallback` (decision 381).
 * A 401 already toasted "Unauthorized" (api.ts), so it stays quiet here.
 */
export function toastWriteError(error: unknown, fallback: string, field?: FieldRefusal) {
  if (error instanceof Error && error.name === "UnauthorizedError") return;
  if (isModerationRejection(error)) {
    toast({
      title: "Inappropriate Content Detected",
      description: (error as Error).message || FAMILY_FRIENDLY_FALLBACK,
      variant: "destructive",
    });
    return;
  }
  const failed = { title: "Error", description: fallback, variant: "destructive" as const };
  // Read where it is needed: this module is in the screens' shared chunk, which several screens'
  // first load carries (their budget). The toast's text stays the product's (decision 381).
  void import("@/lib/refusal").then(
    ({ placeRefusal }) => toast({ ...failed, description: placeRefusal(error, fallback, field) }),
    () => toast(failed),
  );
}
