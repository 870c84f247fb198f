/**
 * Texts that others read (a tour's name, a house's title, address and description): one rule for
 * characters that hide text or show it in another order than it was typed (decisions 294, 307).
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

export const HIDDEN_CHARACTERS_MESSAGE =
  "Remove control characters and text-direction marks (they are invisible)";

/** Refuses the hidden characters; `lines: "several"` lets line breaks and tabs through. */
export function withoutHiddenCharacters(
  schema: z.ZodString,
  { lines }: { lines: "one" | "several" } = { lines: "one" },
) {
  const hidden = lines === "one" ? HIDDEN_CHARACTERS : HIDDEN_CHARACTERS_BESIDES_LINE_BREAKS;
  return schema.refine((value) => !hidden.test(value), HIDDEN_CHARACTERS_MESSAGE);
}

/**
 * What shows no glyph of its own: spaces, control and format characters (zero-width space, joiner,
 * byte-order mark), combining marks, and the blank letters (Hangul fillers, the blank braille
 * pattern) that pass for text. Format characters stay allowed (an emoji family needs its zero-width
 * joiners) but count for nothing.
 */
const WITHOUT_GLYPH = /[\s\p{Z}\p{Cc}\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Characters (code points) that show something: "\u200b\u200b\u200b" has none. */
export function visibleLength(text: string): number {
  return [...text.replace(WITHOUT_GLYPH, "")].length;
}
