/**
 * The popular tours page's HTML (worker/pages/popular-tours-page.ts): the list's first paint in
 * #root (each published tour's name, escaped, as a link to its shared page, its town and stop
 * count) and the API's answer as a data block; cached at the edge, and built again after a
 * publish, an unpublish, an edit of a listed tour's stops and its delete (decision 363).
 */
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { POPULAR_TOURS_DATA_ELEMENT_ID } from "@contract/popular-tours-page-data";
import { popularTourListSchema } from "@contract/tours";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createTour, newCaller, signedIn } from "./factories";

const PATH = "/tours/popular";
const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${POPULAR_TOURS_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

async function page() {
  const res = await api(PATH);
  return { res, html: await res.text() };
}

/** The page as the edge keeps it: asked for until the cache answers (its copy is written after). */
async function cachedPage() {
  await page();
  for (let attempt = 0; ; attempt += 1) {
    if ((await page()).res.headers.get("CF-Cache-Status") === "HIT") return;
    if (attempt > 50) throw new Error("never cached");
    await scheduler.wait(20);
  }
}

function publish(token: string, id: number, name: string, town: string) {
  return api(`/api/tours/${id}/publish`, { method: "PUT", token, body: { name, town } });
}

describe("popular tours page", () => {
  it("paints the published tours, escaped and linked, and none that is not published", async ({
    expect,
  }) => {
    const unique = Date.now().toString(36);
    const owner = await signedIn(newCaller());
    const listed = await createTour(owner.token, "Private name", 3);
    const neverPublished = await createTour(owner.token, `Kept to myself ${unique}`, 2);
    const unpublished = await createTour(owner.token, "Soon gone", 2);
    // The edge keeps a copy from before: the publishes below must replace it.
    await cachedPage();

    const listedName = `Carols <script>alert(1)</script> & "Co" ${unique}`;
    expect((await publish(owner.token, listed.id, listedName, "Bay <Shore> & Islip")).status).toBe(
      200,
    );
    const goneName = `Tinsel Trail ${unique}`;
    expect((await publish(owner.token, unpublished.id, goneName, "Islip")).status).toBe(200);

    const first = await page();
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("Content-Type")).toContain("text/html");
    expect(first.res.headers.get("Cache-Control")).toBe("no-cache");
    expect(first.html).toContain("<title>Popular light tours on Long Island · LI Lights</title>");
    expect(first.html).toContain('<link rel="canonical" href="http://localhost/tours/popular" />');
    const root = first.html.slice(first.html.indexOf('<div id="root">'));
    expect(root).toContain(`${FIRST_PAINT_ATTRIBUTE}="popular-tours"`);
    expect(root).toContain('<h1 class="font-bold text-3xl tracking-tight">Popular Tours</h1>');
    // The name and the town are the publisher's words: escaped, never markup.
    const escapedName = `Carols &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; ${unique}`;
    expect(root).toContain(`href="/tours/shared/${listed.shareId}">${escapedName}</a>`);
    expect(root).toContain("Bay &lt;Shore&gt; &amp; Islip</span>");
    expect(root).toContain("<span>3 stops</span>");
    expect(root).toContain(`href="/tours/shared/${unpublished.shareId}">${goneName}</a>`);
    expect(first.html).not.toContain("<script>alert(1)");
    expect(first.html).not.toContain(neverPublished.name);
    expect(first.html).not.toContain(`/tours/shared/${neverPublished.shareId}"`);
    // The data block is the API's answer, for the screen to start from.
    const popular = await expectJson(await api("/api/tours/popular"), popularTourListSchema);
    expect(JSON.parse(DATA_BLOCK.exec(first.html)![1]!)).toEqual(popular);

    await cachedPage();
    const removed = await api(`/api/tours/${unpublished.id}/publish`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    const after = (await page()).html;
    expect(after).not.toContain(goneName);
    expect(after).not.toContain(`/tours/shared/${unpublished.shareId}"`);
    expect(after).toContain(`href="/tours/shared/${listed.shareId}">${escapedName}</a>`);
  });

  it("shows a listed tour's new stops and drops it once deleted", async ({ expect }) => {
    const unique = Date.now().toString(36);
    const owner = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Two stops", 2);
    const name = `Wreath Walk ${unique}`;
    expect((await publish(owner.token, tour.id, name, "Wantagh")).status).toBe(200);
    const card = (html: string) =>
      new RegExp(`>${name}</a></h2><p[^>]*>.*?<span>(\\d+ stops?)</span>`).exec(html)?.[1];
    expect(card((await page()).html)).toBe("2 stops");

    await cachedPage();
    const edited = await api(`/api/tours/${tour.id}`, {
      method: "PATCH",
      token: owner.token,
      body: { stopIds: [tour.stops[0]!.id] },
    });
    expect(edited.status).toBe(200);
    expect(card((await page()).html)).toBe("1 stop");

    await cachedPage();
    const deleted = await api(`/api/tours/${tour.id}`, { method: "DELETE", token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await page()).html).not.toContain(name);
  });
});
