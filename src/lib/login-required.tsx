import { ToastAction } from "@/components/ui/toast";
import { openAuthDialog } from "./auth-dialog";
import { toast } from "./use-toast";

/**
 * (docs/product.md, Routes and roles) Any deeper action of a signed-out visitor prompts sign-in.
 */
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
