/**
 * Text family-friendliness (descriptions, reviews, titles). Uses `obscenity` with its English
 * dataset (which carries whitelisted words such as "Scunthorpe" or "assassin" against false
 * positives) and its recommended transformers (l33t speak, repeated and confusable characters).
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

export const TEXT_REJECTED_MESSAGE =
  "This content must be family-friendly. Inappropriate content is not allowed.";

const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/**
 * A number standing alone ("455 Merrick Rd", "the 455th house", "4:55") is never a word in
 * disguise, but the l33t transformer reads 4 as "a" and 5 as "s", so house number 455 read as a
 * swear word (decision 423). Such numbers are blanked before matching; digits inside a word
 * ("5h1t", "a55hole") are still read as letters.
 */
const STANDALONE_NUMBER = /\b[0-9]+(?:st|nd|rd|th)?\b/gi;

export function isFamilyFriendlyText(text: string | null | undefined): boolean {
  if (!text) return true;
  return !matcher.hasMatch(text.replace(STANDALONE_NUMBER, (number) => " ".repeat(number.length)));
}
