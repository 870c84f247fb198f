/**
 * Targets a thumb can hit on a phone (a coarse pointer): one's own review's Edit and Delete, the
 * house page's "More in <town>" and the footer's links are 44 px tall (decision 332); every
 * control on the main screens, the submit form's pin map, the town, tour, legal and admin screens
 * and their dialogs takes a tap over 44 x 44 px, its centre uncovered (decisions 356, 360); and the
 * planner's start box says in full what it takes.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { idTokenFor, isHydrated } from "./support";
import { saveTourThroughApi } from "./tour-support";

const MERRY_MAILBOX = "/house/hampton-bays/91-hamilton-pl";

async function box(target: Locator) {
  const measured = await target.boundingBox();
  if (!measured) throw new Error("not on the screen");
  return measured;
}

async function expectThumbSized(target: Locator, name: string, width = 44) {
  const { width: w, height: h } = await box(target);
  expect.soft(h, `${name}'s height`).toBeGreaterThanOrEqual(44);
  expect.soft(w, `${name}'s width`).toBeGreaterThanOrEqual(width);
}

/** No two of the targets' boxes overlap. */
async function expectApart(targets: Locator) {
  const boxes = await Promise.all((await targets.all()).map(box));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect.soft(overlap, "two targets overlap").toBe(false);
    }
  }
}

test("one's own review's Edit and Delete are 44 px targets on a phone", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  await page
    .getByRole("form", { name: "Write a review" })
    .getByRole("button", { name: "Submit Review" })
    .tap();
  await expect(page.getByText("Rating submitted", { exact: true }).first()).toBeVisible();
  const review = page.getByTestId("house-review");
  const edit = review.getByRole("button", { name: "Edit your review" });
  const remove = review.getByRole("button", { name: "Delete your review" });
  await expect(edit).toBeVisible();
  await expectThumbSized(edit, "Edit");
  await expectThumbSized(remove, "Delete");
  await expectApart(review.getByRole("button"));
});

test("the house page's More in <town> and the footer's links are 44 px tall on a phone", async ({
  page,
}) => {
  await page.goto(MERRY_MAILBOX);
  const moreIn = page.getByRole("link", { name: "More in Hampton Bays" });
  await expect(moreIn).toBeVisible({ timeout: 30_000 });
  await expectThumbSized(moreIn, "More in Hampton Bays", 24);
  // Its box stays out of the title's row above it.
  const title = await box(page.getByRole("heading", { level: 1 }));
  expect((await box(moreIn)).y).toBeGreaterThanOrEqual(title.y + title.height);

  const footerLinks = page.getByRole("navigation", { name: "Footer" }).getByRole("link");
  await expect(footerLinks).toHaveCount(4);
  for (const link of await footerLinks.all()) {
    await expectThumbSized(link, (await link.textContent()) ?? "a footer link", 24);
  }
  await expectApart(footerLinks);
});

/** Whether the input's placeholder fits inside its box, in the input's own font. */
function placeholderFits(input: Locator) {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(element.placeholder).width <= room;
  });
}

test("the planner's start box says in full what it takes on a phone", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  await page.getByRole("button", { name: "Add to tour" }).first().tap();
  await expect(page.getByRole("button", { name: "In tour" }).first()).toBeVisible();
  await page.goto("/tour");
  const start = page.getByRole("region", { name: "Start" }).getByRole("combobox");
  await expect(start).toBeVisible({ timeout: 30_000 });
  expect(await placeholderFits(start), "the placeholder is cut off").toBe(true);
  // The whole hint is the box's label, on the screen.
  await expect(start).toHaveAccessibleName("Or start from an address or ZIP");
  await expect(page.getByText("Or start from an address or ZIP", { exact: true })).toBeInViewport({
    ratio: 1,
  });
});

/** What a thumb presses: links, buttons, form fields and the ARIA roles that act as one. */
const CONTROLS =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=combobox], [role=menuitem]";

/**
 * The controls on the page (`within`, or all of it) that take a tap over less than 44 x 44 px,
 * each as "role name width x height". A press at the control's centre must reach it (its label,
 * for a checkbox), and so must either its own box be that large or a press at each corner of the
 * 44 px square around its centre reach it too: a transparent room drawn around a small control
 * counts, and a neighbour's room, or anything else, lying over its middle does not (a map's
 * credit open over a button's centre, its corners clear, once passed). One covered at its centre
 * is listed so. Exempt, as WCAG has it: a link inside running text; and a disabled control, which
 * takes no press. Map markers stand where their houses are and are not measured here.
 */
