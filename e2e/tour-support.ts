/**
 * Helpers of the tour browser tests, which start signed in from the fixtures (`asUser`). The tour
 * screens load the map, dnd-kit and QR codes; on a busy 2-core machine their conditions get more
 * room than the default 10 s.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect } from "./fixtures";
import { idTokenFor } from "./support";

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

/**
 * Opens the signed-in results (/) and adds their first `count` houses to the tour; returns them.
 * The first signed-in load brings the app's later chunks: slow on a busy machine.
 */
export async function addFromResults(page: Page, count: number) {
  await page.goto("/");
  const cards = page.getByTestId("house-card");
  await expect(cards.nth(count - 1)).toBeVisible({ timeout: 60_000 });
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

/**
 * A saved tour of `count` houses made through POST /api/tours as `account` (the houses with the
 * most features first, so their printed entries are as long as entries get); returns its stops.
 */
export async function saveTourThroughApi(
  page: Page,
  account: { email: string; password: string },
  name: string,
  count: number,
) {
  const token = await idTokenFor(account.email, account.password);
  // Signed in: a signed-out list stops after a few houses.
  const list = await (
    await page.request.get("/api/houses?limit=100", {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const houses = (list.houses as (TourTestStop & { features?: string[] })[])
    .toSorted((a, b) => (b.features?.length ?? 0) - (a.features?.length ?? 0))
    .slice(0, count);
  expect(houses).toHaveLength(count);
  const response = await page.request.post("/api/tours", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, stopIds: houses.map((house) => house.id) },
  });
  expect(response.status()).toBe(201);
  return houses;
}
