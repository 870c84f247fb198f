import { siteContentQuerySchema } from "@contract/site-content";
import { factory } from "../factory";
import { validate } from "../lib/http/validate";
import { siteContentAnswer } from "../lib/page-answers";

/**
 * Public texts of one page (header, footer, landing, home, legal pages), sanitized on every admin
 * write and again on this read (lib/page-answers.ts).
 */
export const siteContentRoutes = factory
  .createApp()
  .get("/", validate("query", siteContentQuerySchema), async (c) => {
    const { page } = c.req.valid("query");
    return c.json(await siteContentAnswer(c.var.db, page), 200);
  });
