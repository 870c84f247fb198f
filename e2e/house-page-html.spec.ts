/**
 * House pages come from the server with the house in them (worker/pages/house-page.ts): the
 * tags link previews read, and the data the page paints with before the API answers.
 */
import { expect, test } from "@playwright/test";
import { createAccount, createTestHouse } from "./support";

test("a house page's HTML carries its title, card tags and data; the page shows the house", async ({
  page,
  request,
}) => {
  const account = await createAccount({ name: "Paige Preview" });
  const title = `Preview Lights ${Date.now()}`;
  const house = await createTestHouse(account, {
    title,
    description: `Lights "all night" </script><script>window.hacked = true</script>`,
  });

  // The HTML as the server sends it, before any JavaScript runs.
  const response = await request.get(house.path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${title} · LI Lights</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/media\/[^"]+"/);
  expect(html).toMatch(/<link rel="preload" as="image" href="http:\/\/[^"]+\/api\/media\//);
  expect(html).toContain('<script type="application/json" id="house-data">');
  expect(html).not.toContain("<script>window.hacked");
  // index.html holds the prerendered landing; a house page's root starts empty.
  expect(html).toContain('<div id="root"></div>');

  const unknown = await request.get("/house/no-such-town/0-nowhere-lane");
  expect(unknown.status()).toBe(404);

  // The page paints from the embedded data even when the API cannot be reached.
  await page.route(/\/api\/houses\/[^/]+\/[^/?]+$|\/api\/houses\/\d+$/, (route) => route.abort());
  await page.goto(house.path);
  // By element, not role: the signed-out sign-up prompt may already cover the page (5 s).
  await expect(page.locator("h1")).toHaveText(title);
  expect(await page.evaluate(() => "hacked" in window)).toBe(false);
});
