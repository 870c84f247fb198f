/**
 * An admin's paragraphs and lists in a paragraph block (decision 409): the content dialog allows
 * them in every text, but a `<p>` cannot hold them, and the browser split a served
 * `<p><p>…</p><ul>…</ul></p>`, so hydration failed (React error #418) on every page with the
 * footer. Such a block is a `<div>` with the same classes, in the served HTML and in the app: the
 * landing and the privacy page, on a desktop and on a phone, hydrate without an error and show the
 * list as a list. A heading among them is a heading of the site's scale (decision 417): the footer
 * and the hero stand under the page's h1, so an h2 stays one.
 *
 * It edits the footer's text, which every page shows, so it runs in the site-text-edits project,
 * after the others; the texts are put back as they were.
 */
import { devices, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { APP_URL } from "./ports";
import { deleteSiteTexts, openServedPage, saveSiteText } from "./site-texts";
import { isHydrated } from "./support";

const SHOTS = process.env.E2E_SHOTS_DIR;

/** The block `key` of `page` as it is now, or null when the site shows its built-in wording. */
async function savedText(adminToken: string, page: string, key: string) {
  const response = await fetch(`${APP_URL}/api/admin/content?page=${page}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const list: { content: { key: string; content: string }[] } = await response.json();
  return list.content.find((item) => item.key === key)?.content ?? null;
}

/** Saves each text; puts each back as it was (or removes it) when `restore` is called. */
async function editTexts(adminToken: string, edits: [page: string, key: string, html: string][]) {
  const before = await Promise.all(edits.map(([page, key]) => savedText(adminToken, page, key)));
  const ids: number[] = [];
  for (const [page, key, html] of edits) ids.push(await saveSiteText(adminToken, page, key, html));
  return async () => {
    for (const [i, [page, key]] of edits.entries()) {
      const previous = before[i];
      if (previous === null || previous === undefined) await deleteSiteTexts(adminToken, [ids[i]!]);
      else await saveSiteText(adminToken, page, key, previous);
    }
  };
}

/** The element and the list items of the block `key`, as the page shows it. */
function shownBlock(page: Page, key: string) {
  return page.locator(`[data-key="${key}"]`).evaluate((block) => ({
    tag: block.tagName,
    items: Array.from(block.querySelectorAll("li"))
      .filter((item) => item.getBoundingClientRect().height > 0)
      .map((item) => `${getComputedStyle(item).listStyleType} ${item.textContent}`),
    paragraph: block.querySelector("p")?.textContent ?? null,
    heading: Array.from(block.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((heading) => {
      const style = getComputedStyle(heading);
      return `${heading.tagName} ${style.fontSize} ${style.fontWeight} ${heading.textContent}`;
    }),
  }));
}

async function checkPage(page: Page, path: string, mark: string, device: string) {
  const { footer, errors, reports } = await openServedPage(page, path);
  const expected = {
    tag: "DIV",
    items: ["disc One", "disc Two"],
    paragraph: `First ${mark} bold towns`,
    heading: [`H2 24px 600 Heading ${mark}`],
  };
  expect
    .soft(await shownBlock(page, "footer.about.text"), `${device} ${path}: the footer`)
    .toEqual(expected);
  if (path === "/") {
    expect
      .soft(await shownBlock(page, "landing.hero.subtitle"), `${device}: the hero`)
      .toEqual(expected);
    // The hero was hydrated with the page: its button works.
    await expect
      .poll(() => isHydrated(page.getByRole("button", { name: "Start Exploring" })))
      .toBe(true);
  }
  await page.waitForLoadState("networkidle");
  if (SHOTS) {
    const name = `${SHOTS}/${device}${path.replaceAll("/", "_")}`;
    await footer.screenshot({ path: `${name}-footer.png` });
    if (path === "/") {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${name}-hero.png` });
    }
  }
  expect(errors, `${device} ${path}: errors`).toEqual([]);
  expect(reports, `${device} ${path}: error reports`).toEqual([]);
}

test("paragraphs, a heading and a list in the footer's and the hero's text hydrate and show as such, on a desktop and a phone", async ({
  page,
  browser,
  adminToken,
}) => {
  test.setTimeout(180_000);
  const mark = Date.now().toString(36);
  const html = `<h2>Heading ${mark}</h2><p>First ${mark} <b>bold</b> <a href="/lights">towns</a></p><ul><li>One</li><li>Two</li></ul>`;
  const restore = await editTexts(adminToken, [
    ["footer", "footer.about.text", html],
    ["landing", "landing.hero.subtitle", html],
  ]);
  const phone = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL: APP_URL,
    serviceWorkers: "block",
  });
  try {
    for (const path of ["/", "/privacy-policy"]) {
      await checkPage(page, path, mark, "desktop");
      await checkPage(await phone.newPage(), path, mark, "phone");
    }
  } finally {
    await phone.close();
    await restore();
  }
});
