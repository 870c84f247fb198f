import { siteContentQuerySchema } from "@contract/site-content";
import { listSiteContentForPage } from "../db/site-content";
import { factory } from "../factory";
import { validate } from "../lib/validate";

/** Public texts of one page (header, footer, landing, home, legal pages). */
export const siteContentRoutes = factory
  .createApp()
  .get("/", validate("query", siteContentQuerySchema), async (c) => {
    const { page } = c.req.valid("query");
    const content = await listSiteContentForPage(c.var.db, page);
    return c.json({ content }, 200);
  });
