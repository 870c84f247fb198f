/**
 * Reordering the planner's stops by dragging their handles: with dnd-kit's keyboard sensor and
 * with the pointer, the list, a reload (the draft) and the saved tour keeping the new order.
 *
 * Every step waits for what dnd-kit says in its live region before the next one: a key pressed
 * or a button released before dnd-kit has taken in the previous move lands on a stale position,
 * which is how an earlier version of this test moved a stop one, two or no places at random.
 */
import type { Locator, Page } from "@playwright/test";
import { test } from "./fixtures";
import { addFromResults, expect, openPlanner } from "./tour-support";

test.use({ accountName: "Drew Dragger" });
test.describe.configure({ timeout: 240_000 });

const listIds = (page: Page) =>
  page
    .getByTestId("tour-stop")
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-house-id"))));

/** What dnd-kit last announced to screen readers (its aria-live region). */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion-"]');

/** Resolves once the stop rows have finished moving into place (dnd-kit animates them). */
async function rowsAtRest(page: Page) {
  await expect
    .poll(() =>
      page
        .getByTestId("tour-stops")
        .evaluate((list) => list.getAnimations({ subtree: true }).length),
    )
    .toBe(0);
}

async function center(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags a stop by its handle until its row's centre lies on the target row's centre (so the
 * target is the closest one), in small steps, then drops it once dnd-kit says it is over there.
 */
async function dragWithPointer(page: Page, title: string, toIndex: number, total: number) {
  await rowsAtRest(page);
  const handle = page.getByRole("button", { name: `Drag to reorder ${title}` });
  const row = page.getByTestId("tour-stop").filter({ has: handle });
  const start = await center(handle);
  const rowCenter = await center(row);
  const targetCenter = await center(page.getByTestId("tour-stop").nth(toIndex));
  const dy = targetCenter.y - rowCenter.y;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Past the 4 px that turn a press into a drag.
  await page.mouse.move(start.x, start.y + Math.sign(dy) * 3);
  await page.mouse.move(start.x, start.y + Math.sign(dy) * 8);
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(start.x, start.y + (dy * i) / steps);
  }
  await expect(announcement(page)).toHaveText(`${title} is over place ${toIndex + 1} of ${total}.`);
  await page.mouse.up();
  await expect(announcement(page)).toHaveText(
    `${title} dropped at place ${toIndex + 1} of ${total}.`,
  );
}

test("drag to reorder with the keyboard sensor and the pointer; the draft and the saved tour keep the order", async ({
  asUser: page,
}) => {
  const [a, b, c] = await addFromResults(page, 3);
  await openPlanner(page);
  await expect.poll(() => listIds(page)).toEqual([a!.id, b!.id, c!.id]);
  // The list in the middle of a tall window: dnd-kit scrolls the page while a dragged row is
  // within a fifth of the window's height from its top or bottom, which would move the rows
  // mid-drag. Each row stays in the middle three fifths through every drag below.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.getByTestId("tour-stops").evaluate((list) => list.scrollIntoView({ block: "center" }));
  const rowCenters = await page
    .getByTestId("tour-stop")
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect()))
    .then((rects) => rects.map((rect) => (rect.top + rect.bottom) / 2 / 1600));
  for (const y of rowCenters) expect(y).toBeGreaterThan(0.25);
  for (const y of rowCenters) expect(y).toBeLessThan(0.75);

  // Keyboard: pick up the first stop with Space, two places down, drop with Space.
  const handleA = page.getByRole("button", { name: `Drag to reorder ${a!.title}` });
  await handleA.focus();
  await page.keyboard.press("Space");
  await expect(announcement(page)).toHaveText(
    new RegExp(`^(Picked up ${a!.title}, place 1 of 3|${a!.title} is over place 1 of 3)\\.$`),
  );
  await expect(handleA).toHaveAttribute("aria-pressed", "true");
  // dnd-kit's keyboard sensor starts listening for arrow keys in a zero-delay timer after the
  // pick-up: a timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press("ArrowDown");
  await expect(announcement(page)).toHaveText(`${a!.title} is over place 2 of 3.`);
  await page.keyboard.press("ArrowDown");
  await expect(announcement(page)).toHaveText(`${a!.title} is over place 3 of 3.`);
  await page.keyboard.press("Space");
  await expect(announcement(page)).toHaveText(`${a!.title} dropped at place 3 of 3.`);
  await expect.poll(() => listIds(page)).toEqual([b!.id, c!.id, a!.id]);
  await expect(handleA).not.toHaveAttribute("aria-pressed", "true");

  // Pointer: the last stop (a) back to the top, then the new second (b) to the end.
  await dragWithPointer(page, a!.title, 0, 3);
  await expect.poll(() => listIds(page)).toEqual([a!.id, b!.id, c!.id]);
  await dragWithPointer(page, b!.title, 2, 3);
  await expect.poll(() => listIds(page)).toEqual([a!.id, c!.id, b!.id]);
  await page.screenshot({ path: test.info().outputPath("tour-dragged.png") });

  // The draft keeps the order through a reload, and Save stores it.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect.poll(() => listIds(page)).toEqual([a!.id, c!.id, b!.id]);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tour saved").first()).toBeVisible();
  await page.getByRole("link", { name: "My Tours" }).click();
  await expect(page.getByTestId("saved-tour")).toContainText(
    `${a!.title} → ${c!.title} → ${b!.title}`,
  );
});
