import { z } from "zod";

/** GET /api/map-config: which base map the client draws. */
export const mapConfigSchema = z.object({
  /** A MapLibre style URL (MAP_STYLE_URL), or null for the offline Long Island layer. */
  styleUrl: z.string().nullable(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
