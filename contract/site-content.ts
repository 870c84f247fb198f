import { z } from "zod";
import { SITE_CONTENT_PAGES } from "./content-order";

export const siteContentQuerySchema = z.object({ page: z.enum(SITE_CONTENT_PAGES) });

export const siteContentItemSchema = z.object({
  key: z.string(),
  section: z.string(),
  content: z.string(),
});
export type SiteContentItem = z.infer<typeof siteContentItemSchema>;

export const siteContentResponseSchema = z.object({ content: z.array(siteContentItemSchema) });
export type SiteContentResponse = z.infer<typeof siteContentResponseSchema>;
