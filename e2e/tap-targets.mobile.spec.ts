/**
 * Targets a thumb can hit on a phone (a coarse pointer): one's own review's Edit and Delete, the
 * house page's "More in <town>" and the footer's links are 44 px tall; and the planner's start
 * box says in full what it takes.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

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
