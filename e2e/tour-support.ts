/**
 * Helpers of the tour browser tests. The tour screens load the map, dnd-kit and QR codes; on a
 * busy 2-core machine their conditions get more room than the default 10 s.
 */
import { expect as baseExpect, type Page } from "@playwright/test";
import { createAccount, signIn } from "./support";

export const expect = baseExpect.configure({ timeout: 30_000 });

export const HERE = { latitude: 40.6807, longitude: -73.4743 };

export type TourTestStop = {
  id: number;
  title: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
};

export async function signInAsNewTourer(page: Page, name: string) {
  const account = await createAccount({ name });
  await page.goto("/");
  await signIn(page, account.email, account.password, { timeout: 60_000 });
  return account;
}

/** Adds the first `count` houses of the signed-in results to the tour; returns them. */
export async function addFromResults(page: Page, count: number) {
  await page.goto("/");
  const cards = page.getByTestId("house-card");
  await expect(cards.nth(count - 1)).toBeVisible();
  const stops: TourTestStop[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const add = card.getByRole("button", { name: /^Add .+ to tour$/ });
    await add.click();
    await expect(add).toHaveAttribute("aria-pressed", "true");
    const id = Number(await card.getAttribute("data-house-id"));
    stops.push(await (await page.request.get(`/api/houses/${id}`)).json());
  }
  return stops;
}

/** The planner through the main navigation (no full reload). */
export async function openPlanner(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tour" }).click();
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
}
