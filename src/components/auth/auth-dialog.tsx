import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/auth";
import {
  type AuthTab,
  closeAuthDialog,
  restoreFocusAfterAuthDialog,
  setAuthTab,
  useAuthDialog,
} from "@/lib/auth-dialog";
import {
  authErrorField,
  googleSignInErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from "@/lib/auth-errors";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

const MIN_PASSWORD = 6;

/** A sign-up field the form itself refuses, before asking Firebase. */
type SignUpError = { field: "name" | "password"; message: string };

/** One press of Sign In, Create Account or Continue with Google, as the dialog's one write. */
interface AuthAttempt {
  kind: "signin" | "signup" | "google";
  /** Firebase's call (and, for a new account, ours that reads it back). */
  send(): Promise<void>;
  /** What the toast says once it went through. */
  done: string;
  /** Tells why it failed and says where focus goes then. */
  failed(error: unknown): void;
}

/**
 * The one authentication dialog (docs/product.md, Routes and roles): Sign In and Sign Up tabs,
 * Google popup.
 */
export function AuthDialog() {
  const { open, tab, closable, stayOnPage, onSignedIn } = useAuthDialog();
  const navigate = useNavigate();
  const { signInWithEmail, signUpWithEmail, signInWithGoogle, isAuthenticated } = useAuth();
  /**
   * One attempt at a time, whichever button (decision 352): the second click of a double click
   * made a second account request, whose "email already in use" showed beside the new account's
   * success, and a second sign-in toasted and navigated twice.
   */
  const attempt = useSingleFlightMutation({
    mutationFn: (press: AuthAttempt) => press.send(),
    onSuccess: (_, press) => succeed(press.done),
    onError: (error, press) => press.failed(error),
  });
  const busy = attempt.isPending ? attempt.variables.kind : null;
  // Signed in meanwhile in another tab (decision 378): the dialog has nothing left to ask, and the
  // sign-up prompt, which cannot be closed, would hold this tab's signed-in screen behind it. Not
  // while an attempt of its own is under way: that one ends with its toast and its way on.
  // Only on the change itself: the sign-in asked for after a 401 may open before Firebase has
  // signed the ended session out here.
  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    const signedInNow = isAuthenticated && !wasAuthenticated.current;
    wasAuthenticated.current = isAuthenticated;
    if (signedInNow && open && busy === null) closeAuthDialog();
  }, [open, isAuthenticated, busy]);
  const [signUpError, setSignUpError] = useState<SignUpError | null>(null);
  // While busy the clicked button is disabled, which drops its focus to the page's body, outside
  // the dialog: a failure puts focus back in the dialog once the buttons are enabled again.
  const focusAfterFailure = useRef<HTMLElement | null>(null);
  const googleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (busy !== null || !focusAfterFailure.current) return;
    focusAfterFailure.current.focus();
    focusAfterFailure.current = null;
  }, [busy]);

  /** Where focus goes once a failed submit's form is usable again: the field in error, else the form. */
  function focusFieldInError(form: HTMLFormElement, field: "email" | "password" | null) {
    const input = field ? form.elements.namedItem(field) : null;
    focusAfterFailure.current = input instanceof HTMLInputElement ? input : form;
  }

  function succeed(description: string) {
    toast({ title: "Success!", description, variant: "success" });
    closeAuthDialog();
    // After success, /home, unless what opened the dialog has its own next step (decision 384).
    if (onSignedIn) onSignedIn();
    else if (!stayOnPage) navigate("/home");
  }

  function handleSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!email || !password) return;
    attempt.mutate({
      kind: "signin",
      send: () => signInWithEmail(email, password),
      done: "Signed in successfully",
      failed: (error) => {
        toast({ title: "Error", description: signInErrorMessage(error), variant: "destructive" });
        focusFieldInError(form, authErrorField(error));
      },
    });
  }

  /** Typing in the refused field takes its refusal away. */
  function clearSignUpError(field: SignUpError["field"]) {
    setSignUpError((shown) => (shown?.field === field ? null : shown));
  }

  /** Says what is wrong under the field and puts focus on it. */
  function refuseSignUp(form: HTMLFormElement, refusal: SignUpError) {
    setSignUpError(refusal);
    const input = form.elements.namedItem(refusal.field);
    if (input instanceof HTMLInputElement) input.focus();
  }

  function handleSignUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    // The browser's own check (required) lets a name of only spaces through.
    if (!name) {
      refuseSignUp(form, { field: "name", message: "Please enter your name" });
      return;
    }
    if (!email || !password) return;
    if (password.length < MIN_PASSWORD) {
      refuseSignUp(form, { field: "password", message: "Password must be at least 6 characters" });
      return;
    }
    setSignUpError(null);
    attempt.mutate({
      kind: "signup",
      send: () => signUpWithEmail(name, email, password),
      done: "Account created successfully",
      failed: (error) => {
        toast({ title: "Error", description: signUpErrorMessage(error), variant: "destructive" });
        focusFieldInError(form, authErrorField(error));
      },
    });
  }

  function handleGoogle() {
    attempt.mutate({
      kind: "google",
      send: signInWithGoogle,
      done: "Signed in with Google successfully",
      failed: (error) => {
        toast({
          title: "Error",
          description: googleSignInErrorMessage(error),
          variant: "destructive",
        });
        focusAfterFailure.current = googleButton.current;
      },
    });
  }

  const blockDismiss = (event: Event) => {
    if (!closable) event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && closable) closeAuthDialog();
      }}
    >
      <DialogContent
        className="max-w-[425px]!"
        hideClose={!closable}
        onInteractOutside={blockDismiss}
        onEscapeKeyDown={blockDismiss}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          restoreFocusAfterAuthDialog();
        }}
      >
        <DialogHeader>
          <DialogTitle>Welcome to LI Lights</DialogTitle>
          <DialogDescription>
            Sign in or create an account to find, rate and share Long Island's best light displays.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setAuthTab(value as AuthTab)}>
          <TabsList className="grid! w-full! grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <form
              className="space-y-4 pt-2"
              onSubmit={handleSignIn}
              aria-label="Sign in"
              tabIndex={-1}
            >
              <div className="space-y-2">
                <Label htmlFor="signin-email">Email</Label>
                <Input id="signin-email" name="email" type="email" autoComplete="email" required />
              </div>
              <div className="space-y-2">
                <Label htmlFor="signin-password">Password</Label>
                <Input
                  id="signin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              </div>
              <Button type="submit" className="w-full" busy={busy !== null}>
                {busy === "signin" ? "Signing in..." : "Sign In"}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="signup">
            <form
              className="space-y-4 pt-2"
              onSubmit={handleSignUp}
              aria-label="Sign up"
              tabIndex={-1}
            >
              <div className="space-y-2">
                <Label htmlFor="signup-name">Name</Label>
                <Input
                  id="signup-name"
                  name="name"
                  autoComplete="name"
                  required
                  aria-invalid={signUpError?.field === "name" || undefined}
                  aria-describedby={signUpError?.field === "name" ? "signup-name-error" : undefined}
                  onChange={() => clearSignUpError("name")}
                />
                {signUpError?.field === "name" && (
                  <p id="signup-name-error" role="alert" className="text-destructive text-sm">
                    {signUpError.message}
                  </p>
                )}
              </div>
              <div className="space-y-2">
                <Label htmlFor="signup-email">Email</Label>
                <Input id="signup-email" name="email" type="email" autoComplete="email" required />
              </div>
              <div className="space-y-2">
                <Label htmlFor="signup-password">Password</Label>
                <Input
                  id="signup-password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  aria-invalid={signUpError?.field === "password" || undefined}
                  aria-describedby={
                    signUpError?.field === "password"
                      ? "signup-password-hint signup-password-error"
                      : "signup-password-hint"
                  }
                  required
                  onChange={() => clearSignUpError("password")}
                />
                <p id="signup-password-hint" className="text-muted-foreground text-xs">
                  Must be at least 6 characters
                </p>
                {signUpError?.field === "password" && (
                  <p id="signup-password-error" role="alert" className="text-destructive text-sm">
                    {signUpError.message}
                  </p>
                )}
              </div>
              <Button type="submit" className="w-full" busy={busy !== null}>
                {busy === "signup" ? "Creating account..." : "Create Account"}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
        <div className="relative text-center text-muted-foreground text-xs">
          <span className="bg-card px-2">or</span>
        </div>
        <Button ref={googleButton} variant="outline" onClick={handleGoogle} busy={busy !== null}>
          Continue with Google
        </Button>
      </DialogContent>
    </Dialog>
  );
}
