import { siteContentQuerySchema } from "@contract/site-content";
import { listSiteContentForPage } from "../db/site-content";
import { factory } from "../factory";
import { sanitizeHtml } from "../lib/formats/sanitize-html";
import { validate } from "../lib/http/validate";

/**
 * Public texts of one page (header, footer, landing, home, legal pages). Content is sanitized on
 * every admin write and again here, so a row that reached D1 some other way is harmless too.
 */
export const siteContentRoutes = factory
  .createApp()
  .get("/", validate("query", siteContentQuerySchema), async (c) => {
    const { page } = c.req.valid("query");
    const rows = await listSiteContentForPage(c.var.db, page);
    const content = rows.map((row) => ({ ...row, content: sanitizeHtml(row.content) }));
    return c.json({ content }, 200);
  });
