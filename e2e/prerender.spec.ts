/**
 * The landing and the public pages are prerendered at build time (src/prerender.tsx): their text
 * is in the HTML before any JS runs, and the SPA hydrates it without a mismatch.
 */
import { expect, test } from "./fixtures";
import { layoutShift } from "./layout-shift";
import { collectErrors, signOut } from "./support";

test("the landing's hero is in the server's HTML and the page hydrates it cleanly", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Discover the Magic of");
  expect(html).toContain('data-testid="landing-page"');
  // No inline script to run: only the module entry (structured data and the answers the page
  // was written with are JSON, not scripts).
  expect(html.match(/<script(?! type="application\/(ld\+)?json")/g)).toHaveLength(1);
  expect(html).toContain('<script type="application/ld+json">');

  const errors = collectErrors(page);
  await page.goto("/");
  const hero = page.getByRole("heading", { level: 1 });
  await expect(hero).toContainText("Discover the Magic of");
  // Hydrated: the houses arrive from the API (the landing's query runs once it hydrated), then
  // the hero's button opens the sign-up dialog.
  await expect(
    page.getByTestId("landing-page").locator("a[href^='/house/']").first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Start Exploring" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
});

test("the contact page is prerendered and hydrates cleanly", async ({ page, request }) => {
  for (const [path, heading] of [
    ["/contact", "Contact Us"],
    ["/contact-us", "Contact Us"],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    expect(html, path).not.toContain("Discover the Magic of");
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
});

test("privacy and terms are prerendered with their headings and text, and hydrate cleanly", async ({
  page,
  request,
}) => {
  for (const [path, title, section] of [
    ["/privacy", "Privacy Policy", "1. Information We Collect"],
    ["/privacy-policy", "Privacy Policy", "1. Information We Collect"],
    ["/terms", "Terms of Service", "1. Your Account"],
    ["/terms-of-service", "Terms of Service", "1. Your Account"],
  ] as const) {
    // The server's HTML, no JavaScript run: title, section headings and their text.
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html, path).toContain(`<h2>${section}</h2>`);
    expect(html.match(/<h2>/g)?.length, path).toBeGreaterThan(5);
    // No inline script: only the module entry (the answers the page was written with are JSON).
    expect(html.match(/<script(?! type="application\/(ld\+)?json")/g), path).toHaveLength(1);

    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    // Once React has hydrated the page's button (its props are attached to the element), the
    // prerendered page must still be the one shown: no spinner swapped in, nothing moved.
    const back = page.getByRole("button", { name: "Back" });
    await expect
      .poll(() =>
        back.evaluate((button) =>
          Object.keys(button).some((key) => key.startsWith("__reactProps")),
        ),
      )
      .toBe(true);
    expect(await layoutShift(page), path).toBe(0);
    // Hydrated: the Back button's handler is attached (opened directly, it leads to the landing).
    await back.click();
    await expect(page).toHaveURL("/");
    expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
});

test("signed out, /map is the prerendered landing; signed in, it and other app paths start from the empty shell", async ({
  page,
  request,
}) => {
  // No signed-in hint (contract/signed-in-hint.ts): the landing as rendered for /map, at once.
  const signedOut = await request.get("/map");
  expect(signedOut.headers().vary).toContain("Cookie");
  const signedOutHtml = await signedOut.text();
  expect(signedOutHtml).toContain('data-prerendered-path="/map"');
  expect(signedOutHtml).toContain("Discover the Magic of");
  // With the hint, a signed-in visitor must not see the landing's text before their map.
  for (const path of ["/map", "/favorites"]) {
    const html = await (await request.get(path, { headers: { Cookie: "li_signed_in=1" } })).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain("Discover the Magic of");
  }
  const favorites = await (await request.get("/favorites")).text();
  expect(favorites).toContain('<div id="root"></div>');
  // A path without a screen is the prerendered not-found page (status 404), never the landing.
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain("Discover the Magic of");

  // Opened directly signed out, /map hydrates its landing cleanly and the landing works.
  let errors = collectErrors(page);
  await page.goto("/map");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Discover the Magic of");
  await expect(
    page.getByTestId("landing-page").locator("a[href^='/house/']").first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Start Exploring" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
  page.removeAllListeners("console");
  page.removeAllListeners("pageerror");

  // A signed-in-only path without a prerendered view renders from scratch (signed out, the
  // landing): no hydration of another page's HTML.
  errors = collectErrors(page);
  await page.goto("/favorites");
  await expect(page.getByTestId("landing-page")).toBeVisible();
  expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
});

test("signing in sets the signed-in hint, / and /map open signed-in screens, and signing out removes it", async ({
  asUser: page,
}) => {
  const hint = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === "li_signed_in")?.value;
  await page.goto("/home");
  // The first load of the tab: the session and the screen's code at once, slow on a busy machine.
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await expect.poll(hint).toBe("1");

  await test.step("a signed-in visitor opening / still gets the home page", async () => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Find Christmas Lights Near You" }),
    ).toBeVisible();
    await expect(page.getByTestId("landing-page")).toHaveCount(0);
  });

  await test.step("signed in, /map opens on the map screen, never the landing's HTML first", async () => {
    const html = await (await page.request.get("/map")).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto("/map");
    await expect(page.getByRole("heading", { name: "Explore the Map" })).toBeVisible();
  });

  await test.step("signing out removes the hint: the prerendered landing again", async () => {
    await signOut(page);
    await expect.poll(hint).toBeUndefined();
    expect(await (await page.request.get("/map")).text()).toContain('data-prerendered-path="/map"');
  });
});

