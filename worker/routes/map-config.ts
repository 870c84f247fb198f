import { factory } from "../factory";

/**
 * GET /api/map-config: which base map the client draws. MAP_STYLE_URL is a worker variable, so
 * production can switch to real tiles by configuration alone, without rebuilding the SPA.
 * Empty = the offline Nassau/Suffolk layer (public/map/long-island.geojson).
 */
export const mapConfigRoutes = factory.createApp().get("/", (c) => {
  const styleUrl = c.env.MAP_STYLE_URL?.trim() || null;
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ styleUrl });
});
