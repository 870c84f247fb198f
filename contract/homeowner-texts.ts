/**
 * Homeowner texts and values the cards and the house page show (zod-free: cards import it).
 * The rules behind them are in docs/homeowners.md.
 */

export const HOMEOWNER_NOTE_MAX = 1000;
export const OWNER_ANSWER_MAX = 1000;
/** The reason an admin may give the homeowner when removing their answer (decision 389). */
export const OWNER_ANSWER_REMOVAL_REASON_MAX = 500;
/** Waiting requests one person may have at once (each also one per house and kind). */
export const MAX_PENDING_HOMEOWNER_REQUESTS = 5;

/** The owner's answer for the season: decorating, or taking a year off. */
export const SEASON_PLANS = ["decorating", "not-this-year"] as const;
export type SeasonPlan = (typeof SEASON_PLANS)[number];

export const SEASON_PLAN_LABELS: Record<SeasonPlan, string> = {
  decorating: "Decorating this year",
  "not-this-year": "Not this year",
};

/**
 * Under the homeowner's answer when the review was changed after the answer was last written
 * (docs/homeowners.md): the answer may speak to words or stars that are no longer there.
 */
export const REVIEW_EDITED_AFTER_ANSWER = "The review was edited after this answer.";

/**
 * What the homeowner reads under a review whose answer an admin removed (decision 389), before
 * the admin's reason when one was given. `on` is the day, as the page writes dates.
 */
export const ownerAnswerRemovedText = (on: string) =>
  `An admin removed your answer to this review on ${on}. You can write a new one.`;

/** What public answers show in place of the street line while a removal request waits. */
export const ADDRESS_HIDDEN_TEXT = "Address hidden at the homeowner's request";

/**
 * Decimals kept of the coordinates while a removal request waits: two decimals put the pin
 * within about a kilometre (the map area), never on the house.
 */
export const HIDDEN_ADDRESS_COORDINATE_DECIMALS = 2;

/**
 * The refusal of anything done "at the house" (a GPS visit, a claim, a lights report, a season
 * confirmation) while a removal request waits (decision 306): the same for every position, so it
 * says nothing of where the house is. `action` ends it, as in the "Too far" refusal.
 */
export const hiddenHouseProximityRefusal = (action: string) =>
  `This house is being taken off LI Lights at the homeowner's request, so you can't ${action} for now.`;

export const HOMEOWNER_MESSAGES = {
  claimSent: "Thanks! An admin will check your request to manage this house soon.",
  removalSent:
    "Thanks. An admin will look at your request soon; until then the exact address is hidden.",
  alreadyWaiting: "You already asked about this house. An admin will look at it soon.",
  tooManyWaiting:
    "You have several requests waiting already. Please wait for an admin to look at them.",
  alreadyOwned: "This house already has an approved owner.",
  youOwnIt: "You already manage this house.",
  notOwner: "Only the homeowner can do this.",
  ownerManages:
    "The homeowner manages this house's description and schedule. Suggest a change in a review instead.",
  answeredOnce:
    "You have already answered this review. Each review gets one answer: edit it to change it.",
  ownReview:
    "You can't answer your own review. Answers are for what visitors say about your house.",
  noAnswer: "This review has no answer from the homeowner.",
  doNotList:
    "The owner of this address asked us not to list it, so we can't add it. Thank you for understanding.",
  requestDecided: "This request was already decided.",
} as const;
