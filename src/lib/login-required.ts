import { focusedElement, onAuthDialogOpen, openAuthDialog } from "./auth-dialog";
import { toast } from "./use-toast";

export type LoginPrompt = { title: string; description: string };

/** The sign-in prompts a signed-out visitor sees (any other action uses houseDetails). */
export const LOGIN_PROMPTS = {
  houseDetails: { title: "Login Required", description: "Please log in to view house details" },
  navigate: { title: "Login Required", description: "Please log in to navigate to this house" },
  /** The signed-out landing's search controls: the prompt says what signing in unlocks. */
  search: { title: "Login Required", description: "Please log in to search for Christmas lights" },
  photos: {
    title: "Sign in required",
    description: "Please sign in to add photos to this display.",
  },
} as const satisfies Record<string, LoginPrompt>;

/** The sign-in prompt on screen, if any: one at a time, and gone once the dialog opens. */
let shownPrompt: { dismiss(): void } | null = null;

/**
 * The prompt asks the visitor to sign in; once the sign-in dialog opens (from the prompt's button,
 * the header's, or the sign-up prompt that opens by itself), it has said its piece, and on a phone
 * it covered the dialog's title.
 */
onAuthDialogOpen(() => {
  shownPrompt?.dismiss();
  shownPrompt = null;
});

/**
 * (docs/product.md, Routes and roles) Any deeper action of a signed-out visitor prompts sign-in.
 * Signing in from the prompt runs `onSignedIn` (`stayHere` on a house, town or shared-tour page),
 * else goes to /home, as from the landing (decision 384).
 */
export function promptLogin(
  { title, description }: LoginPrompt = LOGIN_PROMPTS.houseDetails,
  onSignedIn?: () => void,
) {
  // The control pressed: a dialog opened from the toast gives the focus back to it, where the
  // visitor was, not to the header (decision 412).
  const raisedBy = focusedElement();
  shownPrompt?.dismiss();
  shownPrompt = toast({
    title,
    description,
    action: {
      label: "Sign In",
      altText: "Sign in",
      onClick: () => openAuthDialog("signin", { onSignedIn, returnFocusTo: raisedBy }),
    },
  });
}
