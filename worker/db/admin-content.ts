/**
 * Admin site-content queries. Content is stored already sanitized (the route sanitizes before
 * every write); the public read sanitizes again.
 */
import type { AdminContentBlock } from "@contract/admin";
import { compareContentBlocks } from "@contract/content-order";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { siteContent } from "./schema";

function toBlock(row: typeof siteContent.$inferSelect): AdminContentBlock {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    content: row.content,
    page: row.page,
    section: row.section,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page (site_content_page_idx) or all; sorted by page order, section order, then key. */
export async function listAdminContent(db: Db, page: string) {
  const rows = await db
    .select()
    .from(siteContent)
    .where(page === "all" ? undefined : eq(siteContent.page, page));
  return rows.map(toBlock).sort(compareContentBlocks);
}

export async function findContentById(db: Db, id: number) {
  const row = await db.query.siteContent.findFirst({ where: eq(siteContent.id, id) });
  return row ? toBlock(row) : null;
}

export async function findContentByKey(db: Db, key: string) {
  const row = await db.query.siteContent.findFirst({ where: eq(siteContent.key, key) });
  return row ? toBlock(row) : null;
}

/** Inserts; returns null when the key is already taken (unique index, also under a race). */
export async function createContent(
  db: Db,
  input: { key: string; title: string; content: string; page: string; section: string },
) {
  const [row] = await db
    .insert(siteContent)
    .values(input)
    .onConflictDoNothing({ target: siteContent.key })
    .returning();
  return row ? toBlock(row) : null;
}

export async function updateContent(
  db: Db,
  id: number,
  input: { title: string; content: string; section: string },
) {
  const [row] = await db
    .update(siteContent)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(siteContent.id, id))
    .returning();
  return row ? toBlock(row) : null;
}

export async function deleteContent(db: Db, id: number) {
  const rows = await db
    .delete(siteContent)
    .where(eq(siteContent.id, id))
    .returning({ id: siteContent.id });
  return rows.length > 0;
}
