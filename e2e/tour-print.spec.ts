/**
 * "Print": the printed tour is one letter page for six stops and two at most for twenty, shows
 * only the sheet (name, totals, the static map with numbered stops, each stop with a QR code),
 * and a QR code, read back from the page's pixels, opens directions to that stop. A shared tour's
 * link prints the same sheet signed out, a hidden address hidden (decision 395).
 */
import { writeFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import { test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";
import {
  addFromResults,
  expect,
  openPlanner,
  saveTourThroughApi,
  type TourTestStop,
} from "./tour-support";

test.describe.configure({ timeout: 240_000 });

declare global {
  interface Window {
    printCalls?: number;
  }
}

/** The print dialog is the browser's: the page counts the calls instead of opening it. */
async function countPrintCalls(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
}

/** Saves a tour of `count` stops through the API and opens it in the planner from My Tours. */
async function openSavedTour(
  page: Page,
  account: Parameters<typeof saveTourThroughApi>[1],
  name: string,
  count: number,
) {
  const stops = await saveTourThroughApi(page, account, name, count);
  await page.goto("/tours");
  await page.getByRole("button", { name: `Open ${name} in the planner` }).click();
  await expect(page.getByText(`${count} of 20 stops`)).toBeVisible();
  return stops;
}

/** The pages of the PDF Chromium prints the page into (the sheet's own @page size). */
async function printedPageCount(page: Page, name: string) {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(test.info().outputPath(name), pdf);
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

/**
 * Reads a printed QR code back from its pixels (as a phone's camera would) and checks it opens
 * Google Maps directions to `stop` from wherever the phone is.
 */
async function expectQrDirectionsTo(
  page: Page,
  qr: Locator,
  stop: { latitude: number; longitude: number },
) {
  const png = await qr.screenshot();
  const pixels = await page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], {
      type: "image/png",
    });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data: Array.from(data), width, height };
  }, png.toString("base64"));
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(code, "the QR code decodes").not.toBeNull();
  const url = new URL(code!.data);
  expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
  expect(url.searchParams.get("api")).toBe("1");
  expect(url.searchParams.get("origin")).toBeNull();
  expect(url.searchParams.get("destination")).toBe(
    `${stop.latitude.toFixed(6)},${stop.longitude.toFixed(6)}`,
  );
}

