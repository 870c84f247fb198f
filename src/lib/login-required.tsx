import { ToastAction } from "@/components/ui/toast";
import { openAuthDialog } from "./auth-dialog";
import { toast } from "./use-toast";

/** Spec part1 §6: any deeper action of a signed-out visitor prompts sign-in. */
export function promptLogin(
  description = "Please log in to view house details",
  title = "Login Required",
) {
  toast({
    title,
    description,
    action: (
      <ToastAction altText="Sign in" onClick={() => openAuthDialog("signin")}>
        Sign In
      </ToastAction>
    ),
  });
}