async function smallTargets(page: Page, within = "body") {
  // A menu or dialog opening grows into place: measure it at its size.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(
    ({ controls, within }) => {
      // Half of 44 px, a pixel inside the square's edge: where two targets touch, a press right on
      // the line between them may go either way (the page snaps boxes to device pixels).
      const HALF = 21;
      const small: string[] = [];
      for (const control of Array.from(
        document.querySelector(within)?.querySelectorAll(controls) ?? [],
      )) {
        if (!(control instanceof HTMLElement) || control.closest(".maplibregl-marker")) continue;
        if (!control.checkVisibility({ visibilityProperty: true })) continue;
        let box = control.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) continue; // read by screen readers only
        const style = getComputedStyle(control);
        const ownText = control.textContent?.trim() ?? "";
        const aroundText = control.parentElement?.textContent?.trim() ?? "";
        if (control.tagName === "A" && style.display === "inline" && aroundText !== ownText) {
          continue;
        }
        // Disabled, it takes no press (the Button's pointer-events: none).
        if (style.pointerEvents === "none") continue;
        const labels = control instanceof HTMLInputElement ? Array.from(control.labels ?? []) : [];
        // A checkbox in its label: the label takes the press, and is the target measured.
        const target = labels.find((label) => label.contains(control)) ?? control;
        const reaches = (x: number, y: number) => {
          const hit = document.elementFromPoint(x, y);
          return !!hit && target.contains(hit);
        };
        // Into the middle of the screen, clear of the fixed header and bottom bar. A box that
        // clips (a map's, whose town names and markers reach far past its edges) would be
        // scrolled too, which no finger can do, moving what lies over the control out of the way
        // (a map's credit off the button under it): such boxes are put back.
        const clipping: Array<[Element, number, number]> = [];
        for (let ancestor = target.parentElement; ancestor; ancestor = ancestor.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(ancestor);
          if (/hidden|clip/.test(`${overflowX} ${overflowY}`)) {
            clipping.push([ancestor, ancestor.scrollLeft, ancestor.scrollTop]);
          }
        }
        target.scrollIntoView({ block: "center", inline: "center" });
        for (const [ancestor, left, top] of clipping) ancestor.scrollTo(left, top);
        box = target.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const ownBoxIsLarge = box.width >= 44 && box.height >= 44;
        const corners: Array<[number, number]> = [
          [x - HALF, y - HALF],
          [x + HALF, y - HALF],
          [x - HALF, y + HALF],
          [x + HALF, y + HALF],
        ];
        const roomIsLarge = ownBoxIsLarge || corners.every(([cx, cy]) => reaches(cx, cy));
        const centreReaches = reaches(x, y);
        if (centreReaches && roomIsLarge) continue;
        const name =
          control.getAttribute("aria-label") ?? (ownText || labels[0]?.textContent?.trim() || "");
        const role = control.getAttribute("role") ?? control.tagName.toLowerCase();
        const covered = centreReaches ? "" : ", covered at its centre";
        small.push(
          `${role} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}${covered}`,
        );
      }
      window.scrollTo(0, 0);
      return small;
    },
    { controls: CONTROLS, within },
  );
}