test("Print opens a one-page route whose QR codes open directions to each stop", async ({
  asUser: page,
}) => {
  await countPrintCalls(page);
  const stops = await addFromResults(page, 6);
  await openPlanner(page);
  await page.getByLabel("Tour name").fill("Holiday sparkle route");
  await page.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => page.evaluate(() => window.printCalls ?? 0)).toBe(1);

  await page.emulateMedia({ media: "print" });
  const sheet = page.getByTestId("tour-print-sheet");
  await expect(sheet).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(sheet.getByRole("heading", { name: "Holiday sparkle route" })).toBeVisible();
  await expect(sheet).toContainText(/6 stops · [\d.]+ mi · /);
  await expect(sheet.getByTestId("tour-print-map-stop")).toHaveCount(6);
  // Every numbered stop lies inside the printed map (none cropped away).
  const mapBox = (await sheet.getByTestId("tour-print-map").boundingBox())!;
  for (const marker of await sheet.getByTestId("tour-print-map-stop").all()) {
    const box = (await marker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(box.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  }
  const printed = sheet.getByTestId("tour-print-stop");
  await expect(printed).toHaveCount(6);
  for (const [i, stop] of stops.entries()) {
    await expect(printed.nth(i)).toContainText(stop.title);
    await expect(
      printed.nth(i).getByRole("img", { name: `QR code for stop ${i + 1}` }),
    ).toBeVisible();
  }

  expect(await printedPageCount(page, "tour.pdf")).toBe(1);

  // Read the second stop's QR code from its pixels.
  await expectQrDirectionsTo(
    page,
    sheet.getByRole("img", { name: "QR code for stop 2" }),
    stops[1]!,
  );
  await page.screenshot({ path: test.info().outputPath("tour-print.png"), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The sheet's print styles stay loaded after the planner: another screen, reached in the app,
  // still prints as itself.
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("banner").getByRole("link", { name: "Top Houses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Top Houses" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: "Top Houses" })).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
});

test("a twenty-stop tour prints on two pages at most, every stop with its QR code", async ({
  asUser: page,
  account,
}) => {
  await countPrintCalls(page);
  const name = `Twenty lights ${Date.now().toString(36)}`;
  const stops = await openSavedTour(page, account, name, 20);
  await page.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => page.evaluate(() => window.printCalls ?? 0)).toBe(1);

  await page.emulateMedia({ media: "print" });
  const sheet = page.getByTestId("tour-print-sheet");
  await expect(sheet.getByRole("heading", { name })).toBeVisible();
  await expect(sheet).toContainText(/20 stops · [\d.]+ mi · /);
  await expect(sheet.getByTestId("tour-print-map-stop")).toHaveCount(20);
  const printed = sheet.getByTestId("tour-print-stop");
  await expect(printed).toHaveCount(20);
  for (const [i, stop] of stops.entries()) {
    await expect(printed.nth(i)).toContainText(stop.title);
    await expect(
      printed.nth(i).getByRole("img", { name: `QR code for stop ${i + 1}` }),
    ).toBeVisible();
  }
  expect(await printedPageCount(page, "tour-20.pdf")).toBeLessThanOrEqual(2);
  await page.screenshot({ path: test.info().outputPath("tour-print-20.png"), fullPage: true });
});

test("Ctrl+P prints the route as Print does; the browser's own print draws it too", async ({
  asUser: page,
  account,
}) => {
  await countPrintCalls(page);
  const name = `Keyboard lights ${Date.now().toString(36)}`;
  await openSavedTour(page, account, name, 3);
  const sheet = page.getByTestId("tour-print-sheet");

  await test.step("Ctrl+P, at once, prints the route", async () => {
    await page.keyboard.press("Control+p");
    await expect.poll(() => page.evaluate(() => window.printCalls ?? 0)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(sheet.getByRole("heading", { name })).toBeVisible();
    await expect(sheet.getByTestId("tour-print-stop")).toHaveCount(3);
    await expect(page.getByRole("banner")).toBeHidden();
    await page.emulateMedia({ media: "screen" });
  });

  await test.step("the browser's print menu, once the page has settled, prints it too", async () => {
    await page.reload();
    await expect(page.getByText("3 of 20 stops")).toBeVisible();
    await expect(sheet).toHaveCount(0);
    // What the browser sends before it lays the page out for printing; the sheet is drawn in it,
    // once its code has arrived (the page settles 3 s after its load).
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
          return sheet.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(sheet.getByRole("heading", { name })).toBeVisible();
    await expect(sheet.getByTestId("tour-print-stop")).toHaveCount(3);
    expect(await printedPageCount(page, "tour-menu.pdf")).toBe(1);
    // The browser prints by itself: the page does not ask it again.
    expect(await page.evaluate(() => window.printCalls ?? 0)).toBe(0);
  });
});

test("Print whose sheet's code could not be had says so, and stays to try again", async ({
  asUser: page,
  account,
}) => {
  await countPrintCalls(page);
  await page.route(/\/assets\/tour-print-sheet-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: "Not found" }),
  );
  await openSavedTour(page, account, `Unprinted lights ${Date.now().toString(36)}`, 2);
  const print = page.getByRole("button", { name: "Print" });
  await print.click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "That could not open." });
  await expect(toast).toContainText("Reload the page to try again.");
  await expect(print).toBeEnabled();
  expect(await page.evaluate(() => window.printCalls ?? 0)).toBe(0);
});

