/**
 * The code an error carries when Google's sign-in script could not be had
 * (google-sign-in-script.ts), which googleSignInErrorMessage turns into its "could not reach
 * Google" text (auth-errors.ts). A module of its own: the sign-in dialog reads the code, Firebase's
 * chunk loads the script, and a module both chunks share is bundled into the app every page runs.
 */
export const GOOGLE_UNREACHABLE = "google/unreachable";
