/**
 * What search engines and chat apps see: town pages that work without JavaScript, the preview
 * tags a link-preview library reads, the town screen in the app (filters, "Add to tour"), and the
 * sign-up banner that replaces the dialog on pages people open from a shared link.
 */
import ogs from "open-graph-scraper";
import { expect, test } from "./fixtures";
import { APP_URL, gotoWithClockStopped, whileClockRuns } from "./support";

/**
 * The app's address by IP: the preview library only fetches URLs whose host is an IP address or
 * a name with a top-level domain, as a chat app's crawler would find them.
 */
const PREVIEW_ORIGIN = APP_URL.replace("localhost", "127.0.0.1");

interface Town {
  citySlug: string;
  city: string;
  houseCount: number;
}

/**
 * A town of the demo directory with several houses; not Massapequa, where the browser tests
 * running beside this one add their houses.
 */
async function busyTown(): Promise<Town> {
  const towns = (await (await fetch(`${APP_URL}/api/towns`)).json()) as Town[];
  const town = towns
    .filter((candidate) => candidate.citySlug !== "massapequa")
    .sort((a, b) => b.houseCount - a.houseCount)[0];
  if (!town || town.houseCount < 2) throw new Error("the demo data has no town with houses");
  return town;
}

test("a town page works without JavaScript: every house is a link that opens its page", async ({
  browser,
}) => {
  const town = await busyTown();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/lights/${town.citySlug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Christmas lights in ${town.city}, NY · LI Lights`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Christmas lights in ${town.city}, NY`,
  );
  const houseLinks = page.locator("main a[href^='/house/']");
  await expect(houseLinks).toHaveCount(town.houseCount);
  const first = houseLinks.first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/house\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // The index of towns is plain links too.
  await page.goto("/lights");
  await expect(page.locator(`main a[href='/lights/${town.citySlug}']`)).toBeVisible();
  await context.close();
});