test("a shared tour prints for anyone with its link: signed out, stops in order, a hidden address stays hidden", async ({
  page,
  account,
  makeHouse,
  pageSignedInAs,
}) => {
  const HIDDEN = "Address hidden at the homeowner's request";
  // A house whose homeowner asked to take it off: the shared tour shows its town only.
  const street = `${10_000 + Math.floor(Math.random() * 89_999)} Tinsel Street`;
  const hidden = await makeHouse(account, {
    title: `Leaving Lights ${Date.now()}`,
    address: street,
  });
  const removal = await page.request.post(`/api/houses/${hidden.id}/removal-request`, {
    headers: { Authorization: `Bearer ${hidden.token}` },
    data: { note: "We are moving away." },
  });
  expect(removal.status()).toBe(201);
  const list = await (
    await page.request.get("/api/houses?limit=100", {
      headers: { Authorization: `Bearer ${hidden.token}` },
    })
  ).json();
  const shown = (list.houses as TourTestStop[]).filter((house) => house.id !== hidden.id);
  const name = `Shared lights ${Date.now().toString(36)}`;
  const saved = await page.request.post("/api/tours", {
    headers: { Authorization: `Bearer ${hidden.token}` },
    data: { name, stopIds: [shown[0]!.id, hidden.id, shown[1]!.id] },
  });
  expect(saved.status()).toBe(201);
  const { shareId, stops } = (await saved.json()) as { shareId: string; stops: TourTestStop[] };
  expect(stops.map((stop) => stop.id)).toEqual([shown[0]!.id, hidden.id, shown[1]!.id]);

  // Signed out, the one who got the link presses Print.
  await countPrintCalls(page);
  await page.goto(`/tours/shared/${shareId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  const totals = await page.getByTestId("tour-totals-line").textContent();
  expect(totals).toMatch(/^3 stops · [\d.]+ mi · /);
  await page.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => page.evaluate(() => window.printCalls ?? 0)).toBe(1);

  await page.emulateMedia({ media: "print" });
  const sheet = page.getByTestId("tour-print-sheet");
  await expect(sheet).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(sheet.getByRole("heading", { name })).toBeVisible();
  // The same miles and minutes as the screen's totals line.
  await expect(sheet.locator(".tour-print-totals")).toHaveText(totals!);
  await expect(sheet.getByTestId("tour-print-map-stop")).toHaveCount(3);
  const printed = sheet.getByTestId("tour-print-stop");
  await expect(printed).toHaveCount(3);
  for (const [i, stop] of stops.entries()) {
    await expect(printed.nth(i)).toContainText(stop.title);
    await expect(
      printed.nth(i).getByRole("img", { name: `QR code for stop ${i + 1}` }),
    ).toBeVisible();
  }
  // The hidden stop prints as the shared view shows it: its town, never its street.
  await expect(printed.nth(1)).toContainText(`${HIDDEN}, Massapequa`);
  await expect(printed.nth(1)).toContainText("Music Synchronized");
  await expect(sheet).not.toContainText(street);
  await expect(printed.nth(0)).toContainText(stops[0]!.address.split(",")[0]!);
  await expectQrDirectionsTo(
    page,
    sheet.getByRole("img", { name: "QR code for stop 3" }),
    stops[2]!,
  );
  expect(await printedPageCount(page, "shared-tour.pdf")).toBe(1);
  await page.screenshot({ path: test.info().outputPath("shared-tour-print.png"), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Signed in (not the tour's owner), the shared view prints the same sheet.
  const reader = await pageSignedInAs("admin");
  await countPrintCalls(reader);
  await reader.goto(`/tours/shared/${shareId}`);
  await expect(reader.getByRole("button", { name: "Plan from this tour" })).toBeVisible();
  await reader.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => reader.evaluate(() => window.printCalls ?? 0)).toBe(1);
  await reader.emulateMedia({ media: "print" });
  const readerSheet = reader.getByTestId("tour-print-sheet");
  await expect(readerSheet.getByRole("heading", { name })).toBeVisible();
  await expect(readerSheet.getByTestId("tour-print-stop")).toHaveCount(3);
  await expect(readerSheet).not.toContainText(street);
});
