/**
 * A build file that does not exist (decision 343): the assets hand a path with no file to the
 * worker, which answers a missing script, style, icon, demo photo or map layer with a plain 404
 * nothing keeps, never the app's page and never the year's cache of real build files. Pages are
 * untouched: a path without a screen is still the not-found page, a screen still the app.
 */
import { describe, it } from "vitest";
import { api } from "./factories";

describe("a missing build file", () => {
  it.for([
    "/assets/nope-abc123.js",
    "/assets/nope-abc123.css",
    "/demo/house-999.jpg",
    "/map/nowhere.geojson",
    "/icons/nope.png",
    "/screenshots/nope.png",
  ])("%s is a plain 404 no cache keeps", async (path, { expect }) => {
    const res = await api(path, { headers: { Accept: "*/*", "Sec-Fetch-Dest": "script" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).not.toMatch(/text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).not.toContain("<html");
  });

  it("is a 404 when a browser opens it as a page too", async ({ expect }) => {
    const res = await api("/assets/nope-abc123.js", {
      headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate" },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control") ?? "").not.toContain("immutable");
  });
});

describe("pages beside the build files", () => {
  it("a made-up page is still the not-found page, a screen still the app", async ({ expect }) => {
    const missing = await api("/no-such-page-at-all", { headers: { Accept: "text/html" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await missing.text()).toContain("<title>Page Not Found · LI Lights</title>");

    for (const path of ["/home", "/map", "/tours", "/admin/houses"]) {
      const screen = await api(path, { headers: { Accept: "text/html" } });
      expect(screen.status, path).toBe(200);
      expect(screen.headers.get("Content-Type"), path).toMatch(/^text\/html/);
      expect(screen.headers.get("Cache-Control") ?? "", path).not.toContain("immutable");
      expect(await screen.text(), path).toContain('<div id="root"');
    }
  });
});
