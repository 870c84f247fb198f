/**
 * How the blocks of one site-content page are ordered: known sections first, in the order the page
 * shows them, then any other section alphabetically, then by key. Apart from contract/
 * content-order.ts (which knows every page) so a public text page sorts its blocks without
 * loading the other pages' wording.
 */

/** A value's place in a known order; a value not listed comes after every listed one. */
export function rank(list: readonly string[], value: string): number {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
}

export function compareInPage(
  sections: readonly string[],
  a: { section: string; key: string },
  b: { section: string; key: string },
): number {
  const sectionDiff =
    rank(sections, a.section) - rank(sections, b.section) || a.section.localeCompare(b.section);
  if (sectionDiff) return sectionDiff;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** A text page's known sections: those of its built-in blocks as they come, then "default". */
export function sectionsOf(blocks: readonly { section: string }[]): string[] {
  return [...new Set(blocks.map((block) => block.section)), "default"];
}
