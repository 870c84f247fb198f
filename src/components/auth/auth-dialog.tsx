import { type FormEvent, useState } from "react";
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
import { type AuthTab, closeAuthDialog, setAuthTab, useAuthDialog } from "@/lib/auth-dialog";
import {
  googleSignInErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from "@/lib/auth-errors";
import { toast } from "@/lib/use-toast";

const MIN_PASSWORD = 6;

/**
 * The one authentication dialog (docs/product.md, Routes and roles): Sign In and Sign Up tabs,
 * Google popup.
 */
export function AuthDialog({ onSuccess }: { onSuccess?: () => void }) {
  const { open, tab, closable, stayOnPage } = useAuthDialog();
  const navigate = useNavigate();
  const { signInWithEmail, signUpWithEmail, signInWithGoogle } = useAuth();
  const [busy, setBusy] = useState<null | "signin" | "signup" | "google">(null);
  const [signUpError, setSignUpError] = useState<string | null>(null);

  function succeed(description: string) {
    toast({ title: "Success!", description, variant: "success" });
    closeAuthDialog();
    if (onSuccess) onSuccess();
    else if (!stayOnPage) navigate("/home");
  }

  async function handleSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!email || !password) return;
    setBusy("signin");
    try {
      await signInWithEmail(email, password);
      succeed("Signed in successfully");
    } catch (error) {
      toast({ title: "Error", description: signInErrorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function handleSignUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get("name") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!name || !email || !password) return;
    if (password.length < MIN_PASSWORD) {
      setSignUpError("Password must be at least 6 characters");
      return;
    }
    setSignUpError(null);
    setBusy("signup");
    try {
      await signUpWithEmail(name, email, password);
      succeed("Account created successfully");
    } catch (error) {
      toast({ title: "Error", description: signUpErrorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function handleGoogle() {
    setBusy("google");
    try {
      await signInWithGoogle();
      succeed("Signed in with Google successfully");
    } catch (error) {
      toast({
        title: "Error",
        description: googleSignInErrorMessage(error),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
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
            <form className="space-y-4 pt-2" onSubmit={handleSignIn} aria-label="Sign in">
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
              <Button type="submit" className="w-full" disabled={busy !== null}>
                {busy === "signin" ? "Signing in..." : "Sign In"}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="signup">
            <form className="space-y-4 pt-2" onSubmit={handleSignUp} aria-label="Sign up">
              <div className="space-y-2">
                <Label htmlFor="signup-name">Name</Label>
                <Input id="signup-name" name="name" autoComplete="name" required />
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
                  aria-describedby="signup-password-hint"
                  required
                  onChange={() => setSignUpError(null)}
                />
                <p id="signup-password-hint" className="text-muted-foreground text-xs">
                  Must be at least 6 characters
                </p>
                {signUpError && (
                  <p role="alert" className="text-destructive text-sm">
                    {signUpError}
                  </p>
                )}
              </div>
              <Button type="submit" className="w-full" disabled={busy !== null}>
                {busy === "signup" ? "Creating account..." : "Create Account"}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
        <div className="relative text-center text-muted-foreground text-xs">
          <span className="bg-card px-2">or</span>
        </div>
        <Button variant="outline" onClick={handleGoogle} disabled={busy !== null}>
          Continue with Google
        </Button>
      </DialogContent>
    </Dialog>
  );
}
