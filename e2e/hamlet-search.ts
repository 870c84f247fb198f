/**
 * A hamlet with no post office of its own (Dix Hills, decision 418) is a town the home finder
 * knows, like a post office town (decision 380): its name is suggested as it is typed, and a text
 * search for it, which finds no house listed in it, offers to search near it. On a desktop and on
 * a phone (hamlet-search.spec.ts, hamlet-search.mobile.spec.ts).
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { cards } from "./house-results";

export async function searchNearHamlet(page: Page, testInfo: TestInfo) {
  await page.goto("/home");
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
  const location = page.getByRole("combobox", { name: "Location" });

  // Suggested as it is typed.
  await location.fill("Dix Hi");
  await expect(page.getByRole("option", { name: "Dix Hills, NY, USA" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("suggestion.png"), fullPage: false });
  await location.press("Escape");

  // No house is listed in Dix Hills: the empty result offers the hamlet's surroundings.
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/houses" && url.searchParams.get("searchQuery") === "Dix Hills";
  });
  await location.fill("Dix Hills");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  expect(((await (await answer).json()) as { totalCount: number }).totalCount).toBe(0);
  await expect(page.getByTestId("result-count")).toHaveText('0 houses found for "Dix Hills"');
  const offer = page.getByRole("button", { name: "Search near Dix Hills, NY" });
  await expect(offer).toBeVisible();
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("offer.png"), fullPage: false });

  const near = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/houses" && url.searchParams.has("latitude");
  });
  await offer.click();
  const nearUrl = new URL((await near).url());
  // The hamlet's Census centre (40.8033, -73.3375), not a post office town's.
  expect(Number(nearUrl.searchParams.get("latitude"))).toBeCloseTo(40.8033, 3);
  expect(Number(nearUrl.searchParams.get("longitude"))).toBeCloseTo(-73.3375, 3);
  await expect(page.getByTestId("result-count")).toHaveText(
    /^\d+ houses? found near Dix Hills, NY, USA$/,
  );
  await expect(location).toHaveValue("Dix Hills, NY, USA");
  await expect(cards(page).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("near.png"), fullPage: false });
}