/**
 * Every part of the page loaded: lazy sections load as they come near the screen. Each step waits
 * for the next frame, as a scrolling thumb does: the browser tells a part it is near only when
 * it renders a frame, so a part passed between two frames would never hear.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 400) {
    await page.evaluate(
      (y) =>
        new Promise((shown) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(shown));
        }),
      top,
    );
  }
}

test("the landing's and a house page's controls are 44 px targets on a phone, signed out", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Blow-Ups" })).toBeVisible({ timeout: 30_000 });
  await scrollThrough(page);
  await expect(page.locator("summary").first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.goto(MERRY_MAILBOX);
  await expect(page.getByRole("button", { name: "Sign In to Review" })).toBeVisible({
    timeout: 30_000,
  });
  await scrollThrough(page);
  expect(await smallTargets(page)).toEqual([]);
});

test("the house page's review stars, and My Reviews, are 44 px targets on a phone", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form.getByRole("button", { name: "Rate 5 stars" })).toBeVisible({
    timeout: 30_000,
  });
  await scrollThrough(page);
  expect(await smallTargets(page)).toEqual([]);
  // The five stars sit side by side, none over the next.
  await expectApart(form.getByRole("group", { name: "Rating" }).getByRole("button"));

  await form.getByRole("button", { name: "Submit Review" }).tap();
  await expect(page.getByText("Rating submitted", { exact: true }).first()).toBeVisible();
  await page.goto("/reviews");
  await expect(page.getByRole("link", { name: "View House" })).toBeVisible({ timeout: 30_000 });
  expect(await smallTargets(page)).toEqual([]);
});

test("a removed photo's toast, its Undo and its close, are 44 px targets on a phone (decision 373)", async ({
  asUser: page,
  ownHouse,
}, testInfo) => {
  const { readFileSync } = await import("node:fs");
  const jpeg = readFileSync(new URL("./fixtures/lights.jpg", import.meta.url));
  const added = await page.request.post(`/api/houses/${ownHouse.id}/photos`, {
    headers: { Authorization: `Bearer ${ownHouse.token}` },
    data: { imageUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}` },
  });
  expect(added.status()).toBe(201);
  await page.goto(ownHouse.path);
  await page.getByRole("button", { name: "Remove photo 1 of 1" }).tap();
  const toast = page.locator("[data-slot=toast]").filter({ hasText: "Photo removed" });
  await expect(toast.getByRole("button", { name: "Undo" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("undo-toast.png") });
  expect(await smallTargets(page, "[data-slot=toast]")).toEqual([]);
  await toast.getByRole("button", { name: "Undo" }).tap();
  await expect(page.getByTestId("own-photo")).toHaveCount(1);
});

test("the home list, favorites, the planner and the user menu are 44 px targets on a phone", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  await page.getByRole("button", { name: "Favorite", exact: true }).tap();
  await page.getByRole("button", { name: "Add to tour" }).first().tap();
  await expect(page.getByRole("button", { name: "In tour" }).first()).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("button", { name: /^Add .* to tour$/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await scrollThrough(page);
  expect(await smallTargets(page)).toEqual([]);

  await page.getByRole("button", { name: "User menu" }).tap();
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  expect(await smallTargets(page, "[role=menu]")).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto("/favorites");
  await expect(page.getByRole("button", { name: /from favorites$/ })).toBeVisible({
    timeout: 30_000,
  });
  expect(await smallTargets(page)).toEqual([]);

  await page.goto("/tour");
  await expect(page.getByRole("button", { name: /^Remove .* from tour$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test("the map's controls, the submit form and its pin map are 44 px targets on a phone", async ({
  asUser: page,
}) => {
  await page.goto("/map");
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".maplibregl-ctrl-attrib-button")).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  // The zoom buttons, one above the other, do not overlap.
  await expectApart(page.locator(".maplibregl-ctrl-group button"));

  await page.goto("/submit");
  await expect(page.getByRole("button", { name: "Rate 5 stars" })).toBeVisible({
    timeout: 30_000,
  });
  expect(await smallTargets(page)).toEqual([]);

  // The pin map of an address found only to its town, its credit open as it first shows.
  await page.getByRole("combobox", { name: "Address" }).fill("Levittown");
  await page.getByRole("option", { name: "Levittown, NY, USA" }).first().tap();
  const pinStep = page.getByTestId("confirm-pin-step");
  await expect(pinStep.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  await expect(pinStep.locator(".maplibregl-ctrl-attrib-inner")).toHaveText(
    "Shorelines: U.S. Census Bureau, NOAA",
  );
  expect(await smallTargets(page, "[data-testid=confirm-pin-step]")).toEqual([]);
});

/**
 * The controls on the screen at `path` that take a tap over less than 44 x 44 px, once `ready`
 * shows and every lazy part has loaded; each list is checked softly, so one run names every
 * screen that fails.
 */
async function expectThumbSizedScreen(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible({ timeout: 30_000 });
  // A prerendered page shows before the app's styles (the coarse-pointer rules among them) load.
  await expect.poll(() => isHydrated(ready)).toBe(true);
  await scrollThrough(page);
  expect.soft(await smallTargets(page), path).toEqual([]);
}

test("the town pages, the sign-in dialog, a full-screen photo, the legal pages and Page Not Found are 44 px targets on a phone, signed out", async ({
  page,
}) => {
  await expectThumbSizedScreen(page, "/lights", page.getByRole("link", { name: /^Smithtown/ }));
  // A town page with its nearby towns' pills, its map's controls and the filter sheet.
  await expectThumbSizedScreen(
    page,
    "/lights/smithtown",
    page.getByRole("navigation", { name: "Nearby towns" }).getByRole("link").first(),
  );
  const map = page.locator("[data-map-status]");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-status", "loaded", { timeout: 30_000 });
  expect.soft(await smallTargets(page), "the town page's map").toEqual([]);
  await page.getByRole("button", { name: "Filters" }).tap();
  await expect(page.getByRole("dialog").getByRole("checkbox").first()).toBeVisible();
  expect.soft(await smallTargets(page, "[role=dialog]"), "the filter sheet").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).tap();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toBeVisible();
  expect.soft(await smallTargets(page, "[role=dialog]"), "the sign-in dialog").toEqual([]);
  await dialog.getByRole("tab", { name: "Sign Up" }).tap();
  await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect.soft(await smallTargets(page, "[role=dialog]"), "the sign-up tab").toEqual([]);
  // The tabs side by side, none over the other.
  await expectApart(dialog.getByRole("tab"));

  await page.goto(MERRY_MAILBOX);
  await page.getByRole("button", { name: "Open photo full screen" }).tap();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Close" })).toBeVisible();
  expect.soft(await smallTargets(page, "[role=dialog]"), "the full-screen photo").toEqual([]);

  for (const path of ["/privacy-policy", "/terms-of-service", "/contact-us", "/no-such-page"]) {
    await expectThumbSizedScreen(page, path, page.getByRole("heading", { level: 1 }));
  }
});

