/**
 * My Tours' cards stay true and their publish form speaks plainly (decision 410). The same
 * account's two tabs are two pages of one browser context: what one tab does, the other's card
 * learns when a press of it is refused as out of date, and when the tab comes back into view.
 * Offline, Publish and Unpublish wait for a connection as Delete does. The publish form checks an
 * empty or blank name or town itself and says so under the field, as it does for a refusal of the
 * server's; Escape cancels it. The "Tour published" toast wraps a long one-word name.
 */
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  hideAndShowTab,
  publishedToastWraps,
  savedTour,
  takedownKeepsTheFocusOnTheCard,
} from "./my-tours-cards";
import { expectNoSeriousA11yViolations } from "./support";
import { expect } from "./tour-support";
import { byKeyboard } from "./user-acts";

test.use({ accountName: "Carla Cards" });
test.describe.configure({ timeout: 180_000 });

/** Tab B renames the tour and takes it off Popular Tours from its own My Tours. */
async function renameAndUnpublishInTabB(
  tabB: Page,
  id: number,
  headers: Record<string, string>,
  renamed: string,
) {
  const rename = await tabB.request.patch(`/api/tours/${id}`, { headers, data: { name: renamed } });
  expect(rename.status()).toBe(200);
  await tabB.goto("/tours");
  await tabB.getByRole("button", { name: `Unpublish ${renamed}` }).click();
  await expect(tabB.getByRole("button", { name: `Publish ${renamed}` })).toBeVisible();
}

