/**
 * "Did you see it lit this year?" on the house page (docs/decisions/168-still-lit-this-year.md):
 * its question and answers. Apart from season.ts so the landing, whose cards use season.ts, does
 * not carry them.
 */
export const CONFIRM_LIT_QUESTION = "Did you see it lit this year?";
export const confirmedText = (season: number) => `Confirmed for ${season}`;

export const SEASON_MESSAGES = {
  confirmed: "Thanks! This house is confirmed for this season.",
  offSeason: "The lights season runs from November 1 to January 15. Come back then.",
} as const;
