/**
 * The API's refusal of an admin route to a signed-in caller who is not (or no longer) an admin:
 * 403 with this message (worker/middleware/auth.ts). The app tells it from the other 403s (an App
 * Check failure, someone else's tour) by it, and shows Access Denied at once (decision 411).
 */
export const ADMIN_REQUIRED_MESSAGE = "Admin access required";
