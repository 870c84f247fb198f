/**
 * My Tours' cards (decision 410), the parts run on a desktop and on a phone: the "Tour published"
 * toast quotes the name the tour was published as, and an 80-letter name of one word wraps
 * inside the toast instead of running past its edge.
 */
import type { Page, TestInfo } from "@playwright/test";
import { idTokenFor } from "./support";
import { expect, saveTourThroughApi } from "./tour-support";

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
