import type { Page } from "@playwright/test";

/** The page's layout shift so far (what CLS sums), shifts right after an input left out. */
export function layoutShift(page: Page) {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });
}