test("a house page's contribute panels and Report a problem, and My Reports, are 44 px targets on a phone", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  await expect(page.getByRole("button", { name: "Add Photos" })).toBeVisible({ timeout: 30_000 });
  await scrollThrough(page);
  await page.getByRole("button", { name: "Report a problem" }).tap();
  const report = page.getByRole("form", { name: "Report a problem" });
  await expect(report).toBeVisible();
  // Each panel opens beside the others.
  for (const name of ["Add Photos", "Add Video", "Add Features", /^(Add|Edit) Description$/]) {
    await page.getByRole("button", { name, exact: true }).tap();
  }
  await expect(page.getByRole("region", { name: "Add photos" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Video Link" })).toBeVisible();
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  expect.soft(await smallTargets(page), "the house page, its panels open").toEqual([]);
  await expectApart(page.getByRole("tab"));

  await report.getByRole("radio", { name: "Wrong location" }).check();
  await report.getByRole("button", { name: "Send report" }).tap();
  await expect(page.getByText("Report sent", { exact: true }).first()).toBeVisible();
  await expectThumbSizedScreen(page, "/my-reports", page.getByTestId("my-report"));
});

test("My Tours, a shared tour, Popular Tours and Top Houses are 44 px targets on a phone", async ({
  asUser: page,
  account,
}) => {
  // A saved tour, published: it shows on Popular Tours.
  const tourName = `Tap walk ${Date.now().toString(36)}`;
  await saveTourThroughApi(page, account, tourName, 3);
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const [tour] = await (await page.request.get("/api/tours", { headers })).json();
  const published = await page.request.put(`/api/tours/${tour.id}/publish`, {
    headers,
    data: { name: tourName, town: "Wantagh" },
  });
  expect(published.status()).toBe(200);

  await expectThumbSizedScreen(page, "/tours", page.getByTestId("saved-tour"));
  await expectThumbSizedScreen(
    page,
    `/tours/shared/${tour.shareId}`,
    page.getByRole("heading", { name: tourName, level: 1 }),
  );
  await expectThumbSizedScreen(
    page,
    "/tours/popular",
    page.getByTestId("popular-tour").filter({ hasText: tourName }),
  );
  await expectThumbSizedScreen(page, "/top-houses", page.getByTestId("house-card").first());
});

test("the admin screens are 44 px targets on a phone", async ({ asAdmin: page }) => {
  test.setTimeout(120_000);
  await expectThumbSizedScreen(page, "/admin", page.getByTestId("stat-total-houses"));
  await expectThumbSizedScreen(page, "/admin/houses", page.getByTestId("admin-house-row").first());
  await page.getByRole("button", { name: "Edit" }).first().tap();
  await expect(page.getByRole("dialog").getByRole("checkbox").first()).toBeVisible();
  expect.soft(await smallTargets(page, "[role=dialog]"), "a house's edit dialog").toEqual([]);
  await page.keyboard.press("Escape");

  await expectThumbSizedScreen(page, "/admin/users", page.getByTestId("admin-user-row").first());
  await expectThumbSizedScreen(
    page,
    "/admin/content",
    page.getByTestId("admin-content-row").first(),
  );
  await expectThumbSizedScreen(
    page,
    "/admin/reviews",
    page.getByTestId("admin-review-row").first(),
  );
  await expectThumbSizedScreen(
    page,
    "/admin/db-sync",
    page.getByRole("button", { name: "Sync All Houses" }),
  );
  await expectThumbSizedScreen(page, "/admin/season", page.getByTestId("season-row").first());
  await expectThumbSizedScreen(
    page,
    "/admin/requests",
    page.getByRole("heading", { name: "Homeowner Requests", level: 1 }),
  );
  await expectThumbSizedScreen(page, "/admin/reports", page.getByTestId("report-group").first());

  // The import screen, with a list's preview (nothing is imported).
  await expectThumbSizedScreen(page, "/admin/import", page.getByLabel("List file"));
  await page.getByLabel("List file").setInputFiles({
    name: "Tap targets.kml",
    mimeType: "application/vnd.google-earth.kml+xml",
    buffer: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder>
<Placemark><name>Tap target house</name><address>12 Tap Lane, Ronkonkoma, NY 11779</address>
<Point><coordinates>-73.18,40.80,0</coordinates></Point></Placemark>
</Folder></Document></kml>`),
  });
  await page.getByRole("button", { name: "Preview import" }).tap();
  await expect(page.getByTestId("import-row")).toHaveCount(1);
  expect.soft(await smallTargets(page), "the import preview").toEqual([]);
});
