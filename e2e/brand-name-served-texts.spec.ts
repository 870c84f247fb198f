/**
 * A long brand name (decision 375): an admin may make the header's brand name (site texts,
 * /admin/content) much longer than "LI Lights". Forty characters, spaced and as one unbroken word,
 * walked from 320 to 1440 px, signed out (Sign In and Get Started beside it) and as an admin (the
 * header's links from 1024 px): nothing scrolls sideways (the footer and the page's title
 * included), the header keeps its height, the brand stays clear of the header's controls, and a
 * name cut short is still whole for a screen reader (the link's name).
 *
 * The brand name and the texts shown where their links or headings cannot stand as written
 * (decision 417), on a desktop and a phone (Pixel 7):
 * - a link in the brand name, itself inside the header's link to the home page, nested links (the
 *   parser split the served header, React's hydration failed with error #418): it is shown as its
 *   text, in the served HTML and in the app, and the name (cut short on a phone) is its own title;
 * - a heading in a paragraph block had no heading style, and a subtitle's h2 stood beside its
 *   section's h2: headings are moved under the heading of their place and styled by level (the
 *   footer's and the hero's, under the page's h1: e2e/block-html-served-texts.spec.ts);
 * - /admin/content says so (hints under the field, saving goes ahead): a link in the brand name or
 *   the landing's button label, a brand name longer than a 360 px phone's header shows.
 *
 * It edits a text every page shows, so it runs in the site-text-edits project, after the others;
 * its tests, which all edit the brand name, one after the other. The texts are put back.
 */
import { type Browser, devices, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { APP_URL } from "./ports";
import { sidewaysOverflow } from "./screen-walk";
import { deleteSiteTexts, openServedPage, saveSiteText } from "./site-texts";
import { ADMIN_EMAIL, DEMO_PASSWORD, isHydrated, restoreSession } from "./support";

const SHOTS = process.env.E2E_SHOTS_DIR;

// Each test edits the brand name: one after the other, not side by side.
test.describe.configure({ mode: "default" });

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

/** The block `key` of `page` as it is now, or null when the site shows its built-in wording. */
async function savedText(adminToken: string, page: string, key: string) {
  const response = await fetch(`${APP_URL}/api/admin/content?page=${page}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const list: { content: { key: string; content: string }[] } = await response.json();
  return list.content.find((item) => item.key === key)?.content ?? null;
}

/** The texts `keys` as they are now; a function that puts them back (or removes them). */
async function keepTexts(adminToken: string, keys: [page: string, key: string][]) {
  const before = await Promise.all(keys.map(([page, key]) => savedText(adminToken, page, key)));
  return async () => {
    for (const [i, [page, key]] of keys.entries()) {
      const previous = before[i];
      if (previous !== null && previous !== undefined) {
        await saveSiteText(adminToken, page, key, previous);
        continue;
      }
      const response = await fetch(`${APP_URL}/api/admin/content?page=${page}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const list: { content: { id: number; key: string }[] } = await response.json();
      const saved = list.content.find((item) => item.key === key);
      if (saved) await deleteSiteTexts(adminToken, [saved.id]);
    }
  };
}

/** A phone, signed out or as the admin. */
async function phonePage(browser: Browser, admin = false) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL: APP_URL,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  if (admin) await restoreSession(page, { email: ADMIN_EMAIL, password: DEMO_PASSWORD });
  return { page, close: () => context.close() };
}

/** The first heading in the block `key`: its element and its look. */
function headingIn(page: Page, key: string) {
  return page.locator(`[data-key="${key}"]`).evaluate((block) => {
    const heading = block.querySelector("h1, h2, h3, h4, h5, h6");
    if (!heading) return null;
    const style = getComputedStyle(heading);
    return { tag: heading.tagName, size: style.fontSize, weight: style.fontWeight };
  });
}

