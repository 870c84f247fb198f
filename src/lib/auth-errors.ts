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

export function googleSignInErrorMessage(error: unknown) {
  const message = error instanceof Error ? error.message : "";
  return message || "Failed to sign in with Google";
}
