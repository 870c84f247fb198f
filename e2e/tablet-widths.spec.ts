/**
 * Every screen at the widths between a phone and a laptop (decision 374): small and large
 * tablets held upright and on their side, and a phone and a desktop at either end, signed out,
 * signed in as a user and as an admin. At each width nothing scrolls sideways, and each control
 * of the header and of the bottom navigation is wholly inside the window and takes a press at
 * its centre. The phone project's e2e/no-sideways-scroll.mobile.spec.ts checks 320 and 360 px
 * (with axe); the desktop project's other specs run at 1280 px.
 *
 * Each screen is opened once and the window resized through the widths: the layout follows the
 * window as it would on a tablet turned on its side.
 */

import type { Page } from "@playwright/test";
import { SCREEN_PATHS } from "../contract/screen-paths";
import { expect, test } from "./fixtures";
import {
  ADMIN_SCREENS,
  notFound,
  PUBLIC_SCREENS,
  type ScreenVisit,
  screenVisits,
  setUpScreens,
  sidewaysOverflow,
  USER_SCREENS,
} from "./screen-walk";
import {
  DEMO_PASSWORD,
  expectHeaderUncovered,
  restoreSession,
  signInWithClockStopped,
} from "./support";

test.describe.configure({ timeout: 600_000 });

/** The tablet held upright first (the width the problem was found at), then the others. */
const SIZES = [
  { width: 800, height: 1280 }, // a 10" Android tablet, upright
  { width: 320, height: 640 }, // the smallest phone
  { width: 600, height: 960 }, // a 7" tablet, upright
  { width: 768, height: 1024 }, // iPad mini, upright
  { width: 834, height: 1194 }, // iPad Pro 11", upright
  { width: 900, height: 600 }, // a 7" tablet on its side
  { width: 1000, height: 700 }, // just under the header's navigation
  { width: 1024, height: 768 }, // iPad mini on its side
  { width: 1180, height: 820 }, // iPad Air on its side
  { width: 1440, height: 900 }, // a laptop
];

/**
 * Each visible link and button of the header and of the bottom navigation that is cut off by
 * the window's edge, or that a press at its centre does not reach (something lies over it), or,
 * on a touch screen (a coarse pointer), that is smaller than 44 x 44 px (decision 356).
 */
async function chromeProblems(page: Page) {
  return page.evaluate(() => {
    const touch = matchMedia("(pointer: coarse)").matches;
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    // The site's header (a screen's own <header>, inside <main>, is part of the screen).
    const bars = [
      ...Array.from(document.querySelectorAll("header")).filter((bar) => !bar.closest("main")),
      ...Array.from(document.querySelectorAll('nav[aria-label="Mobile"]')),
    ];
    const controls = bars.flatMap((bar) => Array.from(bar.querySelectorAll("a, button")));
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim();
      if (
        box.left < -0.5 ||
        box.top < -0.5 ||
        box.right > width + 0.5 ||
        box.bottom > height + 0.5
      ) {
        problems.push(
          `"${name}" is cut off: ${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.top)}..${Math.round(box.bottom)}`,
        );
        continue;
      }
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!hit || !control.contains(hit)) {
        problems.push(`"${name}" is covered by ${hit ? hit.outerHTML.slice(0, 80) : "nothing"}`);
      }
      if (touch && (box.width < 43.5 || box.height < 43.5)) {
        problems.push(
          `"${name}" takes a tap of ${Math.round(box.width)} x ${Math.round(box.height)}`,
        );
      }
    }
    return problems;
  });
}

/** Resizes the window through SIZES, checking the screen at each (softly: all are listed). */
async function checkAtEachSize(page: Page, path: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The layout of the new width, painted.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const where = `${path} at ${size.width} x ${size.height}`;
    const pageWidth = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect
      .soft(pageWidth.scroll, `${where}: the page's width`)
      .toBeLessThanOrEqual(pageWidth.inner);
    expect.soft(await sidewaysOverflow(page), `${where}: what sticks out`).toEqual([]);
    expect.soft(await chromeProblems(page), `${where}: the header's controls`).toEqual([]);
  }
}

async function walk(page: Page, visits: ScreenVisit[]) {
  for (const { path, ready } of visits) {
    await test.step(path, async () => {
      await page.setViewportSize(SIZES[0]!);
      await page.goto(path);
      await expect(ready, `${path} shows its content`).toBeVisible({ timeout: 30_000 });
      await checkAtEachSize(page, path);
    });
  }
}

for (const touch of [false, true]) {
  // A touch screen (a coarse pointer) makes each control at least 44 px (decision 356).
  test.describe(touch ? "on a touch screen" : "with a mouse", () => {
    test.use({ hasTouch: touch });

    test("signed out, every screen fits each width from 320 to 1440 px", async ({
      page,
      account,
    }) => {
      const extra = await setUpScreens(page, account);
      // Signed out, a signed-in screen is the landing ("/").
      await walk(page, [...screenVisits(PUBLIC_SCREENS, page, extra), notFound(page)]);
    });

    test("signed in, every screen fits each width from 320 to 1440 px", async ({
      page,
      account,
    }) => {
      const extra = await setUpScreens(page, account);
      // A demo user of the seed, whose own lists (reviews, favorites) are not all empty.
      await restoreSession(page, { email: "holly@example.com", password: DEMO_PASSWORD });
      await walk(page, [
        ...screenVisits([...USER_SCREENS, ...PUBLIC_SCREENS], page, extra),
        // What a user who is not an admin sees at an admin path.
        { path: SCREEN_PATHS.admin, ready: page.getByRole("heading", { name: "Access Denied" }) },
      ]);
    });

    test("as an admin, every admin screen fits each width from 320 to 1440 px", async ({
      asAdmin: page,
      account,
    }) => {
      const extra = await setUpScreens(page, account);
      await walk(page, screenVisits(ADMIN_SCREENS, page, extra));
    });
  });
}

test("on a tablet held upright the sign-in toast shows above the bottom navigation, and the tabs and the header stay usable", async ({
  page,
  account,
}) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.clock.install();
  await page.goto("/");
  const toast = await signInWithClockStopped(page, account.email, account.password);
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const navBox = (await nav.boundingBox())!;
  expect(toastBox.y + toastBox.height, "the toast's bottom edge").toBeLessThanOrEqual(navBox.y);
  await expectHeaderUncovered(page, toast);
  expect(await chromeProblems(page)).toEqual([]);
});
