/**
 * The landing's HTML already says what the app says (worker/pages/landing-html.ts, decision 319):
 * the directory's real counts and the site's own texts, an admin's edits included. Crawlers and
 * link previews read them, the app starts from the same answers, so the page hydrates without a
 * mismatch and nothing it shows changes after the load.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { deleteSiteTexts, saveSiteText } from "./site-texts";
import { collectErrors, isHydrated } from "./support";

/**
 * Records, from the first byte the page parses, every distinct state of what the landing shows
 * that an answer could change: the three stats, the map section's subtitle and the sixth
 * question. One entry in the end: nothing changed.
 */
async function recordShownStates(page: Page) {
  await page.addInitScript(() => {
    const states: string[] = [];
    Object.assign(window, { shownStates: states });
    const record = () => {
      const stats = Array.from(document.querySelectorAll('[data-testid="landing-stat"]'));
      const subtitle = document.querySelector('[data-key="landing.map.subtitle"]');
      // The sixth question is the last of them in the page: until it is parsed (or rendered),
      // the page is not all there yet.
      const question = document.querySelector('[data-key="landing.faq.q6"]');
      if (stats.length < 3 || !subtitle || !question) return;
      const state = [
        ...stats.map((stat) => stat.textContent),
        subtitle.textContent,
        question.textContent,
      ].join(" | ");
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    document.addEventListener("DOMContentLoaded", () => {
      record();
      Object.assign(window, { stateAtDomContentLoaded: states.at(-1) ?? null });
    });
  });
}

test("the landing's HTML has the real counts and the edited texts, and nothing changes after the load", async ({
  page,
  request,
  adminToken,
}) => {
  const subtitle = `Every street that glows, town by town ${Date.now().toString(36)}.`;
  const ids = [
    await saveSiteText(adminToken, "landing", "landing.map.subtitle", subtitle),
    await saveSiteText(adminToken, "landing", "landing.faq.q6", "Can I bring my dog?"),
    await saveSiteText(adminToken, "landing", "landing.faq.a6", "Yes, on a short leash."),
  ];
  try {
    // The server's HTML, no JavaScript run: the edited texts (in the page's data block too), and
    // prerendered (a production build; `vite dev` serves the empty shell), the real counts.
    const html = await (await request.get("/")).text();
    expect(html).toContain(subtitle);
    expect(html).toContain("Can I bring my dog?");
    if (html.includes('data-prerendered-path="/"')) {
      const stats = [...html.matchAll(/data-key="landing\.stats\.[a-zA-Z]+">([^<]*)</g)].map(
        (match) => match[1],
      );
      expect(stats.filter((stat) => /^\d[\d,]*$/.test(stat ?? ""))).toHaveLength(3);
      expect(html).toMatch(new RegExp(`data-key="landing\\.map\\.subtitle">${subtitle}<`));
    }

    const asked: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (/^\/api\/(site-content|houses\/stats)/.test(url.pathname)) asked.push(url.href);
    });
    const errors = collectErrors(page);
    await recordShownStates(page);
    await page.goto("/");
    // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Discover the Magic of", {
      timeout: 60_000,
    });
    await expect
      .poll(() => isHydrated(page.getByRole("button", { name: "Start Exploring" })))
      .toBe(true);
    // The part below the hero comes alive as the visitor nears it: the sixth question opens.
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const sixth = faq.locator("details").filter({ hasText: "Can I bring my dog?" });
    await sixth.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(sixth.locator("summary"))).toBe(true);
    await sixth.locator("summary").click();
    await expect(sixth.getByText("Yes, on a short leash.")).toBeVisible();
    await page.waitForLoadState("networkidle");

    const states = await page.evaluate(
      () => (window as unknown as { shownStates: string[] }).shownStates,
    );
    expect(states).toHaveLength(1);
    expect(states[0]).toMatch(
      new RegExp(
        `^\\d[\\d,]* \\| \\d[\\d,]* \\| \\d[\\d,]* \\| ${subtitle.replace(/\./g, "\\.")} \\| Can I bring my dog\\?$`,
      ),
    );
    // Prerendered (a production build), the state at DOMContentLoaded is the HTML's, and it is
    // the one the page still shows; under `vite dev` the app renders it, from the same answers.
    const atLoad = await page.evaluate(
      () =>
        (window as unknown as { stateAtDomContentLoaded: string | null }).stateAtDomContentLoaded,
    );
    if (atLoad !== null) expect(atLoad).toBe(states[0]);
    // The app started from the answers in the HTML: it asked for none of them.
    expect(asked).toEqual([]);
    expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
  } finally {
    await deleteSiteTexts(adminToken, ids);
  }
});
