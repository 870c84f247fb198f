/**
 * Submitting a house through /submit, as a user would: address from the suggestions, photos
 * from real files (JPEG and HEIC), a feature, a rating and a review; the duplicate-address
 * alert; a rejected review that keeps everything typed and then goes through. Each test starts
 * signed in on /submit (the `asUser` fixture), and the houses it submits are deleted after it.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { uniqueStreet } from "./submit-form";

const FIXTURES = path.join(import.meta.dirname, "fixtures");

function unique() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function pickAddress(page: Page, typed: string, option: string | RegExp) {
  const input = page.getByRole("combobox", { name: "Address" });
  await input.fill(typed);
  await page.getByRole("option", { name: option }).first().click();
}

/** /submit with a title and a street the geocoder does not know, and "Drop a pin" pressed. */
async function startDroppedPin(page: Page, titlePrefix: string) {
  await page.goto("/submit");
  const title = `${titlePrefix} ${unique()}`;
  const street = uniqueStreet("Candlewick Court");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("combobox", { name: "Address" }).fill(street);
  await page.getByRole("button", { name: "Can't find the address? Drop a pin on the map" }).click();
  return { title };
}

async function fillHouse(
  page: Page,
  { title, street, review }: { title: string; street: string; review: string },
) {
  await page.getByLabel("Title").fill(title);
  await pickAddress(page, `${street}, Massap`, `${street}, Massapequa, NY, USA`);
  await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
  // Offline the street is only found to its town: the pin must be confirmed.
  await page.getByRole("button", { name: "The pin is on the house" }).click();
  await page
    .getByLabel("Photos")
    .setInputFiles([path.join(FIXTURES, "lights.jpg"), path.join(FIXTURES, "snow.heic")]);
  await expect(page.getByRole("img", { name: /^Selected \d/ })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Music Synchronized" }).check();
  await page.getByLabel("Description (optional)").fill("Twenty thousand lights dancing to carols.");
  await page
    .getByRole("group", { name: "Your Rating" })
    .getByRole("button", { name: "Rate 4 stars" })
    .click();
  await page.getByLabel("Your Review (optional)").fill(review);
}

test.describe("submit a house", () => {
  // HEIC conversion in the browser, two uploads and a full page load after submitting.
  test.slow();

  test("a complete house with 2 photos, a feature, a rating and a review lands on its page", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    // The first page of the test: the session, Firebase and the form's chunk all load now (on the
    // dev server the chunk may also be compiled), which took over 30 s at a load of 45.
    await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
      timeout: 60_000,
    });

    // Empty submit: the spec's validation messages.
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page.getByText("Title must be at least 3 characters")).toBeVisible();
    await expect(page.getByText("Address is required")).toBeVisible();
    // One message under an empty address, not also that no place was picked.
    await expect(page.getByText("Please pick the address from the list or drop a pin")).toHaveCount(
      0,
    );
    await expect(page.getByText("Please upload at least one photo")).toBeVisible();
    await expect(page.getByText("Please select at least one feature")).toBeVisible();

    const title = `Candy Cane Corner ${unique()}`;
    const street = uniqueStreet("Holly Street");
    const review = `Magical! ${unique()}`;
    await fillHouse(page, { title, street, review });
    await page.getByLabel("Add this house to my favorites").check();

    // The form had work in it, but once sent the browser must not ask before opening the house.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/, { timeout: 30_000 });
    expect(asked).toEqual([]);
    // The success toast survives the full page load.
    await expect(
      page.getByText("Your house has been submitted with 2 photo(s)!", { exact: true }),
    ).toBeVisible();

    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(street).first()).toBeVisible();
    await expect(page.getByText("Music Synchronized").first()).toBeVisible();
    await expect(page.getByText(review)).toBeVisible();
    await expect(page.getByTestId("stat-photos")).toContainText("2");
    await expect(page.getByTestId("gallery-position")).toHaveText("1 / 2");
    await expect(page.getByRole("button", { name: "Favorited" })).toBeVisible();
    await page.screenshot({ path: "/tmp/submit-landed.png", fullPage: true });
  });

  test("a form with work in it asks before the page is left; an untouched one does not", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    const heading = page.getByRole("heading", { name: "Submit a Christmas House" });
    await expect(heading).toBeVisible({ timeout: 60_000 });
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    // Whether the page asks the browser to question leaving: what a reload, closing the tab or
    // typing another address runs. The event is sent from the page, not by closing it: Chromium
    // closes a tab without asking when the page takes over half a second to answer, which a busy
    // test machine can make happen (its beforeunload hang timer).
    const leavingIsQuestioned = () =>
      page.evaluate(() => {
        const leaving = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(leaving);
        return leaving.defaultPrevented;
      });

    expect(await leavingIsQuestioned()).toBe(false);
    await page.reload();
    await expect(heading).toBeVisible({ timeout: 60_000 });
    expect(asked).toEqual([]);

    await page.getByLabel("Title").click();
    await page.getByLabel("Title").fill("Half-written house");
    await expect.poll(leavingIsQuestioned).toBe(true);
    await expect(page.getByLabel("Title")).toHaveValue("Half-written house");
  });

  test("an address that already exists shows the duplicate alert; typing clears it; another address moves the pin map to it", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    // A demo house: 233 Linden Street, Bay Shore. The user types the suffix abbreviated; the
    // listed house is offered once, not again as the typed street line.
    await page.getByRole("combobox", { name: "Address" }).fill("233 Linden St, Bay Sh");
    const house = page.getByRole("option", { name: "233 Linden Street, Bay Shore, NY, USA" });
    await expect(house).toBeVisible();
    await expect(page.getByRole("option", { name: /^233 Linden/ })).toHaveCount(1);
    await house.click();
    const alert = page.getByRole("alert").filter({ hasText: "This address already exists" });
    await expect(alert).toContainText(
      "This address already exists in our database. Please view the existing house instead.",
    );
    await expect(alert.getByRole("link", { name: "View existing house" })).toHaveAttribute(
      "href",
      "/house/bay-shore/233-linden-st",
    );
    // The listed house's suggestion carries its confirmed point: no pin to put.
    const step = page.getByTestId("confirm-pin-step");
    await expect(step).toHaveCount(0);

    // Submitting is blocked while the duplicate stands.
    await page.getByLabel("Title").fill(`Copycat ${unique()}`);
    await page.getByRole("checkbox", { name: "Blow-Ups" }).check();
    await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
    // The browser compresses the photo first: slow on a busy 2-core machine (CI took > 10 s).
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page.getByText("Duplicate Address Detected", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/submit$/);

    await page.getByRole("combobox", { name: "Address" }).press("End");
    await page.getByRole("combobox", { name: "Address" }).pressSequentially("x");
    await expect(alert).toHaveCount(0);

    await test.step("a new address in Massapequa, about 11 miles west, moves the pin map there", async () => {
      // A street in Bay Shore the directory does not know: the pin map opens on Bay Shore.
      const bayShore = uniqueStreet("Linden Street");
      await pickAddress(page, `${bayShore}, Bay Sh`, `${bayShore}, Bay Shore, NY, USA`);
      await expect(step.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
        timeout: 30_000,
      });
      const street = uniqueStreet("Holly Street");
      await pickAddress(page, `${street}, Massap`, `${street}, Massapequa, NY, USA`);
      await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
      const town = (await (
        await page.request.get("/api/place-details?placeId=town:massapequa")
      ).json()) as { latitude: number; longitude: number };

      // The user taps the middle of the map they see: the pin lands in Massapequa.
      await step.getByRole("region", { name: "Map: click to place the house" }).click();
      const confirmed = step.getByText(/^Pin confirmed at/);
      await expect(confirmed).toBeVisible();
      const [lat, lng] = ((await confirmed.textContent())?.match(/-?\d+\.\d{5}/g) ?? []).map(
        Number,
      );
      expect(Math.abs(lat! - town.latitude)).toBeLessThan(0.005);
      expect(Math.abs(lng! - town.longitude)).toBeLessThan(0.005);
      await page.screenshot({ path: "/tmp/ux-submit-second-address.png", fullPage: true });
    });

    await pickAddress(page, "233 Linden Street, Bay Sh", "233 Linden Street, Bay Shore, NY, USA");
    await expect(alert).toBeVisible();
    await alert.getByRole("link", { name: "View existing house" }).click();
    await expect(page).toHaveURL(/\/house\/bay-shore\/233-linden-st$/);
  });

  test("a rejected review shows the spec's message, keeps the form, and goes through once fixed", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    const title = `Frosty Lane ${unique()}`;
    const street = uniqueStreet("Holly Street");
    await fillHouse(page, { title, street, review: "What the fuck, so bright" });

    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(
      page.getByText(
        "Review was rejected: This content must be family-friendly. Inappropriate content is not allowed.",
        { exact: true },
      ),
    ).toBeVisible();
    // Nothing lost.
    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("combobox", { name: "Address" })).toHaveValue(street);
    await expect(page.getByRole("img", { name: /^Selected \d/ })).toHaveCount(2);
    await expect(page.getByRole("checkbox", { name: "Music Synchronized" })).toBeChecked();
    await expect(
      page
        .getByRole("group", { name: "Your Rating" })
        .getByRole("button", { name: "Rate 4 stars" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("submit-rating-word")).toHaveText("Great");
    await expect(page.getByLabel("Your Review (optional)")).toHaveValue("What the fuck, so bright");
    await expect(page.getByRole("button", { name: "Submit House" })).toBeEnabled();

    await page.getByLabel("Your Review (optional)").fill("So bright and cheerful!");
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("So bright and cheerful!")).toBeVisible();
  });

  test("a town-only match asks for the pin on the house and stores the confirmed point", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    const title = `Confirmed Pin ${unique()}`;
    const street = uniqueStreet("Holly Street");
    await page.getByLabel("Title").fill(title);
    await pickAddress(page, `${street}, Massap`, `${street}, Massapequa, NY, USA`);
    const town = (await (
      await page.request.get("/api/place-details?placeId=town:massapequa")
    ).json()) as { latitude: number; longitude: number };

    const step = page.getByTestId("confirm-pin-step");
    await expect(step).toContainText("We could only find the town");
    await expect(step.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
      timeout: 30_000,
    });
    await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
    // The browser compresses the photo first: slow on a busy 2-core machine (CI took > 10 s).
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("checkbox", { name: "Lights Only" }).check();

    // Submitting before the pin is confirmed is refused.
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page.getByText("Please put the pin on the house")).toBeVisible();

    // Tap the map beside the guess: the pin moves there and is confirmed.
    const map = step.getByRole("region", { name: "Map: click to place the house" });
    const box = await map.boundingBox();
    if (!box) throw new Error("no map box");
    await map.click({ position: { x: box.width / 2 + 70, y: box.height / 2 + 40 } });
    const confirmed = step.getByText(/^Pin confirmed at/);
    await expect(confirmed).toContainText(/Pin confirmed at 40\.\d{5}, -73\.\d{5}/);
    await expect(page.getByText("Please put the pin on the house")).toHaveCount(0);
    const [lat, lng] = ((await confirmed.textContent())?.match(/-?\d+\.\d{5}/g) ?? []).map(Number);
    await page.screenshot({ path: "/tmp/map-shots/submit-confirm-pin.png", fullPage: true });

    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/, { timeout: 30_000 });
    const slug = new URL(page.url()).pathname.replace("/house/", "");
    const stored = (await (await page.request.get(`/api/houses/${slug}`)).json()) as {
      latitude: number;
      longitude: number;
    };
    expect(stored.latitude).toBeCloseTo(lat!, 4);
    expect(stored.longitude).toBeCloseTo(lng!, 4);
    // East and south of the town centre, where the user tapped.
    expect(stored.longitude).toBeGreaterThan(town.longitude);
    expect(stored.latitude).toBeLessThan(town.latitude);
  });

  test("when place details fail, the form says so and keeps what was typed", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    const title = `Details Down ${unique()}`;
    await page.getByLabel("Title").fill(title);
    // The geocoder answers the suggestions but not the details (an outage, a quota).
    await page.route("**/api/place-details?**", (route) =>
      route.fulfill({ status: 503, json: { message: "Service unavailable" } }),
    );
    const street = uniqueStreet("Holly Street");
    await pickAddress(page, `${street}, Massap`, `${street}, Massapequa, NY, USA`);
    await expect(
      page.getByText("Failed to get address details", { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByTestId("picked-location")).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveValue(title);

    // Once the service answers again, picking the address works.
    await page.unroute("**/api/place-details?**");
    await pickAddress(page, `${street}, Massap`, `${street}, Massapequa, NY, USA`);
    await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
  });

  test("an address the geocoder does not know can be placed with a pin", async ({
    asUser: page,
  }) => {
    const { title } = await startDroppedPin(page, "Pinned Place");
    const picker = page.locator("[data-map-status]");
    await expect(picker).toHaveAttribute("data-map-status", "loaded", { timeout: 30_000 });
    // The map opens on central Long Island (40.79, -73.13): its middle is on land.
    await page.getByRole("region", { name: "Map: click to place the house" }).click();
    await page.getByLabel("Town / City").fill("Ronkonkoma");
    await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
    // The browser compresses the photo first: slow on a busy 2-core machine (CI took > 10 s).
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("checkbox", { name: "Lights Only" }).check();
    await page.screenshot({ path: "/tmp/submit-pin.png", fullPage: true });
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page).toHaveURL(/\/house\/ronkonkoma\/\d+-candlewick-ct$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  });

  test("uploaded videos lock the link input (a link typed before is said not to be sent), can be deleted, and are attached on submit", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    const title = `Video House ${unique()}`;
    const street = uniqueStreet("Holly Street");
    await page.getByLabel("Title").fill(title);
    await pickAddress(page, `${street}, Massap`, `${street}, Massapequa, NY, USA`);
    await page.getByRole("button", { name: "The pin is on the house" }).click();
    await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
    // The browser compresses the photo first: slow on a busy 2-core machine (CI took > 10 s).
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("checkbox", { name: "Walk-Through" }).check();

    const link = page.getByLabel("Or a YouTube or Vimeo URL");
    const file = page.getByLabel("Upload videos (up to 3)");
    await expect(link).toBeEnabled();
    // A link typed first, then a file: the link stays in the locked input, which says plainly
    // that it will not be sent (decision 339).
    const typedLink = "https://youtu.be/dQw4w9WgXcQ";
    await link.fill(typedLink);
    await file.setInputFiles(path.join(FIXTURES, "tiny.mp4"));
    await expect(page.getByText("Video uploaded successfully", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const uploaded = page.getByRole("list", { name: "Uploaded videos" }).getByRole("listitem");
    await expect(uploaded).toHaveCount(1);
    await expect(link).toBeDisabled();
    await expect(link).toHaveValue(typedLink);
    const notSent = /^This link will not be added, as you uploaded videos\./;
    await expect(link).toHaveAccessibleDescription(notSent);

    // On a 720 px desktop the toast sits over the list's Delete button (bottom right): closed
    // first, as a person would, so the press reaches the button (once, in a full run, it did not).
    const uploadToast = page
      .getByRole("region", { name: /^Notifications/ })
      .locator("li", { hasText: "Video uploaded successfully" });
    await uploadToast.getByRole("button", { name: "Close" }).click();
    await expect(uploadToast).toHaveCount(0);

    // Delete it: the link input opens again; upload two, both are attached.
    await uploaded.getByRole("button", { name: "Delete" }).click();
    await expect(uploaded).toHaveCount(0);
    await expect(link).toBeEnabled();
    await expect(link).toHaveAccessibleDescription("");
    for (let n = 1; n <= 2; n++) {
      await file.setInputFiles(path.join(FIXTURES, "tiny.mp4"));
      await expect(uploaded).toHaveCount(n, { timeout: 30_000 });
      await expect(file).toBeEnabled();
    }
    await expect(link).toHaveAccessibleDescription(notSent);

    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
    // The two uploads, and not the link, as the form said.
    await expect(page.getByRole("heading", { name: "Video Tours (2)" })).toBeVisible();
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
  });
  test("a pin moved far from the found address is saved only once the user confirms it", async ({
    asUser: page,
  }) => {
    // The production geocoder finds street addresses exactly (the offline one only finds towns).
    await page.route("**/api/place-details?**", async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...(await response.json()), precision: "address" } });
    });
    await page.goto("/submit");
    const title = `Far Pin ${unique()}`;
    const street = uniqueStreet("Holly Street");
    await page.getByLabel("Title").fill(title);
    await pickAddress(page, `${street}, Massap`, `${street}, Massapequa, NY, USA`);
    await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
    await expect(page.getByTestId("confirm-pin-step")).toHaveCount(0);
    const found = (await (
      await page.request.get("/api/place-details?placeId=town:massapequa")
    ).json()) as { latitude: number; longitude: number };

    // The user opens the pin map and taps well to the east of the address.
    await page
      .getByRole("button", { name: "Can't find the address? Drop a pin on the map" })
      .click();
    await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
      timeout: 30_000,
    });
    const map = page.getByRole("region", { name: "Map: click to place the house" });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 200, y: box.height / 2 } });
    await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("checkbox", { name: "Lights Only" }).check();

    await page.getByRole("button", { name: "Submit House" }).click();
    const ask = page.getByRole("alertdialog", { name: "Is the pin on the house?" });
    await expect(ask).toContainText(new RegExp(`The pin is 0\\.\\d mi from ${street}, Massapequa`));
    await page.screenshot({ path: "/tmp/ux-submit-far-pin.png" });
    // Not yet: the form stays as it is.
    await ask.getByRole("button", { name: "Move the pin" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/submit$/);

    await page.getByRole("button", { name: "Submit House" }).click();
    await ask.getByRole("button", { name: "Save with this pin" }).click();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/, { timeout: 30_000 });
    const slug = new URL(page.url()).pathname.replace("/house/", "");
    const stored = (await (await page.request.get(`/api/houses/${slug}`)).json()) as {
      latitude: number;
      longitude: number;
    };
    // Saved where the pin is: east of the address.
    expect(stored.longitude - found.longitude).toBeGreaterThan(0.003);
  });

  test("a run that failed after its house was made resumes: no duplicate check, the saved fields locked", async ({
    asUser: page,
  }) => {
    // The duplicate check's answer is fresh for 30 s: the page's clock jumps past that below.
    await page.clock.install();
    await page.goto("/submit");
    await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
      timeout: 60_000,
    });
    const title = `Half Saved ${unique()}`;
    const street = uniqueStreet("Holly Street");
    await fillHouse(page, { title, street, review: "Bright!" });
    await page.getByLabel("Add this house to my favorites").check();

    // Every duplicate check asked once the house exists would find the user's own house.
    let houseCreated = false;
    const checksAfterCreation: string[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && /\/api\/houses$/.test(response.url())) {
        houseCreated = true;
      }
    });
    page.on("request", (request) => {
      if (houseCreated && request.url().includes("/api/houses/check-duplicate")) {
        checksAfterCreation.push(request.url());
      }
    });
    // The connection drops while the rating is sent: the house and its photos are saved by then.
    await page.route("**/api/houses/*/ratings", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(
      page
        .getByRole("region", { name: /^Notifications/ })
        .getByText(
          "You're offline or the connection dropped. Check your connection and try again.",
          { exact: true },
        ),
    ).toBeVisible({ timeout: 30_000 });

    // What the house was made from is locked, and the form says why; the rest stays editable.
    await expect(page.getByTestId("submit-house-saved")).toContainText(
      "Your house is saved, but not all of it yet.",
    );
    await expect(page.getByLabel("Title")).toBeDisabled();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("combobox", { name: "Address" })).toBeDisabled();
    await expect(page.getByLabel("Description (optional)")).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Music Synchronized" })).toBeDisabled();
    await expect(page.getByLabel("Photos", { exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Remove photo/ })).toHaveCount(0);
    await expect(page.getByLabel("Your Review (optional)")).toBeEnabled();
    await page.screenshot({ path: "/tmp/submit-half-saved.png", fullPage: true });

    // Offline past the check's 30 s, then back: the form asks nothing again.
    await page.context().setOffline(true);
    await page.clock.fastForward("00:31");
    await page.context().setOffline(false);
    await page.unroute("**/api/houses/*/ratings");
    const review = `Even better at night ${unique()}`;
    await page.getByLabel("Your Review (optional)").fill(review);
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(review)).toBeVisible();
    await expect(page.getByTestId("stat-photos")).toContainText("2");
    await expect(page.getByRole("button", { name: "Favorited" })).toBeVisible();
    expect(checksAfterCreation).toEqual([]);
    const found = (await (
      await page.request.get(`/api/houses?searchQuery=${encodeURIComponent(title)}`)
    ).json()) as { totalCount: number };
    expect(found.totalCount).toBe(1);
  });

  test("address suggestions are only ever those of the text in the box", async ({
    asUser: page,
  }) => {
    await page.goto("/submit");
    const input = page.getByRole("combobox", { name: "Address" });
    await input.fill("8 Washington Avenue, Bald");
    const baldwin = page.getByRole("option", { name: "8 Washington Avenue, Baldwin, NY, USA" });
    await expect(baldwin.first()).toBeVisible({ timeout: 60_000 });

    // New text, its suggestions not asked for yet (they wait 300 ms for typing to stop): the old
    // list is gone at once, so a quick tap or Enter cannot pick Baldwin.
    const street = uniqueStreet("Holly Street");
    await input.fill(`${street}, Massap`);
    expect(await page.getByRole("option").count()).toBe(0);
    await expect(
      page.getByRole("option", { name: `${street}, Massapequa, NY, USA` }).first(),
    ).toBeVisible();
    await expect(baldwin).toHaveCount(0);
  });

  test("a dropped pin far from its typed town is asked about; a town the app does not know is refused by name, and the pin's own town saves", async ({
    asUser: page,
  }) => {
    const { title } = await startDroppedPin(page, "Town Check");
    // With a mouse the map is clicked (a phone says tap: submit.mobile.spec.ts).
    await expect(page.getByText("Click", { exact: true })).toBeVisible();
    await expect(page.getByText("Tap", { exact: true })).toBeHidden();
    await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
      timeout: 30_000,
    });
    // The map opens on central Long Island (40.79, -73.13), near Islandia, 20 miles from Levittown.
    await page.getByRole("region", { name: "Map: click to place the house" }).click();
    await page.getByLabel("Town / City").fill("Levittown");
    await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("checkbox", { name: "Lights Only" }).check();

    await page.getByRole("button", { name: "Submit House" }).click();
    const ask = page.getByRole("alertdialog", { name: "Is the pin in Levittown?" });
    await expect(ask).toContainText(
      /The pin is \d+ mi from the center of Levittown, the town you typed\./,
    );
    await page.screenshot({ path: "/tmp/ux-submit-pin-town.png" });
    await ask.getByRole("button", { name: "Check the pin and town" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(/\/submit$/);

    // A town the app does not know is not asked about, but the server refuses it by name, and
    // nothing is saved (decision 419).
    await page.getByLabel("Town / City").fill("Pinewood Hollow");
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(
      page
        .getByRole("region", { name: "Notifications (F8)" })
        // Without the field's id (decision 381).
        .getByText(/^We don't know Pinewood Hollow as a town on Long Island: the pin is near \w+/),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/submit$/);
    await page.screenshot({ path: "/tmp/ux-submit-unknown-town.png" });

    // The town the pin is in saves.
    await page.getByLabel("Town / City").fill("Ronkonkoma");
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page).toHaveURL(/\/house\/ronkonkoma\/\d+-candlewick-ct$/, {
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  });
});
