import { factory } from "../factory";

/** The default base map: OpenFreeMap's dark vector style (no key; OpenStreetMap data). */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/dark";

/**
 * GET /api/map-config: which base map the client draws. MAP_STYLE_URL is a worker variable, so
 * production can switch style by configuration alone, without rebuilding the SPA. Empty = the
 * OpenFreeMap default; "offline" = only the offline Long Island layer (styleUrl null). Whatever
 * the style, the client falls back to the offline layer when it cannot load.
 */
export const mapConfigRoutes = factory.createApp().get("/", (c) => {
  const configured = c.env.MAP_STYLE_URL?.trim() ?? "";
  const styleUrl =
    configured.toLowerCase() === "offline" ? null : configured || DEFAULT_MAP_STYLE_URL;
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ styleUrl });
});
