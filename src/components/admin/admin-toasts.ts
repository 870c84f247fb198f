import { AdminAccessLostError, ApiError } from "@/lib/api";
import { toast } from "@/lib/use-toast";

/** Admin success toasts, word for word in the description. */
export function toastSuccess(text: string) {
  toast({ title: "Success", description: text, variant: "success" });
}

/**
 * Admin failure toasts: the product's text as the title, and the server's reason (when it
 * gave one) underneath so the admin knows what to fix. None when the refusal is that the user is
 * no admin any more: the screen has turned into Access Denied, which says so (decisions 411, 415).
 */
export function toastFailure(text: string, error: unknown) {
  if (error instanceof AdminAccessLostError) return;
  const reason = error instanceof ApiError && error.status !== 401 ? error.message : undefined;
  toast({ title: text, description: reason, variant: "destructive" });
}
