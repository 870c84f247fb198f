import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Photos load in the size their box needs (docs/performance-log.md, Photo sizes): the worker makes
 * 400 and 800 px copies at upload, pages offer them in srcset, and the house page's preload picks
 * the same file as its gallery.
 */

/** The file the browser chose for an image, once it has loaded. */
async function loadedImage(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    url: new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
    naturalWidth: img.naturalWidth,
    width: img.getAttribute("width"),
    height: img.getAttribute("height"),
  }));
}

test("a card loads the 400 px copy; the house page loads its main photo once", async ({
  asUser: page,
  ownHouse: house,
  request,
}) => {
  const detail = await (await request.get(`/api/houses/${house.id}`)).json();
  const photo: string = detail.mainImageUrl;
  expect(photo).toMatch(/^\/api\/media\/photos\//);

  // Find Lights, signed in.
  await page.goto("/home");
  await page
    .getByRole("combobox", { name: "Location" })
    .fill(`${detail.latitude}, ${detail.longitude}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByTestId("house-results").getByTestId("house-card").first();
  await expect(card).toContainText(detail.title);
  // Three cards a row on a 1280 px screen: about 400 px wide, so the 400 px copy.
  const cardImage = await loadedImage(card.locator("img").first());
  expect(cardImage).toEqual({ url: `${photo}?w=400`, naturalWidth: 400, width: "4", height: "3" });

  const requested = new Set<string>();
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === photo) requested.add(url.pathname + url.search);
  });
  await page.goto(house.path);
  const main = page.getByRole("button", { name: "Open photo full screen" }).locator("img");
  const mainImage = await loadedImage(main);
  // 821 px wide on this screen: the original is the smallest file that fills it.
  expect(mainImage).toMatchObject({ url: photo, width: "16", height: "9" });
  // The HTML's preload asked for the same file as the gallery: one download, not two.
  expect([...requested]).toEqual([photo]);
});

test.describe("on a phone", () => {
  // A phone's screen is as wide as its page: Chrome's preload scanner sizes images against the
  // screen (device-width) before it has laid out the page.
  test.use({
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
  });

  test("the house page loads the 800 px copy of its main photo, and only that", async ({
    page,
    ownHouse: house,
    request,
  }) => {
    const photo: string = (await (await request.get(`/api/houses/${house.id}`)).json())
      .mainImageUrl;
    const requested = new Set<string>();
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === photo) requested.add(url.pathname + url.search);
    });
    await page.goto(house.path);
    // By selector, not role: signed out, the sign-up prompt may cover the page after 5 s.
    const main = page.locator('button[aria-label="Open photo full screen"] img');
    // 390 px at 2x: 780 device pixels, so the 800 px copy, which the HTML's preload chose too.
    expect(await loadedImage(main)).toMatchObject({ url: `${photo}?w=800` });
    expect([...requested]).toEqual([`${photo}?w=800`]);
  });
});
