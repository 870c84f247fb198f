import { asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { siteContent } from "./schema";

export function listSiteContentForPage(db: Db, page: string) {
  return db
    .select({ key: siteContent.key, section: siteContent.section, content: siteContent.content })
    .from(siteContent)
    .where(eq(siteContent.page, page))
    .orderBy(asc(siteContent.section), asc(siteContent.key));
}
