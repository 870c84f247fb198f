import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { openAuthDialog } from "@/lib/auth-dialog";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * /submit signed out while the tab keeps the form of the account that was signed out (a Log out
 * in another tab, an expired session; decision 353): says so plainly, in place of the landing,
 * and signing in again brings the form back as it was.
 */
export default function SubmitSignedOutPage() {
  usePageTitle("Submit a House");
  const headingId = useId();
  const signIn = useRef<HTMLButtonElement>(null);
  // What is kept lives in the tab's memory, and a reload asks first (src/lib/kept-submission.ts).
  // This short view takes the place of a long form the user may have been far down: it opens at
  // its top, so its words show above the button. The field the user was in went with the form:
  // the focus goes to the way back to it (decision 340), unless the user has already put it
  // somewhere.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (document.activeElement === document.body || document.activeElement === null) {
      signIn.current?.focus({ preventScroll: true });
    }
  }, []);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="font-bold text-3xl">Submit a Christmas House</h1>
      <Card>
        <CardContent className="pt-1">
          <section aria-labelledby={headingId} className="space-y-3">
            <h2 id={headingId} className="font-semibold text-xl">
              You were signed out
            </h2>
            <p>
              Sign in to submit your house. Everything you filled in is kept in this tab, photos
              included, and comes back when you sign in again with the same account.
            </p>
            <p className="text-muted-foreground text-sm">
              Reloading or closing this tab before then loses it.
            </p>
            <Button ref={signIn} onClick={() => openAuthDialog("signin", { stayOnPage: true })}>
              Sign in to continue
            </Button>
          </section>
        </CardContent>
      </Card>
    </div>
  );
}