test("a signed-out landing loads neither Firebase nor Google's sign-in helper", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/");
  await expect(
    page.getByTestId("landing-page").locator("a[href^='/house/']").first(),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => /\/assets\/firebase-|apis\.google\.com/.test(url))).toEqual([]);
});

test("every page carries its stylesheet inline: nothing to fetch before the first paint", async ({
  request,
  browser,
}) => {
  for (const path of ["/", "/privacy", "/house/freeport/10-washington-ave", "/map"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html, path).toMatch(/<style>\/\*! tailwindcss/);
  }
  // Styled before any JavaScript: the header bar is the night colour, not the default white.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const stylesheets: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "stylesheet") stylesheets.push(r.url());
  });
  await page.goto("/house/freeport/10-washington-ave");
  const header = page.locator("header").first();
  await expect(header).toHaveCSS("position", "sticky");
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
    "rgba(0, 0, 0, 0)",
  );
  expect(stylesheets).toEqual([]);
  await context.close();
});

test("the running app never fetches the stylesheet its HTML carries inline", async ({ page }) => {
  // A second copy would arrive after the app has drawn and make the browser restyle every
  // element on the page: a long pause on a phone for nothing.
  // (The map's own stylesheet is a file of its own and loads with the map.)
  const appStylesheets: Promise<string>[] = [];
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.endsWith(".css") || response.status() !== 200) return;
    appStylesheets.push(
      response.text().then((css) => (css.startsWith("/*! tailwindcss") ? response.url() : "")),
    );
  });
  await page.goto("/");
  await expect(page.getByTestId("landing-page")).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog").getByLabel("Email")).toBeVisible();
  await page.goto("/house/freeport/10-washington-ave");
  await expect(page.getByTestId("house-page")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect((await Promise.all(appStylesheets)).filter(Boolean)).toEqual([]);
});

test("a tap on the prerendered landing before the app has loaded still counts", async ({
  page,
}) => {
  // Hold the app's chunk until the visitor has tapped: the page is the server's HTML only.
  let tapped = () => {};
  const tap = new Promise<void>((resolve) => {
    tapped = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await tap;
    await route.continue();
  });
  const errors = collectErrors(page);
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
  await signIn.click();
  tapped();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Email")).toBeVisible();
  expect(errors).toEqual([]);
});
