/**
 * A long brand name (decision 375): an admin may make the header's brand name (site texts,
 * /admin/content) much longer than "LI Lights". Forty characters, spaced and as one unbroken word,
 * walked from 320 to 1440 px, signed out (Sign In and Get Started beside it) and as an admin (the
 * header's links from 1024 px): nothing scrolls sideways (the footer and the page's title
 * included), the header keeps its height, the brand stays clear of the header's controls, and a
 * name cut short is still whole for a screen reader (the link's name).
 *
 * It edits a text every page shows, so it runs in the site-text-edits project, after the others.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sidewaysOverflow } from "./screen-walk";
import { saveSiteText } from "./site-texts";

const NAMES = [
  "Great South Bay Holiday Light Collective",
  "Massapequaglowingreindeerparadespectacle",
];

const WIDTHS = [320, 360, 412, 600, 768, 800, 900, 1000, 1024, 1180, 1280, 1440];

/**
 * What is wrong with the header's brand at the window's width: the header taller than its 64 px,
 * the brand's link outside the header or within 12 px of the next control, its logo narrower than
 * its 32 px, or its name past the link's edge.
 */
async function brandProblems(page: Page) {
  return page.getByRole("banner").evaluate((banner) => {
    const problems: string[] = [];
    const bar = banner.getBoundingClientRect();
    if (Math.round(bar.height) > 65)
      problems.push(`the header is ${Math.round(bar.height)} px tall`);
    const link = banner.querySelector('a[href="/"]');
    const name = link?.querySelector('[data-key="header.brand.name"]');
    if (!link || !name) return ["no brand"];
    const box = link.getBoundingClientRect();
    if (box.left < bar.left || box.top < bar.top || box.bottom > bar.bottom) {
      problems.push("the brand is out of the header");
    }
    const logo = link.querySelector("svg")?.getBoundingClientRect();
    if (!logo || Math.round(logo.width) < 32) problems.push(`the logo is ${logo?.width} px wide`);
    const text = name.getBoundingClientRect();
    if (text.right > box.right + 0.5 || text.left < box.left - 0.5) {
      problems.push(`the name spans ${Math.round(text.left)}..${Math.round(text.right)}`);
    }
    const next = Array.from(banner.querySelectorAll("a, button"))
      .filter((control) => control !== link)
      .map((control) => control.getBoundingClientRect())
      .filter((other) => other.width > 0 && other.height > 0)
      .sort((a, b) => a.left - b.left)[0];
    if (next && next.left - box.right < 12) {
      problems.push(`the next control is ${Math.round(next.left - box.right)} px from the brand`);
    }
    return problems;
  });
}

async function walkWidths(page: Page, path: string, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const where = `${path} at ${width} px`;
    expect.soft(await sidewaysOverflow(page), `${where}: what sticks out`).toEqual([]);
    expect.soft(await brandProblems(page), `${where}: the brand`).toEqual([]);
    const brand = page.getByRole("banner").getByRole("link", { name, exact: true });
    await expect.soft(brand, `${where}: the brand's link is named by all of it`).toBeVisible();
    if (width === 320 || width === 1024) {
      await page.screenshot({
        path: `/tmp/h-season-shots/brand-${name.includes(" ") ? "spaced" : "word"}-${path.replaceAll("/", "_")}-${width}.png`,
      });
    }
  }
}

test("a 40-character brand name fits the header, the footer and the page titles from 320 to 1440 px", async ({
  page,
  adminToken,
  pageSignedInAs,
}) => {
  test.setTimeout(300_000);
  const admin = await pageSignedInAs("admin");
  try {
    for (const name of NAMES) {
      await test.step(name, async () => {
        await saveSiteText(adminToken, "header", "header.brand.name", name);
        // Signed out: the landing (its served HTML carries the name) and a screen of the app.
        for (const path of ["/", "/lights"]) {
          await page.goto(path);
          await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible({
            timeout: 30_000,
          });
          await expect(page.getByRole("banner")).toContainText(name);
          await walkWidths(page, path, name);
        }
        // An admin: the header's links from 1024 px, and the screen where the name is edited.
        for (const path of ["/home", "/admin/content"]) {
          await admin.setViewportSize({ width: 1280, height: 800 });
          await admin.goto(path);
          await expect(admin.getByRole("heading", { level: 1 }).first()).toBeVisible({
            timeout: 30_000,
          });
          await expect(admin.getByRole("banner")).toContainText(name);
          await walkWidths(admin, path, name);
        }
      });
    }
  } finally {
    await saveSiteText(adminToken, "header", "header.brand.name", "LI Lights");
  }
});