async function checkPage(page: Page, path: string, name: string, device: string) {
  const { footer, errors, reports } = await openServedPage(page, path);
  const banner = page.getByRole("banner");
  await expect
    .poll(() => isHydrated(banner.getByRole("link").first()), { timeout: 30_000 })
    .toBe(true);
  const where = `${device} ${path}`;
  // One link, named by the whole name, with no link inside it; the name its own title.
  const brand = banner.getByRole("link", { name, exact: true });
  await expect.soft(brand, `${where}: the brand's link`).toBeVisible();
  await expect.soft(banner.locator("a a"), `${where}: links in links`).toHaveCount(0);
  await expect
    .soft(banner.locator('[data-key="header.brand.name"]'), `${where}: the brand's title`)
    .toHaveAttribute("title", name);
  if (path === "/") {
    expect
      .soft(await headingIn(page, "landing.features.subtitle"), `${where}: the subtitle's heading`)
      .toEqual({ tag: "H3", size: "18px", weight: "600" });
    expect
      .soft(await headingIn(page, "landing.features.item1Text"), `${where}: the feature's heading`)
      .toEqual({ tag: "H4", size: "16px", weight: "600" });
  }
  // The page's own h1 is the only one.
  await expect.soft(page.locator("h1"), `${where}: h1s`).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  if (SHOTS) {
    const shot = `${SHOTS}/brand-${device}${path.replaceAll("/", "_")}`;
    await footer.screenshot({ path: `${shot}-footer.png` });
    if (path === "/") {
      await page.locator('[data-key="landing.features.subtitle"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shot}-features.png` });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shot}-top.png` });
  }
  expect(errors, `${where}: errors`).toEqual([]);
  expect(reports, `${where}: error reports`).toEqual([]);
}

test("a link in the brand name is its text, the name its title, and headings in site texts are headings of their place, on a desktop and a phone", async ({
  page,
  browser,
  adminToken,
}) => {
  test.setTimeout(240_000);
  const mark = Date.now().toString(36);
  const edits: [string, string, string][] = [
    ["header", "header.brand.name", `Glow <a href="/lights">Towns</a> ${mark}`],
    [
      "landing",
      "landing.features.subtitle",
      `<h2>Plan a night ${mark}</h2><p>Search, plan, rate and share.</p>`,
    ],
    ["landing", "landing.features.item1Text", "<h2>Near you</h2><p>Enter a ZIP code.</p>"],
  ];
  const restore = await keepTexts(
    adminToken,
    edits.map(([where, key]) => [where, key]),
  );
  const phone = await phonePage(browser);
  try {
    for (const [where, key, html] of edits) await saveSiteText(adminToken, where, key, html);
    for (const path of ["/", "/privacy-policy"]) {
      await checkPage(page, path, `Glow Towns ${mark}`, "desktop");
      await checkPage(phone.page, path, `Glow Towns ${mark}`, "phone");
    }
  } finally {
    await phone.close();
    await restore();
  }
});

/**
 * Whether each name is cut short in the header of a 360 px phone, signed out (Sign In and Get
 * Started beside it), and the width the name has there.
 */
async function cutAt360(browser: Browser, names: string[]) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto("/lights");
  await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible({ timeout: 30_000 });
  const measured = await page.evaluate((list) => {
    const name = document.querySelector<HTMLElement>('[data-key="header.brand.name"]')!;
    const cut = list.map((text) => {
      name.textContent = text;
      return name.scrollHeight > name.clientHeight + 1;
    });
    name.textContent = list.join(" ");
    return { cut, room: name.getBoundingClientRect().width };
  }, names);
  await context.close();
  return measured;
}

async function checkHints(page: Page, device: string, names: string[], cut: boolean[]) {
  const where = (what: string) => `${device}: ${what}`;
  await page.goto("/admin/content");
  await page.getByLabel("Filter by page").selectOption("header");
  const row = page.locator('[data-testid="admin-content-row"][data-key="header.brand.name"]');
  await row.getByRole("button", { name: /Customize|Edit/ }).click();
  const dialog = page.getByRole("dialog");
  const field = dialog.getByLabel("Content");
  const hints = dialog.locator("#content-body-hints p");

  await field.fill('LI <a href="/lights">Lights</a>');
  await expect(hints, where("a link in the brand")).toHaveText([
    "The brand name is a link to the home page: links in it are shown as plain text.",
  ]);
  await expect(field).toHaveAttribute("aria-describedby", "content-body-hints");
  for (const [i, name] of names.entries()) {
    await field.fill(name);
    if (cut[i])
      await expect(hints, where(name)).toHaveText([
        /^On a phone \(360 px wide\) the header cuts this name short/,
      ]);
    else await expect(hints, where(name)).toHaveCount(0);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${device}-admin-brand-hint.png` });
  // A hint, not a refusal: the long name with a link is saved.
  await field.fill(`${names.at(-1)} <a href="/lights">Lights</a>`);
  await expect(hints).toHaveCount(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${device}-admin-brand-hints.png` });
  await dialog.getByRole("button", { name: /Add Content|Save Changes/ }).click();
  await expect(
    page.getByText(/Content (created|updated) successfully/, { exact: true }).first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // The landing's button label is a button's: its links are its text too. The footer's text may
  // hold links: no hint.
  await page.getByLabel("Filter by page").selectOption("landing");
  await page
    .locator('[data-testid="admin-content-row"][data-key="landing.hero.ctaLabel"]')
    .getByRole("button", { name: /Customize|Edit/ })
    .click();
  await dialog.getByLabel("Content").fill('Start <a href="/map">Exploring</a>');
  await expect(hints, where("a link in the button")).toHaveText([
    "This text is a button's label: links in it are shown as plain text.",
  ]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByLabel("Filter by page").selectOption("footer");
  await page
    .locator('[data-testid="admin-content-row"][data-key="footer.about.text"]')
    .getByRole("button", { name: /Customize|Edit/ })
    .click();
  await dialog.getByLabel("Content").fill('About <a href="/lights">towns</a>');
  await expect(dialog.getByLabel("Content")).toHaveValue('About <a href="/lights">towns</a>');
  await expect(hints, where("a link in the footer")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
}

test("/admin/content says when the brand name's links show as text and when the name is longer than a phone's header shows, on a desktop and a phone", async ({
  browser,
  adminToken,
  pageSignedInAs,
}) => {
  test.setTimeout(180_000);
  const names = [
    "LI Lights",
    "Bayshore Lights",
    "Great South Bay Lights",
    "Great South Bay Holiday Light Collective",
    "Massapequaglowingreindeerparade",
  ];
  const { cut, room } = await cutAt360(browser, names);
  // The room the hint counts with (src/components/admin/content-hints.ts).
  expect(Math.floor(room)).toBe(97);
  // Both kinds are among the names.
  expect(cut).toContain(true);
  expect(cut).toContain(false);
  const restore = await keepTexts(adminToken, [["header", "header.brand.name"]]);
  const phone = await phonePage(browser, true);
  try {
    await checkHints(await pageSignedInAs("admin"), "desktop", names, cut);
    await checkHints(phone.page, "phone", names, cut);
  } finally {
    await phone.close();
    await restore();
  }
});
