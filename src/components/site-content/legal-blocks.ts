const plainTexts = new Map<string, string>();

/**
 * Text of a one-line block (title, label, e-mail address): tags removed, entities decoded. Parsed
 * in an inert template (no scripts run, nothing loads), once per distinct text: the pages call it
 * on every render, and a DOMParser document per call cost a phone a long task while the page
 * hydrated (docs/performance-log.md). The element that shows it carries the block's key as
 * `data-text-key` (`data-mailto-key` for a mail link, whose address it is too): the worker writes
 * the same text into the prerendered page by it (worker/lib/formats/plain-text.ts).
 */
export function plainText(html: string): string {
  let text = plainTexts.get(html);
  if (text === undefined) {
    const template = document.createElement("template");
    template.innerHTML = html;
    text = (template.content.textContent ?? "").trim();
    plainTexts.set(html, text);
  }
  return text;
}
