/**
 * The 404 pages (worker/pages/app-page.ts, decision 394): an unknown house, town or shared tour
 * gets that screen's prerendered not-found view, any other unknown path Page Not Found. The root
 * says the path is not there (and which kind of page it is) and names it as the path it was
 * rendered for, so the app hydrates
 * the page the visitor sees instead of painting another. The test pool serves a stand-in for each
 * prerendered page (vitest.config.ts), its heading naming which one it is.
 */
import { NOT_FOUND_ATTRIBUTE } from "@contract/not-found-pages";
import { describe, it } from "vitest";
import { api, createHouse } from "./factories";

/** The opening tag of #root. */
function rootTag(html: string): string | null {
  return /<div id="root"[^>]*>/.exec(html)?.[0] ?? null;
}

function kind(html: string): string | null {
  return /data-not-found-kind="([a-z]+)"/.exec(html)?.[1] ?? null;
}

describe("404 pages", () => {
  it("are the not-found view of the screen the path names, rooted at the path", async ({
    expect,
  }) => {
    const house = await createHouse({});
    for (const [path, expected] of [
      ["/house/999999999", "house"],
      ["/house/0", "house"],
      ["/house/not-a-number", "house"],
      ["/house/no-such-town/1-nowhere-lane", "house"],
      [`/house/${house.citySlug}/no-such-street`, "house"],
      ["/lights/no-such-town-anywhere", "town"],
      ["/tours/shared/no-such-tour", "tour"],
      ["/no-such-page", "page"],
      ["/house/12/34/56", "page"],
      ["/lights/a/b", "page"],
    ] as const) {
      const res = await api(path, { headers: { Accept: "text/html" } });
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(kind(html), path).toBe(expected);
      const root = rootTag(html);
      expect(root, path).toContain(`${NOT_FOUND_ATTRIBUTE}="${expected}"`);
      expect(root, path).toContain(`data-prerendered-path="${path}"`);
      expect(html, path).toContain("<title>Page Not Found · LI Lights</title>");
    }
  });

  it("name a path with quotes or angle brackets only in its escaped form", async ({ expect }) => {
    const res = await api('/house/"><script>x</script>', { headers: { Accept: "text/html" } });
    expect(res.status).toBe(404);
    const root = rootTag(await res.text());
    expect(root).toBe(
      `<div id="root" data-prerendered-path="/house/%22%3E%3Cscript%3Ex%3C/script%3E" ${NOT_FOUND_ATTRIBUTE}="house">`,
    );
  });

  it("with the signed-in hint show a placeholder for the header's Sign In and are not hydrated", async ({
    expect,
  }) => {
    for (const path of ["/no-such-page", "/house/999999999", "/tours/shared/no-such-tour"]) {
      const signedOut = await api(path, { headers: { Accept: "text/html" } });
      expect(signedOut.headers.get("Vary"), path).toContain("Cookie");
      const plain = await signedOut.text();
      expect(plain, path).toContain(
        '<div class="ml-auto flex items-center gap-2"><button id="header-sign-in" class="h-8">',
      );
      const res = await api(path, {
        headers: { Accept: "text/html", Cookie: "other=1; li_signed_in=1" },
      });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Vary"), path).toContain("Cookie");
      const html = await res.text();
      const root = rootTag(html);
      expect(root, path).toContain(NOT_FOUND_ATTRIBUTE);
      expect(root, path).not.toContain("data-prerendered-path");
      // The buttons keep their place and size, unseen and out of reach, on a grey ground.
      expect(html, path).toContain(
        '<div class="ml-auto flex items-center gap-2 animate-pulse rounded-md bg-white/10" aria-hidden="true"><button id="header-sign-in" class="h-8 invisible">Sign In</button><button class="h-8 invisible">Get Started</button></div>',
      );
    }
  });

  it("with the signed-in hint show the signed-in visitor's ways back in, and the page's words (decision 413)", async ({
    expect,
  }) => {
    for (const path of ["/no-such-page", "/house/999999999"]) {
      const signedOut = await (await api(path, { headers: { Accept: "text/html" } })).text();
      expect(signedOut, path).toContain(">Browse by Town</a>");
      expect(signedOut, path).toContain(">Popular Tours</a>");
      const html = await (
        await api(path, { headers: { Accept: "text/html", Cookie: "li_signed_in=1" } })
      ).text();
      expect(html, path).not.toContain("Browse by Town");
      expect(html, path).not.toContain("Popular Tours");
      // Each link keeps its look (its classes), with the app's icon and words for it.
      expect(html, path).toMatch(
        /<a class="h-10" href="\/home" data-discover="true"><svg [^>]*class="lucide lucide-house lucide-home" aria-hidden="true">(<path d="[^"]+"><\/path>){2}<\/svg>Find Lights<\/a>/,
      );
      expect(html, path).toMatch(
        /<a class="h-10" href="\/map" data-discover="true"><svg [^>]*class="lucide lucide-map" aria-hidden="true">(<path d="[^"]+"><\/path>){3}<\/svg>Open the Map<\/a>/,
      );
    }
    const page = await (
      await api("/no-such-page", { headers: { Accept: "text/html", Cookie: "li_signed_in=1" } })
    ).text();
    // The sentence that says where the ways lead is the signed-in one; the rest as it was.
    expect(page).toContain(
      '<p class="text-muted-foreground">The lights are off at this address &amp; its links.<!-- --> <!-- -->Find a display near you or browse every house on the map.</p>',
    );
    const house = await (
      await api("/house/999999999", { headers: { Accept: "text/html", Cookie: "li_signed_in=1" } })
    ).text();
    expect(house).toContain(
      '<p class="text-muted-foreground">No display on LI Lights is at this link.</p>',
    );
  });
});
