/**
 * GET /: the prerendered landing. Workers assets answer every app path that has no file of its
 * own with index.html (the SPA fallback), so that file has to stay the empty shell: a visitor
 * opening /map must not be shown the landing's text until the app replaces it. The build writes
 * the landing to its own file (src/prerender.tsx), and wrangler.toml runs the worker first for
 * "/" so it can answer with that file. Under `vite dev` there is no such file and the shell
 * answers, as for every other path.
 */
import { factory } from "../factory";
import { pageSecurityHeadersOver } from "../middleware/security-headers";

/** Where the build's prerendered landing is served from (prerendered/landing.html). */
export const PRERENDERED_LANDING_PATH = "/prerendered/landing";

export const landingPageRoutes = factory.createApp().get("/", async (c) => {
  // The visitor's request headers go along, so a revalidation can still answer 304.
  const asset = await c.env.ASSETS.fetch(
    new Request(new URL(PRERENDERED_LANDING_PATH, c.req.url), c.req.raw),
  );
  const headers = new Headers(asset.headers);
  for (const [name, value] of Object.entries(pageSecurityHeadersOver(c.env, asset))) {
    headers.set(name, value);
  }
  return new Response(asset.body, { status: asset.status, headers });
});