test("a card whose Unpublish is refused as out of date reads the list again and shows the tour as it is", async ({
  asUser: page,
  account,
}) => {
  const { id, headers } = await savedTour(page, account, "Sweep walk", "Sweep walk listed");
  await page.goto("/tours");
  const card = page.getByTestId("saved-tour");
  await expect(card.getByRole("button", { name: "Unpublish Sweep walk" })).toBeVisible();

  const tabB = await page.context().newPage();
  await renameAndUnpublishInTabB(tabB, id, headers, "Renamed walk");

  // Tab A still shows the card as it read it; its Unpublish is refused.
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/tours/${id}/publish`) &&
      response.request().method() === "DELETE",
  );
  await card.getByRole("button", { name: "Unpublish Sweep walk" }).click();
  expect((await refused).status()).toBe(404);
  await expect(page.getByText("Could not unpublish").first()).toBeVisible();
  // The card reads the truth without a reload: the new name, and Publish, which has the focus.
  const publish = card.getByRole("button", { name: "Publish Renamed walk" });
  await expect(publish).toBeVisible();
  await expect(card.getByRole("heading", { name: "Renamed walk" })).toBeVisible();
  await expect(card.getByTestId("tour-published")).toHaveCount(0);
  await expect(publish).toBeFocused();
  // Its form starts from the name the tour has now.
  await publish.click();
  await expect(card.getByLabel("Name on the list")).toHaveValue("Renamed walk");
});

test("a Delete refused because another tab deleted the tour takes the card away", async ({
  asUser: page,
  account,
}) => {
  await savedTour(page, account, "Gone walk", null);
  await savedTour(page, account, "Kept walk", null);
  await page.goto("/tours");
  await expect(page.getByTestId("saved-tour")).toHaveCount(2);

  const tabB = await page.context().newPage();
  await tabB.goto("/tours");
  await tabB.getByRole("button", { name: "Delete Gone walk" }).click();
  await tabB.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(tabB.getByTestId("saved-tour")).toHaveCount(1);

  await page.getByRole("button", { name: "Delete Gone walk" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Could not delete the tour").first()).toBeVisible();
  await expect(page.getByTestId("saved-tour")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Delete Kept walk" })).toBeFocused();
});

test("My Tours reads the list again when its tab comes back into view", async ({
  asUser: page,
  account,
}) => {
  const { id, headers } = await savedTour(page, account, "Focus walk", "Focus walk listed");
  await page.goto("/tours");
  const card = page.getByTestId("saved-tour");
  await expect(card.getByRole("button", { name: "Unpublish Focus walk" })).toBeVisible();

  const tabB = await page.context().newPage();
  await renameAndUnpublishInTabB(tabB, id, headers, "Refocused walk");

  await page.bringToFront();
  await hideAndShowTab(page);
  await expect(card.getByRole("heading", { name: "Refocused walk" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Publish Refocused walk" })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Unpublish/ })).toHaveCount(0);
});

test("offline, Publish, Unpublish and the form's Publish tour wait for a connection, as Delete does", async ({
  asUser: page,
  account,
  context,
}) => {
  await savedTour(page, account, "Listed walk", "Listed walk on the list");
  await savedTour(page, account, "Private walk", null);
  await page.goto("/tours");
  const listed = page.getByTestId("saved-tour").filter({ hasText: "Listed walk on the list" });
  const unlisted = page.getByTestId("saved-tour").filter({ hasText: "Private walk" });
  await expect(listed.getByRole("button", { name: "Unpublish Listed walk" })).toBeEnabled();
  await expect(unlisted.getByRole("button", { name: "Publish Private walk" })).toBeEnabled();

  await context.setOffline(true);
  await expect(listed.getByRole("button", { name: "Delete Listed walk" })).toBeDisabled();
  const unpublish = listed.getByRole("button", { name: "Unpublish Listed walk" });
  await expect(unpublish).toBeDisabled();
  await expect(unpublish).toHaveAttribute("title", "Unpublishing a tour needs a connection");
  const publish = unlisted.getByRole("button", { name: "Publish Private walk" });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAttribute("title", "Publishing a tour needs a connection");

  // The form opened online, then the connection goes: its Publish tour waits too.
  await context.setOffline(false);
  await publish.click();
  const form = unlisted.getByRole("form", { name: "Publish Private walk" });
  await context.setOffline(true);
  const send = form.getByRole("button", { name: "Publish tour" });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAttribute("title", "Publishing a tour needs a connection");

  await context.setOffline(false);
  await expect(send).toBeEnabled();
  await expect(unpublish).toBeEnabled();
});

test("the publish form says under the field that a name or town is missing, as it does for the server's refusal; Escape cancels it", async ({
  asUser: page,
  account,
}) => {
  await savedTour(page, account, "Form walk", null);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/publish")) sent.push(request.url());
  });
  await page.goto("/tours");
  const card = page.getByTestId("saved-tour");
  await card.getByRole("button", { name: "Publish Form walk" }).click();
  const form = card.getByRole("form", { name: "Publish Form walk" });
  const name = form.getByLabel("Name on the list");
  const town = form.getByLabel("Town");
  const send = form.getByRole("button", { name: "Publish tour" });

  for (const blank of ["   ", ""]) {
    await name.fill(blank);
    await town.fill("Wantagh");
    await send.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Give the tour a name");
    await expect(form.getByText("Give the tour a name", { exact: true })).toBeVisible();
    await expect(name).toBeFocused();
    // The form's own words (the browser's bubble would have kept the press from the form, and
    // there would be none of them), and no toast.
    await expect(page.getByText("Could not publish")).toHaveCount(0);
  }
  // Typing takes the message away.
  await name.fill("Form walk listed");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(form.getByText("Give the tour a name", { exact: true })).toHaveCount(0);

  await town.fill("  ");
  await send.click();
  await expect(town).toHaveAccessibleDescription("Say which town the tour is in");
  await expect(town).toHaveAttribute("aria-invalid", "true");
  await expect(town).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  expect(sent).toEqual([]);

  // The server's refusal of a field shows under it too, without its field id, not in a toast.
  await town.fill("Wantagh");
  await name.fill("\u200b\u200b\u200b");
  await send.click();
  const refusal = "Write some visible text (this has only invisible characters)";
  await expect(name).toHaveAccessibleDescription(refusal);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  expect(sent).toHaveLength(1);
  await expect(page.getByText("Could not publish")).toHaveCount(0);
  await expect(page.getByText(`name: ${refusal}`)).toHaveCount(0);

  // Escape cancels the form, and the focus goes back to Publish.
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Publish Form walk" })).toBeFocused();
});

test("the Tour published toast wraps a long one-word name inside itself", async ({
  asUser: page,
  account,
}, testInfo) => {
  await publishedToastWraps(page, account, testInfo);
});

test("a takedown while the publish form is open closes it, says why, and leaves the focus on the card", async ({
  asUser: page,
  account,
  adminToken,
}, testInfo) => {
  await takedownKeepsTheFocusOnTheCard(page, account, adminToken, byKeyboard, testInfo);
});
