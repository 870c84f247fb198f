/**
 * My Tours' cards (decision 410), the parts run on a desktop and on a phone: the "Tour published"
 * toast quotes the name the tour was published as, and an 80-letter name of one word wraps
 * inside the toast instead of running past its edge; an admin's takedown while the owner's
 * publish form is open closes the form and leaves the focus on the card (decision 416).
 */
import type { Page, TestInfo } from "@playwright/test";
import { idTokenFor } from "./support";
import { expect, saveTourThroughApi } from "./tour-support";
import type { Act } from "./user-acts";

/**
 * The tab goes out of view and comes back, as when the user switches to another tab and back. A
 * headless browser shows every page at once and never says so itself: the page is told, with
 * the event a browser fires.
 */
export async function hideAndShowTab(page: Page) {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"]) {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    }
  });
}

/** A saved tour of two stops, published as `listed` unless that is null; returns its id. */
export async function savedTour(
  page: Page,
  account: { email: string; password: string },
  name: string,
  listed: string | null,
) {
  await saveTourThroughApi(page, account, name, 2);
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const tours: { id: number; name: string }[] = await (
    await page.request.get("/api/tours", { headers })
  ).json();
  const { id } = tours.find((tour) => tour.name === name)!;
  if (listed !== null) {
    const published = await page.request.put(`/api/tours/${id}/publish`, {
      headers,
      data: { name: listed, town: "Bellmore" },
    });
    expect(published.status()).toBe(200);
  }
  return { id, headers };
}

export async function publishedToastWraps(
  page: Page,
  account: { email: string; password: string },
  testInfo: TestInfo,
) {
  await savedTour(page, account, "Long name walk", null);
  // One word of 80 letters, the most a tour name holds, unique per run (the list outlives a run).
  const long = `Winterwonderlandwalk${Date.now().toString(36)}`.padEnd(80, "x");
  await page.goto("/tours");
  const card = page.getByTestId("saved-tour");
  await card.getByRole("button", { name: "Publish Long name walk" }).click();
  const form = card.getByRole("form", { name: "Publish Long name walk" });
  await form.getByLabel("Name on the list").fill(long);
  await form.getByLabel("Town").fill("Massapequa Park");
  await form.getByRole("button", { name: "Publish tour" }).click();
  await expect(card.getByTestId("tour-published")).toBeVisible();

  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Tour published" });
  const description = toast.locator('[data-slot="toast-description"]');
  await expect(description).toHaveText(`"${long}" is on Popular Tours.`);
  await page.screenshot({ path: testInfo.outputPath("tour-published-toast.png") });
  // The text stays inside its box, and the box inside the toast and the window.
  const measured = await description.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const toastBox = element.closest('[data-slot="toast"]')!.getBoundingClientRect();
    return {
      overflow: element.scrollWidth - element.clientWidth,
      pastToast: Math.round(box.right - toastBox.right),
      pastWindow: Math.round(toastBox.right - window.innerWidth),
    };
  });
  expect(measured.overflow, "the text's overflow (px)").toBe(0);
  expect(measured.pastToast, "the text past the toast's edge (px)").toBeLessThanOrEqual(0);
  expect(measured.pastWindow, "the toast past the window's edge (px)").toBeLessThanOrEqual(0);
}

/**
 * The tour is published (on another device) and an admin takes it down, through the API, while
 * the owner's publish form for it is open on My Tours.
 */
async function publishedAndTakenDown(
  page: Page,
  id: number,
  headers: Record<string, string>,
  adminToken: string,
) {
  const published = await page.request.put(`/api/tours/${id}/publish`, {
    headers,
    data: { name: "Listed elsewhere", town: "Bellmore" },
  });
  expect(published.status()).toBe(200);
  const takenDown = await page.request.delete(`/api/tours/${id}/publish`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(takenDown.status()).toBe(200);
}

/**
 * Two tours, each with its publish form open when an admin takes it down. One's Publish tour is
 * refused: the form closes, the toast says why, and the focus is on the card's heading (the card
 * has no Publish any more). The other's tab comes back into view and reads the list again
 * (decision 410): its form goes as well, and the focus goes to its heading, not the page's body.
 */
export async function takedownKeepsTheFocusOnTheCard(
  page: Page,
  account: { email: string; password: string },
  adminToken: string,
  act: Act,
  testInfo: TestInfo,
) {
  const refused = await savedTour(page, account, "Refused walk", null);
  const refocused = await savedTour(page, account, "Refocused walk", null);
  await page.goto("/tours");
  const card = (name: string) => page.getByTestId("saved-tour").filter({ hasText: name });

  const refusedCard = card("Refused walk");
  await act(refusedCard.getByRole("button", { name: "Publish Refused walk" }));
  const form = refusedCard.getByRole("form", { name: "Publish Refused walk" });
  await expect(form.getByLabel("Name on the list")).toBeFocused();
  await publishedAndTakenDown(page, refused.id, refused.headers, adminToken);
  await act(form.getByRole("button", { name: "Publish tour" }));
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Could not publish" });
  await expect(toast).toContainText("An admin took this tour off Popular Tours.");
  await expect(form).toHaveCount(0);
  await expect(refusedCard.getByTestId("tour-taken-down")).toBeVisible();
  await expect(refusedCard.getByRole("heading", { name: "Refused walk" })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("takedown-refused.png") });

  const refocusedCard = card("Refocused walk");
  await act(refocusedCard.getByRole("button", { name: "Publish Refocused walk" }));
  const otherForm = refocusedCard.getByRole("form", { name: "Publish Refocused walk" });
  await expect(otherForm.getByLabel("Name on the list")).toBeFocused();
  await publishedAndTakenDown(page, refocused.id, refocused.headers, adminToken);
  await hideAndShowTab(page);
  await expect(refocusedCard.getByTestId("tour-taken-down")).toBeVisible();
  await expect(otherForm).toHaveCount(0);
  await expect(refocusedCard.getByRole("heading", { name: "Refocused walk" })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("takedown-refocused.png") });
}
