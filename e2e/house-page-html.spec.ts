/**
 * House pages come from the server with the house in them (worker/pages/house-page.ts): the
 * tags link previews read, and the data the page paints with before the API answers.
 */
import { expect, test } from "./fixtures";
import { gotoWithClockStopped, recordRootStates, rootStates } from "./support";

test("a house page's HTML carries its title, card tags and data; the page shows the house", async ({
  page,
  account,
  makeHouse,
  request,
}) => {
  const title = `Preview Lights ${Date.now()}`;
  const house = await makeHouse(account, {
    title,
    description: `Lights "all night" </script><script>window.hacked = true</script>`,
  });

  // The HTML as the server sends it, before any JavaScript runs.
  const response = await request.get(house.path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${title} · LI Lights</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  // The preview image is the house's share card, a PNG drawn from its photo, at its version.
  expect(html).toMatch(new RegExp(`/share/house/${house.id}\\.png\\?v=[0-9a-f]{16}" />`));
  expect(html).toMatch(/<link rel="preload" as="image" href="\/api\/media\/[^"]+"/);
  expect(html).toContain('<script type="application/json" id="house-data">');
  expect(html).not.toContain("<script>window.hacked");
  // index.html holds the prerendered landing; a house page's root holds the house's first paint.
  expect(html).not.toContain("Discover the Magic of");
  expect(html).toContain(
    `<h1 class="wrap-anywhere font-bold text-3xl tracking-tight md:text-4xl">${title}</h1>`,
  );

  const unknown = await request.get("/house/no-such-town/0-nowhere-lane");
  expect(unknown.status()).toBe(404);

  // The page paints from the embedded data even when the API cannot be reached.
  await page.route(/\/api\/houses\/[^/]+\/[^/?]+$|\/api\/houses\/\d+$/, (route) => route.abort());
  await page.goto(house.path);
  // By element, not role: the signed-out sign-up prompt may already cover the page (5 s).
  await expect(page.locator("h1")).toHaveText(title);
  expect(await page.evaluate(() => "hacked" in window)).toBe(false);
});

test.describe("before the app's JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a house page already shows its photo, title and address", async ({
    page,
    account,
    makeHouse,
  }) => {
    const title = `First Paint Lights ${Date.now()}`;
    const house = await makeHouse(account, { title });
    await page.goto(house.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const photo = page.getByRole("img", { name: title });
    await expect(photo).toBeVisible();
    // Loaded, not just laid out: this is the page's largest paint.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(/^\d+ Tinsel \S+ Lane, Massapequa, (NY|New York)$/)).toBeVisible();
  });
});

test("the app takes over the first paint without a spinner, a second download of the photo or locale data", async ({
  page,
  account,
  makeHouse,
}) => {
  const title = `Takeover Lights ${Date.now()}`;
  const house = await makeHouse(account, { title });
  const photoRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/media/")) photoRequests.push(request.url());
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // What #root shows, each time it changes: the first paint, a spinner, the page.
  await recordRootStates(page, "house-page");
  // Every use of the browser's locale formatting, by name: the first one loads ICU data, tens of
  // milliseconds of a phone's main thread, which an online house page has no use for.
  await page.addInitScript(() => {
    const uses: string[] = [];
    Object.assign(window, { localeUses: uses });
    for (const name of ["DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat"]) {
      const Original = (Intl as unknown as Record<string, new (...args: unknown[]) => object>)[
        name
      ]!;
      const Counted = new Proxy(Original, {
        construct(target, args) {
          uses.push(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          uses.push(`Intl.${name}`);
          return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
        },
      });
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
    const formatting: [object, string][] = [
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [Number.prototype, "toLocaleString"],
    ];
    for (const [proto, method] of formatting) {
      const original = (proto as Record<string, (...args: unknown[]) => string>)[method]!;
      Object.defineProperty(proto, method, {
        value(this: unknown, ...args: unknown[]) {
          uses.push(method);
          return original.apply(this, args);
        },
        configurable: true,
        writable: true,
      });
    }
  });
  await gotoWithClockStopped(page, house.path, page.getByTestId("house-page"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(
    await page.evaluate(() => (window as unknown as { localeUses: string[] }).localeUses),
  ).toEqual([]);
  const states = await rootStates(page);
  expect(states[0]).toBe("first paint");
  expect(states).not.toContain("spinner");
  expect(states.at(-1)).toBe("page");
  // The first paint's picture, the preload and the gallery are one file.
  expect(
    new Set(photoRequests.map((url) => new URL(url).pathname + new URL(url).search)).size,
  ).toBe(1);
  expect(errors).toEqual([]);
});

test("signed in, a house page opened directly keeps its first paint until the page, with no spinner and no Sign In", async ({
  asUser: page,
  ownHouse: house,
}) => {
  // From the first load on: what #root shows each time it changes, and whether the header ever
  // offered Sign In while the saved session was restored.
  await page.addInitScript(() => {
    const states: string[] = [];
    const seen = { signInOffered: false };
    Object.assign(window, { rootStates: states, headerSeen: seen });
    // From the end of parsing on, as in the test above.
    const record = () => {
      const root = document.getElementById("root");
      if (!root) return;
      const state = root.querySelector('[data-testid="house-page"]')
        ? "page"
        : root.querySelector("[data-first-paint], [data-first-paint-held]")
          ? "first paint"
          : root.textContent?.includes("Loading...")
            ? "spinner"
            : "other";
      if (states.at(-1) !== state) states.push(state);
      const header = root.querySelector("header");
      if (
        Array.from(header?.querySelectorAll("button") ?? []).some(
          (b) => b.textContent === "Sign In",
        )
      )
        seen.signInOffered = true;
    };
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      record();
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
  });
  await page.goto(house.path);
  // The first load of the tab: the session and the screen's code at once, slow on a busy machine.
  await expect(page.getByTestId("house-page")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  const { states, signInOffered } = await page.evaluate(() => ({
    states: (window as unknown as { rootStates: string[] }).rootStates,
    signInOffered: (window as unknown as { headerSeen: { signInOffered: boolean } }).headerSeen
      .signInOffered,
  }));
  expect(states[0]).toBe("first paint");
  expect(states).not.toContain("spinner");
  expect(states.at(-1)).toBe("page");
  expect(signInOffered).toBe(false);
});
