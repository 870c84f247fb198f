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

export function isFamilyFriendlyText(text: string | null | undefined): boolean {
  if (!text) return true;
  return !matcher.hasMatch(text);
}