test("link previews read a title, description, site name and a 1200x630 image everywhere", async ({
  ownHouse: house,
}) => {
  // Each first card of a page is drawn on request (WebAssembly in the worker): seconds apiece.
  test.setTimeout(180_000);
  // The house's owner (the test's account) makes the tour.
  const created = await fetch(`${APP_URL}/api/tours`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${house.token}` },
    body: JSON.stringify({ name: "Holiday drive", stopIds: [house.id] }),
  });
  expect(created.status).toBe(201);
  const { id: tourId, shareId } = (await created.json()) as { id: number; shareId: string };
  // The tour is the test's own: gone afterwards, as its house and account are.
  try {
    const town = await busyTown();

    const pages = [
      { path: "/", title: "LI Lights · Long Island Christmas Light Displays" },
      { path: `/lights/${town.citySlug}`, title: `Christmas lights in ${town.city}, NY` },
      { path: house.path, title: undefined },
      { path: `/tours/shared/${shareId}`, title: "Holiday drive" },
      { path: "/privacy", title: "Privacy Policy" },
    ];
    for (const { path, title } of pages) {
      const { error, result } = await ogs({ url: `${PREVIEW_ORIGIN}${path}` });
      expect(error, path).toBe(false);
      if (title) expect(result.ogTitle, path).toBe(title);
      expect(result.ogTitle, path).toBeTruthy();
      expect(result.ogDescription, path).toBeTruthy();
      expect(result.ogSiteName, path).toBe("LI Lights");
      expect(result.twitterCard, path).toBe("summary_large_image");
      const image = result.ogImage?.[0];
      // A house's or tour's card carries its version (decision 393); the site's has none.
      expect(image?.url, path).toMatch(
        new RegExp(`^${PREVIEW_ORIGIN}/share/.+\\.png(\\?v=[0-9a-f]{16})?$`),
      );
      expect(image?.width, path).toBe("1200");
      expect(image?.height, path).toBe("630");
      expect(image?.alt, path).toBeTruthy();
      // The image is really there, a PNG of that size.
      const png = new Uint8Array(await (await fetch(image!.url)).arrayBuffer());
      const view = new DataView(png.buffer);
      expect([view.getUint32(16), view.getUint32(20)], path).toEqual([1200, 630]);
    }
    // Each public page has its own title (the privacy page no longer reuses the landing's).
    expect((await ogs({ url: `${PREVIEW_ORIGIN}/terms-of-service` })).result.ogTitle).toBe(
      "Terms of Service",
    );
  } finally {
    await fetch(`${APP_URL}/api/tours/${tourId}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${house.token}` },
    });
  }
});

test("the town screen filters its houses, adds one to the tour, and links its neighbours", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  test.setTimeout(120_000);
  const title = `Walk-Through Wonder ${Date.now()}`;
  await makeHouse(account, { title, features: ["Walk-Through"] });
  await page.goto("/lights/massapequa");
  const screen = page.getByTestId("town-page");
  await expect(screen.getByRole("heading", { level: 1 })).toHaveText(
    "Christmas lights in Massapequa, NY",
  );
  const cards = screen.getByTestId("house-card");
  const all = await cards.count();
  expect(all).toBeGreaterThan(1);
  await screen.getByRole("checkbox", { name: "Walk-Through" }).check();
  const filtered = await cards.count();
  expect(filtered).toBeLessThan(all);
  const mine = cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(mine).toHaveCount(1);
  await mine.getByRole("button", { name: /Add .* to tour/ }).click();
  await expect(page.getByText("Added to tour").first()).toBeVisible();
  await expect(mine.getByRole("button", { name: /Add .* to tour/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const neighbours = page.getByRole("navigation", { name: "Nearby towns" }).getByRole("link");
  await expect(neighbours.first()).toBeVisible();
  const href = await neighbours.first().getAttribute("href");
  await neighbours.first().click();
  // The ticked feature goes along in the neighbour's address (decision 397).
  await expect(page).toHaveURL(new RegExp(`${href}\\?features=Walk-Through$`));
  await expect(page.getByTestId("town-page").getByRole("heading", { level: 1 })).toHaveText(
    /^Christmas lights in /,
  );
});

test("signed out, a town or house page shows a dismissible sign-up banner, never the dialog", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const town = await busyTown();
  const banner = page.getByTestId("signup-banner");
  // The page clock runs only when the test says so (the dialog elsewhere comes after 5 s).
  await gotoWithClockStopped(page, `/lights/${town.citySlug}`, banner);
  const dialog = page.getByRole("dialog");
  const pastTheDialogsTime = async () => {
    for (let step = 0; step < 20; step += 1) await page.clock.runFor(500);
  };
  await pastTheDialogsTime();
  await expect(dialog).toHaveCount(0);
  // In the page's flow: the heading below it is not covered.
  const heading = page.getByTestId("town-page").getByRole("heading", { level: 1 });
  const [bannerBox, headingBox] = [await banner.boundingBox(), await heading.boundingBox()];
  expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headingBox!.y);

  // A house card opens the house page signed out (the house page is public).
  await page.getByTestId("house-card").first().getByRole("link").first().click();
  await whileClockRuns(page, page.getByTestId("house-page"));
  await whileClockRuns(page, banner);
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toHaveCount(0);
  await pastTheDialogsTime();
  await expect(dialog).toHaveCount(0);

  // Dismissed once, it stays away on the next such page.
  await page.goto(`/lights/${town.citySlug}`);
  await whileClockRuns(page, page.getByTestId("town-page"));
  await expect(banner).toHaveCount(0);

  // Its Sign Up opens the dialog, which can be closed.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await whileClockRuns(page, banner);
  await banner.getByRole("button", { name: "Sign Up" }).click();
  await whileClockRuns(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("paths without a screen are 404 pages; a trailing slash redirects", async ({
  page,
  request,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  expect((await request.get("/lights/no-such-town")).status()).toBe(404);
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  const slash = await request.get("/lights/", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toMatch(/\/lights$/);
});

test("a town page's map and its library load only when the visitor scrolls to it", async ({
  page,
}) => {
  // A phone's width: the town's houses stack, and the map sits well below them.
  await page.setViewportSize({ width: 400, height: 800 });
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (/create-map|maplibre/.test(request.url())) mapRequests.push(request.url());
  });
  await page.goto("/lights/massapequa");
  const screen = page.getByTestId("town-page");
  await expect(screen.getByTestId("house-card").first()).toBeVisible();
  const map = screen.locator("[data-map-status]");
  // Below Massapequa's houses: not drawn, and its library not even asked for.
  await expect(map).toHaveAttribute("data-map-status", "not-loaded");
  expect(await map.evaluate((box) => box.getBoundingClientRect().top > window.innerHeight)).toBe(
    true,
  );
  expect(mapRequests).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-status", "loaded", { timeout: 30_000 });
  await expect(
    map.locator("[data-testid=map-cluster], [data-testid=map-house-marker]").first(),
  ).toBeVisible();
  expect(mapRequests.length).toBeGreaterThan(0);
});
