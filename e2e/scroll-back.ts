/**
 * Back to the home list lands on the very card the visitor opened (decision 387), on a desktop
 * and on a phone: a card several pages down the infinite list, in the grid and in the list, and
 * after Back through a house reached two links deep. The cards above it are drawn again only as
 * they near the screen (content-visibility), so without their measured heights the card came
 * back tens of pixels (a phone: 145) from where it was.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { cards } from "./house-results";

/** How far from its place the opened card may come back, in CSS pixels. */
const TOLERANCE = 4;

export type OpenedCard = { title: string; houseId: string; top: number; scrollY: number };

/**
 * On /home (the grid, or `?view=list`), scrolls down the infinite list until its `index`th card
 * is loaded (several pages of 10), brings that card to the middle of the screen and opens it.
 */
export async function openCardPagesDown(
  page: Page,
  index: number,
  view: "grid" | "list",
): Promise<OpenedCard> {
  await page.goto(view === "list" ? "/home?view=list" : "/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("house-results")).toHaveAttribute("data-layout", view, {
    timeout: 30_000,
  });
  await expect
    .poll(
      async () => {
        await cards(page).last().scrollIntoViewIfNeeded();
        return cards(page).count();
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThan(index + 2);
  const card = cards(page).nth(index);
  // The visitor scrolled through every card above it: each has been drawn at its real height.
  await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const title = (await card.getByRole("heading").textContent()) ?? "";
  const houseId = (await card.getAttribute("data-house-id")) ?? "";
  const top = await card.evaluate((element) => element.getBoundingClientRect().top);
  const scrollY = await page.evaluate(() => window.scrollY);
  // Clicked where the visitor sees it (Playwright would otherwise scroll the link into view).
  await card.getByRole("heading").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  return { title, houseId, top, scrollY };
}

/**
 * Records, on every frame from now on, where the opened card's top is on the screen (once it is
 * in the list again): Back must put it in place on its first frame and keep it there.
 */
export async function watchCard(page: Page, houseId: string) {
  await page.evaluate((id) => {
    const tops: number[] = [];
    Object.assign(window, { openedCardTops: tops });
    let frames = 0;
    const tick = () => {
      const card = document.querySelector(`[data-testid=house-results] [data-house-id="${id}"]`);
      if (card) tops.push(Math.round(card.getBoundingClientRect().top * 10) / 10);
      if (++frames < 600 && tops.length < 60) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, houseId);
}

/**
 * Back on the list: the opened card within a few pixels of where it was on the screen, from the
 * first frame it shows in (printed: the offsets seen).
 */
export async function expectCardWhereItWas(page: Page, opened: OpenedCard, label: string) {
  const card = cards(page).filter({ has: page.getByRole("heading", { name: opened.title }) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  // A second for the restore to finish its work (the frames watched are 60 once the card shows).
  const framesSeen = () =>
    page.evaluate(() => (window as unknown as { openedCardTops: number[] }).openedCardTops.length);
  await expect.poll(framesSeen, { timeout: 15_000 }).toBe(60);
  const tops = await page.evaluate(
    () => (window as unknown as { openedCardTops: number[] }).openedCardTops,
  );
  const top = await card.evaluate((element) => element.getBoundingClientRect().top);
  const scrollY = await page.evaluate(() => window.scrollY);
  const offsets = [...new Set(tops.map((t) => Math.round(t - opened.top)))];
  console.log(
    `${label}: card top ${opened.top.toFixed(1)} before, ${top.toFixed(1)} after Back ` +
      `(${(top - opened.top).toFixed(1)} px off; scrollY ${opened.scrollY} -> ${scrollY}; ` +
      `offsets over the first frames: ${offsets.join(", ")})`,
  );
  expect(Math.abs(top - opened.top)).toBeLessThanOrEqual(TOLERANCE);
  // No jump once it showed: every frame had it in place.
  for (const seen of tops) expect(Math.abs(seen - opened.top)).toBeLessThanOrEqual(TOLERANCE);
}

/** Opens the `index`th card, presses Back and expects it where it was. */
export async function expectBackToTheOpenedCard(
  page: Page,
  index: number,
  view: "grid" | "list",
  label: string,
) {
  const opened = await openCardPagesDown(page, index, view);
  await watchCard(page, opened.houseId);
  await page.goBack();
  await expect(page).toHaveURL(view === "list" ? /\/home\?view=list$/ : /\/home$/);
  await expectCardWhereItWas(page, opened, label);
  return opened;
}

/**
 * Two links deeper than the opened house: its town's page ("More in ..."), then a house there;
 * three Backs later the list has the opened card where it was.
 */
export async function expectBackFromTwoLinksDeep(page: Page, index: number, label: string) {
  const opened = await openCardPagesDown(page, index, "grid");
  await page.getByRole("link", { name: /^More in / }).click();
  const townCard = page.getByTestId("house-card").first();
  await expect(townCard).toBeVisible({ timeout: 30_000 });
  const townHouse = (await townCard.getByRole("heading").textContent()) ?? "";
  await townCard.getByRole("heading").click();
  await expect(page.getByRole("heading", { level: 1, name: townHouse })).toBeVisible();
  await page.goBack();
  await expect(townCard).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: opened.title })).toBeVisible();
  await watchCard(page, opened.houseId);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expectCardWhereItWas(page, opened, label);
}
