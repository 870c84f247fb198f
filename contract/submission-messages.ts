/**
 * User-visible texts of the submit page (copied exactly). Zod-free, beside the rules in
 * house-submission.ts (which re-exports them): the submit screen shows them without loading zod
 * before the form is first sent.
 */
export const SUBMISSION_MESSAGES = {
  title: "Title must be at least 3 characters",
  address: "Address is required",
  mainImageUrl: "Please upload at least one photo",
  features: "Please select at least one feature",
  city: "City is required",
  /** An address or town in another script, or with lookalike characters (decision 334). */
  addressLetters: "Enter the address in English letters and numbers",
  cityLetters: "Enter the town in English letters",
  cityName: "City must be a town name: letters, spaces, hyphens, apostrophes and periods",
  duplicate: "This address already exists in our database. Please view the existing house instead.",
  notOnLongIsland: "The location must be on Long Island (Nassau or Suffolk county)",
} as const;
