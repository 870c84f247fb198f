import { z } from "zod";

export const SITE_CONTENT_PAGES = [
  "landing",
  "home",
  "contact",
  "privacy",
  "terms",
  "footer",
  "header",
] as const;
export type SiteContentPage = (typeof SITE_CONTENT_PAGES)[number];

export const siteContentQuerySchema = z.object({ page: z.enum(SITE_CONTENT_PAGES) });

export const siteContentItemSchema = z.object({
  key: z.string(),
  section: z.string(),
  content: z.string(),
});
export type SiteContentItem = z.infer<typeof siteContentItemSchema>;

export const siteContentResponseSchema = z.object({ content: z.array(siteContentItemSchema) });
export type SiteContentResponse = z.infer<typeof siteContentResponseSchema>;
