/**
 * When a saved copy was saved, as the offline notices show it: "Nov 26, 3:04 PM". The formatter
 * is made on first use, not when the module loads: the first Intl format loads ICU data (about
 * 20 ms of this machine's main thread, several times that on a phone), and only a page shown
 * offline needs it. The house page and the map import this on every load.
 */
let savedTimeFormat: Intl.DateTimeFormat | undefined;

export function formatSavedTime(date: Date): string {
  savedTimeFormat ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return savedTimeFormat.format(date);
}
