import { GOOGLE_UNREACHABLE } from "./google-unreachable";

/** Firebase error codes to the exact texts the sign-in dialog shows. */
function codeOf(error: unknown) {
  return typeof error === "object" && error && "code" in error ? String(error.code) : "";
}

export function signInErrorMessage(error: unknown) {
  switch (codeOf(error)) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
      return "Invalid email or password";
    case "auth/user-not-found":
      return "No account found with this email";
    case "auth/too-many-requests":
      return "Too many failed attempts. Please try again later";
    default:
      return "Failed to sign in";
  }
}

export function signUpErrorMessage(error: unknown) {
  switch (codeOf(error)) {
    case "auth/email-already-in-use":
      return "An account with this email already exists";
    case "auth/invalid-email":
      return "Invalid email address";
    case "auth/weak-password":
      return "Password is too weak";
    default:
      return "Failed to create account";
  }
}

/** The field of the sign-in or sign-up form an error is about; null when it is about neither. */
export function authErrorField(error: unknown): "email" | "password" | null {
  switch (codeOf(error)) {
    case "auth/user-not-found":
    case "auth/email-already-in-use":
    case "auth/invalid-email":
      return "email";
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
    case "auth/weak-password":
      return "password";
    default:
      return null;
  }
}

export const GOOGLE_UNREACHABLE_MESSAGE =
  "Couldn't reach Google to sign in. Check your connection and try again, or sign in with your email.";

/**
 * The provider's message, except when Google could not be reached at all (its script never came,
 * or Firebase gave up on Google's frame): Firebase's text for that names an error code, not what
 * to do.
 */
export function googleSignInErrorMessage(error: unknown) {
  const code = codeOf(error);
  if (code === GOOGLE_UNREACHABLE || code === "auth/network-request-failed") {
    return GOOGLE_UNREACHABLE_MESSAGE;
  }
  const message = error instanceof Error ? error.message : "";
  return message || "Failed to sign in with Google";
}
