/**
 * Where a site-content block belongs, read from its dotted key `page.section.item`: the page is
 * the first segment, the section the ones between it and the item ("default" when there are none).
 */
export function contentKeyPlace(key: string): { page: string; section: string } {
  const parts = key.split(".");
  return {
    page: parts[0] ?? key,
    section: parts.length > 2 ? parts.slice(1, -1).join(".") : "default",
  };
}
