/**
 * Texts that others read (a house's title, address and description, a review, a photo caption,
 * a tour's name and start, a homeowner's answer, a note to the admins): one rule for characters
 * that hide text or show it in another order than it was typed, and for text that shows nothing
 * at all (decisions 294, 307, 335). The import applies the same rule to each row (textProblem).
 */
import type { z } from "zod";

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls (marks, embeddings, overrides,
 * isolates). On a shared link, a house page or a public list they hide text or show it in another
 * order than it was typed: U+202E followed by "wolG" shows as "Glow" (decision 294).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** The same, except tab, line feed and carriage return: text of several lines keeps its lines. */
const HIDDEN_CHARACTERS_BESIDES_LINE_BREAKS =
  /[^\P{Cc}\t\n\r]|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Half of a UTF-16 pair without its other half (JSON can carry "\ud800"). It names no character:
 * stored as UTF-8 it would come back as replacement characters ("ok\ud800" as "ok???"), so it is
 * refused rather than silently changed. A whole pair (an emoji) is one code point and passes.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * What shows no glyph of its own: spaces, control and format characters (zero-width space, joiner,
 * byte-order mark), combining marks, the characters Unicode says to draw as nothing (variation
 * selectors, tag characters, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0), and the blank
 * braille pattern U+2800, which passes for text. Format characters stay allowed (an emoji family
 * needs its zero-width joiners, a flag its tags) but count for nothing.
 */
const WITHOUT_GLYPH = /[\s\p{Z}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/gu;

export const HIDDEN_CHARACTERS_MESSAGE =
  "Remove control characters and text-direction marks (they are invisible)";
export const LONE_SURROGATE_MESSAGE =
  "Remove the broken character (half of an emoji or symbol, which shows as a question mark)";
export const NOTHING_VISIBLE_MESSAGE =
  "Write some visible text (this has only invisible characters)";

/** Characters (code points) that show something: "\u200b\u200b\u200b" has none. */
export function visibleLength(text: string): number {
  return [...text.replace(WITHOUT_GLYPH, "")].length;
}

export type TextLines = "one" | "several";

export interface TextRule {
  /** "several" lets line breaks and tabs through (descriptions, reviews, notes). */
  lines?: TextLines;
  /** A field's own least length, counted in characters that show (a house's title: 3). */
  min?: { length: number; message: string };
}

/**
 * Why a text others read cannot be kept, or null when it can: hidden characters, a lone
 * surrogate, or too little that shows: fewer visible characters than `min`, or, without one, a
 * text that is not empty and yet shows nothing. An empty text is left to the field's own rule
 * (required or optional). One problem at a time, the first found, so each field says one thing.
 */
export function textProblem(text: string, { lines = "one", min }: TextRule = {}): string | null {
  const hidden = lines === "one" ? HIDDEN_CHARACTERS : HIDDEN_CHARACTERS_BESIDES_LINE_BREAKS;
  if (hidden.test(text)) return HIDDEN_CHARACTERS_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  if (min) return visibleLength(text) < min.length ? min.message : null;
  if (text !== "" && visibleLength(text) === 0) return NOTHING_VISIBLE_MESSAGE;
  return null;
}

/** A string field others read, under textProblem's rule, checked after the schema's own. */
export function visibleText(schema: z.ZodString, rule: TextRule = {}) {
  return schema.superRefine((value, ctx) => {
    const problem = textProblem(value, rule);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  });
}
