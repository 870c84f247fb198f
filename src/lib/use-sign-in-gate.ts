import { useAuth } from "./auth";
import { stayHere } from "./auth-dialog";
import { LOGIN_PROMPTS, type LoginPrompt, promptLogin } from "./login-required";

/**
 * The sign-in gate of the house page's contribute buttons: signed in, `action` runs (opens or
 * closes its panel); signed out, the visitor is asked to sign in instead, and stays on the house
 * once signed in (decision 384).
 */
export function useSignInGate(prompt: LoginPrompt = LOGIN_PROMPTS.houseDetails) {
  const { isAuthenticated } = useAuth();
  return (action: () => void) => {
    if (!isAuthenticated) {
      promptLogin(prompt, stayHere);
      return;
    }
    action();
  };
}
