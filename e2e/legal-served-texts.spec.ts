/**
 * The text pages' HTML already says what the app says (worker/pages/served-texts.ts, decision
 * 330): an admin's title (as text), edited and added blocks, mail address and footer text.
 * Crawlers and link previews read them, the app starts from the same answers, so the page
 * hydrates without a mismatch, nothing it shows changes after the load, and it asks for none of
 * its texts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { deleteSiteTexts, saveSiteText } from "./site-texts";
import { collectErrors, isHydrated } from "./support";

/**
 * Records, from the first byte the page parses, every distinct state of what `selectors` show
 * (text, and a link's address). One entry in the end: nothing changed. Until all of them are
 * there (the footer, last, included), the page is not all there yet.
 */
async function recordShownStates(page: Page, selectors: string[]) {
  await page.addInitScript((selectors: string[]) => {
    const states: string[] = [];
    Object.assign(window, { shownStates: states });
    const record = () => {
      const shown = selectors.map((selector) => document.querySelector(selector));
      if (shown.some((element) => !element)) return;
      const state = shown
        .map((element) => `${element!.textContent}${element!.getAttribute("href") ?? ""}`)
        .join(" | ");
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    document.addEventListener("DOMContentLoaded", () => {
      record();
      Object.assign(window, { stateAtDomContentLoaded: states.at(-1) ?? null });
    });
  }, selectors);
}

// Both pages show the footer's text the first one edits: one after the other.
test.describe.configure({ mode: "serial" });

const PAGES = [
  {
    path: "/privacy-policy",
    heading: "Privacy & Cookies © 2026",
    // Entities a browser reads in its own way: the worker writes the very text the app renders.
    texts: [
      ["privacy", "privacy.header.title", "<b>Privacy</b> &amp Cookies &copy 2026&nbsp;"],
      ["privacy", "privacy.zz-test.note", "<p>A block an admin added, below the others.</p>"],
      ["footer", "footer.copyright", "© 2026 The LI Lights volunteers."],
    ],
    shown: [
      '[data-text-key="privacy.header.title"]',
      '[data-key="privacy.zz-test.note"]',
      '[data-key="footer.copyright"]',
    ],
    expected:
      "Privacy & Cookies © 2026 | A block an admin added, below the others. | © 2026 The LI Lights volunteers.",
  },
  {
    path: "/contact-us",
    heading: "Contact Us",
    texts: [
      ["contact", "contact.general.email", "<b>hello@lights.example.org</b>"],
      ["contact", "contact.business.label", "Sponsors <i>&amp;</i> Partners"],
      ["footer", "footer.copyright", "© 2026 The LI Lights volunteers."],
    ],
    shown: [
      '[data-mailto-key="contact.general.email"]',
      '[data-text-key="contact.business.label"]',
      '[data-key="footer.copyright"]',
    ],
    expected:
      "hello@lights.example.orgmailto:hello@lights.example.org | Sponsors & Partners | © 2026 The LI Lights volunteers.",
  },
] as const;

for (const { path, heading, texts, shown, expected } of PAGES) {
  test(`${path}'s HTML has the edited texts, and nothing changes after the load`, async ({
    page,
    request,
    adminToken,
  }) => {
    const ids: number[] = [];
    for (const [contentPage, key, content] of texts) {
      ids.push(await saveSiteText(adminToken, contentPage, key, content));
    }
    try {
      // The server's HTML, no JavaScript run: the edited texts (in the page's data block too),
      // and prerendered (a production build; `vite dev` serves the empty shell), in their places.
      const html = await (await request.get(path)).text();
      expect(html).toContain("© 2026 The LI Lights volunteers.");
      if (html.includes(`data-prerendered-path="${path}"`)) {
        expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace("&", "&amp;")}</h1>`));
        for (const selector of shown) expect(html).toContain(selector.slice(1, -1));
      }

      const asked: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith("/api/site-content")) asked.push(url.href);
      });
      const errors = collectErrors(page);
      await recordShownStates(page, [...shown]);
      await page.goto(path);
      // A busy machine (or a dev server compiling on first visit) can take a while.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading, {
        timeout: 60_000,
      });
      await expect.poll(() => isHydrated(page.getByRole("button", { name: "Back" }))).toBe(true);
      await page.waitForLoadState("networkidle");

      const states = await page.evaluate(
        () => (window as unknown as { shownStates: string[] }).shownStates,
      );
      expect(states).toEqual([expected]);
      // Prerendered (a production build), the state at DOMContentLoaded is the HTML's, and it is
      // the one the page still shows; under `vite dev` the app renders it, from the same answers.
      const atLoad = await page.evaluate(
        () =>
          (window as unknown as { stateAtDomContentLoaded: string | null }).stateAtDomContentLoaded,
      );
      if (atLoad !== null) expect(atLoad).toBe(expected);
      // The app started from the answers in the HTML: it asked for none of them.
      expect(asked).toEqual([]);
      expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual(
        [],
      );
    } finally {
      await deleteSiteTexts(adminToken, ids);
    }
  });
}
